/** Reports as the data layer returns them, and where the report screens render, for their tests. */
import { createElement } from 'react';
import { vi } from 'vitest';
import type { OrderReport, PartsTotalsByCurrency } from '../../data/orders/orderReports';
import { ORDER_STATUSES, ORDER_TYPES, type OrderStatus, type OrderType } from '../../reference/orders';
import type { RenderOptions } from '../../test/render';
import { resetSessionStore, signInAs, signOutAndRestoreMocks } from '../../test/session';
import type { Company, User } from '../../types/domain';

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

/** The admin who reads the reports. */
export const admin: User = {
  id: 'u-admin',
  company: 'maker',
  active: true,
  data: { firstname: 'Alex', lastname: 'Admin', email: 'alex@maker.test', phone: '', sms: false, admin: true, manager: false },
};

/** The dealers the report counts: the two of `reportFixture()` and one without orders. */
export const reportDealers = [
  { id: 'lonestar', name: 'Lone Star Covers LLC', dealerNumber: 'D-2001' },
  { id: 'prairie', name: 'Prairie Shelters Ltd.', dealerNumber: 'D-1001' },
  { id: 'quiet', name: 'Quiet Dealer', dealerNumber: 'D-3001' },
] as Company[];

/** A busy machine renders the grid, charts and pickers slowly. */
export const LONG_WAIT = { timeout: 10_000 };

/** The charts measure their container; jsdom has no layout, so they get a fixed size. */
class FixedResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    this.callback([{ target, contentRect: { width: 600, height: 300 } } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}

/** A fresh page load with the admin signed in, and charts that can measure themselves. */
export function openReportsAsAdmin(): void {
  resetSessionStore();
  signInAs(admin);
  vi.stubGlobal('ResizeObserver', FixedResizeObserver);
}

/** Undoes `openReportsAsAdmin()`: signs out, and puts the mocks and globals back. */
export function closeReports(): void {
  vi.unstubAllGlobals();
  signOutAndRestoreMocks();
}

/** The reports at `path` (by default the range of `reportFixture()`), with a stand-in for the SMS recipients page. */
export function reportsAt(path = '/admin/reports?from=2026-03-15&to=2026-05-10'): RenderOptions {
  return {
    path,
    route: '/admin/reports',
    otherRoutes: { '/admin/reports/sms_recipients': createElement('p', null, 'SMS recipients page') },
  };
}

/** The SMS recipients, with a stand-in for the reports page they link back to. */
export const SMS_RECIPIENTS: RenderOptions = {
  path: '/admin/reports/sms_recipients',
  route: '/admin/reports/sms_recipients',
  otherRoutes: { '/admin/reports': createElement('p', null, 'Reports page') },
};
