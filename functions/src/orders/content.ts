/** Order content from a callable's payload: the forms' schemas decide, then what only the server knows. */
import { HttpsError } from 'firebase-functions/v2/https';
import { parseOrderContent } from '../../../src/lib/schemas/orders/orderContent.js';
import type { OrderContentWithDates } from '../../../src/lib/schemas/orderContentDates.js';
import { INVALID_ATTACHMENT_MESSAGE } from '../../../src/lib/schemas/orders/building.js';

/** A day of slack: a requested date is midnight of the dealer's own day, which may be yesterday here. */
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The content as its form would accept it, or invalid-argument with the form's message. Attachments must lie
 * in the company's own folder, and a requested date keeps the instant the dealer picked (midnight where they are).
 */
export function contentFromPayload(raw: unknown, company: string): OrderContentWithDates {
  const parsed = parseOrderContent(raw, () => new Date(Date.now() - DAY_MS));
  if (!parsed.ok) throw new HttpsError('invalid-argument', parsed.message);
  const content = parsed.content;
  if (content.attachments.some((file) => !file.path.startsWith(`orders/${company}/`))) {
    throw new HttpsError('invalid-argument', INVALID_ATTACHMENT_MESSAGE);
  }
  if (content.type === 'building' || content.type === 'vp') {
    const millis = (raw as { details: { requestedDate: number } }).details.requestedDate;
    return { ...content, details: { ...content.details, requestedDate: new Date(millis) } } as OrderContentWithDates;
  }
  return content;
}
