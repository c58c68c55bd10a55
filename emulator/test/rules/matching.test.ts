import { describe, expect, it } from 'vitest';
import type { RulesRequest } from '../../src/rules/api.js';
import { compileRules } from '../../src/rules/index.js';
import { auth, firestoreRequest, storageRequest } from './support.js';

function rules(body: string, version = '2') {
  return compileRules(`rules_version = '${version}';
service cloud.firestore {
  match /databases/{database}/documents {
${body}
  }
}`);
}

const decide = (source: ReturnType<typeof rules>, request: RulesRequest) => source.evaluate(request);
const allowed = (source: ReturnType<typeof rules>, method: RulesRequest['method'], path: string, options = {}) =>
  source.evaluate(firestoreRequest(method, path, options)).allowed;

describe('path matching', () => {
  it('binds single-segment wildcards and matches only complete paths', () => {
    const r = rules(`    match /users/{uid} {
      allow get: if uid == 'alice';
    }`);
    expect(allowed(r, 'get', 'users/alice')).toBe(true);
    expect(allowed(r, 'get', 'users/bob')).toBe(false);
    expect(allowed(r, 'get', 'users/alice/posts/p1')).toBe(false);
    expect(allowed(r, 'get', 'people/alice')).toBe(false);
  });

  it('matches recursive wildcards against zero or more segments in version 2', () => {
    const r = rules(`    match /cities/{city}/{rest=**} {
      allow get: if rest == /landmarks/coit || rest == path('/');
    }`);
    expect(allowed(r, 'get', 'cities/SF/landmarks/coit')).toBe(true);
    expect(allowed(r, 'get', 'cities/SF')).toBe(true);
    expect(allowed(r, 'get', 'cities/SF/landmarks/other')).toBe(false);
  });

  it('requires at least one segment for a recursive wildcard in version 1', () => {
    const r = rules(
      `    match /cities/{city}/{rest=**} {
      allow get;
    }`,
      '1',
    );
    expect(allowed(r, 'get', 'cities/SF/landmarks/coit')).toBe(true);
    expect(allowed(r, 'get', 'cities/SF')).toBe(false);
  });

  it('matches a recursive wildcard in the middle of a path (collection groups)', () => {
    const r = rules(`    match /{path=**}/posts/{post} {
      allow list: if post == 'p1' && (path == path('/') || path[0] == 'users');
    }`);
    expect(allowed(r, 'list', 'posts/p1')).toBe(true);
    expect(allowed(r, 'list', 'users/u1/posts/p1')).toBe(true);
    expect(allowed(r, 'list', 'groups/g1/posts/p1')).toBe(false);
    expect(allowed(r, 'list', 'users/u1/posts/p2')).toBe(false);
  });

  it('continues a parent block path in nested blocks, and a block without allows grants nothing', () => {
    const r = rules(`    match /users/{uid} {
      match /posts/{post} {
        allow get: if uid == 'alice' && post == 'p1';
      }
    }`);
    expect(allowed(r, 'get', 'users/alice/posts/p1')).toBe(true);
    expect(allowed(r, 'get', 'users/alice/posts/p2')).toBe(false);
    expect(allowed(r, 'get', 'users/alice')).toBe(false);
    expect(decide(r, firestoreRequest('get', 'users/alice')).reason).toBe('No matching allow statements');
  });

  it('allows when any allow statement of any matching block allows', () => {
    const r = rules(`    match /docs/{id} {
      allow get: if id == 'a';
      allow get: if id == 'b';
    }
    match /{document=**} {
      allow get: if document[1] == 'c';
    }`);
    for (const id of ['a', 'b', 'c']) expect(allowed(r, 'get', `docs/${id}`), id).toBe(true);
    expect(allowed(r, 'get', 'docs/d')).toBe(false);
  });

  it('expands read and write, and applies an allow only to its methods', () => {
    const r = rules(`    match /r/{id} {
      allow read;
    }
    match /w/{id} {
      allow write;
    }
    match /c/{id} {
      allow create, delete;
    }`);
    const methods = ['get', 'list', 'create', 'update', 'delete'] as const;
    const grants = (collection: string) => methods.filter((m) => allowed(r, m, `${collection}/x`));
    expect(grants('r')).toEqual(['get', 'list']);
    expect(grants('w')).toEqual(['create', 'update', 'delete']);
    expect(grants('c')).toEqual(['create', 'delete']);
  });

  it('binds the database variable and matches Storage bucket paths', () => {
    const r = rules(`    match /d/{id} {
      allow get: if database == '(default)';
    }`);
    expect(allowed(r, 'get', 'd/x')).toBe(true);

    const storage = compileRules(`rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /images/{user}/{name} {
      allow read: if bucket == 'demo.appspot.com' && user == request.auth.uid && name.matches('.*[.]png');
    }
  }
}`);
    const request = (path: string) => storageRequest('get', path, { auth: auth('u1') });
    expect(storage.evaluate(request('/b/demo.appspot.com/o/images/u1/a.png')).allowed).toBe(true);
    expect(storage.evaluate(request('/b/demo.appspot.com/o/images/u2/a.png')).allowed).toBe(false);
    expect(storage.evaluate(request('/b/other/o/images/u1/a.png')).allowed).toBe(false);
    expect(storage.evaluate(request('/b/demo.appspot.com/o/images/u1/deep/a.png')).allowed).toBe(false);
  });
});

