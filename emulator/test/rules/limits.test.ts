/**
 * Production's limits on document lookups in rules: 10 distinct documents for a single-document
 * request, 20 for a request of several operations (10 each), a document read again counting once.
 * Past a limit the request is refused, whatever `||` or another allow statement says.
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
