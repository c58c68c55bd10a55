/**
 * The seam between the security-rules evaluator and the services that enforce it (Firestore engine,
 * Storage). Values inside rules are plain JS: Firestore documents are converted with `fromFirestoreFields`
 * by the evaluator's helpers, so the services pass proto3 JSON fields and the evaluator does the rest.
 */
import type { Fields, Value } from '../engine/types.js';

export type RulesService = 'cloud.firestore' | 'firebase.storage';
export type RulesMethod = 'get' | 'list' | 'create' | 'update' | 'delete';

/** A stored Firestore document as rules see it through `resource`, `get()` and `getAfter()`. */
export interface RulesDocument {
  /** Full resource name: projects/{p}/databases/{d}/documents/{path}. */
  name: string;
  fields: Fields;
}

/**
 * What a list query guarantees about every document it may return: the fields its equality filters
 * fix (`==`, one value of an `in`, `is null`, `is NaN`). As `resource` it has `data` holding only
 * those fields; any other field, the whole of `data`, and the id (unless a `__name__` equality
 * names the document) are unknown, so a condition that reads them fails.
 */
export interface RulesQueryDocument {
  /** Field paths (as segments) and the values the filters fix them to. */
  fixed: { path: readonly string[]; value: Value }[];
  /** The full name of the one document a `__name__` equality allows; absent when the id is unknown. */
  name?: string;
}

/**
 * Segments that stand for what a query leaves open in its documents' paths: `UNKNOWN_SEGMENT` is one
 * segment (the document id; the collection id of a query over every collection), which a `{x}`
 * wildcard matches and no literal does; `ANY_SEGMENTS` is any number of segments (the path between a
 * collection-group query's parent and its documents), which only a recursive wildcard `{x=**}`
 * matches. A wildcard that takes either holds an unknown value: reading it is an error.
 */
export const UNKNOWN_SEGMENT = '\u0000?';
export const ANY_SEGMENTS = '\u0000**';

/** Document lookups allowed to one operation, and to a request of one operation or a query. */
export const SINGLE_REQUEST_ACCESS_LIMIT = 10;
/** Document lookups allowed to a request of several operations (commit, batched read). */
export const MULTI_REQUEST_ACCESS_LIMIT = 20;

/**
 * The document lookups of one request: distinct documents read with get()/exists() (before) and
 * getAfter()/existsAfter() (after), shared by every evaluation the request needs. Production allows
 * 10 for a single-document request or a query and 20 for a batched write, a transaction's commit or
 * a multi-document read, and 10 for each of its operations; repeated reads of one document are
 * cached and do not count again.
 */
export class RulesAccess {
  readonly documents = new Set<string>();
  constructor(readonly limit: number = SINGLE_REQUEST_ACCESS_LIMIT) {}
}

/** Cross-document reads available to a rule: `get`, `exists` (before the write) and `getAfter`, `existsAfter`. */
export interface RulesLookup {
  /** `path` as written in rules: /databases/{d}/documents/{path}. */
  get(path: string): RulesDocument | null;
  getAfter(path: string): RulesDocument | null;
}

export interface RulesRequest {
  service: RulesService;
  /**
   * The path matched against the rules' `match` blocks. Firestore: /databases/{d}/documents/{doc path}.
   * Storage: /b/{bucket}/o/{object name}.
   */
  path: string;
  method: RulesMethod;
  /** `request.auth`: null when unauthenticated; `token` holds every ID-token claim. */
  auth: { uid: string; token: Record<string, unknown> } | null;
  /** Firestore: `resource` (null when the document does not exist). */
  resource?: RulesDocument | null;
  /** Firestore list queries judged by their constraints: `resource` is what they guarantee (takes precedence). */
  queryResource?: RulesQueryDocument;
  /** Firestore: `request.resource` for create and update (the document as it would be after the write). */
  requestResource?: RulesDocument | null;
  /** Storage: `resource` / `request.resource` as object metadata (name, bucket, size, contentType, metadata, ...). */
  storageResource?: Record<string, unknown> | null;
  storageRequestResource?: Record<string, unknown> | null;
  /** Firestore list queries: `request.query` (limit, offset, orderBy). */
  query?: { limit?: number; offset?: number; orderBy?: string };
  /** Epoch microseconds of `request.time`. */
  timeMicros: number;
  lookup?: RulesLookup;
  /** The request's document lookups so far, shared by its evaluations; a fresh one per evaluation when absent. */
  access?: RulesAccess;
}

export interface RulesDecision {
  allowed: boolean;
  /** Why it was denied, in the official emulator's words where possible (e.g. "false for 'update' @ L12"). */
  reason?: string;
}

/** Compiled rules of one service; compiling reports syntax errors with line and column. */
export interface CompiledRules {
  service: RulesService;
  evaluate(request: RulesRequest): RulesDecision;
}
