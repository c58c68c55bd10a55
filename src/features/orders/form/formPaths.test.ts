import { describe, expect, it } from 'vitest';
import { withDefaults } from './formValues';
import { parseOrderFormPath } from './orderFormPath';

describe('parseOrderFormPath', () => {
  it('reads the mode, type and id of the order form routes', () => {
    expect(parseOrderFormPath('/orders/new/parts', null)).toEqual({ mode: 'new', type: 'parts', id: null });
    expect(parseOrderFormPath('/orders/new/vp/abc', 'abc')).toEqual({ mode: 'new', type: 'vp', id: 'abc' });
    expect(parseOrderFormPath('/orders/edit/building/100004', '100004')).toEqual({ mode: 'edit', type: 'building', id: '100004' });
  });

  it('refuses VP edits, edits without an id and unknown types', () => {
    expect(parseOrderFormPath('/orders/edit/vp/100004', '100004')).toBeNull();
    expect(parseOrderFormPath('/orders/edit/cover', null)).toBeNull();
    expect(parseOrderFormPath('/orders/new/tent', null)).toBeNull();
  });
});

describe('withDefaults', () => {
  it('restores saved values over the blank form, nested objects field by field', () => {
    const blank = { leadSource: '', size: { series: '', width: '' }, lines: [] as string[], requestedDate: null as Date | null };
    const date = new Date(2026, 0, 2);
    expect(withDefaults(blank, { leadSource: 'Calhoun', size: { series: 'CC' }, lines: ['a'], requestedDate: date })).toEqual({
      leadSource: 'Calhoun',
      size: { series: 'CC', width: '' },
      lines: ['a'],
      requestedDate: date,
    });
  });
});
