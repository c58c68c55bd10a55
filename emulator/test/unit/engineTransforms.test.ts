import { describe, expect, it } from 'vitest';
import type { FieldTransform, Value } from '../../src/engine/types.js';
import { OWNER, arr, commit, dbl, docName, errorOf, int, map, newService, set, str } from './engineSupport.js';

const INT64_MAX = '9223372036854775807';
const INT64_MIN = '-9223372036854775808';

/** Applies transforms to `c/d` (holding `fields` first) and returns the results and the stored fields. */
function transform(fields: Record<string, Value> | undefined, ...transforms: FieldTransform[]) {
  const s = newService();
  if (fields) commit(s, set('c/d', fields));
  const response = commit(s, { update: { name: docName('c/d'), fields: {} }, updateMask: { fieldPaths: [] }, updateTransforms: transforms });
  return { response, results: response.writeResults[0]!.transformResults, fields: s.getDocument(OWNER, docName('c/d'), {}).fields };
}

describe('field transforms', () => {
  it('sets server timestamps to the commit time', () => {
    const { response, results, fields } = transform({}, { fieldPath: 'at', setToServerValue: 'REQUEST_TIME' });
    expect(results).toEqual([{ timestampValue: response.commitTime }]);
    expect(fields).toEqual({ at: { timestampValue: response.commitTime } });
  });

  it('increments integers and doubles, starting missing or non-numeric fields at the operand', () => {
    const { results, fields } = transform(
      { i: int(5), d: dbl(1.5), s: str('x') },
      { fieldPath: 'i', increment: int(2) },
      { fieldPath: 'd', increment: int(1) },
      { fieldPath: 's', increment: dbl(0.5) },
      { fieldPath: 'missing', increment: int(3) },
      { fieldPath: 'n.deep', increment: int(1) },
    );
    expect(results).toEqual([int(7), dbl(2.5), dbl(0.5), int(3), int(1)]);
    expect(fields).toEqual({ i: int(7), d: dbl(2.5), s: dbl(0.5), missing: int(3), n: map({ deep: int(1) }) });
  });

  it('turns an integer into a double when incremented by a double', () => {
    expect(transform({ i: int(1) }, { fieldPath: 'i', increment: dbl(0.25) }).results).toEqual([dbl(1.25)]);
  });

  it('saturates integer increments at the int64 bounds', () => {
    expect(transform({ i: int(INT64_MAX) }, { fieldPath: 'i', increment: int(1) }).results).toEqual([int(INT64_MAX)]);
    expect(transform({ i: int(INT64_MIN) }, { fieldPath: 'i', increment: int(-5) }).results).toEqual([int(INT64_MIN)]);
    expect(transform({ i: int('9007199254740993') }, { fieldPath: 'i', increment: int(1) }).results).toEqual([int('9007199254740994')]);
  });

  it('computes maximum and minimum with the backend tie and NaN rules', () => {
    const { results } = transform(
      { a: int(3), b: int(3), c: dbl(2), d: int(1), e: dbl('NaN') },
      { fieldPath: 'a', maximum: int(5) },
      { fieldPath: 'b', maximum: dbl(3) }, // equal: the stored integer stays
      { fieldPath: 'c', minimum: int(1) }, // mixed: the smaller operand's type
      { fieldPath: 'd', minimum: dbl('NaN') },
      { fieldPath: 'e', maximum: int(10) },
      { fieldPath: 'f', maximum: int(4) },
    );
    expect(results).toEqual([int(5), int(3), int(1), dbl('NaN'), dbl('NaN'), int(4)]);
  });

  it('unions and removes array elements, with null transform results', () => {
    const { results, fields } = transform(
      { tags: arr(str('a'), int(1)), other: arr(int(1), dbl(1), int(2), str('x')), notArray: int(1) },
      { fieldPath: 'tags', appendMissingElements: { values: [str('a'), dbl(1), str('b'), str('b')] } },
      { fieldPath: 'other', removeAllFromArray: { values: [int(1), str('x')] } },
      { fieldPath: 'notArray', appendMissingElements: { values: [str('z')] } },
      { fieldPath: 'fresh', removeAllFromArray: { values: [str('z')] } },
    );
    expect(results).toEqual([{ nullValue: null }, { nullValue: null }, { nullValue: null }, { nullValue: null }]);
    expect(fields).toEqual({
      tags: arr(str('a'), int(1), str('b')),
      other: arr(int(2)),
      notArray: arr(str('z')),
      fresh: arr(),
    });
  });

  it('applies transforms after the update, on the legacy transform write too', () => {
    const s = newService();
    commit(s, set('c/d', { n: int(1), keep: int(1) }));
    const res = commit(s, { transform: { document: docName('c/d'), fieldTransforms: [{ fieldPath: 'n', increment: int(1) }] } });
    expect(res.writeResults[0]!.transformResults).toEqual([int(2)]);
    commit(s, { ...set('c/d', { n: int(10) }), updateTransforms: [{ fieldPath: 'n', increment: int(1) }] });
    expect(s.getDocument(OWNER, docName('c/d'), {}).fields).toEqual({ n: int(11) });
  });

  it('rejects malformed transforms', () => {
    const s = newService();
    const bad = (t: FieldTransform) => errorOf(() => commit(s, { ...set('c/d', {}), updateTransforms: [t] })).status;
    expect(bad({ fieldPath: 'a', increment: str('1') })).toBe('INVALID_ARGUMENT');
    expect(bad({ fieldPath: 'a' })).toBe('INVALID_ARGUMENT');
    expect(bad({ fieldPath: 'a', setToServerValue: 'SERVER_VALUE_UNSPECIFIED' })).toBe('INVALID_ARGUMENT');
    expect(bad({ fieldPath: '', increment: int(1) })).toBe('INVALID_ARGUMENT');
  });
});
