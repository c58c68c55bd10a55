/**
 * Security rules as the engine enforces them: one caller's operations on one database, turned into
 * evaluator requests (see rules/api.ts) and refused with PERMISSION_DENIED when the rules deny them.
 */
import {
  MULTI_REQUEST_ACCESS_LIMIT,
  RulesAccess,
  type CompiledRules,
  type RulesDocument,
  type RulesLookup,
  type RulesMethod,
  type RulesRequest,
} from '../rules/api.js';
import { warn } from '../log.js';
import type { Micros } from './clock.js';
import type { Database } from './database.js';
import { FirestoreError } from './errors.js';
import { parseFieldPath, setFieldValue } from './fieldPath.js';
import { parseDocumentName, type ParentName } from './names.js';
import { compileQuery, queryLimit } from './query.js';
import { isNamePath } from './queryMatch.js';
import type { Document, Fields, Filter, RequestContext, StructuredQuery } from './types.js';
import type { ParsedWrite } from './write.js';

/** A document's state by full name; null when it does not exist. */
export type DocumentState = (name: string) => Document | null;

/**
 * Id of the stand-in document a query is judged by when it matches nothing. Ids of the form
 * `__.*__` are reserved, so it can never be a real document.
 */
const QUERY_PLACEHOLDER_ID = '__query__';

/**
 * PERMISSION_DENIED as the official emulator words it: the reasons of the rules that denied (e.g.
 * "false for 'list' @ L42"), after a line break.
 */
export const permissionDenied = (reason?: string) =>
  new FirestoreError('PERMISSION_DENIED', reason ? `\n${reason}` : 'Missing or insufficient permissions.');

export class RulesCheck {
  constructor(
    private readonly rules: CompiledRules,
    private readonly ctx: RequestContext,
    private readonly project: string,
    private readonly db: Database,
    private readonly timeMicros: Micros,
  ) {}

  /**
   * Reading one document ('get'); a missing document is judged with `resource` null. Reads of one
   * request share `access` (a batched read: 20 lookups in all; alone: 10).
   */
  get(name: string, access = new RulesAccess()): void {
    const current = this.stored(name);
    this.require('get', name, { resource: rulesDocument(current), access }, this.lookup(this.stored));
  }

  /** Reading several documents in one request (batchGet): each is a 'get', sharing the request's lookups. */
  getAll(names: readonly string[]): void {
    const access = new RulesAccess(names.length > 1 ? MULTI_REQUEST_ACCESS_LIMIT : undefined);
    for (const name of names) this.get(name, access);
  }

  /**
   * A query ('list'): every document it matches, regardless of limit, offset and cursors, must be
   * allowed, since production judges a query by its constraints rather than by the page it
   * returns. A query that matches nothing is judged by a stand-in document holding only the
   * values its equality filters pin down, which is what those constraints guarantee.
   */
  query(parent: string, query: StructuredQuery, matches: Iterable<Document>): void {
    const judged = this.results(query, matches);
    if (judged > 0) return;
    const standIn = standInDocument(parent, query);
    if (standIn) this.require('list', standIn.name, { resource: standIn, query: requestQuery(query) }, this.lookup(this.stored));
  }

  /** Documents a query is about to show (a listener's later updates); returns how many were judged. */
  results(query: StructuredQuery, documents: Iterable<Document>): number {
    const lookup = this.lookup(this.stored);
    const request = requestQuery(query);
    let judged = 0;
    for (const doc of documents) {
      this.require('list', doc.name, { resource: rulesDocument(doc), query: request }, lookup);
      judged++;
    }
    return judged;
  }

  /**
   * The writes of one commit: 'create' for a document that does not exist before the commit,
   * 'update' for one that does, 'delete' for deletions. `request.resource` is the document as the
   * whole commit leaves it; `get()` reads the state before the commit and `getAfter()` the state
   * after it. Verify writes only guard transactions and are not judged. The writes share the
   * commit's 20 document lookups (10 for each).
   */
  writes(writes: readonly ParsedWrite[], after: DocumentState): void {
    const lookup = this.lookup(this.stored, after);
    const access = new RulesAccess(MULTI_REQUEST_ACCESS_LIMIT);
    const judged = new Set<string>();
    for (const w of writes) {
      if (w.kind === 'verify') continue;
      const name = w.name.document;
      const before = this.stored(name);
      const method: RulesMethod = w.kind === 'delete' ? 'delete' : before ? 'update' : 'create';
      const key = `${method} ${name}`;
      if (judged.has(key)) continue;
      judged.add(key);
      const requestResource = method === 'delete' ? null : rulesDocument(after(name));
      this.require(method, name, { resource: rulesDocument(before), requestResource, access }, lookup);
    }
  }

