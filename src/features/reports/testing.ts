/** Reports as the data layer returns them, for the report's tests. */
import type { OrderReport, PartsTotalsByCurrency } from '../../data/orders/orderReports';
import { ORDER_STATUSES, ORDER_TYPES, type OrderStatus, type OrderType } from '../../reference/orders';

const d = (year: number, month: number, day: number) => new Date(year, month - 1, day);

export function partsTotals(cad: [number, number] = [0, 0], usd: [number, number] = [0, 0]): PartsTotalsByCurrency {
  return { CAD: { orders: cad[0], value: cad[1] }, USD: { orders: usd[0], value: usd[1] } };
}

/** Ten orders from March 15 to May 10, 2026: three months, two dealers and one order of an unlisted dealer. */
export function reportFixture(overrides: Partial<OrderReport> = {}): OrderReport {
  const statusCounts: Partial<Record<OrderStatus, number>> = { pending: 4, 'order received': 3, shipped: 2, cancelled: 1 };
  const typeCounts: Record<OrderType, number> = { parts: 5, cover: 3, building: 2, vp: 0 };
  return {
    total: 10,
    parts: partsTotals([3, 1234.5], [2, 99.99]),
    byStatus: ORDER_STATUSES.map((status) => ({ status, count: statusCounts[status] ?? 0 })),
    byType: ORDER_TYPES.map((type) => ({ type, count: typeCounts[type] })),
    byDealer: [
      { id: 'prairie', name: 'Prairie Shelters Ltd.', count: 6 },
      { id: 'lonestar', name: 'Lone Star Covers LLC', count: 3 },
    ],
    byPeriod: [
      { from: d(2026, 3, 15), to: d(2026, 4, 1), count: 2, parts: partsTotals([1, 1000], [0, 0]) },
      { from: d(2026, 4, 1), to: d(2026, 5, 1), count: 5, parts: partsTotals([2, 234.5], [1, 49.99]) },
      { from: d(2026, 5, 1), to: d(2026, 5, 11), count: 3, parts: partsTotals([0, 0], [1, 50]) },
    ],
    ...overrides,
  };
}
