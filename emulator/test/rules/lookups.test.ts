import { describe, expect, it } from 'vitest';
import type { RulesRequest } from '../../src/rules/api.js';
import { compileRules, fromFirestoreFields } from '../../src/rules/index.js';
import { RLatLng, RPath, RTimestamp } from '../../src/rules/values.js';
import {
  DB,
  PROJECT_DB,
  auth,
  document,
  double,
  errorOf,
  expectTrue,
  fakeLookup,
  firestoreRequest,
  raw,
  storageRequest,
  valueOf,
} from './support.js';

const rules = compileRules(`rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    function profile() { return get(/databases/$(database)/documents/users/$(request.auth.uid)).data; }
    match /posts/{post} {
      allow get: if profile().role == 'editor';
      allow list: if exists(/databases/$(database)/documents/users/$(request.auth.uid));
      allow create: if getAfter(/databases/$(database)/documents/posts/$(post)).data.title is string
        && existsAfter(/databases/$(database)/documents/counters/$(post));
      allow delete: if !exists(/databases/$(database)/documents/locks/$(post));
    }
  }
}`);

describe('get, exists, getAfter and existsAfter', () => {
  const lookup = () =>
    fakeLookup(
      { 'users/ed': { role: 'editor' }, 'users/vi': { role: 'viewer' }, 'locks/p2': {} },
      { 'posts/p1': { title: 'Hello' }, 'counters/p1': { n: 1 }, 'posts/p3': { title: 3 } },
    );

  it('reads documents through the lookup, by their rules path', () => {
    const l = lookup();
    expect(rules.evaluate(firestoreRequest('get', 'posts/p1', { auth: auth('ed'), lookup: l })).allowed).toBe(true);
    expect(l.calls).toEqual([`get ${DB}/users/ed`]);
    expect(rules.evaluate(firestoreRequest('get', 'posts/p1', { auth: auth('vi'), lookup: lookup() })).allowed).toBe(false);
  });

  it('makes get() of a missing document an error', () => {
    const decision = rules.evaluate(firestoreRequest('get', 'posts/p1', { auth: auth('nobody'), lookup: lookup() }));
    expect(decision).toEqual({
      allowed: false,
      reason: `Service call error. Function: [get], Argument: [${DB}/users/nobody]. for 'get' @ L6`,
    });
  });

  it('answers exists() for present and missing documents', () => {
    expect(rules.evaluate(firestoreRequest('list', 'posts/p1', { auth: auth('vi'), lookup: lookup() })).allowed).toBe(true);
    expect(rules.evaluate(firestoreRequest('list', 'posts/p1', { auth: auth('zz'), lookup: lookup() })).allowed).toBe(false);
    expect(rules.evaluate(firestoreRequest('delete', 'posts/p1', { lookup: lookup() })).allowed).toBe(true);
    expect(rules.evaluate(firestoreRequest('delete', 'posts/p2', { lookup: lookup() })).allowed).toBe(false);
  });

  it('reads the state after the write with getAfter() and existsAfter()', () => {
    const l = lookup();
    expect(rules.evaluate(firestoreRequest('create', 'posts/p1', { lookup: l })).allowed).toBe(true);
    expect(l.calls).toEqual([`getAfter ${DB}/posts/p1`, `getAfter ${DB}/counters/p1`]);
    expect(rules.evaluate(firestoreRequest('create', 'posts/p3', { lookup: lookup() })).allowed).toBe(false);
    expect(rules.evaluate(firestoreRequest('create', 'posts/p4', { lookup: lookup() })).allowed).toBe(false);
  });

  it('fetches each document once per evaluation', () => {
    const repeated = compileRules(`service cloud.firestore {
  match /databases/{db}/documents/a/{id} {
    function me() { return get(/databases/$(db)/documents/users/$(request.auth.uid)).data; }
    allow get: if me().x == 1 && me().y == 2 && exists(/databases/$(db)/documents/users/$(request.auth.uid));
  }
}`);
    const l = fakeLookup({ 'users/u': { x: 1, y: 2 } });
    expect(repeated.evaluate(firestoreRequest('get', 'a/b', { auth: auth('u'), lookup: l })).allowed).toBe(true);
    expect(l.calls).toHaveLength(1);
  });

  it('fails without a lookup or with a path that is not a document', () => {
    expect(errorOf("exists(/databases/$('(default)')/documents/users/u)")).toBe('Document lookups are not available for this request.');
    const l = fakeLookup({});
    const request = firestoreRequest('get', 'a/b', { lookup: l });
    expect(errorOf('exists(/databases/x/documents/users)', request)).toContain('Invalid document path');
    expect(errorOf('exists(/users/u1)', request)).toContain('Invalid document path');
    expect(valueOf("exists('/databases/x/documents/users/u1')", request)).toBe(false);
  });

  it('lets Storage rules read Firestore with firestore.get() and firestore.exists()', () => {
    const storage = compileRules(`rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o/{file} {
    allow read: if firestore.get(/databases/(default)/documents/users/$(request.auth.uid)).data.active == true;
    allow write: if firestore.exists(/databases/(default)/documents/users/$(request.auth.uid));
  }
}`);
    const l = fakeLookup({ 'users/on': { active: true }, 'users/off': { active: false } });
    const request = (method: RulesRequest['method'], uid: string) =>
      storageRequest(method, '/b/demo/o/file.txt', { auth: auth(uid), lookup: l });
    expect(storage.evaluate(request('get', 'on')).allowed).toBe(true);
    expect(storage.evaluate(request('get', 'off')).allowed).toBe(false);
    expect(storage.evaluate(request('create', 'off')).allowed).toBe(true);
    expect(storage.evaluate(request('create', 'gone')).allowed).toBe(false);
  });
});

