/**
 * The evaluator's side of judging a query by its constraints: `resource` knows only the fields the
 * query's equalities fix, the documents' ids (and a collection group's path) are unknown, and only
 * match blocks that cover every document the query may return apply.
 */
import { describe, expect, it } from 'vitest';
import { ANY_SEGMENTS, UNKNOWN_SEGMENT, type RulesRequest } from '../../src/rules/api.js';
import { compileRules } from '../../src/rules/index.js';
import { firestoreRequest, PROJECT_DB } from './support.js';

function rules(body: string, version = '2') {
  return compileRules(`rules_version = '${version}';
service cloud.firestore {
  match /databases/{database}/documents {
${body}
  }
}`);
}

type Fixed = Record<string, string | number | boolean | null>;

/** A list request for the documents of `collectionPath` (relative, may contain the open-path tokens) with `fixed` fields. */
function listRequest(collectionPath: string, fixed: Fixed = {}, options: Partial<RulesRequest> = {}): RulesRequest {
  return firestoreRequest('list', `${collectionPath}/${UNKNOWN_SEGMENT}`, {
    queryResource: {
      fixed: Object.entries(fixed).map(([path, v]) => ({
        path: path.split('.'),
        value:
          v === null
            ? { nullValue: null }
            : typeof v === 'string'
              ? { stringValue: v }
              : typeof v === 'boolean'
                ? { booleanValue: v }
                : { integerValue: String(v) },
      })),
    },
    ...options,
  });
}

describe('resource of a query', () => {
  const r = rules(`    match /orders/{id} {
      allow list: if resource.data.company == 'acme';
    }
    match /users/{uid} {
      allow list: if resource.data.data.admin == true;
    }
    match /probe/{id} {
      allow list: if resource.data.get('company', 'acme') == 'acme';
    }
    match /shape/{id} {
      allow list: if resource.data.keys().hasOnly(['company']);
    }
    match /deleted/{id} {
      allow list: if !('deleted' in resource.data);
    }
    match /whole/{id} {
      allow list: if resource.data == {'company': 'acme'};
    }
    match /named/{id} {
      allow list: if resource.id == 'n1' || resource.data.open == true;
    }`);

  it('knows the fields an equality fixes, and nothing else', () => {
    expect(r.evaluate(listRequest('orders', { company: 'acme' })).allowed).toBe(true);
    expect(r.evaluate(listRequest('orders', { company: 'acme', status: 'x' })).allowed).toBe(true);
    expect(r.evaluate(listRequest('orders', { company: 'globex' }))).toEqual({ allowed: false, reason: "false for 'list' @ L5" });
    expect(r.evaluate(listRequest('orders', { createdBy: 'alice' }))).toEqual({
      allowed: false,
      reason: "Property company is undefined on object. for 'list' @ L5",
    });
  });

  it('knows a nested field fixed by a dotted path, without knowing its siblings', () => {
    expect(r.evaluate(listRequest('users', { 'data.admin': true })).allowed).toBe(true);
    expect(r.evaluate(listRequest('users', { 'data.lastname': 'Doe' })).allowed).toBe(false);
  });

  it('refuses every way of reading what the filters leave open', () => {
    // A default would stand in for a value some document may have.
    expect(r.evaluate(listRequest('probe', { company: 'acme' })).allowed).toBe(true);
    expect(r.evaluate(listRequest('probe')).allowed).toBe(false);
    expect(r.evaluate(listRequest('shape', { company: 'acme' })).allowed).toBe(false);
    expect(r.evaluate(listRequest('deleted', { company: 'acme' })).allowed).toBe(false);
    expect(r.evaluate(listRequest('whole', { company: 'acme' })).allowed).toBe(false);
  });

  it('knows the id only when the query names the document', () => {
    expect(r.evaluate(listRequest('named', { open: true })).allowed).toBe(true);
    expect(r.evaluate(listRequest('named')).allowed).toBe(false);
    const named = firestoreRequest('list', 'named/n1', { queryResource: { fixed: [], name: `${PROJECT_DB}/named/n1` } });
    expect(r.evaluate(named).allowed).toBe(true);
  });
});

describe('paths of a query', () => {
  it('leaves the document id wildcard unknown but binds the parent path', () => {
    const r = rules(`    match /shops/{shop}/items/{item} {
      allow list: if shop == 'acme';
      allow list: if item != 'secret';
    }`);
    expect(r.evaluate(listRequest('shops/acme/items')).allowed).toBe(true);
    const other = r.evaluate(listRequest('shops/globex/items'));
    expect(other.allowed).toBe(false);
    expect(other.reason).toMatch(/^false for 'list' @ L5, Variable item is unknown: .* for 'list' @ L6$/);
  });

  it('matches no literal against the unknown document id', () => {
    const r = rules(`    match /orders/special {
      allow list: if true;
    }`);
    expect(r.evaluate(listRequest('orders')).allowed).toBe(false);
  });

  it('lets only recursive wildcards cover a collection group', () => {
    const r = rules(`    match /orders/{id} {
      allow list: if true;
    }
    match /{path=**}/reviews/{id} {
      allow list: if resource.data.company == 'acme';
    }
    match /shops/{shop}/{path=**}/notes/{id} {
      allow list: if true;
    }
    match /{path=**}/tags/{id} {
      allow list: if path[0] == 'shops';
    }`);
    const group = (id: string, fixed: Fixed = {}) => listRequest(`${ANY_SEGMENTS}/${id}`, fixed);
    expect(r.evaluate(group('orders'))).toEqual({ allowed: false, reason: 'No matching allow statements' });
    expect(r.evaluate(group('reviews', { company: 'acme' })).allowed).toBe(true);
    expect(r.evaluate(group('reviews')).allowed).toBe(false);
    // Not every `notes` collection lies under a shop: the block does not cover the group.
    expect(r.evaluate(group('notes'))).toEqual({ allowed: false, reason: 'No matching allow statements' });
    // Under one shop, it does.
    expect(r.evaluate(listRequest(`shops/s1/${ANY_SEGMENTS}/notes`)).allowed).toBe(true);
    // The path of a group's documents is as unknown as their ids.
    expect(r.evaluate(group('tags')).reason).toMatch(/^Variable path is unknown/);
  });

  it('needs a version 2 recursive wildcard, which may match nothing, for a collection group', () => {
    const body = `    match /{path=**}/reviews/{id} {
      allow list: if true;
    }`;
    expect(rules(body, '2').evaluate(listRequest(`${ANY_SEGMENTS}/reviews`)).allowed).toBe(true);
    expect(rules(body, '1').evaluate(listRequest(`${ANY_SEGMENTS}/reviews`)).allowed).toBe(false);
  });

  it('leaves request.path unknown for a query', () => {
    const r = rules(`    match /orders/{id} {
      allow list: if request.path != /databases/x;
    }`);
    expect(r.evaluate(listRequest('orders')).reason).toBe("Property path is undefined on object. for 'list' @ L5");
  });
});
