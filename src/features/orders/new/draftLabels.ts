/**
 * How a draft is named in the drafts list: by what tells two drafts apart for the dealer (order type, PO reference,
 * end customer) and when it was last saved. Read from the draft's stored form values, which are not trusted to have
 * any shape.
 */
import { formatDateTime } from '../../../lib/dates';
import { ORDER_TYPE_LABELS } from '../../../reference/orders';
import type { OrderDraft } from '../../../types/orders';

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '';
}

/** The PO reference and end customer name typed so far ('' when not yet). */
export function draftReferences(draft: Pick<OrderDraft, 'values'>): { po: string; customer: string } {
  const customer = draft.values.customer;
  return {
    po: text(draft.values.poReference),
    customer: typeof customer === 'object' && customer !== null ? text((customer as Record<string, unknown>).name) : '',
  };
}

/** 'Building Order · PO PO-7731 · Big Sky Aviation', or 'Cover Order · no PO or customer yet'. */
export function draftTitle(draft: Pick<OrderDraft, 'type' | 'values'>): string {
  const { po, customer } = draftReferences(draft);
  const parts = [ORDER_TYPE_LABELS[draft.type], po ? `PO ${po}` : '', customer].filter(Boolean);
  return parts.length > 1 ? parts.join(' · ') : `${parts[0]} · no PO or customer yet`;
}

/** 'Building HT 60 × 100 · saved Nov 5, 2026, 2:05 PM'. */
export function draftDetails(draft: Pick<OrderDraft, 'summary' | 'updatedDate'>): string {
  const saved = formatDateTime(draft.updatedDate);
  return [draft.summary, saved ? `saved ${saved}` : 'saving…'].filter(Boolean).join(' · ');
}

/** Title and time together: unique enough to name a draft's Resume and Delete buttons. */
export function draftName(draft: Pick<OrderDraft, 'type' | 'values' | 'updatedDate'>): string {
  const saved = formatDateTime(draft.updatedDate);
  return saved ? `${draftTitle(draft)}, saved ${saved}` : draftTitle(draft);
}
