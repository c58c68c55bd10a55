/**
 * The demo data set: what `npm start` loads into an empty store and what the end-to-end tests sign in with.
 * Pure data (no I/O), built from the same reference modules the screens use; `now` is the seed time, and every
 * date is placed relative to it, so the data reads as current whenever it is loaded and is the same for the
 * same `now`.
 */
import type { AppNotification } from '../../src/types/domain.js';
import { ADMIN_ID, ADMIN_NAME, users } from './demoCompanies.js';
import type { WithDates } from './withDates.js';

export * from './demoCompanies.js';
export * from './demoDecisions.js';
export * from './demoOrders.js';
export { parts, partPrice } from './demoParts.js';
export { buildResources, pdfBytes, pngBytes, type DemoFile, type Resource } from './demoResources.js';
export type { WithDates } from './withDates.js';

export type DemoNotification = WithDates<AppNotification>;

/** Every user's welcome, and the news that this year's price books are out. */
export function buildNotifications(now: number): DemoNotification[] {
  const year = new Date(now).getFullYear();
  return users.flatMap((u, i) => [
    { id: `notification-${u.id}-1`, recipient: u.id, status: 'active' as const,
      data: { subject: 'Welcome to the Dealer Portal', body: { message: 'Your account is ready. Browse the resources to get started.' },
        link: '/resources/marketing', createdBy: ADMIN_ID, createdByName: ADMIN_NAME, createdDate: new Date(now - (i + 2) * 3_600_000) } },
    { id: `notification-${u.id}-2`, recipient: u.id, status: 'active' as const,
      data: { subject: 'Price book updated', body: { message: `The ${year} price books are now available, in Canadian and US dollars.`, note: 'Find them under Sales, Price Books.' },
        link: '/resources/sales', createdBy: ADMIN_ID, createdByName: ADMIN_NAME, createdDate: new Date(now - (i + 1) * 600_000) } },
  ]);
}
