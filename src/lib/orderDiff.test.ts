import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import type { OrderContent } from '../types/orders';
import { diffOrderContent } from './orderDiff';

const cover: OrderContent<'cover'> = {
  type: 'cover',
  leadSource: 'Own Lead',
  poReference: 'PO-1',
  notes: '',
  customer: null,
  details: {
    series: 'CC',
    width: 42,
    length: 80,
    quantity: 1,
    style: 'Bag Cover',
    fabric: 'FR',
    colour: 'Blue',
    trimColour: 'Same as main cover',
    fabricDrop: "3'",
    customFabricDrop: null,
  },
  attachments: [],
};

const line = (partId: string, partNumber: string, quantity: number) => ({ partId, partNumber, name: `Part ${partId}`, unit: 'each', unitPrice: 10, quantity });

const parts: OrderContent<'parts'> = {
  type: 'parts',
  leadSource: 'Calhoun',
  poReference: '',
  notes: 'Rush',
  customer: null,
  details: { lines: [line('a', 'A-1', 2), line('b', 'B-2', 1)], total: 30 },
  attachments: [],
};

describe('diffOrderContent', () => {
  it('finds nothing when nothing changed', () => {
    expect(diffOrderContent(cover, structuredClone(cover))).toEqual([]);
    expect(diffOrderContent(parts, structuredClone(parts))).toEqual([]);
  });

  it('lists changed fields by their path, before and after, with nothing worded in a language', () => {
    const after: OrderContent<'cover'> = {
      ...cover,
      poReference: 'PO-2',
      details: { ...cover.details, length: 100, fabricDrop: 'Custom', customFabricDrop: "4' 6\"" },
    };
    expect(diffOrderContent(cover, after)).toEqual([
      { path: 'poReference', from: 'PO-1', to: 'PO-2' },
      { path: 'details.length', from: 80, to: 100 },
      { path: 'details.fabricDrop', from: "3'", to: 'Custom' },
      { path: 'details.customFabricDrop', from: null, to: "4' 6\"" },
    ]);
  });

  it('matches parts lines by part: changed quantity, removed and added lines, and the total', () => {
    const after: OrderContent<'parts'> = { ...parts, details: { lines: [line('a', 'A-1', 5), line('c', 'C-3', 1)], total: 60 } };
    expect(diffOrderContent(parts, after)).toEqual([
      { path: 'details.lines.A-1', from: { quantity: 2, partNumber: 'A-1', name: 'Part a' }, to: { quantity: 5, partNumber: 'A-1', name: 'Part a' } },
      { path: 'details.lines.B-2', from: { quantity: 1, partNumber: 'B-2', name: 'Part b' }, to: null },
      { path: 'details.lines.C-3', from: null, to: { quantity: 1, partNumber: 'C-3', name: 'Part c' } },
      { path: 'details.total', from: 30, to: 60 },
    ]);
  });

  it('walks nested building details and the end customer, comparing dates by day', () => {
    const day = new Date(2026, 5, 1);
    const building = {
      type: 'building',
      leadSource: 'Own Lead',
      poReference: '',
      notes: '',
      customer: { name: 'Ann', phone: '555-123-4567', email: '', site: { street: '1 Main', city: 'Regina', state: 'SK', zip: 'S4P 1A1', country: 'CA' } },
      details: {
        series: 'HT',
        width: 60,
        length: 100,
        use: 'AG - Cattle',
        riskCategory: 'Low - CAT I',
        sideWalls: 'Open',
        mount: { type: 'Concrete', subtype: 'Slab', wallThickness: '8"', wallCount: 2 },
        cover: { style: 'Bag Cover', fabric: 'PVC', colour: null },
        requestedDate: Timestamp.fromDate(day),
      },
      attachments: [{ path: 'orders/c/1/plan.pdf', name: 'plan.pdf', contentType: 'application/pdf', size: 5 }],
    } as unknown as OrderContent;
    const after = structuredClone(building) as unknown as { customer: { site: { city: string } }; details: Record<string, unknown> };
    after.customer.site.city = 'Saskatoon';
    after.details.mount = { type: 'Concrete', subtype: 'Slab', wallThickness: '10"', wallCount: 2 };
    after.details.cover = { style: 'Bag Cover', fabric: 'FR', colour: 'White' };
    after.details.requestedDate = new Date(day);
    const changes = diffOrderContent(building, { ...(after as unknown as OrderContent), attachments: [] });
    expect(changes).toEqual([
      { path: 'customer.site.city', from: 'Regina', to: 'Saskatoon' },
      { path: 'details.mount.wallThickness', from: '8"', to: '10"' },
      { path: 'details.cover.fabric', from: 'PVC', to: 'FR' },
      { path: 'details.cover.colour', from: null, to: 'White' },
      { path: 'attachments', from: 'plan.pdf', to: '' },
    ]);
  });

  it('stores only language-neutral facts: a path and the values, never a worded label', () => {
    const after: OrderContent<'parts'> = { ...parts, notes: 'Later', details: { lines: [line('a', 'A-1', 5)], total: 50 } };
    for (const change of diffOrderContent(parts, after)) expect(Object.keys(change).sort()).toEqual(['from', 'path', 'to']);
  });
});
