/** Order content from a callable's payload: the forms' schemas decide, then what only the server knows. */
import { parseOrderContent } from '../../../src/lib/schemas/orders/orderContent.js';
import type { OrderContentWithDates } from '../../../src/lib/schemas/orderContentDates.js';
import { INVALID_ATTACHMENT_ID } from '../../../src/lib/schemas/orders/building.js';
import { englishRefusal, refusal, refused } from '../refusal.js';

/** A day of slack: a requested date is midnight of the dealer's own day, which may be yesterday here. */
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The content as its form would accept it, or invalid-argument with the form's message and the field it
 * concerns (`path`, which the English message names too: 'notes: At most 2000 characters.'). Attachments must lie
 * in the company's own folder, and a requested date keeps the instant the dealer picked (midnight where they are).
 */
export function contentFromPayload(raw: unknown, company: string): OrderContentWithDates {
  const parsed = parseOrderContent(raw, () => new Date(Date.now() - DAY_MS));
  if (!parsed.ok) {
    const { path, refusal: problem } = parsed;
    throw refusal('invalid-argument', problem, { path }, `${path ? `${path}: ` : ''}${englishRefusal(problem)}`);
  }
  const content = parsed.content;
  if (content.attachments.some((file) => !file.path.startsWith(`orders/${company}/`))) {
    throw refused('invalid-argument', INVALID_ATTACHMENT_ID);
  }
  if (content.type === 'building' || content.type === 'vp') {
    const millis = (raw as { details: { requestedDate: number } }).details.requestedDate;
    return { ...content, details: { ...content.details, requestedDate: new Date(millis) } } as OrderContentWithDates;
  }
  return content;
}
