/**
 * Security rules: where the differential run (scripts/test-differential.ts) found this server answering otherwise than
 * Google's Firestore emulator, pinned at the engine so the emulator test project keeps it without Java.
 */
import { describe, expect, it } from 'vitest';
import { compileRules } from '../../src/rules/index.js';
import { DB, auth, fakeLookup, firestoreRequest } from '../rules/support.js';

describe('rules functions', () => {
  const rules = compileRules(`rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    function yes(x) { return true; }
    function fieldA(x) { return x.a == 1; }
    function eitherOr(x, y) { return y || x.a == 1; }
    function passOn(x) { return yes(x); }
    function lookedUp(id) { return yes(get(/databases/$(database)/documents/other/$(id)).data); }
    function twice(x) { return x.a == 1 && x.a == 1; }
    match /ignored/{id} { allow get: if yes(resource.data) && yes(1 / 0); }
    match /read/{id} { allow get: if fieldA(resource.data); }
    match /skipped/{id} { allow get: if eitherOr(resource.data, true) && passOn(resource.data); }
    match /lookups/{id} { allow get: if lookedUp(id); }
    match /repeated/{id} { allow get: if twice(get(/databases/$(database)/documents/other/$(id)).data); }
  }
}`);
  const get = (path: string, lookup = fakeLookup({})) => rules.evaluate(firestoreRequest('get', path, { auth: auth('u'), lookup }));

  it('evaluates an argument only when the function reads it, as Google\'s emulator does', () => {
    expect(get('ignored/missing').allowed).toBe(true);
    expect(get('skipped/missing').allowed).toBe(true);
    const lookup = fakeLookup({});
    expect(get('lookups/x', lookup).allowed).toBe(true);
    expect(lookup.calls).toEqual([]);
  });

  it('still fails on an argument the function reads, and evaluates it once', () => {
    expect(get('read/missing').allowed).toBe(false);
    const lookup = fakeLookup({ 'other/x': { a: 1 } });
    expect(get('repeated/x', lookup).allowed).toBe(true);
    expect(lookup.calls).toEqual([`get ${DB}/other/x`]);
  });
});
