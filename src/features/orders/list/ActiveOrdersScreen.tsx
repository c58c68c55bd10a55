import { OrderList } from './OrderList';

/** /orders: orders that are neither delivered nor cancelled. */
export default function ActiveOrdersScreen() {
  return <OrderList key="active" scope="active" />;
}
