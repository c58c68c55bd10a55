/**
 * Production's limits on evaluating rules. Document lookups: 10 distinct documents for a
 * single-document request, 20 for a request of several operations (10 each), a document read again
 * counting once. 1000 evaluated expressions per request. Past either limit the request is refused,
 * whatever `||` or another allow statement says. And, when loading: 21 functions on one call stack,
 * 11 `let` bindings in a function.
 */
import { describe, expect, it } from 'vitest';
import { MULTI_REQUEST_ACCESS_LIMIT, RulesAccess } from '../../src/rules/api.js';
import { compileRules } from '../../src/rules/index.js';
import { auth, fakeLookup, firestoreRequest } from './support.js';

function rules(body: string) {
  return compileRules(`rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
${body}
  }
}`);
}

describe('document lookups', () => {
  const keys = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`keys/k${i + 1}`, { n: i + 1 }]));
  const reads = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => `exists(/databases/$(database)/documents/keys/k${from + i})`).join(' && ');
  const r = rules(`    match /ten/{id} {
      allow get: if ${reads(1, 10)};
    }
    match /again/{id} {
      allow get: if ${reads(1, 10)} && ${reads(1, 10)} && exists(/databases/$(database)/documents/keys/k1);
    }
    match /part/{id} {
      allow create: if ${reads(1, 7)} && exists(/databases/$(database)/documents/keys/$(id));
    }`);
  const get = (path: string) => r.evaluate(firestoreRequest('get', path, { lookup: fakeLookup(keys) }));

  it('allows 10 distinct documents for one request and refuses the 11th, whatever else the rule says', () => {
    expect(get('ten/x').allowed).toBe(true);
    const refused = rules(`    match /eleven/{id} {
      allow get: if ${reads(1, 11)} || true;
      allow get: if true;
    }`).evaluate(firestoreRequest('get', 'eleven/x', { lookup: fakeLookup(keys) }));
    expect(refused).toEqual({
      allowed: false,
      reason: "Unable to evaluate the expression as the maximum of 10 get/exists calls has been reached. for 'get' @ L5",
    });
  });

  it('counts a document read again once', () => {
    expect(get('again/x').allowed).toBe(true);
  });

  it('shares the request budget between operations: 20 in all, 10 each', () => {
    const commit = new RulesAccess(MULTI_REQUEST_ACCESS_LIMIT);
    const create = (id: string) =>
      r.evaluate(firestoreRequest('create', `part/${id}`, { lookup: fakeLookup(keys), access: commit, auth: auth('a') }));
    // k1..k7 are shared, then one more each: 8, 9, ..., 20 distinct documents.
    for (let i = 8; i <= 20; i++) expect(create(`k${i}`).allowed, `k${i}`).toBe(true);
    expect(commit.documents.size).toBe(20);
    expect(create('k21')).toEqual({
      allowed: false,
      reason: "Unable to evaluate the expression as the maximum of 20 get/exists calls has been reached. for 'create' @ L11",
    });
    expect(create('k3').allowed).toBe(true); // nothing new
  });
});

describe('expressions evaluated per request', () => {
  const LIMIT = "Unable to evaluate the expression as the maximum of 1000 expressions to evaluate has been reached.";
  // `id == 'x'` costs 3 (the comparison and its operands) and each `||` that goes on costs 2; groups
  // of 50 keep the expression within the nesting production accepts.
  const disjuncts = (n: number) => {
    const groups: string[] = [];
    for (let i = 0; i < n; i += 50) groups.push(`(${Array.from({ length: Math.min(50, n - i) }, () => "id == 'x'").join(' || ')})`);
    return groups.join(' || ');
  };
  const r = rules(`    match /cheap/{id} {
      allow get: if ${disjuncts(150)};
    }
    match /dear/{id} {
      allow get: if ${disjuncts(250)};
      allow get: if true;
    }
    match /shared/{id} {
      allow get: if ${disjuncts(120)};
      allow get: if ${disjuncts(120)};
    }
    match /spread/{id} {
      allow get: if ${disjuncts(90)};
      allow get: if ${disjuncts(90)};
      allow get: if id == 'y';
    }
    function fan(n) { return n > 30 || fan(n + 1) && fan(n + 1) || fan(n + 1); }
    match /recursion/{id} {
      allow get: if fan(0);
    }`);
  const get = (path: string) => r.evaluate(firestoreRequest('get', path));

  it('evaluates up to 1000 expressions for a request', () => {
    expect(get('cheap/y')).toEqual({ allowed: false, reason: "false for 'get' @ L5" });
    expect(get('cheap/x').allowed).toBe(true);
  });

  it('refuses the request past 1000, whatever its other allow statements say', () => {
    expect(get('dear/y')).toEqual({ allowed: false, reason: `${LIMIT} for 'get' @ L8` });
    expect(get('dear/x').allowed).toBe(true);
  });

  it('counts every allow statement the request tries', () => {
    expect(get('shared/y')).toEqual({ allowed: false, reason: `${LIMIT} for 'get' @ L13` });
    // 2 × 90 disjuncts stay under the budget: the third statement still grants.
    expect(get('spread/y').allowed).toBe(true);
  });

  it('stops an exponential recursion early', () => {
    // Evaluated to the end, fan(0) makes about 3^31 calls: this answers only because the budget ends it
    // (emulator/bench/rulesWorstCases.ts times it).
    expect(get('recursion/y')).toEqual({ allowed: false, reason: `${LIMIT} for 'get' @ L22` });
  });
});

describe('function calls', () => {
  /** `f1(v)` calls `f2(v)` ... calls `fN(v)`, which compares `v` with 'x'. */
  const chain = (n: number) =>
    rules(
      Array.from({ length: n }, (_, k) => `    function f${k + 1}(v) { return ${k + 1 === n ? "v == 'x'" : `f${k + 2}(v)`}; }`).join('\n') +
        `\n    match /c/{id} {\n      allow get: if f1(id);\n    }`,
    );

  it('allows 21 functions on one call stack', () => {
    const r = chain(21);
    expect(r.evaluate(firestoreRequest('get', 'c/x')).allowed).toBe(true);
    expect(r.evaluate(firestoreRequest('get', 'c/y')).allowed).toBe(false);
  });

  it('refuses 22 when loading, in production words, even when no rule calls them', () => {
    const names = Array.from({ length: 21 }, (_, k) => `f${k + 1}`).join('->');
    expect(() => chain(22)).toThrow(`Maximum allowed call depth of 20 is reached for [${names}] call stack.`);
    expect(() =>
      rules(`    function a() { return b(); }
${Array.from({ length: 21 }, (_, k) => `    function ${k === 0 ? 'b' : `b${k}`}() { return ${k === 20 ? 'true' : `b${k + 1}()`}; }`).join('\n')}
    match /c/{id} { allow get: if true; }`),
    ).toThrow(/^Rules syntax error at line \d+, column \d+: Maximum allowed call depth of 20 is reached for \[a->b->b1->.*->b19\] call stack\.$/);
  });

  it('allows 11 let bindings in a function and refuses 12', () => {
    const lets = (n: number) =>
      rules(`    function f() {
${Array.from({ length: n }, (_, k) => `      let v${k} = ${k};`).join('\n')}
      return true;
    }
    match /c/{id} { allow get: if f(); }`);
    expect(lets(11).evaluate(firestoreRequest('get', 'c/x')).allowed).toBe(true);
    expect(() => lets(12)).toThrow('Maximum allowed variable count of 10 for a given function has been reached.');
  });
});
