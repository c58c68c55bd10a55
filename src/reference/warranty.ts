/**
 * Warranties: how long each fabric is covered, the warranty number, and what a dealer may attach.
 * The spec gives no coverage terms; the years below were chosen here as reasonable industry terms and are
 * to be confirmed by the product owner (WARRANTY_TERMS_CONFIRMED stays false until then).
 */
import type { FabricName } from './fabrics';
import type { OrderStatus } from './orders';

/** false: the coverage years are a proposal awaiting the product owner's confirmation. */
export const WARRANTY_TERMS_CONFIRMED = false;

/** Years of coverage of a cover by its fabric (proposed, see above). */
export const FABRIC_COVERAGE_YEARS: Record<FabricName, number> = {
  'Elite FR': 20,
  'Elite NON-FR': 20,
  FR: 15,
  'NON-FR': 15,
  PVC: 10,
};

/** Parts orders have no fabric: parts are covered for this many years (proposed). */
export const PARTS_COVERAGE_YEARS = 1;

/** Only a delivered order can be covered: the building has to stand before it is installed. */
export const WARRANTY_ORDER_STATUS: OrderStatus = 'delivered';

/** Photos of the installation: JPEG, PNG or WebP, up to 10 MB each (Storage rules enforce the same). */
export const WARRANTY_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const WARRANTY_PHOTO_MAX_BYTES = 10 * 1024 * 1024;

export const INSTALLER_MAX_LENGTH = 100;
export const WARRANTY_NUMBER_MAX_LENGTH = 40;
export const DECISION_NOTE_MAX_LENGTH = 1000;

/** What orderFabric reads of an order's content (an OrderContent has this shape). */
export type FabricOfOrder =
  | { type: 'cover'; details: { fabric: string } }
  | { type: 'building' | 'vp'; details: { cover: { fabric: string } } }
  | { type: 'parts' };

/** The fabric that sets an order's coverage: the cover's fabric, or null for a parts order. */
export function orderFabric(order: FabricOfOrder): string | null {
  switch (order.type) {
    case 'cover':
      return order.details.fabric;
    case 'building':
    case 'vp':
      return order.details.cover.fabric;
    case 'parts':
      return null;
  }
}

/** Years of coverage for a fabric (null: a parts order); null for a fabric the portal does not know. */
export function coverageYears(fabric: string | null): number | null {
  if (fabric === null) return PARTS_COVERAGE_YEARS;
  return Object.hasOwn(FABRIC_COVERAGE_YEARS, fabric) ? FABRIC_COVERAGE_YEARS[fabric as FabricName] : null;
}

/** The same calendar day `years` later; 29 February falls on 28 February in a common year. */
export function addYears(date: Date, years: number): Date {
  const year = date.getFullYear() + years;
  const lastDayOfMonth = new Date(year, date.getMonth() + 1, 0).getDate();
  return new Date(year, date.getMonth(), Math.min(date.getDate(), lastDayOfMonth));
}

/** Coverage runs from the install date for the fabric's years; null when the fabric's term is unknown. */
export function coverageEnd(installDate: Date, fabric: string | null): Date | null {
  const years = coverageYears(fabric);
  return years === null ? null : addYears(installDate, years);
}

/** 'W-{orderNumber}-{yyyy}', the year coverage starts, e.g. 'W-100001-2026'. */
export function warrantyNumberFor(orderNumber: number, coverageStart: Date): string {
  return `W-${orderNumber}-${coverageStart.getFullYear()}`;
}
