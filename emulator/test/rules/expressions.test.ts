import { describe, expect, it } from 'vitest';
import { RDuration, RLatLng, RPath, RSet, RTimestamp, typeOf } from '../../src/rules/values.js';
import { errorOf, expectTrue, valueOf } from './support.js';

describe('literals and types', () => {
  it('distinguishes int and float, and checks types with `is`', () => {
    expect(valueOf('1')).toBe(1n);
    expect(valueOf('1.0')).toBe(1);
    expect(typeOf(valueOf('1'))).toBe('int');
    expect(typeOf(valueOf('1.0'))).toBe('float');
    for (const check of [
      '1 is int',
      '!(1 is float)',
      '1.5 is float',
      '!(1.0 is int)',
      '1 is number && 1.5 is number',
      "'a' is string",
      'true is bool',
      'null is null',
      '[1] is list',
      "{'a': 1} is map",
      '[1].toSet() is set',
      '{}.diff({}) is map_diff',
      'request.time is timestamp',
      "duration.value(1, 's') is duration",
      '/a/b is path',
      'latlng.value(1, 2) is latlng',
      "b'x' is bytes",
      "!('1' is int)",
    ]) {
      expectTrue(check);
    }
  });

  it('builds lists and maps; map keys must be strings', () => {
    expect(valueOf("[1, 'a', null]")).toEqual([1n, 'a', null]);
    expect(valueOf("{'a': 1, 'b': [true]}")).toEqual(
      new Map<string, unknown>([
        ['a', 1n],
        ['b', [true]],
      ]),
    );
    expect(errorOf('{1: 2}')).toContain('Map keys must be strings');
  });
});

describe('arithmetic', () => {
  it('computes with ints exactly and mixes ints and floats into floats', () => {
    expect(valueOf('2 + 3 * 4')).toBe(14n);
    expect(valueOf('7 / 2')).toBe(3n);
    expect(valueOf('-7 / 2')).toBe(-3n);
    expect(valueOf('-7 % 3')).toBe(-1n);
    expect(valueOf('7.0 / 2')).toBe(3.5);
    expect(valueOf('1 + 0.5')).toBe(1.5);
    expect(valueOf('9007199254740993 + 1')).toBe(9007199254740994n);
    expect(valueOf('5.5 % 2')).toBe(1.5);
    expect(valueOf('-(3)')).toBe(-3n);
    expect(valueOf('1.0 / 0')).toBe(Infinity);
  });

  it('fails on int overflow and division by zero', () => {
    expect(errorOf('9223372036854775807 + 1')).toBe('Integer overflow.');
    expect(errorOf('-9223372036854775808 - 1')).toBe('Integer overflow.');
    expect(errorOf('-(-9223372036854775808)')).toBe('Integer overflow.');
    expect(errorOf('1 / 0')).toBe('Division by zero.');
    expect(errorOf('1 % 0')).toBe('Division by zero.');
  });

  it('concatenates strings and lists with +, and rejects other mixes', () => {
    expect(valueOf("'user' + '@' + 'domain.com'")).toBe('user@domain.com');
    expect(valueOf('[1] + [2, 3]')).toEqual([1n, 2n, 3n]);
    expect(errorOf("'a' + 1")).toBe('Unsupported operation error. Received: string + int.');
    expect(errorOf('null + 1')).toBe('Unsupported operation error. Received: null + int.');
    expect(errorOf("-'a'")).toBe('Unsupported operation error. Received: -string.');
    expect(errorOf('!1')).toBe('Unsupported operation error. Received: !int.');
  });
});

