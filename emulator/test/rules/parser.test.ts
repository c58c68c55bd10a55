import { describe, expect, it } from 'vitest';
import { RulesSyntaxError, compileRules } from '../../src/rules/index.js';
import { parseExpression, parseRules } from '../../src/rules/parser.js';
import type { Expr } from '../../src/rules/ast.js';

/** A compact rendering of an expression tree, to assert precedence and structure. */
function show(e: Expr): string {
  switch (e.kind) {
    case 'literal':
      return typeof e.value === 'string' ? JSON.stringify(e.value) : e.value instanceof Uint8Array ? `b[${[...e.value]}]` : String(e.value);
    case 'ident':
      return e.name;
    case 'member':
      return `${show(e.object)}.${e.name}`;
    case 'index':
      return `${show(e.object)}[${show(e.index)}]`;
    case 'slice':
      return `${show(e.object)}[${e.start ? show(e.start) : ''}:${e.end ? show(e.end) : ''}]`;
    case 'call':
      return `${e.name}(${e.args.map(show).join(', ')})`;
    case 'method':
      return `${show(e.object)}.${e.name}(${e.args.map(show).join(', ')})`;
    case 'unary':
      return `(${e.op}${show(e.operand)})`;
    case 'binary':
      return `(${show(e.left)} ${e.op} ${show(e.right)})`;
    case 'is':
      return `(${show(e.operand)} is ${e.type})`;
    case 'ternary':
      return `(${show(e.cond)} ? ${show(e.then)} : ${show(e.otherwise)})`;
    case 'list':
      return `[${e.items.map(show).join(', ')}]`;
    case 'map':
      return `{${e.entries.map(([k, v]) => `${show(k)}: ${show(v)}`).join(', ')}}`;
    case 'path':
      return 'path(' + e.segments.map((s) => (typeof s === 'string' ? s : `$(${show(s)})`)).join('/') + ')';
  }
}

const expr = (source: string): string => show(parseExpression(source));

function syntaxError(source: string): RulesSyntaxError {
  try {
    compileRules(source);
  } catch (e) {
    if (e instanceof RulesSyntaxError) return e;
    throw e;
  }
  throw new Error('expected a syntax error');
}

describe('rules file structure', () => {
  const source = `rules_version = '2';
// a line comment
service cloud.firestore {
  /* a block
     comment */
  function top() { return true; }
  match /databases/{database}/documents {
    function f(a, b) {
      let sum = a + b;
      let twice = sum * 2;
      return twice > 10;
    }
    match /users/{uid} {
      allow read, update: if request.auth.uid == uid;
      allow create;
      match /{rest=**} {
        allow delete: if false
      }
    }
  }
}`;

  it('parses versions, services, nested matches, wildcards, functions and allow statements', () => {
    const file = parseRules(source);
    expect(file.version).toBe('2');
    expect(file.services).toHaveLength(1);
    const service = file.services[0]!;
    expect(service.name).toBe('cloud.firestore');
    expect(service.functions.map((f) => f.name)).toEqual(['top']);

    const db = service.matches[0]!;
    expect(db.pattern).toEqual([
      { kind: 'literal', text: 'databases' },
      { kind: 'var', name: 'database' },
      { kind: 'literal', text: 'documents' },
    ]);
    const f = db.functions[0]!;
    expect(f.params).toEqual(['a', 'b']);
    expect(f.lets.map((l) => l.name)).toEqual(['sum', 'twice']);
    expect(show(f.body)).toBe('(twice > 10)');

    const users = db.matches[0]!;
    expect(users.pattern).toEqual([
      { kind: 'literal', text: 'users' },
      { kind: 'var', name: 'uid' },
    ]);
    expect(users.allows.map((a) => [a.methodNames, a.methods, a.line])).toEqual([
      [['read', 'update'], ['get', 'list', 'update'], 14],
      [['create'], ['create'], 15],
    ]);
    expect(users.allows[1]!.condition).toBeNull();
    const rest = users.matches[0]!;
    expect(rest.pattern).toEqual([{ kind: 'rest', name: 'rest' }]);
    expect(rest.allows[0]!.methods).toEqual(['delete']);
  });

  it('defaults to rules_version 1 and expands write to create, update and delete', () => {
    const file = parseRules('service firebase.storage { match /b/{bucket}/o { allow write: if true; } }');
    expect(file.version).toBe('1');
    expect(file.services[0]!.matches[0]!.allows[0]!.methods).toEqual(['create', 'update', 'delete']);
  });

  it('reports the line of `if` for a condition written on the next line', () => {
    const file = parseRules(`service cloud.firestore {
  match /a/{b} {
    allow get:
      if false;
  }
}`);
    expect(file.services[0]!.matches[0]!.allows[0]!.line).toBe(4);
  });

  it('accepts literal segments with dots, dashes and parentheses in match paths', () => {
    const file = parseRules('service firebase.storage { match /b/my-bucket.appspot.com/o/(x) { allow read; } }');
    expect(file.services[0]!.matches[0]!.pattern.map((s) => (s.kind === 'literal' ? s.text : s.name))).toEqual([
      'b',
      'my-bucket.appspot.com',
      'o',
      '(x)',
    ]);
  });
});

