import { describe, expect, it } from 'vitest';
import type { Value } from '../../src/engine/types.js';
import {
  addNumbers,
  compareUtf8,
  compareValues,
  formatTimestamp,
  isNaNValue,
  isNumber,
  MAX_STRING_BYTES,
  parseTimestamp,
  toNumber,
  typeOrder,
  validateValue,
  valuesEqual,
} from '../../src/engine/values.js';
import { expectInvalid } from './engineSupport.js';
import { arr, bool, bytes, dbl, geo, int, map, nul, ref, str, ts, vector } from './valueBuilders.js';

const sign = (n: number) => Math.sign(n) || 0;

/** Asserts that `values` is strictly ascending in Firestore order, checking every pair both ways. */
function expectAscending(values: Value[]): void {
  for (let i = 0; i < values.length; i++) {
    for (let j = 0; j < values.length; j++) {
      const expected = sign(i - j);
      const actual = sign(compareValues(values[i]!, values[j]!));
      if (actual !== expected) {
        throw new Error(`compare(${JSON.stringify(values[i])}, ${JSON.stringify(values[j])}) = ${actual}, expected ${expected}`);
      }
    }
  }
}

describe('typeOrder / cross-type order', () => {
  it('orders the type classes as Firestore does', () => {
    expectAscending([
      nul(),
      bool(false),
      bool(true),
      dbl('NaN'),
      dbl('-Infinity'),
      int(-1),
      dbl(0.5),
      int(1),
      dbl('Infinity'),
      ts('1970-01-01T00:00:00Z'),
      str(''),
      str('a'),
      bytes(),
      bytes(0),
      ref('c/a'),
      geo(0, 0),
      arr(),
      arr(nul()),
      vector(1),
      map({}),
      map({ a: nul() }),
    ]);
  });

  it('puts every value of a lower class before every value of a higher one', () => {
    // The largest value of each class still sorts before the smallest of the next.
    expectAscending([
      bool(true),
      dbl('NaN'),
      dbl('Infinity'),
      ts('0001-01-01T00:00:00Z'),
      ts('9999-12-31T23:59:59.999999999Z'),
      str(''),
      str('\u{10FFFF}'.repeat(3)),
      bytes(),
      bytes(255, 255, 255),
      ref('a/a'),
      ref('\u{10FFFF}/x/y/z'),
      geo(-90, -180),
      geo(90, 180),
      arr(),
      arr(map({ z: str('z') })),
      map({}),
    ]);
  });

  it('reports class ranks in the documented sequence', () => {
    const ranks = [nul(), bool(true), int(1), dbl(1), ts('2020-01-01T00:00:00Z'), str('x'), bytes(1), ref('c/d'), geo(1, 1), arr(), map({})].map(
      typeOrder,
    );
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(typeOrder(int(1))).toBe(typeOrder(dbl(1)));
    expect(typeOrder(vector(1, 2))).toBeGreaterThan(typeOrder(arr()));
    expect(typeOrder(vector(1, 2))).toBeLessThan(typeOrder(map({})));
  });
});

