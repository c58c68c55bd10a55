/**
 * Property tests: the value order and query execution agree with deliberately naive reference
 * implementations (see queryReference.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { executeQuery, matchesQuery } from '../../src/engine/query.js';
import type { StructuredQuery } from '../../src/engine/types.js';
import { compareValues, valuesEqual } from '../../src/engine/values.js';
import { DB } from './valueBuilders.js';
import {
  bytesArb,
  docsArb,
  doubleArb,
  equivalent,
  filterArb,
  geoArb,
  integerArb,
  isValid,
  nearArb,
  queryArb,
  refCompare,
  refExecute,
  refInequalityFields,
  refMatches,
  referenceArb,
  sgn,
  stringArb,
  timestampArb,
  toDocument,
  valueArb,
} from './queryReference.js';

// ---------------------------------------------------------------------------------------------
// Value order properties

describe('compareValues properties', () => {
  it('matches the reference order, antisymmetrically, and agrees with valuesEqual', () => {
    fc.assert(
      fc.property(valueArb, valueArb, (a, b) => {
        const c = sgn(compareValues(a, b));
        expect(c).toBe(refCompare(a, b));
        expect(sgn(compareValues(b, a))).toBe(-c || 0);
        expect(valuesEqual(a, b)).toBe(c === 0);
      }),
      { numRuns: 500 },
    );
  });

  it('matches the reference order within each type', () => {
    const sameType = fc
      .constantFrom(integerArb, doubleArb, fc.oneof(integerArb, doubleArb), nearArb, timestampArb, stringArb, bytesArb, referenceArb, geoArb)
      .chain((arb) => fc.tuple(arb, arb));
    fc.assert(
      fc.property(sameType, ([a, b]) => {
        expect(sgn(compareValues(a, b))).toBe(refCompare(a, b));
      }),
      { numRuns: 500 },
    );
  });

  it('treats differently written equal values as equal', () => {
    fc.assert(
      fc.property(valueArb, (a) => {
        const b = equivalent(a);
        expect(compareValues(a, b)).toBe(0);
        expect(valuesEqual(b, a)).toBe(true);
        expect(compareValues(a, structuredClone(a))).toBe(0);
      }),
      { numRuns: 300 },
    );
  });

  it('is transitive: sorting yields a chain consistent with the reference', () => {
    fc.assert(
      fc.property(fc.array(valueArb, { minLength: 2, maxLength: 8 }), (values) => {
        const sorted = [...values].sort(compareValues);
        for (let i = 0; i < sorted.length; i++) {
          for (let j = i + 1; j < sorted.length; j++) {
            expect(compareValues(sorted[i]!, sorted[j]!)).toBeLessThanOrEqual(0);
            expect(refCompare(sorted[i]!, sorted[j]!)).toBeLessThanOrEqual(0);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('executeQuery properties', () => {
  it('matches documents exactly as the reference predicate does', () => {
    fc.assert(
      fc.property(docsArb, filterArb, (docs, where) => {
        const q: StructuredQuery = { from: [{ collectionId: 'c' }], where };
        fc.pre(isValid(q));
        for (const d of docs.filter((x) => x.collection === 'c')) {
          const expected = refMatches(where, { ...(d.a ? { a: d.a } : {}), ...(d.b ? { b: d.b } : {}) });
          const orderedPresent = refInequalityFields(where).every((f) => (f === 'a' ? d.a : d.b) !== undefined);
          expect(matchesQuery(DB, q, toDocument(d))).toBe(expected && orderedPresent);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('equals filter, sort, cursor and slice by the reference', () => {
    fc.assert(
      fc.property(docsArb, queryArb, (docs, q) => {
        fc.pre(isValid(q));
        const { documents, skippedResults } = executeQuery(DB, q, docs.map(toDocument));
        const actual = documents.map((d) => d.name.slice(d.name.lastIndexOf('/') + 1));
        expect(actual).toEqual(refExecute(q, docs));
        expect(skippedResults).toBeLessThanOrEqual(q.offset ?? 0);
      }),
      { numRuns: 500 },
    );
  });
});
