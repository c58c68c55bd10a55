/**
 * `matches`, `replace` and `split` with RE2, as production: whole-string matches, RE2's syntax, no
 * backreferences or lookaround, and linear time whatever the pattern.
 */
import { describe, expect, it } from 'vitest';
import { compileRules } from '../../src/rules/index.js';
import { errorOf, expectTrue, firestoreRequest, document, valueOf } from './support.js';

describe('regular expressions', () => {
  it('matches the whole string, with RE2 syntax', () => {
    expectTrue("'abc'.matches('a.c') && !'abc'.matches('b') && !'xabc'.matches('abc')");
    expectTrue("'ABC'.matches('(?i)abc') && 'ab\\nc'.matches('(?s)ab.c') && !'ab\\nc'.matches('ab.c')");
    expectTrue("'abc123'.matches('[[:alpha:]]+\\\\d+') && 'x.y'.matches('\\\\Qx.y\\\\E') && 'ab'.matches('\\\\Aab\\\\z')");
    expectTrue("'2024-05'.matches('(?P<year>\\\\d{4})-(?P<month>\\\\d{2})')");
  });

  it('replaces every match, with $1-style groups', () => {
    expect(valueOf(`'john smith'.replace('(\\\\w+) (\\\\w+)', '$2 $1')`)).toBe('smith john');
    expect(valueOf(`'a-b-c'.replace('-', '$$')`)).toBe('a$b$c');
    expect(valueOf(`'aaa'.replace('a', '[$&]')`)).toBe('[a][a][a]');
    expect(valueOf(`'abc'.replace('x*', '-')`)).toBe('-a-b-c-');
  });

  it('splits between matches, keeping empty pieces and leaving groups out', () => {
    expect(valueOf(`'a1b22c'.split('[0-9]+')`)).toEqual(['a', 'b', 'c']);
    expect(valueOf(`'a1b2c'.split('([0-9])')`)).toEqual(['a', 'b', 'c']);
    expect(valueOf(`'a/b//c/'.split('/')`)).toEqual(['a', 'b', '', 'c', '']);
  });

  it('refuses what RE2 refuses (backreferences, lookaround) as an evaluation error', () => {
    expect(errorOf(`'aa'.matches('(a)\\\\1')`)).toMatch(/^Invalid regular expression: .*invalid escape sequence/);
    expect(errorOf(`'ab'.matches('a(?=b)b')`)).toMatch(/^Invalid regular expression: .*\(\?=/);
    expect(errorOf(`'ab'.matches('(?<=a)b')`)).toMatch(/^Invalid regular expression/);
    expect(errorOf(`'ab'.replace('(?!a)', 'x')`)).toMatch(/^Invalid regular expression/);
    expect(errorOf(`'ab'.split('(')`)).toMatch(/^Invalid regular expression: .*missing closing \)/);
    // An error in one branch is absorbed like any other evaluation error.
    const r = compileRules(`rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /a/{id} {
      allow get: if id.matches('(x)\\\\1') || id == 'ok';
      allow list: if id.matches('(?=x)');
    }
  }
}`);
    expect(r.evaluate(firestoreRequest('get', 'a/ok')).allowed).toBe(true);
    const denied = r.evaluate(firestoreRequest('list', 'a/x'));
    expect(denied.allowed).toBe(false);
    expect(denied.reason).toMatch(/^Invalid regular expression: .* for 'list' @ L6$/);
  });

  it('answers patterns that backtracking engines take exponential time over, on 10,000 characters', () => {
    const long = 'a'.repeat(10_000);
    const r = compileRules(`rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /a/{id} {
      allow update: if request.resource.data.s.matches('(a+)+b')
        || request.resource.data.s.replace('(a|aa)+c', '') == ''
        || request.resource.data.s.split('(a*)*b').size() > 1;
    }
  }
}`);
    // A backtracking engine tries about 2^10,000 ways to split the a's: it would never answer (timed by
    // emulator/bench/rulesWorstCases.ts).
    const decision = r.evaluate(
      firestoreRequest('update', 'a/x', { resource: document('a/x', {}), requestResource: document('a/x', { s: long }) }),
    );
    expect(decision).toEqual({ allowed: false, reason: "false for 'update' @ L5" });
    expect(valueOf(`'${long}b'.matches('(a+)+b')`)).toBe(true);
  });
});