describe('expressions', () => {
  it('follows operator precedence and associativity', () => {
    expect(expr('1 + 2 * 3 == 7')).toBe('((1 + (2 * 3)) == 7)');
    expect(expr('a || b && c')).toBe('(a || (b && c))');
    expect(expr('a && b || c && d')).toBe('((a && b) || (c && d))');
    expect(expr('1 - 2 - 3')).toBe('((1 - 2) - 3)');
    expect(expr('a < b == c')).toBe('((a < b) == c)');
    expect(expr('!a && -b < 3')).toBe('((!a) && ((-b) < 3))');
    expect(expr('a ? b : c ? d : e')).toBe('(a ? b : (c ? d : e))');
    expect(expr('x in [1, 2] && y is string')).toBe('((x in [1, 2]) && (y is string))');
    expect(expr('(a || b) && c')).toBe('((a || b) && c)');
  });

  it('parses member access, indexes, slices, calls and methods', () => {
    expect(expr('request.auth.token.email')).toBe('request.auth.token.email');
    expect(expr('a[0][1:3][:2][1:]')).toBe('a[0][1:3][:2][1:]');
    expect(expr("resource.data['a b']")).toBe('resource.data["a b"]');
    expect(expr('f(1, g(2))')).toBe('f(1, g(2))');
    expect(expr("math.abs(-1).size() + 'x'.upper()")).toBe('(math.abs(-1).size() + "x".upper())');
  });

  it('parses literals: ints, floats, strings with escapes, raw strings, bytes, lists and maps', () => {
    expect(expr('0x1F')).toBe('31');
    expect(expr('1.5e3')).toBe('1500');
    expect(expr('-9223372036854775808')).toBe('-9223372036854775808');
    expect(expr(`'it\\'s' + "a\\tb\\n" + '\\u00e9\\x41'`)).toBe(`(("it's" + "a\\tb\\n") + "éA")`);
    expect(expr("r'a\\d'")).toBe('"a\\\\d"');
    expect(expr("'''multi\nline'''")).toBe('"multi\\nline"');
    expect(expr("b'AB'")).toBe('b[65,66]');
    expect(expr("[1, 'a', [true, null],]")).toBe('[1, "a", [true, null]]');
    expect(expr("{'a': 1, 'b': {'c': 2.5}}")).toBe('{"a": 1, "b": {"c": 2.5}}');
    expect(expr('{}')).toBe('{}');
  });

  it('parses path literals with $() segments and parenthesized bare segments', () => {
    expect(expr('/databases/$(database)/documents/users/$(request.auth.uid)')).toBe(
      'path(databases/$(database)/documents/users/$(request.auth.uid))',
    );
    expect(expr('exists(/databases/(default)/documents/a/b) && x')).toBe('(exists(path(databases/(default)/documents/a/b)) && x)');
    expect(expr('/a/b.txt == p')).toBe('(path(a/b.txt) == p)');
    expect(expr('a / b / c')).toBe('((a / b) / c)');
  });
});

