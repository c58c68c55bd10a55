import { describe, expect, it } from 'vitest';
import { buildingOrder, partsOrder } from '../../../test/orderFixtures';
import type { OrderContent } from '../../../types/orders';
import { INVALID_ATTACHMENT_MESSAGE } from './building';
import { INCOMPLETE_ORDER_MESSAGE, parseOrderContent, toWireContent } from './orderContent';

const beforeRequestedDate = () => new Date('2026-05-01T12:00:00');

function partsContent(lines: Record<string, unknown>[], extra: Record<string, unknown> = {}) {
  const order = partsOrder();
  return { ...toWireContent(order as OrderContent), details: { lines, total: 0.01 }, ...extra };
}

const line = (quantity: unknown, partId = 'p1') => ({ partId, partNumber: 'P-100', name: 'Purlin', unit: 'each', quantity, unitPrice: 0.005 });

function refusal(raw: unknown): string {
  const parsed = parseOrderContent(raw, beforeRequestedDate);
  if (parsed.ok) throw new Error('expected a refusal');
  return parsed.message;
}

describe('parseOrderContent', () => {
  it('refuses what no form produces: an unknown type, missing details, a negative, fractional or zero quantity', () => {
    expect(refusal({ type: 'tent', details: {} })).toBe(INCOMPLETE_ORDER_MESSAGE);
    expect(refusal({ type: 'parts' })).toBe(INCOMPLETE_ORDER_MESSAGE);
    expect(INCOMPLETE_ORDER_MESSAGE).toBe('The order is incomplete or malformed; reload the form and try again.');
    expect(refusal(partsContent([line(-40)]))).toBe('lines.0.quantity: Enter a whole number of at least 1.');
    expect(refusal(partsContent([line(0.5)]))).toBe('lines.0.quantity: Enter a whole number of at least 1.');
    expect(refusal(partsContent([line(0)]))).toBe('lines.0.quantity: Enter a whole number of at least 1.');
    expect(refusal(partsContent([line(2), line(3)]))).toBe('lines: Each part appears once: change its quantity instead.');
  });

  it('refuses notes over 2,000 characters and a building date that is not a number of milliseconds', () => {
    expect(refusal(partsContent([line(2)], { notes: 'n'.repeat(2001) }))).toBe('notes: At most 2000 characters.');
    // The refusal also names the field and the message by its id and values, for a reply in the caller's language.
    const parsed = parseOrderContent(partsContent([line(2)], { notes: 'n'.repeat(2001) }), beforeRequestedDate);
    expect(!parsed.ok && parsed.refusal).toEqual({ path: 'notes', message: { id: 'orders.form.error.tooLong', values: { max: 2000 } } });
    const building = toWireContent(buildingOrder() as OrderContent) as unknown as { details: Record<string, unknown> };
    expect(refusal({ ...building, details: { ...building.details, requestedDate: '2026-06-01' } })).toBe(INCOMPLETE_ORDER_MESSAGE);
  });

  it('refuses attachments that are URLs or lie outside an order folder', () => {
    const building = toWireContent(buildingOrder() as OrderContent);
    const withFile = (path: string) => ({
      ...building,
      attachments: [{ path, name: 'plan.pdf', contentType: 'application/pdf', size: 2048 }],
    });
    expect(parseOrderContent(withFile('orders/company-1/draft-1/f1/plan.pdf'), beforeRequestedDate).ok).toBe(true);
    for (const path of ['gs://other-bucket/orders/company-1/d/plan.pdf', 'https://example.com/plan.pdf', 'warranties/company-1/w1/plan.pdf', 'orders/company-1/../x/plan.pdf']) {
      expect(refusal(withFile(path))).toBe(`attachments.0: ${INVALID_ATTACHMENT_MESSAGE}`);
    }
    expect(INVALID_ATTACHMENT_MESSAGE).toBe('An attachment is not a file uploaded to this order; remove it and upload it again.');
  });

  it('keeps only what the form produces, and round-trips a building order', () => {
    const parsed = parseOrderContent({ ...partsContent([line(3)]), searchKeys: ['so-999'], total: 0 }, beforeRequestedDate);
    expect(parsed.ok && Object.keys(parsed.content).sort()).toEqual(['attachments', 'customer', 'details', 'leadSource', 'notes', 'poReference', 'type']);

    const order = buildingOrder();
    const building = parseOrderContent(toWireContent(order as OrderContent), beforeRequestedDate);
    expect(building.ok && building.content.details).toMatchObject({ series: 'CC', width: 42, length: 80, mount: order.details.mount });
    expect(building.ok && building.content.customer).toEqual(order.customer);
  });
});
