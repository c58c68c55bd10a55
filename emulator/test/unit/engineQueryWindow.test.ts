import { describe, expect, it } from 'vitest';
import { QueryWindow } from '../../src/engine/queryWindow.js';
import type { Document, Order } from '../../src/engine/types.js';
import { docName, int } from './engineSupport.js';

const byRank: Order[] = [
  { field: { fieldPath: 'rank' }, direction: 'ASCENDING' },
  { field: { fieldPath: '__name__' }, direction: 'ASCENDING' },
];
const hasRank = (d: Document) => d.fields?.rank !== undefined;
const item = (id: string, rank?: number): Document => ({ name: docName(`c/${id}`), fields: rank === undefined ? {} : { rank: int(rank) } });
const ids = (docs: readonly Document[]) => docs.map((d) => d.name.slice(d.name.lastIndexOf('/') + 1));

describe('QueryWindow', () => {
  it('keeps the first N matches while members come and go, asking for a refill only when it must', () => {
    const docs = Array.from({ length: 40 }, (_, i) => item(`d${String(i).padStart(2, '0')}`, i));
    const all = new Map(docs.map((d) => [d.name, d]));
    const window = new QueryWindow(2, byRank, hasRank);
    window.fill([...all.values(), item('norank')]);
    expect(ids(window.documents)).toEqual(['d00', 'd01']);

    // Deleting members: the kept reserve slides in without a rescan, until it runs out.
    let refills = 0;
    for (let i = 0; i < 39; i++) {
      const gone = docs[i]!;
      all.delete(gone.name);
      const update = window.update([{ name: gone.name, after: null }]);
      if (update === 'refill') {
        refills++;
        window.fill(all.values());
      } else {
        expect(update).toBe('changed');
      }
      const expected = [...all.values()].slice(0, 2);
      expect(ids(window.documents)).toEqual(ids(expected));
    }
    expect(refills).toBeGreaterThan(0);
    expect(refills).toBeLessThan(5);
  });

  it('admits only documents that sort before its boundary when it is not exhaustive', () => {
    const window = new QueryWindow(1, byRank, hasRank);
    window.fill(Array.from({ length: 100 }, (_, i) => item(`d${i}`, i)));
    expect(window.update([{ name: docName('c/late'), after: item('late', 1000) }])).toBe('unchanged');
    expect(window.update([{ name: docName('c/early'), after: item('early', -1) }])).toBe('changed');
    expect(ids(window.documents)).toEqual(['early']);
    // A member moving past the boundary leaves a gap only a rescan can fill correctly.
    const moved = new QueryWindow(1, byRank, hasRank);
    const few = Array.from({ length: 18 }, (_, i) => item(`d${i}`, i));
    moved.fill(few);
    for (let i = 0; i < 17; i++) moved.update([{ name: few[i]!.name, after: item(`d${i}`, 500 + i) }]);
    expect(moved.update([{ name: few[17]!.name, after: item('d17', 999) }])).toBe('refill');
  });

  it('treats a window holding every match as exhaustive: any new match may enter', () => {
    const window = new QueryWindow(5, byRank, hasRank);
    window.fill([item('a', 1), item('b', 2)]);
    expect(window.update([{ name: docName('c/z'), after: item('z', 100) }])).toBe('changed');
    expect(ids(window.documents)).toEqual(['a', 'b', 'z']);
    expect(window.update([{ name: docName('c/a'), after: item('a') }])).toBe('changed');
    expect(ids(window.documents)).toEqual(['b', 'z']);
  });
});