  private readonly stored: DocumentState = (name) => this.db.get(name) ?? null;

  /** `get`/`exists` and `getAfter`/`existsAfter` for rules paths (`/databases/{d}/documents/...`). */
  private lookup(before: DocumentState, after: DocumentState = before): RulesLookup {
    const read = (state: DocumentState, path: string) => {
      const name = this.documentName(path);
      return name === undefined ? null : rulesDocument(state(name));
    };
    return { get: (path) => read(before, path), getAfter: (path) => read(after, path) };
  }

  /** The full document name of a rules path in this project, or undefined when it names no document. */
  private documentName(path: string): string | undefined {
    if (typeof path !== 'string' || !path.startsWith('/databases/')) return undefined;
    const name = `projects/${this.project}${path}`;
    try {
      parseDocumentName(name);
    } catch {
      return undefined;
    }
    return name;
  }

  private require(method: RulesMethod, name: string, request: Partial<RulesRequest>, lookup: RulesLookup): void {
    const full: RulesRequest = {
      service: 'cloud.firestore',
      path: rulesPath(name),
      method,
      auth: this.ctx.auth,
      timeMicros: this.timeMicros,
      lookup,
      ...request,
    };
    let allowed: boolean;
    let reason: string | undefined;
    try {
      ({ allowed, reason } = this.rules.evaluate(full));
    } catch (err) {
      // An evaluator failure must not grant access: it denies, and is reported as the fault it is.
      reason = `Rules evaluation failed: ${err instanceof Error ? err.message : String(err)}`;
      warn('rules', `${method} ${full.path}: ${reason}`);
      allowed = false;
    }
    if (!allowed) throw permissionDenied(reason);
  }
}

/** `/databases/{d}/documents/{path}`: the path rules match a document name against. */
export function rulesPath(documentName: string): string {
  return documentName.slice(documentName.indexOf('/databases/'));
}

function rulesDocument(doc: Document | null): RulesDocument | null {
  return doc ? { name: doc.name, fields: doc.fields ?? {} } : null;
}

/** `request.query`: limit, offset and the first ordered field, as the rules see a query. */
function requestQuery(q: StructuredQuery): NonNullable<RulesRequest['query']> {
  const out: NonNullable<RulesRequest['query']> = {};
  const limit = queryLimit(q);
  if (limit !== undefined) out.limit = limit;
  if (q.offset) out.offset = q.offset;
  const orderBy = q.orderBy?.[0]?.field.fieldPath;
  if (orderBy) out.orderBy = orderBy;
  return out;
}

/**
 * Every document a query matches before limit, offset and cursors narrow it down, whole (not
 * projected): a superset of any page of its results. Lazy, so nothing is scanned without rules.
 */
export function* unboundedMatches(db: Database, p: ParentName, q: StructuredQuery): Iterable<Document> {
  const { matches } = compileQuery(p.parent, q);
  for (const doc of db.queryCandidates(p.path.join('/'), q)) if (matches(doc)) yield doc;
}

/**
 * The stand-in for a query without results: a document of its collection holding the values its
 * top-level equality filters require (named by a `__name__ ==` filter when there is one). Queries
 * over every collection have no such document.
 */
function standInDocument(parent: string, q: StructuredQuery): RulesDocument | undefined {
  const collectionId = q.from?.[0]?.collectionId;
  if (!collectionId) return undefined;
  const fields: Fields = {};
  const named = pinnedValues(q.where, fields);
  return { name: named ?? `${parent}/${collectionId}/${QUERY_PLACEHOLDER_ID}`, fields };
}

/** Collects `field == value` (and `field == null`) constraints of an AND tree; returns a pinned `__name__`. */
function pinnedValues(filter: Filter | undefined, fields: Fields): string | undefined {
  if (!filter) return undefined;
  if (filter.compositeFilter) {
    if (filter.compositeFilter.op !== 'AND') return undefined;
    let named: string | undefined;
    for (const part of filter.compositeFilter.filters ?? []) named = pinnedValues(part, fields) ?? named;
    return named;
  }
  const f = filter.fieldFilter;
  if (f?.op === 'EQUAL') {
    const path = parseFieldPath(f.field.fieldPath);
    // A copy: later paths may nest into this value, and the query's own value must stay intact.
    if (!isNamePath(path)) setFieldValue(fields, path, structuredClone(f.value));
    else if ('referenceValue' in f.value) return f.value.referenceValue;
    return undefined;
  }
  const u = filter.unaryFilter;
  if (u?.op === 'IS_NULL') setFieldValue(fields, parseFieldPath(u.field.fieldPath), { nullValue: null });
  return undefined;
}
