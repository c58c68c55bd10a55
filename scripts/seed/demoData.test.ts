/**
 * The demo data set tells a consistent story: orders over a year in every stage, warranties and change requests
 * that agree with their orders, and library files that are valid PDFs and PNGs. Pure: no stack needed.
 */
import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, isClosedStatus } from '../../src/reference/orders.js';
import { RESOURCE_SUBTYPES } from '../../src/reference/resources.js';
import { coverageEnd, warrantyNumberFor } from '../../src/reference/warranty.js';
import {
  DEMO_CHANGE_REQUEST_ID,
  DEMO_ORDERS,
  DEMO_WARRANTY_ID,
  buildChangeRequests,
  buildOrders,
  buildResources,
  buildWarranties,
  orderCounter,
  pdfBytes,
  pngBytes,
} from './demoData.js';

/** A fixed seed time: no test here reads the clock. */
const NOW = new Date(2026, 10, 27, 9, 30).getTime();
const DAY = 86_400_000;

const { changeRequests, orders } = buildChangeRequests(buildOrders(NOW), NOW);
const { warranties, files: warrantyFiles } = buildWarranties(orders, NOW);
const { resources, files } = buildResources(NOW);
const orderById = new Map(orders.map((entry) => [entry.order.id, entry]));

/** Every object the cross-reference table lists starts where it says: what viewers rely on to open the file. */
function pdfProblems(bytes: Buffer): string[] {
  const text = bytes.toString('latin1');
  const problems: string[] = [];
  if (!text.startsWith('%PDF-1.')) problems.push('no header');
  if (!text.trimEnd().endsWith('%%EOF')) problems.push('no end marker');
  const startxref = Number(/startxref\n(\d+)\n%%EOF\s*$/.exec(text)?.[1]);
  if (!text.startsWith('xref', startxref)) return [...problems, 'startxref does not point at the table'];
  const [, count] = /^xref\n0 (\d+)\n/.exec(text.slice(startxref)) ?? [];
  const entries = text.slice(startxref).split('\n').slice(3, 2 + Number(count));
  entries.forEach((entry, i) => {
    const offset = Number(entry.slice(0, 10));
    if (!text.startsWith(`${i + 1} 0 obj`, offset)) problems.push(`object ${i + 1} is not at ${offset}`);
  });
  if (!/\/Type \/Pages \/Kids \[[^\]]+\] \/Count [1-9]/.test(text)) problems.push('no pages');
  return problems;
}