describe('resource and request values', () => {
  const stored = document('items/i1', {
    count: 3,
    ratio: double(2),
    price: 9.5,
    name: 'widget',
    tags: ['a', 'b'],
    nested: { deep: { flag: true } },
    none: null,
    when: new Date(Date.UTC(2024, 0, 2, 3, 4, 5, 6)),
    owner: raw({ referenceValue: `${PROJECT_DB}/users/u1` }),
    blob: raw({ bytesValue: Buffer.from([1, 2, 3]).toString('base64') }),
    place: raw({ geoPointValue: { latitude: 48.8, longitude: 2.3 } }),
    big: raw({ integerValue: '9223372036854775807' }),
    inf: raw({ doubleValue: 'Infinity' }),
  });
  const request = firestoreRequest('update', 'items/i1', {
    auth: auth('u1', { email: 'u1@example.com', email_verified: true, admin: true, iat: 1700000000, firebase: { sign_in_provider: 'password' } }),
    resource: stored,
    requestResource: { ...stored, fields: { ...stored.fields, count: { integerValue: '4' } } },
    query: { limit: 10, orderBy: 'name' },
  });
  const is = (source: string): void => expectTrue(source, request);

  it('converts Firestore values to rules types', () => {
    is('resource.data.count is int && resource.data.count == 3');
    is('resource.data.ratio is float && resource.data.ratio == 2');
    is('resource.data.price is float && resource.data.price == 9.5');
    is("resource.data.name == 'widget' && resource.data.tags == ['a', 'b'] && resource.data.tags[1] == 'b'");
    is('resource.data.nested.deep.flag == true && resource.data.none == null');
    is('resource.data.when is timestamp && resource.data.when == timestamp.value(1704164645006)');
    is('resource.data.owner is path && resource.data.owner == /databases/(default)/documents/users/u1');
    is("resource.data.blob is bytes && resource.data.blob.toBase64() == 'AQID'");
    is('resource.data.place is latlng && resource.data.place.latitude() == 48.8');
    is('resource.data.big == 9223372036854775807 && math.isInfinite(resource.data.inf)');
    is("'count' in resource.data && !('missing' in resource.data) && resource.data.size() == 13");
  });

  it('exposes the document id and name', () => {
    is("resource.id == 'i1' && resource.__name__ == /databases/(default)/documents/items/i1");
    is("resource['__name__'][4] == 'i1'");
  });

  it('exposes request.resource, and diffs it against resource', () => {
    is('request.resource.data.count == 4');
    is("request.resource.data.diff(resource.data).affectedKeys() == ['count'].toSet()");
    is("request.resource.id == 'i1'");
  });

  it('exposes auth, token claims, method, path, time and query', () => {
    is("request.auth.uid == 'u1' && request.auth.token.email == 'u1@example.com'");
    is('request.auth.token.email_verified && request.auth.token.admin == true && request.auth.token.iat is int');
    is("request.auth.token.firebase.sign_in_provider == 'password'");
    is("request.method == 'update'");
    is("request.path == /databases/(default)/documents/items/i1 && request.path[4] == 'i1'");
    is('request.time is timestamp');
    is("request.query.limit == 10 && request.query.offset == null && request.query.orderBy == 'name'");
    expect(errorOf('request.auth.token.missing', request)).toBe('Property missing is undefined on object.');
  });

  it('makes resource null for a missing document and request.auth null when signed out', () => {
    const create = firestoreRequest('create', 'items/new');
    expect(valueOf('resource == null && request.auth == null && request.resource == null', create)).toBe(true);
    expect(errorOf('resource.data', create)).toBe('Null value error.');
    expect(errorOf('request.auth.uid', create)).toBe('Null value error.');
  });

  it('converts Storage object metadata, with sizes as ints and times as timestamps', () => {
    const update = storageRequest('update', '/b/demo/o/docs/a.pdf', {
      storageResource: {
        name: 'docs/a.pdf',
        bucket: 'demo',
        size: '2048',
        contentType: 'application/pdf',
        metadata: { owner: 'u1' },
        timeCreated: '2024-01-02T03:04:05.006Z',
        updated: new Date(Date.UTC(2024, 0, 3)),
        generation: '17',
        md5Hash: 'abc==',
      },
      storageRequestResource: { name: 'docs/a.pdf', bucket: 'demo', size: 4096, contentType: 'application/pdf', metadata: {} },
    });
    expect(valueOf('resource.size == 2048 && resource.size is int && request.resource.size is int', update)).toBe(true);
    expect(valueOf("resource.name == 'docs/a.pdf' && resource.bucket == 'demo' && resource.metadata.owner == 'u1'", update)).toBe(true);
    expect(valueOf('resource.timeCreated == timestamp.value(1704164645006) && resource.updated.day() == 3', update)).toBe(true);
    expect(valueOf("resource.generation == 17 && resource.md5Hash == 'abc=='", update)).toBe(true);
    expect(valueOf("request.resource.size < 100 * 1024 * 1024 && request.path == /b/demo/o/docs/a.pdf", update)).toBe(true);
  });

  it('exports the Firestore field conversion', () => {
    const fields = fromFirestoreFields(stored.fields);
    expect(fields.get('count')).toBe(3n);
    expect(fields.get('ratio')).toBe(2);
    expect(fields.get('owner')).toEqual(new RPath(['databases', '(default)', 'documents', 'users', 'u1']));
    expect(fields.get('place')).toEqual(new RLatLng(48.8, 2.3));
    expect(fields.get('when')).toEqual(new RTimestamp(1704164645006000000n));
  });
});