describe('comparison and equality', () => {
  it('compares ints and floats by value', () => {
    expectTrue('1 == 1.0');
    expectTrue('1 != 1.5');
    expectTrue('1 < 1.5 && 2 > 1.5 && 2 >= 2.0 && 2.0 <= 2');
    expectTrue('9223372036854775807 > 9223372036854775806');
    expectTrue('[1, 2] == [1.0, 2]');
    expectTrue("{'a': 1} == {'a': 1.0}");
  });

  it('treats NaN as unequal and unordered', () => {
    expectTrue("float('NaN') != float('NaN')");
    expectTrue("!(float('NaN') < 1) && !(float('NaN') >= 1)");
    expectTrue("math.isNaN(float('NaN'))");
  });

  it('compares strings by code unit, and values of different types are unequal, not errors', () => {
    expectTrue("'a' < 'b' && 'B' < 'a' && 'ab' > 'a'");
    expectTrue("1 != '1'");
    expectTrue('null != false');
    expectTrue('[1, 2] != [2, 1]');
    expectTrue("{'a': 1} != {'a': 1, 'b': 2}");
    expectTrue('null == null');
  });

  it('fails to order values of different or unordered types', () => {
    expect(errorOf("1 < 'a'")).toBe('Unsupported operation error. Received: int < string.');
    expect(errorOf('[1] < [2]')).toBe('Unsupported operation error. Received: list < list.');
    expect(errorOf('null > 1')).toBe('Unsupported operation error. Received: null > int.');
  });

  it('tests membership with `in` in lists, map keys and sets', () => {
    expectTrue('2 in [1, 2, 3]');
    expectTrue('2.0 in [1, 2, 3]');
    expectTrue('!(4 in [1, 2, 3])');
    expectTrue("'a' in {'a': 1}");
    expectTrue("!('b' in {'a': 1})");
    expectTrue("!(1 in {'a': 1})");
    expectTrue("'x' in ['x', 'y'].toSet()");
    expect(errorOf("'a' in 'abc'")).toBe('Unsupported operation error. Received: string in string.');
  });
});

describe('errors as values in || and &&', () => {
  const error = 'null.x';

  it('absorbs an error when the other side decides', () => {
    expectTrue(`${error} || true`);
    expectTrue(`true || ${error}`);
    expectTrue(`!(${error} && false)`);
    expectTrue(`!(false && ${error})`);
  });

  it('propagates the error when the other side does not decide', () => {
    expect(errorOf(`${error} || false`)).toBe('Null value error.');
    expect(errorOf(`false || ${error}`)).toBe('Null value error.');
    expect(errorOf(`${error} && true`)).toBe('Null value error.');
    expect(errorOf(`true && ${error}`)).toBe('Null value error.');
    expect(errorOf(`${error} || {}.missing`)).toBe('Null value error.');
  });

  it('requires bool operands and conditions', () => {
    expect(errorOf('1 || false')).toContain('Expected bool operands for ||');
    expectTrue('1 || true');
    expect(errorOf("true && 'yes'")).toContain('Expected bool operands for &&');
    expect(errorOf('1 ? 2 : 3')).toContain('Unsupported operation error');
  });

  it('evaluates only the chosen branch of a ternary', () => {
    expect(valueOf(`true ? 1 : ${error}`)).toBe(1n);
    expect(valueOf(`false ? ${error} : 'b'`)).toBe('b');
  });

  it('reports member access on null and missing properties in the official words', () => {
    expect(errorOf('null.x')).toBe('Null value error.');
    expect(errorOf("{'a': 1}.b")).toBe('Property b is undefined on object.');
    expect(errorOf("{'a': 1}['b']")).toBe('Property b is undefined on object.');
    expect(errorOf("'abc'.nope()")).toBe('Function not found error: Name: [nope].');
    expect(errorOf('null.size()')).toBe('Null value error.');
  });
});

describe('strings', () => {
  it('has size, case, trim, index and range operators', () => {
    expect(valueOf("'héllo'.size()")).toBe(5n);
    expect(valueOf("'😀'.size()")).toBe(2n);
    expect(valueOf("'AbC'.lower() + 'AbC'.upper()")).toBe('abcABC');
    expect(valueOf("'  x y  '.trim()")).toBe('x y');
    expect(valueOf("'abc'[1]")).toBe('b');
    expect(valueOf("'abcdef'[1:3]")).toBe('bc');
    expect(valueOf("'abcdef'[:2] + 'abcdef'[4:]")).toBe('abef');
    expect(errorOf("'abc'[3]")).toContain('Index out of range');
    expect(errorOf("'abc'[2:5]")).toContain('Index out of range');
    expect(valueOf("'é'.toUtf8()")).toEqual(new Uint8Array([0xc3, 0xa9]));
  });

  it('matches regular expressions against the whole string', () => {
    expectTrue("'user@domain.com'.matches('.*@domain[.]com')");
    expectTrue("!'banana'.matches('.*@domain[.]com')");
    expectTrue("!'abc'.matches('b')");
    expectTrue("'image/png'.matches('image/.*')");
    expectTrue("!'text/plain'.matches('image/.*')");
    expectTrue("'a|b'.matches('a[|]b') && !'ab'.matches('a|b')");
    expectTrue("'ABC'.matches('(?i)abc')");
    expectTrue("'abc123'.matches('[[:alpha:]]+[[:digit:]]+')");
    expectTrue("'x.y'.matches('\\\\Qx.y\\\\E') && !'xzy'.matches('\\\\Qx.y\\\\E')");
    expect(errorOf("'a'.matches('(')")).toContain('Invalid regular expression');
  });

  it('replaces and splits by regular expression', () => {
    expect(valueOf(`'banana'.replace("a", "o")`)).toBe('bonono');
    expect(valueOf(`'banana'.replace("ana", "ee")`)).toBe('beena');
    expect(valueOf(`'foo@test.com'.replace(".", "-")`)).toBe('------------');
    expect(valueOf("'a/b/c'.split('/')")).toEqual(['a', 'b', 'c']);
    expect(valueOf("'a1b22c'.split('[0-9]+')")).toEqual(['a', 'b', 'c']);
  });
});