/** Signature, chunk checksums, and image data of the size the header gives. */
function pngProblems(bytes: Buffer): string[] {
  if (!bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return ['no signature'];
  const problems: string[] = [];
  let at = 8;
  let width = 0;
  let height = 0;
  const data: Buffer[] = [];
  while (at < bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const body = bytes.subarray(at + 4, at + 8 + length);
    if (crc32(body) !== bytes.readUInt32BE(at + 8 + length)) problems.push(`bad checksum in ${type}`);
    if (type === 'IHDR') [width, height] = [body.readUInt32BE(4), body.readUInt32BE(8)];
    if (type === 'IDAT') data.push(body.subarray(4));
    at += 12 + length;
  }
  if (inflateSync(Buffer.concat(data)).length !== height * (1 + 3 * width)) problems.push('image data of the wrong size');
  return problems;
}

describe('demo orders', () => {
  it('are the same for the same seed time, and keep their numbers and stories at any seed time', () => {
    expect(buildOrders(NOW)).toEqual(buildOrders(NOW));
    const later = buildOrders(NOW + 200 * DAY);
    expect(later.map(({ order }) => [order.id, order.type, order.status])).toEqual(buildOrders(NOW).map(({ order }) => [order.id, order.type, order.status]));
    expect(orderCounter(orders)).toEqual({ next: Number(orders.at(-1)!.order.id) + 1 });
  });

  it('reach back over most of a year, numbered in the order they were placed', () => {
    const months = new Set(orders.map(({ order }) => order.createdDate.toISOString().slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(11);
    for (const [i, { order }] of orders.entries()) {
      expect(order.createdDate.getTime()).toBeLessThan(NOW);
      expect(order.createdDate.getTime()).toBeGreaterThan(NOW - 365 * DAY);
      if (i > 0) expect(order.createdDate.getTime()).toBeGreaterThanOrEqual(orders[i - 1].order.createdDate.getTime());
    }
  });

  it('stand in every status, mostly delivered, a few cancelled, not the same number in each', () => {
    const counts = new Map<string, number>();
    for (const { order } of orders) counts.set(order.status, (counts.get(order.status) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual([...ORDER_STATUSES].sort());
    expect(counts.get('delivered')).toBeGreaterThan(orders.length / 3);
    expect(counts.get('cancelled')).toBeLessThan(orders.length / 8);
    expect(new Set(counts.values()).size).toBeGreaterThan(3);
  });

  it('each carry a history that leads, step by step and in time, to the status they show', () => {
    for (const { order, history } of orders) {
      expect(history.map((h) => h.seq)).toEqual(history.map((_, i) => i + 1));
      expect(history[0]).toMatchObject({ kind: 'submitted', from: null, to: 'pending', by: order.createdBy });
      expect(history.at(-1)!.to).toBe(order.status);
      expect(order).toMatchObject({ historyCount: history.length, statusIndex: ORDER_STATUSES.indexOf(order.status), closed: isClosedStatus(order.status) });
      expect(order.soNumber === null).toBe(order.status === 'pending');
      history.forEach((entry, i) => {
        expect(entry.at.getTime()).toBeLessThanOrEqual(NOW);
        if (i > 0) {
          expect(entry.at.getTime()).toBeGreaterThanOrEqual(history[i - 1].at.getTime());
          expect(entry.from).toBe(history[i - 1].to);
        }
      });
    }
  });

  it('include the orders the journeys open, in the statuses they expect', () => {
    expect(orderById.get(DEMO_ORDERS.deliveredCA)!.order).toMatchObject({ company: 'prairie-shelters', type: 'building', status: 'delivered' });
    expect(orderById.get(DEMO_ORDERS.deliveredUS)!.order).toMatchObject({ company: 'lone-star-covers', type: 'cover', status: 'delivered' });
    expect(orderById.get(DEMO_ORDERS.changeRequestCA)!.order).toMatchObject({ company: 'prairie-shelters', type: 'building', status: 'drawings in engineering' });
    expect(orderById.get(DEMO_ORDERS.pendingCA)!.order).toMatchObject({ company: 'prairie-shelters', type: 'parts', status: 'pending' });
  });
});

describe('demo warranties', () => {
  it('are mostly approved, some pending and one rejected, each on a delivered order of its company', () => {
    const by = (status: string) => warranties.filter((w) => w.status === status);
    expect(by('approved').length).toBeGreaterThanOrEqual(5);
    expect(by('pending').length).toBeGreaterThanOrEqual(3);
    expect(by('rejected')).toHaveLength(1);
    expect(warranties.find((w) => w.id === DEMO_WARRANTY_ID)).toMatchObject({ order: DEMO_ORDERS.deliveredCA, status: 'pending' });
    expect(new Set(warranties.map((w) => w.order)).size).toBe(warranties.length);
    for (const warranty of warranties) {
      const { order, history } = orderById.get(warranty.order)!;
      expect(order).toMatchObject({ status: 'delivered', company: warranty.company, number: warranty.orderNumber });
      const delivered = history.find((h) => h.to === 'delivered')!.at.getTime();
      expect(warranty.installDate.getTime()).toBeGreaterThanOrEqual(delivered - DAY);
      expect(warranty.createdDate.getTime()).toBeGreaterThan(warranty.installDate.getTime());
      expect(warranty.createdDate.getTime()).toBeLessThan(NOW);
    }
  });

  it('approved as an admin approves: the number and coverage the reference data give', () => {
    for (const warranty of warranties.filter((w) => w.status === 'approved')) {
      expect(warranty.warrantyNumber).toBe(warrantyNumberFor(warranty.orderNumber, warranty.installDate));
      expect(warranty.coverageStart).toEqual(warranty.installDate);
      expect(warranty.coverageEnd).toEqual(coverageEnd(warranty.installDate, warranty.fabric));
      expect(warranty.decidedDate!.getTime()).toBeLessThanOrEqual(NOW);
    }
    for (const warranty of warranties.filter((w) => w.status === 'pending')) {
      expect(warranty).toMatchObject({ warrantyNumber: null, coverageStart: null, coverageEnd: null, decidedBy: null, decidedDate: null });
    }
  });

  it('have a real photo in their own folder', () => {
    for (const warranty of warranties) {
      const [photo] = warranty.photos;
      expect(photo.path).toBe(`warranties/${warranty.company}/${warranty.id}/${photo.name}`);
      const file = warrantyFiles.find((f) => f.path === photo.path)!;
      expect(file.bytes.length).toBe(photo.size);
      expect(pngProblems(file.bytes)).toEqual([]);
    }
  });
});

describe('demo change requests', () => {
  it('are pending on orders in progress, one approved into its order and one rejected', () => {
    expect(changeRequests.filter((r) => r.status === 'pending').length).toBeGreaterThanOrEqual(2);
    expect(changeRequests.find((r) => r.id === DEMO_CHANGE_REQUEST_ID)).toMatchObject({ order: DEMO_ORDERS.changeRequestCA, status: 'pending' });
    for (const request of changeRequests) {
      const { order } = orderById.get(request.order)!;
      expect(order.status).not.toBe('pending');
      expect(order.closed).toBe(false);
      expect(request.changes.length).toBeGreaterThan(0);
    }
    const approved = changeRequests.filter((r) => r.status === 'approved');
    expect(approved).toHaveLength(1);
    const { order, history } = orderById.get(approved[0].order)!;
    expect(order.revision).toBe(approved[0].revision + 1);
    for (const change of approved[0].changes) expect(change.path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], order)).toEqual(change.to);
    expect(history.filter((h) => h.kind === 'change approved')).toEqual([expect.objectContaining({ at: approved[0].decidedDate, changes: approved[0].changes })]);
    expect(changeRequests.filter((r) => r.status === 'rejected')).toEqual([expect.objectContaining({ decisionNote: expect.stringMatching(/\w/) })]);
  });
});

describe('demo resource library', () => {
  it('publishes price books, brochures, spec sheets and pictures, several to a subtype, and no videos', () => {
    const subtypes = resources.map((r) => r.subtype);
    expect(subtypes.filter((s) => s === 'price books')).toHaveLength(2);
    expect(subtypes.filter((s) => s === 'brochures').length).toBeGreaterThanOrEqual(2);
    expect(subtypes.filter((s) => s === 'fabric spec sheets').length).toBeGreaterThanOrEqual(3);
    expect(subtypes).not.toContain('video library');
    expect(resources.some((r) => /demo|video/i.test(r.title))).toBe(false);
    expect(new Set(resources.map((r) => r.file.contentType))).toEqual(new Set(['application/pdf', 'image/png']));
    expect(resources.find((r) => r.id === 'resource-1')).toBeDefined();
  });

  it('files each under its type and id, dated over the past year', () => {
    for (const resource of resources) {
      expect(RESOURCE_SUBTYPES.find((s) => s.name === resource.subtype)?.type).toBe(resource.type);
      expect(resource.file.path).toBe(`resources/${resource.type}/${resource.id}/${resource.file.name}`);
      expect(resource.createdDate.getTime()).toBeLessThanOrEqual(resource.updatedDate.getTime());
      expect(resource.updatedDate.getTime()).toBeLessThanOrEqual(NOW);
      expect(resource.createdDate.getTime()).toBeGreaterThan(NOW - 365 * DAY);
    }
    // Newest price books: this year's.
    expect(resources.filter((r) => r.subtype === 'price books').map((r) => r.title)).toEqual(['2026 Dealer Price Book (CAD)', '2026 Dealer Price Book (USD)']);
  });

  it('are valid PDFs and PNGs of the stated size, the same bytes on every run', () => {
    for (const resource of resources) {
      const file = files.find((f) => f.path === resource.file.path)!;
      expect(file.contentType).toBe(resource.file.contentType);
      expect(file.bytes.length).toBe(resource.file.size);
      const problems = resource.file.contentType === 'application/pdf' ? pdfProblems(file.bytes) : pngProblems(file.bytes);
      expect(problems, resource.title).toEqual([]);
    }
    expect(buildResources(NOW).files.map((f) => f.bytes)).toEqual(files.map((f) => f.bytes));
  });

  it('gives tests small valid files of their own', () => {
    expect(pdfProblems(pdfBytes('Snow loads (draft)'))).toEqual([]);
    expect(pngProblems(pngBytes(24))).toEqual([]);
  });
});
