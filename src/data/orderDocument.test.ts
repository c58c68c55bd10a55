import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { orderContentFields, toHistoryEntry, toOrder, toOrderContent } from './orderDocument';

describe('toOrder', () => {
  it('derives the workflow position and closed flag from the status instead of trusting them', () => {
    const order = toOrder('100007', { type: 'cover', status: 'delivered', statusIndex: 0, closed: false, number: 100007 });
    expect(order).toMatchObject({ id: '100007', number: 100007, status: 'delivered', statusIndex: 10, closed: true });
  });

  it('reads a damaged document as empty values: unknown status pending, unknown type parts, no customer for parts', () => {
    const order = toOrder('100008', { status: 'lost', type: 'shed', currency: 'EUR', customer: { name: 'X' }, searchKeys: ['a', 3] });
    expect(order).toMatchObject({ status: 'pending', type: 'parts', currency: 'CAD', customer: null, number: 100008, revision: 1 });
    expect(order.searchKeys).toEqual(['a']);
    expect(order.details).toEqual({ lines: [], total: 0 });
    expect(order.createdDate.toMillis()).toBe(0);
  });

  it('keeps building content complete, with nulls where a mount type has no value', () => {
    const requested = Timestamp.fromMillis(1_800_000_000_000);
    const content = toOrderContent({
      type: 'building',
      leadSource: 'Calhoun',
      customer: { name: 'Farm', site: { country: 'US', state: 'TX' } },
      details: { series: 'CC', width: 42, mount: { type: 'Concrete', wallCount: 2 }, cover: { fabric: 'PVC' }, requestedDate: requested },
    });
    expect(content.type).toBe('building');
    if (content.type !== 'building') return;
    expect(content.customer?.site).toEqual({ street: '', city: '', state: 'TX', zip: '', country: 'US' });
    expect(content.details.mount).toMatchObject({ type: 'Concrete', wallCount: 2, postHeight: null, legHeight: null });
    expect(content.details.cover).toMatchObject({ fabric: 'PVC', colour: null });
    expect(content.details.requestedDate).toBe(requested);
  });
});

describe('orderContentFields', () => {
  it('writes exactly the seven content fields, dropping anything else a form left on the object', () => {
    const fields = orderContentFields({
      type: 'cover', leadSource: 'Own Lead', poReference: 'PO', notes: '', customer: null, attachments: [],
      details: { series: 'CC', width: 42, length: 80, quantity: 1, style: 'Bag Cover', fabric: 'FR', colour: 'Blue', trimColour: 'x', fabricDrop: "2'", customFabricDrop: null },
      extra: 'dropped',
    } as never);
    expect(Object.keys(fields).sort()).toEqual(['attachments', 'customer', 'details', 'leadSource', 'notes', 'poReference', 'type']);
  });
});

describe('toHistoryEntry', () => {
  it('reads an entry and its changes', () => {
    const entry = toHistoryEntry('2', { seq: 2, kind: 'edited', from: 'pending', to: 'pending', changes: [{ path: 'notes', label: 'Notes', from: '', to: 'x' }] });
    expect(entry).toMatchObject({ id: '2', seq: 2, kind: 'edited', from: 'pending', to: 'pending' });
    expect(entry.changes).toEqual([{ path: 'notes', label: 'Notes', from: '', to: 'x' }]);
  });
});