describe('lists', () => {
  it('indexes, slices and sizes', () => {
    expect(valueOf('[1, 2, 3][0]')).toBe(1n);
    expect(valueOf('[1, 2, 3][1:]')).toEqual([2n, 3n]);
    expect(valueOf('[1, 2, 3][:1]')).toEqual([1n]);
    expect(valueOf('[1, 2, 3].size()')).toBe(3n);
    expect(errorOf('[1][1]')).toContain('Index out of range');
    expect(errorOf('[1][-1]')).toContain('Index out of range');
    expect(errorOf("[1]['a']")).toContain('Unsupported operation error');
  });

  it('has hasAll, hasAny, hasOnly, join, concat, removeAll and toSet', () => {
    expectTrue("['a', 'b', 'c'].hasAll(['a', 'c'])");
    expectTrue("!['a', 'b'].hasAll(['a', 'z'])");
    expectTrue("['a'].hasAll([])");
    expectTrue("['a', 'b'].hasAny(['z', 'b'])");
    expectTrue("!['a', 'b'].hasAny([])");
    expectTrue("['a', 'b'].hasOnly(['a', 'b', 'c'])");
    expectTrue("!['a', 'd'].hasOnly(['a', 'b', 'c'])");
    expectTrue('[].hasOnly([])');
    expectTrue("['a'].hasAll(['a', 'b'].toSet().difference(['b'].toSet()))");
    expect(valueOf("['a', 'b', 'c'].join('-')")).toBe('a-b-c');
    expect(errorOf("['a', 1].join(',')")).toContain('a list of strings');
    expect(valueOf('[1].concat([2, 3])')).toEqual([1n, 2n, 3n]);
    expect(valueOf('[1, 2, 3, 2].removeAll([2, 5])')).toEqual([1n, 3n]);
    const set = valueOf('[1, 2, 2, 1.0].toSet()');
    expect(set).toBeInstanceOf(RSet);
    expect((set as RSet).items).toEqual([1n, 2n]);
  });
});

describe('maps and map diffs', () => {
  it('has keys, values, size, get with defaults and nested key paths', () => {
    expect(valueOf("{'a': 1, 'b': 2}.keys()")).toEqual(['a', 'b']);
    expect(valueOf("{'a': 1, 'b': 2}.values()")).toEqual([1n, 2n]);
    expect(valueOf("{'a': 1}.size()")).toBe(1n);
    expect(valueOf("{'a': 1}.get('a', 0)")).toBe(1n);
    expect(valueOf("{'a': 1}.get('b', 0)")).toBe(0n);
    expect(valueOf("{'a': {'b': {'c': 3}}}.get(['a', 'b', 'c'], 0)")).toBe(3n);
    expect(valueOf("{'a': {'b': 1}}.get(['a', 'x', 'c'], 'none')")).toBe('none');
    expect(valueOf("{'a': 1}.get(['a', 'b'], 'none')")).toBe('none');
    expect(valueOf("{'a': null}.get('a', 0)")).toBeNull();
    expect(valueOf("{'a': {'b': 2}}.a.b")).toBe(2n);
  });

  it('diffs maps into added, removed, changed, unchanged and affected keys', () => {
    const diff = "{'same': 1, 'changed': 1, 'added': 1, 'nested': {'x': 1}}.diff({'same': 1.0, 'changed': 2, 'removed': 1, 'nested': {'x': 2}})";
    const keys = (method: string): string[] => [...(valueOf(`${diff}.${method}()`) as RSet).items].map(String).sort();
    expect(keys('addedKeys')).toEqual(['added']);
    expect(keys('removedKeys')).toEqual(['removed']);
    expect(keys('changedKeys')).toEqual(['changed', 'nested']);
    expect(keys('unchangedKeys')).toEqual(['same']);
    expect(keys('affectedKeys')).toEqual(['added', 'changed', 'nested', 'removed']);
    expectTrue(`${diff}.affectedKeys().hasOnly(['added', 'removed', 'changed', 'nested'])`);
    expectTrue(`${diff}.affectedKeys() == ['nested', 'removed', 'changed', 'added'].toSet()`);
    expectTrue("{'a': 1}.diff({'a': 1}).affectedKeys().size() == 0");
    expect(errorOf("{'a': 1}.diff([1])")).toContain('expected map');
  });
});

