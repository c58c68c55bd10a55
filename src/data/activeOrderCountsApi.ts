/**
 * The dashboard's count of active orders per status. Apart from ordersApi so that the dashboard loads this one
 * query rather than every order read and write (and the Functions SDK behind them).
 */
import { collection, getCountFromServer, query, where } from 'firebase/firestore';
import { db } from '../lib/firebase/firestore';
import { ACTIVE_ORDER_STATUSES, type ActiveOrderStatus } from '../reference/orders';

/**
 * Active orders (neither delivered nor cancelled) counted per status with count aggregations, so no
 * order document is read. `companyId` null counts every dealer's orders (the back office's view).
 * Rejects when a count fails.
 */
export async function countActiveOrdersByStatus(companyId: string | null): Promise<Map<ActiveOrderStatus, number>> {
  const orders = collection(db, 'orders');
  const counts = await Promise.all(
    ACTIVE_ORDER_STATUSES.map(async (status) => {
      const filters = [where('status', '==', status), ...(companyId ? [where('company', '==', companyId)] : [])];
      const snapshot = await getCountFromServer(query(orders, ...filters));
      return [status, snapshot.data().count] as const;
    }),
  );
  return new Map(counts);
}