describe('syntax errors', () => {
  it('reports line and column in the message and as properties', () => {
    const e = syntaxError(`service cloud.firestore {
  match /a/{b} {
    allow read: if true
    allow write: if false;
  }
}`);
    expect(e.line).toBe(4);
    expect(e.column).toBe(5);
    expect(e.message).toContain('line 4, column 5');
    expect(e.message).toContain("expected ';'");
  });

  it.each([
    ['a missing `if`', 'service cloud.firestore { match /a/{b} { allow read: true; } }', 1, 54, "Missing 'if'"],
    ['an unknown method', 'service cloud.firestore { match /a/{b} { allow reed: if true; } }', 1, 48, 'expected a method'],
    ['an unterminated string', "service cloud.firestore {\n match /a/{b} {\n  allow read: if 'abc;\n }\n}", 3, 18, 'unterminated string'],
    ['an unterminated comment', 'service cloud.firestore { /* never closed', 1, 27, 'unterminated comment'],
    ['a missing closing brace', 'service cloud.firestore {\n  match /a/{b} {\n    allow read;\n  }\n', 5, 1, "expected 'match' or 'function'"],
    ['an invalid wildcard', 'service cloud.firestore { match /a/{b c} { allow read; } }', 1, 36, "invalid wildcard '{b c}'"],
    ['an unsupported version', "rules_version = '3'; service cloud.firestore {}", 1, 17, "unsupported rules_version '3'"],
    ['allow outside a match block', 'service cloud.firestore { allow read; }', 1, 27, "'allow' must be inside a 'match' block"],
    ['an unexpected character', 'service cloud.firestore { match /a/{b} { allow read: if a # b; } }', 1, 59, 'unexpected character "#"'],
    ['an empty path segment', 'service cloud.firestore { match /a//b { allow read; } }', 1, 36, 'empty segment'],
    ['a reserved word as a name', 'service cloud.firestore { function in() { return true; } }', 1, 36, "'in' is a reserved word"],
    ['an unclosed $( in a path', 'service cloud.firestore { match /a/{b} { allow read: if exists(/a/$(b; } }', 1, 70, "expected ')' to close '$('"],
    ['a missing type after is', 'service cloud.firestore { match /a/{b} { allow read: if b is foo; } }', 1, 62, 'expected a type name'],
  ])('rejects %s', (_, source, line, column, text) => {
    const e = syntaxError(source);
    expect([e.line, e.column]).toEqual([line, column]);
    expect(e.message).toContain(text);
  });

  it('rejects calls of unknown functions and wrong argument counts when compiling', () => {
    const unknown = syntaxError('service cloud.firestore {\n match /a/{b} {\n  allow read: if isOwner();\n }\n}');
    expect([unknown.line, unknown.column]).toEqual([3, 18]);
    expect(unknown.message).toContain('Function not found error: Name: [isOwner].');

    const arity = syntaxError('service cloud.firestore { function f(x) { return x; } match /a/{b} { allow read: if f(1, 2); } }');
    expect(arity.message).toContain("function 'f' takes 1 argument(s), got 2");

    expect(syntaxError("service cloud.firestore { match /a/{b} { allow read: if math.nope(1); } }").message).toContain('[math.nope]');
    expect(syntaxError("service cloud.firestore { match /a/{b} { allow read: if math.abs(1, 2); } }").message).toContain('takes 1 argument');
    expect(syntaxError('service cloud.firestore { match /a/{b} { allow read: if 9223372036854775808 > 0; } }').message).toContain(
      'out of the 64-bit range',
    );
    expect(syntaxError('service cloud.firestore { function f() { return 1; } function f() { return 2; } }').message).toContain(
      "function 'f' is already defined",
    );
  });

  it('rejects Firestore-only functions in Storage rules', () => {
    expect(syntaxError('service firebase.storage { match /b/{x}/o { allow read: if get(/databases/d/documents/a/b); } }').message).toContain(
      'Function not found error: Name: [get].',
    );
  });

  it('rejects unknown services and a missing service block', () => {
    expect(syntaxError('service cloud.datastore { }').message).toContain("unknown service 'cloud.datastore'");
    expect(syntaxError("rules_version = '2';").message).toContain("expected a 'service' block");
    expect(() => compileRules('service cloud.firestore { }', 'firebase.storage')).toThrow(/no 'service firebase.storage' block/);
  });

  it('infers the service from the rules and honours an explicit one', () => {
    expect(compileRules('service firebase.storage { }').service).toBe('firebase.storage');
    expect(compileRules('service cloud.firestore { }', 'cloud.firestore').service).toBe('cloud.firestore');
  });
});
