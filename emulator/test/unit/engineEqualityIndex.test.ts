/**
 * Queries narrowed by equality indexes must answer exactly as a scan of every document would, while
 * commits keep changing the indexed values: replays random commits on collections large enough to
 * be indexed and compares runQuery with executeQuery over all stored documents after each one.
 */
import { describe, expect, it } from 'vitest';
import { INDEX_MIN_DOCUMENTS } from '../../src/engine/equalityIndex.js';
import { executeQuery } from '../../src/engine/query.js';
import type { FirestoreService } from '../../src/engine/service.js';
import type { Fields, StructuredQuery, Value, Write } from '../../src/engine/types.js';
import { DATABASE, OWNER, ROOT, arr, dbl, docName, int, map, newService, seededRandom, str } from './engineSupport.js';

// Values that == treats as equal in different spellings (2 and 2.0, 0 and -0.0), and some it never matches by key.
const SIZES: Value[] = [int(2), dbl(2), int(0), dbl(-0), dbl(2.5), dbl('NaN'), { nullValue: null }, str('2')];
const COLORS: Value[] = [str('red'), str('blue'), str('green'), { booleanValue: true }, arr(str('red')), map({ c: str('red') })];

const eq = (fieldPath: string, value: Value) => ({ fieldFilter: { field: { fieldPath }, op: 'EQUAL' as const, value } });
const inList = (fieldPath: string, ...values: Value[]) => ({ fieldFilter: { field: { fieldPath }, op: 'IN' as const, value: arr(...values) } });
const and = (...filters: StructuredQuery['where'][]) => ({ compositeFilter: { op: 'AND' as const, filters: filters.map((f) => f!) } });
const or = (...filters: StructuredQuery['where'][]) => ({ compositeFilter: { op: 'OR' as const, filters: filters.map((f) => f!) } });
const by = (fieldPath: string, direction: 'ASCENDING' | 'DESCENDING' = 'ASCENDING') => ({ field: { fieldPath }, direction });

const QUERIES: StructuredQuery[] = [
  { from: [{ collectionId: 'items' }], where: eq('color', str('red')) },
  { from: [{ collectionId: 'items' }], where: and(eq('color', str('blue')), eq('size', dbl(2))), orderBy: [by('rank', 'DESCENDING')], limit: 5 },
  { from: [{ collectionId: 'items' }], where: eq('size', dbl(-0)), orderBy: [by('rank')], offset: 2, limit: 3 },
  { from: [{ collectionId: 'items' }], where: eq('size', dbl('NaN')) },
  { from: [{ collectionId: 'items' }], where: inList('size', int(2), dbl(2), { nullValue: null }), orderBy: [by('rank')], limit: 4 },
  { from: [{ collectionId: 'items' }], where: and(eq('nested.size', int(0)), eq('color', str('green'))) },
  { from: [{ collectionId: 'items' }], where: or(eq('color', str('red')), eq('size', int(2))), limit: 6 },
  { from: [{ collectionId: 'items' }], where: eq('color', arr(str('red'))) },
  { from: [{ collectionId: 'items', allDescendants: true }], where: eq('color', str('red')), orderBy: [by('rank')], startAt: { values: [int(5)] } },
];

function allDocuments(s: FirestoreService) {
  return s.exportState().databases.flatMap((d) => d.documents);
}

describe('equality-indexed queries', () => {
  it.each([1, 2, 3])('answer as a full scan after every commit (seed %i)', (seed) => {
    const next = seededRandom(seed);
    const pick = <T>(list: T[]): T => list[Math.floor(next() * list.length)]!;
    const s = newService();
    const paths = [...Array.from({ length: 150 }, (_, i) => `items/d${i}`), ...Array.from({ length: 80 }, (_, i) => `groups/g${i % 3}/items/e${i}`)];
    const randomWrite = (): Write => {
      const name = docName(pick(paths));
      if (next() < 0.15) return { delete: name };
      const fields: Fields = { color: pick(COLORS), rank: int(Math.floor(next() * 20)) };
      if (next() < 0.8) fields.size = pick(SIZES);
      if (next() < 0.5) fields.nested = map({ size: pick(SIZES) });
      return { update: { name, fields } };
    };
    // Fill the collections past the size at which they get indexed.
    for (let i = 0; i < 40; i++) s.commit(OWNER, DATABASE, { writes: Array.from({ length: 10 }, randomWrite) });
    expect(allDocuments(s).filter((d) => d.name.startsWith(`${ROOT}/items/`)).length).toBeGreaterThan(INDEX_MIN_DOCUMENTS);

    for (let commit = 0; commit < 60; commit++) {
      s.commit(OWNER, DATABASE, { writes: Array.from({ length: 1 + Math.floor(next() * 5) }, randomWrite) });
      const all = allDocuments(s);
      QUERIES.forEach((structuredQuery, i) => {
        const answered = s.runQuery(OWNER, ROOT, { structuredQuery }).flatMap((r) => (r.document ? [r.document.name] : []));
        const scanned = executeQuery(ROOT, structuredQuery, all).documents.map((d) => d.name);
        expect(answered, `query ${i} after commit ${commit}`).toEqual(scanned);
      });
    }
  });
});