describe('numbers', () => {
  it.each([
    ['int 1 == double 1.0', int(1), dbl(1), 0],
    ['-0.0 == 0', dbl(-0), int(0), 0],
    ['-0.0 == 0.0', dbl(-0), dbl(0), 0],
    ['NaN == NaN (string form)', dbl('NaN'), dbl('NaN'), 0],
    ['NaN == NaN (number form)', dbl(NaN), dbl('NaN'), 0],
    ['NaN < -Infinity', dbl('NaN'), dbl('-Infinity'), -1],
    ['NaN < smallest int64', dbl('NaN'), int('-9223372036854775808'), -1],
    ['-Infinity < smallest int64', dbl('-Infinity'), int('-9223372036854775808'), -1],
    ['largest int64 < Infinity', int('9223372036854775807'), dbl('Infinity'), -1],
    ['2^53 + 1 > 2^53 as double', int('9007199254740993'), dbl(9007199254740992), 1],
    ['2^53 int == 2^53 double', int('9007199254740992'), dbl(9007199254740992), 0],
    ['-(2^53 + 1) < -(2^53) as double', int('-9007199254740993'), dbl(-9007199254740992), -1],
    ['int64 max < 2^63 as double', int('9223372036854775807'), dbl(9223372036854775808), -1],
    ['int64 min == -2^63 as double', int('-9223372036854775808'), dbl(-9223372036854775808), 0],
    ['int64 max - 1 < int64 max', int('9223372036854775806'), int('9223372036854775807'), -1],
    ['1 < 1.5', int(1), dbl(1.5), -1],
    ['1.5 < 2', dbl(1.5), int(2), -1],
    ['-2 < -1.5', int(-2), dbl(-1.5), -1],
    ['-1.5 < -1', dbl(-1.5), int(-1), -1],
    ['smallest subnormal > 0', dbl(Number.MIN_VALUE), int(0), 1],
    ['-smallest subnormal < 0', dbl(-Number.MIN_VALUE), int(0), -1],
    ['1e300 > int64 max', dbl(1e300), int('9223372036854775807'), 1],
  ])('%s', (_, a, b, expected) => {
    expect(sign(compareValues(a, b))).toBe(expected);
    expect(sign(compareValues(b, a))).toBe(sign(-expected));
    expect(valuesEqual(a, b)).toBe(expected === 0);
  });

  it('never returns negative zero', () => {
    expect(Object.is(compareValues(dbl(-0), int(0)), 0)).toBe(true);
    expect(Object.is(compareValues(int(0), dbl(-0)), 0)).toBe(true);
  });

  it('helpers recognise and convert numbers', () => {
    expect(isNumber(int(1))).toBe(true);
    expect(isNumber(dbl('NaN'))).toBe(true);
    expect(isNumber(str('1'))).toBe(false);
    expect(toNumber(int('-42'))).toBe(-42);
    expect(toNumber(dbl('-Infinity'))).toBe(-Infinity);
    expect(isNaNValue(dbl('NaN'))).toBe(true);
    expect(isNaNValue(dbl(1))).toBe(false);
    expect(isNaNValue(str('NaN'))).toBe(false);
  });

  it.each([
    [int(1), int(2), int(3)],
    [int('9223372036854775807'), int(1), int('9223372036854775807')],
    [int('-9223372036854775808'), int(-1), int('-9223372036854775808')],
    [int(1), dbl(0.5), dbl(1.5)],
    [dbl(0.25), int(2), dbl(2.25)],
    [dbl('Infinity'), dbl('-Infinity'), dbl('NaN')],
  ])('addNumbers(%j, %j) = %j (integers saturate, doubles are contagious)', (a, b, expected) => {
    expect(addNumbers(a, b)).toEqual(expected);
  });
});

describe('strings', () => {
  it('orders by UTF-8 bytes (code points), not UTF-16 code units', () => {
    // U+FFFF is EF BF BF in UTF-8, U+1F600 is F0 9F 98 80: the emoji sorts after, though its
    // UTF-16 form starts with the surrogate 0xD83D < 0xFFFF.
    expect('\uFFFF' < '\u{1F600}').toBe(false);
    expect(sign(compareValues(str('\uFFFF'), str('\u{1F600}')))).toBe(-1);
    expect(sign(compareUtf8('\uE000', '\u{10000}'))).toBe(-1);
    expect(sign(compareUtf8('\u{1F600}', '\u{1F601}'))).toBe(-1);
    expectAscending([str(''), str('A'), str('Z'), str('a'), str('aa'), str('b'), str('é'), str('\uD7FF'), str('\uE000'), str('\uFFFF'), str('\u{10000}'), str('\u{1F600}')]);
  });

  it('agrees with a byte-wise comparison of the UTF-8 encodings', () => {
    const samples = ['', 'a', 'ab', 'é', 'ﬀ', '\uFFFF', '\u{1F600}', '\u{1F600}a', 'a\u{1F600}', '\u{10FFFF}', '\u0000', 'z'];
    for (const a of samples) {
      for (const b of samples) {
        expect(sign(compareUtf8(a, b))).toBe(sign(Buffer.compare(Buffer.from(a), Buffer.from(b))));
      }
    }
  });
});