describe('sets', () => {
  it('has size, hasAll, hasAny, hasOnly, union, intersection and difference', () => {
    expectTrue('[1, 2, 3].toSet().size() == 3');
    expectTrue('[1, 2, 3].toSet().hasAll([1, 3])');
    expectTrue('[1, 2, 3].toSet().hasAny([9, 3].toSet())');
    expectTrue('[1, 2].toSet().hasOnly([1, 2, 3])');
    expectTrue('[1, 2].toSet().union([2, 3].toSet()) == [1, 2, 3].toSet()');
    expectTrue('[1, 2, 3].toSet().intersection([2, 3, 4].toSet()) == [3, 2].toSet()');
    expectTrue('[1, 2, 3].toSet().difference([2].toSet()) == [1, 3].toSet()');
    expectTrue('[1, 2].toSet() != [1, 2]');
  });
});

describe('timestamps and durations', () => {
  it('reads calendar fields in UTC', () => {
    // 2024-02-29T13:45:30.123456789Z, a Thursday, the 60th day of the year.
    const t = "(timestamp.date(2024, 2, 29) + duration.time(13, 45, 30, 123456789))";
    expect(valueOf(`[${t}.year(), ${t}.month(), ${t}.day(), ${t}.hours(), ${t}.minutes(), ${t}.seconds(), ${t}.nanos()]`)).toEqual([
      2024n, 2n, 29n, 13n, 45n, 30n, 123456789n,
    ]);
    expect(valueOf(`[${t}.dayOfWeek(), ${t}.dayOfYear(), ${t}.toMillis()]`)).toEqual([4n, 60n, 1709214330123n]);
    expectTrue(`${t}.date() == timestamp.date(2024, 2, 29)`);
    expectTrue(`${t}.time() == duration.time(13, 45, 30, 123456789)`);
    expectTrue('timestamp.date(2024, 3, 3).dayOfWeek() == 7 && timestamp.date(2024, 3, 4).dayOfWeek() == 1');
    expectTrue('timestamp.value(0) == timestamp.date(1970, 1, 1)');
    expectTrue('timestamp.value(-1).year() == 1969');
    expect(errorOf('timestamp.date(2023, 2, 29)')).toBe('Invalid date.');
  });

  it('adds and subtracts durations, subtracts timestamps and compares', () => {
    expectTrue("timestamp.date(2024, 1, 1) + duration.value(1, 'd') == timestamp.date(2024, 1, 2)");
    expectTrue("duration.value(2, 'h') + timestamp.date(2024, 1, 1) == timestamp.date(2024, 1, 1) + duration.time(2, 0, 0, 0)");
    expectTrue("timestamp.date(2024, 1, 1) - duration.value(1, 'ms') < timestamp.date(2024, 1, 1)");
    expectTrue("timestamp.date(2024, 1, 8) - timestamp.date(2024, 1, 1) == duration.value(1, 'w')");
    expectTrue("duration.value(90, 'm') > duration.value(1, 'h')");
    expectTrue("duration.value(1500, 'ms').seconds() == 1 && duration.value(1500, 'ms').nanos() == 500000000");
    expectTrue("duration.value(-1500, 'ms').seconds() == -1 && duration.value(-1500, 'ms').nanos() == -500000000");
    expectTrue("duration.abs(duration.value(-10, 's')) == duration.value(10, 's')");
    expectTrue("duration.value(1, 'ns') + duration.value(1, 's') == duration.time(0, 0, 1, 1)");
    expect(errorOf("duration.value(1, 'y')")).toContain('Invalid duration unit');
    expect(errorOf('timestamp.date(9999, 12, 31) + duration.value(1, \'d\')')).toBe('Timestamp out of range.');
    expect(valueOf('timestamp.value(1500)')).toEqual(new RTimestamp(1_500_000_000n));
    expect(valueOf("duration.value(3, 's')")).toEqual(new RDuration(3_000_000_000n));
  });

  it('exposes request.time', () => {
    expectTrue('request.time == timestamp.value(1715949045123)');
    expectTrue('request.time.year() == 2024 && request.time.month() == 5 && request.time.hours() == 12');
  });
});

