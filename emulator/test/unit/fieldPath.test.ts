import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FirestoreError } from '../../src/engine/errors.js';
import {
  applyFieldMask,
  deleteFieldValue,
  formatFieldPath,
  getFieldValue,
  parseFieldPath,
  setFieldValue,
} from '../../src/engine/fieldPath.js';
import type { Fields } from '../../src/engine/types.js';
import { arr, int, map, nul, str } from './valueBuilders.js';

describe('parseFieldPath', () => {
  it.each([
    ['a', ['a']],
    ['a.b.c', ['a', 'b', 'c']],
    ['__name__', ['__name__']],
    ['_a1.B_2', ['_a1', 'B_2']],
    ['`a.b`', ['a.b']],
    ['`a.b`.c', ['a.b', 'c']],
    ['a.`b c`.`d-e`', ['a', 'b c', 'd-e']],
    ['`a\\`b`', ['a`b']],
    ['`a\\\\b`', ['a\\b']],
    ['`1`', ['1']],
    ['`\u{1F600}`', ['\u{1F600}']],
  ])('parses %j', (text, segments) => {
    expect(parseFieldPath(text)).toEqual(segments);
  });

  it.each(['', '.', 'a.', '.a', 'a..b', '`a', '`a`b', 'a`b`', '`a\\x`', '`a`.', 'a.``', '``'])('rejects %j', (text) => {
    try {
      parseFieldPath(text);
    } catch (err) {
      expect(err).toBeInstanceOf(FirestoreError);
      expect((err as FirestoreError).status).toBe('INVALID_ARGUMENT');
      return;
    }
    throw new Error(`expected ${JSON.stringify(text)} to be rejected`);
  });
});

describe('formatFieldPath', () => {
  it.each([
    [['a'], 'a'],
    [['a', 'b_1'], 'a.b_1'],
    [['__name__'], '__name__'],
    [['a.b'], '`a.b`'],
    [['1a'], '`1a`'],
    [['a-b', 'c d'], '`a-b`.`c d`'],
    [['a`b'], '`a\\`b`'],
    [['a\\b'], '`a\\\\b`'],
    [['é'], '`é`'],
  ])('formats %j as %s', (segments, text) => {
    expect(formatFieldPath(segments)).toBe(text);
  });

  it('round-trips any non-empty segments through parseFieldPath', () => {
    const segment = fc.string({ minLength: 1, maxLength: 6, unit: fc.constantFrom('a', 'Z', '_', '1', '.', '`', '\\', ' ', 'é', '\u{1F600}') });
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), (segments) => {
        expect(parseFieldPath(formatFieldPath(segments))).toEqual(segments);
      }),
      { numRuns: 300 },
    );
  });
});

describe('getFieldValue / setFieldValue / deleteFieldValue', () => {
  const sample = (): Fields => ({
    a: map({ b: map({ c: int(1) }), list: arr(int(1)) }),
    top: str('x'),
    n: nul(),
  });

  it('reads nested values and reports missing ones as undefined', () => {
    const fields = sample();
    expect(getFieldValue(fields, ['a', 'b', 'c'])).toEqual(int(1));
    expect(getFieldValue(fields, ['a', 'b'])).toEqual(map({ c: int(1) }));
    expect(getFieldValue(fields, ['n'])).toEqual(nul());
    expect(getFieldValue(fields, ['missing'])).toBeUndefined();
    expect(getFieldValue(fields, ['a', 'missing', 'c'])).toBeUndefined();
    expect(getFieldValue(fields, ['top', 'length'])).toBeUndefined(); // through a non-map
    expect(getFieldValue(fields, ['a', 'list', '0'])).toBeUndefined(); // arrays are not traversed
    expect(getFieldValue(fields, ['constructor'])).toBeUndefined(); // no prototype lookups
    expect(getFieldValue(undefined, ['a'])).toBeUndefined();
    expect(getFieldValue({ m: { mapValue: {} } }, ['m', 'x'])).toBeUndefined();
  });

  it('sets values, creating and replacing intermediate maps', () => {
    const fields = sample();
    setFieldValue(fields, ['a', 'b', 'd'], int(2));
    setFieldValue(fields, ['top', 'inner'], int(3)); // a string is replaced by a map
    setFieldValue(fields, ['new', 'deep', 'leaf'], str('y'));
    setFieldValue(fields, ['n'], int(4));
    const empty: Fields = { m: { mapValue: {} } };
    setFieldValue(empty, ['m', 'k'], nul());
    expect(fields).toEqual({
      a: map({ b: map({ c: int(1), d: int(2) }), list: arr(int(1)) }),
      top: map({ inner: int(3) }),
      new: map({ deep: map({ leaf: str('y') }) }),
      n: int(4),
    });
    expect(empty).toEqual({ m: map({ k: nul() }) });
  });

  it('treats __proto__ as an ordinary field name', () => {
    const fields: Fields = {};
    setFieldValue(fields, ['__proto__', 'x'], int(1));
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
    expect(Object.keys(fields)).toEqual(['__proto__']);
    expect(getFieldValue(fields, ['__proto__', 'x'])).toEqual(int(1));
  });

  it('deletes nested values, leaving parent maps; missing paths are a no-op', () => {
    const fields = sample();
    deleteFieldValue(fields, ['a', 'b', 'c']);
    deleteFieldValue(fields, ['top']);
    deleteFieldValue(fields, ['missing', 'x']);
    deleteFieldValue(fields, ['n', 'x']);
    expect(fields).toEqual({ a: map({ b: map({}), list: arr(int(1)) }), n: nul() });
  });
});

describe('applyFieldMask', () => {
  const source = (): Fields => ({
    a: map({ b: int(1), c: int(2), 'x.y': int(3) }),
    d: str('d'),
    e: nul(),
  });

  it('keeps only the masked paths', () => {
    expect(applyFieldMask(source(), ['a.b', 'e'])).toEqual({ a: map({ b: int(1) }), e: nul() });
    expect(applyFieldMask(source(), ['a.`x.y`'])).toEqual({ a: map({ 'x.y': int(3) }) });
    expect(applyFieldMask(source(), ['a'])).toEqual({ a: source().a });
    expect(applyFieldMask(source(), [])).toEqual({});
    expect(applyFieldMask(undefined, ['a'])).toEqual({});
  });

  it('skips missing paths and __name__', () => {
    expect(applyFieldMask(source(), ['missing', 'a.missing', 'd.x', '__name__', 'd'])).toEqual({ d: str('d') });
  });

  it('handles overlapping paths without touching the input', () => {
    const input = source();
    const before = structuredClone(input);
    const projected = applyFieldMask(input, ['a.b', 'a', 'a.c']);
    expect(projected).toEqual({ a: before.a });
    expect(input).toEqual(before);
    setFieldValue(applyFieldMask(input, ['a.b', 'a.c']), ['a', 'z'], int(9));
    expect(input).toEqual(before);
  });
});
