import { OrderList } from './OrderList';

/** /orders/history: delivered and cancelled orders. */
export default function OrderHistoryScreen() {
  return <OrderList key="history" scope="history" />;
}