describe('paths', () => {
  it('builds paths from literals and $() segments, indexes them and converts to strings', () => {
    expect(valueOf("/databases/$('(default)')/documents/users/$('u1')")).toEqual(
      new RPath(['databases', '(default)', 'documents', 'users', 'u1']),
    );
    expectTrue("/a/$('b')/c == /a/b/c");
    expectTrue('/a/b != /a/c');
    expectTrue("/a/b[1] == 'b'");
    expectTrue("string(/a/b) == '/a/b'");
    expectTrue("path('/a/b') == /a/b && path('a/b') == /a/b");
    expectTrue('/users/$(1) == /users/1');
    expectTrue("/x/$(/a/b)/y == /x/a/b/y");
    expectTrue("path('/users/$(uid)/posts/$(post)').bind({'uid': 'u1', 'post': 'p1'}) == /users/u1/posts/p1");
    expect(errorOf('/a/$(null)')).toBe('Null value error.');
    expect(errorOf('/a/$([1])')).toContain('Path segments must be strings');
  });
});

describe('math, conversions and other namespaces', () => {
  it('has the math functions with their documented result types', () => {
    expect(valueOf('math.abs(-1)')).toBe(1n);
    expect(valueOf('math.abs(-1.5)')).toBe(1.5);
    expect(valueOf('[math.ceil(2.1), math.floor(2.7), math.round(2.5), math.round(2.4)]')).toEqual([3n, 2n, 3n, 2n]);
    expect(valueOf('math.sqrt(2.25)')).toBe(1.5);
    expect(valueOf('math.pow(2, 10)')).toBe(1024);
    expectTrue('math.pow(4, 0.5) == 2');
    expectTrue("math.isInfinite(1.0 / 0) && !math.isInfinite(100) && !math.isNaN(1)");
    expect(errorOf("math.abs('x')")).toContain('expected number');
  });

  it('converts with int(), float(), string() and bool()', () => {
    expect(valueOf("[int('42'), int(3.9), int(-3.9), int(7)]")).toEqual([42n, 3n, -3n, 7n]);
    expect(valueOf("[float('1.5'), float(2)]")).toEqual([1.5, 2]);
    expect(valueOf('[string(true), string(1), string(2.0), string(null), string(0.5)]')).toEqual(['true', '1', '2.0', 'null', '0.5']);
    expect(valueOf("[bool('true'), bool('false'), bool(true)]")).toEqual([true, false, true]);
    expect(errorOf("int('1.5')")).toContain('Cannot convert');
    expect(errorOf("int('x')")).toContain('Cannot convert');
    expect(errorOf("float('abc')")).toContain('Cannot convert');
    expect(errorOf("bool('yes')")).toContain('Cannot convert');
    expect(errorOf('string([1])')).toContain('Cannot convert list to string');
  });

  it('has latlng values and distances, bytes methods, hashing and debug()', () => {
    expect(valueOf('latlng.value(1.5, -2)')).toEqual(new RLatLng(1.5, -2));
    expectTrue('latlng.value(1.5, -2).latitude() == 1.5 && latlng.value(1.5, -2).longitude() == -2');
    const meters = valueOf('latlng.value(0, 0).distance(latlng.value(0, 1))') as number;
    expect(Math.round(meters / 1000)).toBe(111);
    expect(errorOf('latlng.value(91, 0)')).toContain('Invalid latitude');
    expectTrue("b'AB'.size() == 2 && b'AB'.toBase64() == 'QUI=' && b'AB'.toHexString() == '4142'");
    expectTrue("hashing.md5('abc').toHexString() == '900150983CD24FB0D6963F7D28E17F72'");
    expectTrue("hashing.sha256(b'abc').size() == 32");
    expect(valueOf("debug({'a': [1]})")).toEqual(new Map([['a', [1n]]]));
  });
});
