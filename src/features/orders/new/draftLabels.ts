/**
 * How a draft is named in the drafts list: by what tells two drafts apart for the dealer (order type, PO reference,
 * end customer) and when it was last saved, in the reader's language. Read from the draft's stored form values,
 * which are not trusted to have any shape.
 */
import type { Translate } from '../../../i18n/i18n';
import type { Formatters } from '../../../i18n/useFormat';
import { orderSummary } from '../../../lib/schemas/orders/summaries';
import { orderTypeText } from '../../../reference/labels/orders';
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
export function draftTitle(t: Translate, draft: Pick<OrderDraft, 'type' | 'values'>): string {
  const { po, customer } = draftReferences(draft);
  const type = orderTypeText(draft.type, t);
  if (!po && !customer) return t('orders.new.draft.untitled', { type });
  return [type, po ? t('orders.new.draft.po', { po }) : '', customer].filter(Boolean).join(' · ');
}

/**
 * 'Building HT 60 × 100 · saved Nov 5, 2026, 2:05 PM'. The summary is worded from the saved values, so it reads in
 * the reader's language whatever the language it was saved in.
 */
export function draftDetails(t: Translate, format: Formatters, draft: Pick<OrderDraft, 'type' | 'values' | 'updatedDate'>): string {
  const summary = orderSummary(draft.type, draft.values);
  const saved = format.dateTime(draft.updatedDate);
  return [t(summary.id, summary.values), saved ? t('orders.new.draft.saved', { time: saved }) : t('orders.new.draft.saving')].join(' · ');
}

/** Title and time together: unique enough to name a draft's Resume and Delete buttons. */
export function draftName(t: Translate, format: Formatters, draft: Pick<OrderDraft, 'type' | 'values' | 'updatedDate'>): string {
  const saved = format.dateTime(draft.updatedDate);
  return saved ? t('orders.new.draft.name', { title: draftTitle(t, draft), time: saved }) : draftTitle(t, draft);
}