describe('bytes, references, timestamps, geopoints', () => {
  it('orders bytes as unsigned, then by length', () => {
    expectAscending([bytes(), bytes(0), bytes(0, 0), bytes(1), bytes(0x7f), bytes(0x80), bytes(0xfe, 0xff), bytes(0xff)]);
    // Base64 text order would put '/w==' (0xff) before 'AA==' (0x00).
    expect(sign(compareValues({ bytesValue: 'AA==' }, { bytesValue: '/w==' }))).toBe(-1);
  });

  it('orders references segment by segment', () => {
    // As strings, 'c/a-b' < 'c/a/x/y' ('-' < '/'); by segments, 'a' < 'a-b'.
    expectAscending([ref('c/a'), ref('c/a/x/y'), ref('c/a-b'), ref('c/b'), ref('c0/a')]);
    expectAscending([ref('c/__id-5__'), ref('c/__id2__'), ref('c/__id10__'), ref('c/a')]);
    expect(
      sign(compareValues({ referenceValue: 'projects/a/databases/(default)/documents/c/z' }, { referenceValue: 'projects/b/databases/(default)/documents/c/a' })),
    ).toBe(-1);
  });

  it('orders timestamps by instant (seconds, then nanos), whatever the offset or precision', () => {
    expectAscending([
      ts('0001-01-01T00:00:00Z'),
      ts('1969-12-31T23:59:59.999999999Z'),
      ts('1970-01-01T00:00:00Z'),
      ts('1970-01-01T00:00:00.000000001Z'),
      ts('1970-01-01T00:00:00.1Z'),
      ts('2024-02-29T12:00:00Z'),
      ts('9999-12-31T23:59:59.999999999Z'),
    ]);
    expect(valuesEqual(ts('2020-01-01T01:00:00+01:00'), ts('2020-01-01T00:00:00Z'))).toBe(true);
    expect(valuesEqual(ts('2020-01-01T00:00:00.5Z'), ts('2020-01-01T00:00:00.500000000Z'))).toBe(true);
  });

  it('orders geopoints by latitude, then longitude', () => {
    expectAscending([geo(-90, 0), geo(-1, 180), geo(0, -180), geo(0, 0), geo(0, 1), geo(1, -180), geo(90, 180)]);
  });
});

describe('arrays, maps, vectors', () => {
  it('orders arrays element by element, then by length', () => {
    expectAscending([arr(), arr(nul()), arr(int(1)), arr(int(1), int(2)), arr(int(1), str('a')), arr(int(2)), arr(str('a'))]);
  });

  it('orders maps by sorted keys and values pair by pair, then by size', () => {
    expectAscending([
      map({}),
      map({ a: int(1) }),
      map({ a: int(1), b: int(1) }),
      map({ a: int(2) }),
      map({ a: int(2), c: nul() }),
      map({ b: int(0) }),
      map({ bb: int(0) }),
    ]);
    // The key difference decides before the values do: {a:1, c:1} > {a:1, b:5}.
    expect(sign(compareValues(map({ a: int(1), c: int(1) }), map({ b: int(5), a: int(1) })))).toBe(1);
  });

  it('compares map keys in UTF-8 order', () => {
    expect(sign(compareValues(map({ '\uFFFF': nul() }), map({ '\u{1F600}': nul() })))).toBe(-1);
  });

  it('orders vectors by dimension, then by values', () => {
    expectAscending([vector(), vector(9), vector(-1, 0), vector(1, 0), vector(0, 0, 0)]);
  });

  it('treats containers equal when their elements are equal by value', () => {
    expect(valuesEqual(map({ a: int(1), b: arr(dbl(2)) }), map({ b: arr(int(2)), a: dbl(1) }))).toBe(true);
    expect(valuesEqual(arr(int(1), int(2)), arr(int(2), int(1)))).toBe(false);
    expect(valuesEqual(arr(dbl('NaN')), arr(dbl(NaN)))).toBe(true);
    expect(valuesEqual(map({ a: nul() }), map({}))).toBe(false);
    expect(valuesEqual(str('1'), int(1))).toBe(false);
    expect(valuesEqual(nul(), bool(false))).toBe(false);
  });
});

