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
import { recordRequest, type RecordedState, type RequestRecorder } from '../rules/recording.js';
import { warn } from '../log.js';
import type { Micros } from './clock.js';
import type { Database } from './database.js';
import { FirestoreError } from './errors.js';
import { parseDocumentName } from './names.js';
import { queryLimit } from './query.js';
import { MAX_QUERY_BRANCHES, queryBranches, rulesPath } from './queryRules.js';
import type { Document, RequestContext, StructuredQuery } from './types.js';
import type { ParsedWrite } from './write.js';

export { rulesPath };

/** A document's state by full name; null when it does not exist. */
export type DocumentState = (name: string) => Document | null;

/**
 * PERMISSION_DENIED as the official emulator words it: the reasons of the rules that denied (e.g.
 * "false for 'list' @ L42"), after a line break.
 */
export const permissionDenied = (reason?: string) =>
  new FirestoreError('PERMISSION_DENIED', reason ? `\n${reason}` : 'Missing or insufficient permissions.');

/** One operation to judge: its method, rules path and what the request adds (resource, query). */
interface Operation {
  method: RulesMethod;
  path: string;
  request: Partial<RulesRequest>;
}

export class RulesCheck {
  constructor(
    private readonly rules: CompiledRules,
    private readonly ctx: RequestContext,
    private readonly project: string,
    private readonly db: Database,
    private readonly timeMicros: Micros,
  ) {}

  /** Reading one document ('get'); a missing document is judged with `resource` null. */
  get(name: string): void {
    this.judge([this.read(name)], this.lookup(this.stored), new RulesAccess());
  }

  /**
   * A document about to be pushed to a documents target: judged like `get`, but no client request
   * waits on the answer (a denial removes the target), so it is not recorded as one.
   */
  pushed(name: string): void {
    this.judge([this.read(name)], this.lookup(this.stored), new RulesAccess(), false);
  }

  /** Reading several documents in one request (batchGet): each is a 'get', sharing the request's 20 lookups (alone: 10). */
  getAll(names: readonly string[]): void {
    const access = new RulesAccess(names.length > 1 ? MULTI_REQUEST_ACCESS_LIMIT : undefined);
    this.judge(names.map((name) => this.read(name)), this.lookup(this.stored), access);
  }

  /**
   * A query ('list'), judged by its constraints as production judges it, never by the documents it
   * happens to match: see queryRules.ts. Every branch of its filter must be allowed; they share the
   * request's 10 lookups. `parent` is the query's full parent name.
   */
  query(parent: string, query: StructuredQuery): void {
    const branches = queryBranches(parent, query);
    if (!branches) throw permissionDenied(`The query expands to more than ${MAX_QUERY_BRANCHES} disjunctions to judge.`);
    const request = requestQuery(query);
    const operations = branches.map((branch): Operation => ({ method: 'list', path: branch.path, request: { queryResource: branch.resource, query: request } }));
    this.judge(operations, this.lookup(this.stored), new RulesAccess());
  }

  /**
   * The writes of one commit: 'create' for a document that does not exist before the commit,
   * 'update' for one that does, 'delete' for deletions. `request.resource` is the document as the
   * whole commit leaves it; `get()` reads the state before the commit and `getAfter()` the state
   * after it. Verify writes only guard transactions and are not judged. The writes share the
   * commit's 20 document lookups (10 for each).
   */
  writes(writes: readonly ParsedWrite[], after: DocumentState): void {
    const operations: Operation[] = [];
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
      operations.push({ method, path: rulesPath(name), request: { resource: rulesDocument(before), requestResource } });
    }
    this.judge(operations, this.lookup(this.stored, after), new RulesAccess(MULTI_REQUEST_ACCESS_LIMIT), true, after);
  }

  private read(name: string): Operation {
    return { method: 'get', path: rulesPath(name), request: { resource: rulesDocument(this.stored(name)) } };
  }

  /**
   * Evaluates a request's operations in order, sharing its lookups; throws PERMISSION_DENIED at the first
   * denied one. `recorded`: whether it is a client's request (see rules/recording.ts); `after` is what a
   * commit leaves.
   */
  private judge(operations: readonly Operation[], lookup: RulesLookup, access: RulesAccess, recorded = true, after?: DocumentState): void {
    const requests = operations.map(({ method, path, request }): RulesRequest => ({
      service: 'cloud.firestore', path, method, auth: this.ctx.auth, timeMicros: this.timeMicros, lookup, access, ...request,
    }));
    const recorder = recorded && requests.length > 0 ? recordRequest?.('cloud.firestore', access.limit, requests, () => this.state(operations, after)) : undefined;
    if (recorder) {
      const kept = recorder.lookup(lookup);
      for (const request of requests) request.lookup = kept;
    }
    for (const request of requests) this.require(request, recorder);
  }

  /** The database as lookups see it: every document before the request, and those its writes change after it. */
  private state(operations: readonly Operation[], after: DocumentState | undefined): RecordedState {
    const before: RecordedState['before'] = {};
    for (const doc of this.db.all()) before[rulesPath(doc.name)] = rulesDocument(doc)!;
    const changed: RecordedState['after'] = {};
    for (const { path } of after ? operations : []) changed[path] = rulesDocument(after!(this.documentName(path)!));
    return { before, after: changed };
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

  /** Evaluates one operation; throws PERMISSION_DENIED when denied. */
  private require(full: RulesRequest, recorder?: RequestRecorder): void {
    let allowed: boolean;
    let reason: string | undefined;
    try {
      ({ allowed, reason } = this.rules.evaluate(full));
    } catch (err) {
      // An evaluator failure must not grant access: it denies, and is reported as the fault it is.
      reason = `Rules evaluation failed: ${err instanceof Error ? err.message : String(err)}`;
      warn('rules', `${full.method} ${full.path}: ${reason}`);
      allowed = false;
    }
    recorder?.evaluated(allowed);
    if (!allowed) throw permissionDenied(reason);
  }
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