describe('functions', () => {
  it('see the match variables of their enclosing blocks, and are visible in nested blocks', () => {
    const r = rules(`    function isDefaultDatabase() { return database == '(default)'; }
    match /users/{uid} {
      function isOwner() { return request.auth.uid == uid && isDefaultDatabase(); }
      match /posts/{post} {
        function ownsPost(p) { return isOwner() && p == post; }
        allow get: if ownsPost('p1');
      }
    }`);
    expect(allowed(r, 'get', 'users/alice/posts/p1', { auth: auth('alice') })).toBe(true);
    expect(allowed(r, 'get', 'users/alice/posts/p1', { auth: auth('bob') })).toBe(false);
    expect(allowed(r, 'get', 'users/alice/posts/p2', { auth: auth('alice') })).toBe(false);
  });

  it('may be called before their declaration and call each other', () => {
    const r = rules(`    match /a/{id} {
      allow get: if first(id);
      function first(x) { return second(x + '!'); }
      function second(y) { return y == 'ok!'; }
    }`);
    expect(allowed(r, 'get', 'a/ok')).toBe(true);
    expect(allowed(r, 'get', 'a/no')).toBe(false);
  });

  it('cannot see variables of blocks they are not in', () => {
    const r = compileRules(`service cloud.firestore {
  function usesUid() { return uid == 'a'; }
  match /databases/{database}/documents/a/{uid} {
    allow get: if usesUid();
  }
}`);
    expect(r.evaluate(firestoreRequest('get', 'a/a'))).toEqual({ allowed: false, reason: "Variable not found: uid. for 'get' @ L4" });
  });

  it('evaluate let bindings in order, lazily, with parameters shadowing globals', () => {
    const r = rules(`    function check(request) {
      let unused = null.boom;
      let doubled = request * 2;
      let plusOne = doubled + 1;
      return plusOne == 7;
    }
    match /a/{id} {
      allow get: if check(3);
      allow list: if check(4);
    }`);
    expect(allowed(r, 'get', 'a/x')).toBe(true);
    expect(allowed(r, 'list', 'a/x')).toBe(false);
  });

  it('stop runaway recursion with an error', () => {
    const r = rules(`    function loop(n) { return loop(n + 1); }
    match /a/{id} {
      allow get: if loop(0) || true;
      allow list: if loop(0);
    }`);
    expect(allowed(r, 'get', 'a/x')).toBe(true);
    const decision = decide(r, firestoreRequest('list', 'a/x'));
    expect(decision.allowed).toBe(false);
    expect(decision.reason).toMatch(/^Max call depth \(20\) exceeded in function 'loop'\. for 'list' @ L\d+$/);
  });
});

describe('denial reasons', () => {
  const r = rules(`    match /a/{id} {
      allow update: if request.resource.data.x == 1;
      allow update: if resource.data.missing == 1;
      allow get:
        if false;
    }
    match /{document=**} {
      allow update: if false;
    }`);

  it('lists every failed allow statement for the method with its line, in order', () => {
    const decision = decide(
      r,
      firestoreRequest('update', 'a/x', {
        resource: { name: 'projects/p/databases/(default)/documents/a/x', fields: {} },
        requestResource: { name: 'projects/p/databases/(default)/documents/a/x', fields: { x: { integerValue: '2' } } },
      }),
    );
    expect(decision).toEqual({
      allowed: false,
      reason: "false for 'update' @ L5, Property missing is undefined on object. for 'update' @ L6, false for 'update' @ L11",
    });
  });

  it('reports the line of `if` and null access in the official words', () => {
    expect(decide(r, firestoreRequest('get', 'a/x')).reason).toBe("false for 'get' @ L8");
    expect(decide(r, firestoreRequest('update', 'a/x')).reason).toBe(
      "Null value error. for 'update' @ L5, Null value error. for 'update' @ L6, false for 'update' @ L11",
    );
  });

  it('says when nothing matches', () => {
    expect(decide(r, firestoreRequest('delete', 'a/x'))).toEqual({ allowed: false, reason: 'No matching allow statements' });
    expect(decide(r, firestoreRequest('get', 'b/x'))).toEqual({ allowed: false, reason: 'No matching allow statements' });
  });

  it('returns no reason when allowed', () => {
    const open = rules(`    match /{document=**} {
      allow read;
    }`);
    expect(decide(open, firestoreRequest('list', 'a/b/c/d'))).toEqual({ allowed: true });
  });
});