describe('parseTimestamp / formatTimestamp', () => {
  it.each([
    ['1970-01-01T00:00:00Z', 0, 0],
    ['1970-01-01T00:00:00.5Z', 0, 500_000_000],
    ['1970-01-01T00:00:00.123456789Z', 0, 123_456_789],
    ['1969-12-31T23:59:59.999Z', -1, 999_000_000],
    ['2024-02-29T12:34:56Z', 1_709_210_096, 0],
    ['2024-02-29T13:34:56+01:00', 1_709_210_096, 0],
    ['2024-02-29T07:04:56-05:30', 1_709_210_096, 0],
    ['2024-02-29t12:34:56z', 1_709_210_096, 0],
    ['0001-01-01T00:00:00Z', -62_135_596_800, 0],
    ['9999-12-31T23:59:59.999999999Z', 253_402_300_799, 999_999_999],
  ])('parses %s', (text, seconds, nanos) => {
    expect(parseTimestamp(text)).toEqual({ seconds, nanos });
  });

  it.each([
    '',
    '2024-02-29',
    '2024-02-29T12:34:56',
    '2023-02-29T00:00:00Z',
    '2024-13-01T00:00:00Z',
    '2024-04-31T00:00:00Z',
    '2024-01-01T24:00:00Z',
    '2024-01-01T00:60:00Z',
    '2024-01-01T00:00:60Z',
    '2024-01-01T00:00:00.1234567890Z',
    '2024-01-01T00:00:00.Z',
    '2024-01-01 00:00:00Z',
    '0000-12-31T23:59:59Z',
    '0001-01-01T00:00:00+00:01',
    '9999-12-31T23:59:59-00:01',
    '2024-01-01T00:00:00+1:00',
  ])('rejects %j', (text) => {
    expectInvalid(() => parseTimestamp(text));
  });

  it.each([
    [{ seconds: 0, nanos: 0 }, '1970-01-01T00:00:00Z'],
    [{ seconds: 0, nanos: 500_000_000 }, '1970-01-01T00:00:00.500Z'],
    [{ seconds: 0, nanos: 120_000 }, '1970-01-01T00:00:00.000120Z'],
    [{ seconds: 0, nanos: 1 }, '1970-01-01T00:00:00.000000001Z'],
    [{ seconds: -1, nanos: 999_999_000 }, '1969-12-31T23:59:59.999999Z'],
    [{ seconds: 1_709_210_096, nanos: 0 }, '2024-02-29T12:34:56Z'],
    [{ seconds: -62_135_596_800, nanos: 0 }, '0001-01-01T00:00:00Z'],
    [{ seconds: 253_402_300_799, nanos: 999_999_999 }, '9999-12-31T23:59:59.999999999Z'],
  ])('formats %j as %s', (t, text) => {
    expect(formatTimestamp(t)).toBe(text);
    expect(formatTimestamp(t)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    expect(parseTimestamp(text)).toEqual(t);
  });

  it('carries nanos outside [0, 1e9) into the seconds', () => {
    expect(formatTimestamp({ seconds: 0, nanos: 1_500_000_000 })).toBe('1970-01-01T00:00:01.500Z');
    expect(formatTimestamp({ seconds: 0, nanos: -1 })).toBe('1969-12-31T23:59:59.999999999Z');
  });

  it('agrees with Date for millisecond instants across the calendar', () => {
    for (let ms = -62_135_596_800_000; ms < 253_402_300_799_000; ms += 86_400_000 * 397 + 3_723_456) {
      const iso = new Date(ms).toISOString();
      const t = parseTimestamp(iso);
      expect(t.seconds * 1000 + t.nanos / 1e6).toBe(ms);
      expect(formatTimestamp(t)).toBe(iso.endsWith('.000Z') ? iso.replace('.000Z', 'Z') : iso);
    }
  });
});

describe('validateValue', () => {
  it.each<[string, unknown]>([
    ['null', nul()],
    ['boolean', bool(true)],
    ['int64 max', int('9223372036854775807')],
    ['int64 min', int('-9223372036854775808')],
    ['double', dbl(1.5)],
    ['NaN', dbl('NaN')],
    ['-Infinity', dbl('-Infinity')],
    ['timestamp', ts('2024-01-01T00:00:00.123Z')],
    ['string', str('héllo \u{1F600}')],
    ['bytes', bytes(0, 255)],
    ['url-safe bytes', { bytesValue: '_-8' }],
    ['reference', ref('c/d/e/f')],
    ['geopoint', geo(-90, 180)],
    ['empty array', { arrayValue: {} }],
    ['empty map', { mapValue: {} }],
    ['nested', map({ a: arr(int(1), map({ b: arr(str('x')) })) })],
    ['vector', vector(1, 2, 3)],
  ])('accepts %s', (_, value) => {
    expect(() => validateValue(value)).not.toThrow();
  });

  const deep = (levels: number): Value => (levels <= 1 ? int(1) : map({ x: deep(levels - 1) }));
  it.each<[string, unknown, RegExp]>([
    ['a non-object', 'hello', /Invalid value/],
    ['null', null, /Invalid value/],
    ['no kind', {}, /no value kind/],
    ['an unknown kind', { fooValue: 1 }, /unknown field/],
    ['two kinds', { stringValue: 'a', integerValue: '1' }, /more than one kind/],
    ['a fractional integer', { integerValue: '1.5' }, /integerValue/],
    ['an integer above int64', { integerValue: '9223372036854775808' }, /range/],
    ['an integer below int64', { integerValue: '-9223372036854775809' }, /range/],
    ['a non-numeric double', { doubleValue: 'abc' }, /doubleValue/],
    ['a non-boolean boolean', { booleanValue: 'true' }, /booleanValue/],
    ['a bad timestamp', { timestampValue: '2024-01-01' }, /timestamp/i],
    ['non-base64 bytes', { bytesValue: 'not base64!' }, /bytesValue/],
    ['a reference to a collection', ref('c'), /document name/],
    ['a reference outside a database', { referenceValue: 'c/d' }, /document name/],
    ['a latitude out of range', geo(91, 0), /latitude/],
    ['a longitude out of range', geo(0, -181), /longitude/],
    ['an array in an array', arr(arr()), /array value in an array/],
    ['a bad element', arr(int(1), { integerValue: 'x' } as unknown as Value), /integerValue/],
    ['an empty map key', map({ '': nul() }), /empty/],
    ['maps nested deeper than 20 levels', deep(22), /nested more than 20/],
    ['a string over the size limit', str('x'.repeat(MAX_STRING_BYTES + 1)), /longer than/],
    ['a string over the size limit in UTF-8', str("é".repeat(Math.floor(MAX_STRING_BYTES / 2) + 1)), /longer than/],
  ])('rejects %s', (_, value, message) => {
    expectInvalid(() => validateValue(value), message);
  });

  it('allows exactly 20 levels of maps and strings at the size limit', () => {
    expect(() => validateValue(deep(21))).not.toThrow();
    expect(() => validateValue(str('x'.repeat(MAX_STRING_BYTES)))).not.toThrow();
  });

  it('allows arrays of arrays where a filter operand needs them', () => {
    expect(() => validateValue(arr(arr(int(1))), 1, { allowNestedArrays: true })).not.toThrow();
  });
});
