/**
 * Rules source nested too deep is refused when it loads, with a clear error, however deep it goes:
 * production's own boundaries ("Expression is too complex to evaluate safely.", nested match
 * statements) and, beyond them, bounds that keep the parser, the compiler and the evaluator off the
 * end of the stack. Over the control endpoints such a ruleset answers 400 and the server goes on.
 */
import { describe, expect, it } from 'vitest';
import { compileRules } from '../../src/rules/index.js';
import { firestoreHost, storageHost, testProject } from '../support/emulator.js';
import { firestoreRequest } from './support.js';

const TOO_COMPLEX = 'Expression is too complex to evaluate safely.';
const DEEP = 5000;

function firestoreRules(condition: string): string {
  return `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /a/{id} {
      allow get: if ${condition};
    }
  }
}`;
}

/** The error compiling `source` throws (the test fails when it compiles). */
function loadError(source: string): string {
  try {
    compileRules(source);
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('the rules compiled');
}

const repeat = (text: string, n: number) => text.repeat(n);
const cmp = "id == 'x'";

describe('nesting refused when loading', () => {
  it('keeps production boundaries: 97 parentheses around a comparison and a flat chain of 98 compile', () => {
    const allowed = (condition: string) => compileRules(firestoreRules(condition)).evaluate(firestoreRequest('get', 'a/x')).allowed;
    expect(allowed(repeat('(', 97) + cmp + repeat(')', 97))).toBe(true);
    expect(allowed(Array.from({ length: 98 }, () => cmp).join(' && '))).toBe(true);
    expect(loadError(firestoreRules(repeat('(', 98) + cmp + repeat(')', 98)))).toMatch(/^Rules syntax error at line 5, column \d+: Expression is too complex/);
    expect(loadError(firestoreRules(Array.from({ length: 99 }, () => cmp).join(' && ')))).toContain(TOO_COMPLEX);
  });

  it.each([
    ['parentheses', repeat('(', DEEP) + 'true' + repeat(')', DEEP)],
    ['nested function calls', repeat('int(', DEEP) + '1' + repeat(')', DEEP) + ' == 1'],
    ['nested lists', repeat('[', DEEP) + repeat(']', DEEP) + ' == []'],
    ['nested maps', repeat("{'k': ", DEEP) + '1' + repeat('}', DEEP) + ' == {}'],
    ['a long && chain', Array.from({ length: DEEP }, () => 'true').join(' && ')],
    ['a long right-nested || chain', repeat('false || (', DEEP) + 'true' + repeat(')', DEEP)],
    ['negations', repeat('!', DEEP) + 'true'],
    ['member accesses', 'request' + repeat('.a', DEEP) + ' == 1'],
    ['method calls', "'a'" + repeat('.lower()', DEEP) + " == 'a'"],
    ['conditionals', repeat('true ? true : ', DEEP) + 'false'],
    ['path segments', repeat('/x/$(', DEEP) + "'y'" + repeat(')', DEEP) + ' == null'],
  ])('refuses %s thousands deep', (_, condition) => {
    expect(loadError(firestoreRules(condition))).toMatch(/^Rules syntax error at line 5, column \d+: Expression is too complex to evaluate safely\.$/);
  });

  it('refuses match statements nested more than 10 deep, and functions too deep', () => {
    const nested = (n: number) => repeat('match /m/{x} {\n', n) + 'allow read;\n' + repeat('}\n', n);
    const source = (n: number) => `rules_version = '2';\nservice cloud.firestore {\n${nested(n)}}`;
    expect(() => compileRules(source(10))).not.toThrow();
    expect(loadError(source(11))).toMatch(/Maximum nested match statement depth of 10 is reached\.$/);
    expect(loadError(source(DEEP))).toMatch(/Maximum nested match statement depth of 10 is reached\.$/);
    const chain = Array.from({ length: DEEP }, (_, k) => `function f${k}() { return ${k === DEEP - 1 ? 'true' : `f${k + 1}()`}; }`).join('\n');
    expect(loadError(firestoreRules(`f0()`).replace('match /a/{id}', `${chain}\nmatch /a/{id}`))).toMatch(
      /Maximum allowed call depth of 20 is reached for \[f0->f1->.*->f20\] call stack\.$/,
    );
  });
});

describe('nesting refused over the control endpoints', () => {
  const deep = firestoreRules(repeat('(', DEEP) + 'true' + repeat(')', DEEP));

  it('answers 400 with the message for Firestore rules, and goes on serving', async () => {
    const { host, port } = firestoreHost();
    const project = testProject('rules-nesting');
    const res = await fetch(`http://${host}:${port}/emulator/v1/projects/${project}:securityRules`, {
      method: 'PUT',
      body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: deep }] } }),
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(TOO_COMPLEX);
    const read = await fetch(`http://${host}:${port}/v1/projects/${project}/databases/(default)/documents/a/x`, {
      headers: { Authorization: 'Bearer owner' },
    });
    expect(read.status).toBe(404);
  });

  it('answers 400 with the message for Storage rules, and goes on serving', async () => {
    const { host, port } = storageHost();
    const storageRules = deep.replace('cloud.firestore', 'firebase.storage').replace('/databases/{database}/documents', '/b/{bucket}/o');
    const res = await fetch(`http://${host}:${port}/internal/setRules`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ rules: { files: [{ name: 'storage.rules', content: storageRules }] } }),
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(TOO_COMPLEX);
    const list = await fetch(`http://${host}:${port}/storage/v1/b/rules-nesting-bucket/o`, { headers: { Authorization: 'Bearer owner' } });
    expect(list.status).toBe(200);
  });
});
