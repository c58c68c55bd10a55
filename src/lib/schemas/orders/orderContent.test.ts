import { describe, expect, it } from 'vitest';
import { buildingOrder, partsOrder } from '../../../test/orderFixtures';
import type { OrderContent } from '../../../types/orders';
import type { Refusal } from '../refusals';
import { INVALID_ATTACHMENT_ID } from './building';
import { INCOMPLETE_ORDER_MESSAGE, parseOrderContent, toWireContent } from './orderContent';

const beforeRequestedDate = () => new Date('2026-05-01T12:00:00');

function partsContent(lines: Record<string, unknown>[], extra: Record<string, unknown> = {}) {
  const order = partsOrder();
  return { ...toWireContent(order as OrderContent), details: { lines, total: 0.01 }, ...extra };
}

const line = (quantity: unknown, partId = 'p1') => ({ partId, partNumber: 'P-100', name: 'Purlin', unit: 'each', quantity, unitPrice: 0.005 });

/** The field refused ('' for the whole order) and its message id with its values. */
function refused(raw: unknown): { path: string; refusal: Refusal } {
  const parsed = parseOrderContent(raw, beforeRequestedDate);
  if (parsed.ok) throw new Error('expected a refusal');
  return { path: parsed.path, refusal: parsed.refusal };
}

const refusal = (raw: unknown) => {
  const { path, refusal: { message } } = refused(raw);
  return path ? `${path}: ${message}` : message;
};

describe('parseOrderContent', () => {
  it('refuses what no form produces: an unknown type, missing details, a negative, fractional or zero quantity', () => {
    expect(refusal({ type: 'tent', details: {} })).toBe(INCOMPLETE_ORDER_MESSAGE);
    expect(refusal({ type: 'parts' })).toBe(INCOMPLETE_ORDER_MESSAGE);
    expect(INCOMPLETE_ORDER_MESSAGE).toBe('orders.form.error.incompleteOrder');
    expect(refusal(partsContent([line(-40)]))).toBe('lines.0.quantity: orders.form.error.wholeNumber');
    expect(refusal(partsContent([line(0.5)]))).toBe('lines.0.quantity: orders.form.error.wholeNumber');
    expect(refusal(partsContent([line(0)]))).toBe('lines.0.quantity: orders.form.error.wholeNumber');
    expect(refusal(partsContent([line(2), line(3)]))).toBe('lines: orders.form.error.duplicatePart');
    // A value of a type no form sends reads as a malformed request rather than as zod's own English.
    expect(refused(partsContent([{ ...line(2), unitPrice: 'cheap' }])).refusal).toEqual({ message: 'errors.server.malformedRequest', values: {} });
  });

  it('refuses notes over 2,000 characters and a building date that is not a number of milliseconds', () => {
    // The refusal names the field, and the message by its id and values, for a reply in the caller's language.
    expect(refused(partsContent([line(2)], { notes: 'n'.repeat(2001) }))).toEqual({
      path: 'notes',
      refusal: { message: 'orders.form.error.tooLong', values: { max: 2000 } },
    });
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
      expect(refusal(withFile(path))).toBe(`attachments.0: ${INVALID_ATTACHMENT_ID}`);
    }
    expect(INVALID_ATTACHMENT_ID).toBe('orders.form.error.invalidAttachment');
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
