import { afterEach, describe, expect, it } from 'vitest';
import { forgetDraftCopy, keepDraftCopy, keptCopies, toStoredValues } from './orderDraftsApi';

afterEach(() => localStorage.clear());

describe('draft values as stored', () => {
  it('stores a partly typed date (an invalid Date) as no date, so the rest of the draft is still saved', () => {
    const requested = new Date(2026, 10, 5);
    expect(toStoredValues({ requestedDate: new Date(Number.NaN), installed: requested, left: undefined, lines: [{ when: new Date(Number.NaN) }] }))
      .toEqual({ requestedDate: null, installed: requested, lines: [{ when: null }] });
  });
});

describe('drafts kept on this device', () => {
  const draft = {
    id: 'd1',
    type: 'building' as const,
    values: { poReference: 'PO-TOUR', requestedDate: new Date(2026, 10, 5), partial: new Date(Number.NaN), customer: { name: 'Big Sky' } },
    summary: 'Building HT 60 × 100',
  };

  it("gives back a user's kept drafts as they were, dates as dates, until forgotten", () => {
    keepDraftCopy('u1', draft);
    keepDraftCopy('u2', { ...draft, id: 'd9' });
    expect(keptCopies('u1')).toEqual([{ ...draft, values: { ...draft.values, partial: null } }]);
    expect((keptCopies('u1')[0].values.requestedDate as Date).getTime()).toBe(new Date(2026, 10, 5).getTime());
    // A newer copy of the same draft replaces the older one.
    keepDraftCopy('u1', { ...draft, values: { poReference: 'PO-TOUR-2' } });
    expect(keptCopies('u1').map((copy) => copy.values)).toEqual([{ poReference: 'PO-TOUR-2' }]);
    forgetDraftCopy('u1', 'd1');
    expect(keptCopies('u1')).toEqual([]);
    expect(keptCopies('u2').map((copy) => copy.id)).toEqual(['d9']);
  });

  it('skips what does not read as a draft', () => {
    localStorage.setItem('dealer-portal/draft-copy/u1/d1', '{not json');
    localStorage.setItem('dealer-portal/draft-copy/u1/d2', JSON.stringify({ id: 'other', values: {} }));
    expect(keptCopies('u1')).toEqual([]);
  });
});
