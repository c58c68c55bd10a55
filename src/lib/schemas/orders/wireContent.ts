/**
 * Order content on its way to a callable: the requested date of building and VP orders as epoch milliseconds.
 * Apart from the schemas (orderContent.ts), so the data layer sends orders without loading every form's schema.
 */
import type { OrderType } from '../../../reference/orders';
import type { OrderContent } from '../../../types/orders';
import type { OrderContentWithDates } from '../orderContentDates';

/** Order content as sent to a callable: the requested date of building and VP orders as epoch milliseconds. */
export type WireOrderContent = Record<string, unknown> & { type: OrderType };

/** Stored or form content (dates as Timestamps or Dates) in the shape a callable takes. */
export function toWireContent(content: OrderContent | OrderContentWithDates): WireOrderContent {
  if (content.type !== 'building' && content.type !== 'vp') return { ...content };
  const date = content.details.requestedDate as { toMillis?: () => number; getTime?: () => number } | null;
  const millis = date === null ? null : (date.toMillis?.() ?? date.getTime?.() ?? null);
  return { ...content, details: { ...content.details, requestedDate: millis } };
}
