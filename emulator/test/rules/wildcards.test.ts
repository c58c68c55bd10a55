/**
 * Recursive wildcards: one per match statement, as production allows, and several across nested
 * blocks matched without trying every split of every wildcard (which is exponential in their number).
 */
import { describe, expect, it } from 'vitest';
import { compileRules } from '../../src/rules/index.js';
import { compileMatcher, type SlotSegment } from '../../src/rules/matcher.js';
import { firestoreRequest } from './support.js';

/** `n` segments `k`, as a path. */
const ks = (n: number) => Array.from({ length: n }, () => 'k').join('/');

/** `count` nested blocks `/{r1=**}/k { /{r2=**}/k { ... } }`; the innermost allows when `condition` holds. */
function nested(count: number, condition: string) {
  let body = `allow get: if ${condition};`;
  for (let i = count; i >= 1; i--) body = `match /{r${i}=**}/k {\n${body}\n}`;
  return compileRules(`rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
${body}
  }
}`);
}

describe('recursive wildcards', () => {
  it('matches several nested recursive wildcards on a long path', () => {
    const r = nested(8, 'true');
    // Every split of 8 wildcards over 80 segments fails at the last one: a backtracking matcher tries them all.
    expect(r.evaluate(firestoreRequest('get', `${ks(80)}/z`))).toEqual({ allowed: false, reason: 'No matching allow statements' });
    expect(r.evaluate(firestoreRequest('get', ks(80))).allowed).toBe(true);
  });

  it('reads each path segment at most once per pattern segment, however many wildcards there are', () => {
    // `/{r1=**}/k/{r2=**}/k/...`: 8 recursive wildcards, each followed by a `k`.
    const pattern = Array.from({ length: 8 }, (_, slot): SlotSegment[] => [{ kind: 'rest', slot }, { kind: 'literal', text: 'k' }]).flat();
    const matches = compileMatcher(pattern, '2');
    for (const path of [`${ks(80)}/z`, ks(80)]) {
      const segments = path.split('/');
      let reads = 0;
      const counted = new Proxy(segments, {
        get(target, key, receiver) {
          if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
          return Reflect.get(target, key, receiver) as unknown;
        },
      });
      expect(matches(counted, [])).toBe(path === ks(80));
      // Trying every split of the wildcards would read them about C(80, 8), some 3e10, times.
      expect(reads, path).toBeLessThanOrEqual(pattern.length * segments.length);
    }
  });

  it('gives each wildcard the fewest segments that let the rest of the path match', () => {
    const r = nested(
      6,
      "r1 == path('/') && r2 == /a/b && r3 == path('/') && r4 == path('/') && r5 == /c && r6 == /k/k",
    );
    expect(r.evaluate(firestoreRequest('get', 'k/a/b/k/k/k/c/k/k/k/k')).allowed).toBe(true);
    expect(r.evaluate(firestoreRequest('get', 'k/a/b/k/k/k/c/k/k/k')).allowed).toBe(false);
  });

  it('refuses two recursive wildcards in one match statement when loading', () => {
    expect(() =>
      compileRules(`rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /{a=**}/x/{b=**} { allow read; }
  }
}`),
    ).toThrow('Rules syntax error at line 4, column 11: A match statement may have at most one recursive wildcard {name=**}.');
  });
});
