/**
 * The seam between the security-rules evaluator and the services that enforce it (Firestore engine,
 * Storage). Values inside rules are plain JS: Firestore documents are converted with `fromFirestoreFields`
 * by the evaluator's helpers, so the services pass proto3 JSON fields and the evaluator does the rest.
 */
import type { Fields } from '../engine/types.js';

export type RulesService = 'cloud.firestore' | 'firebase.storage';
export type RulesMethod = 'get' | 'list' | 'create' | 'update' | 'delete';

/** A stored Firestore document as rules see it through `resource`, `get()` and `getAfter()`. */
export interface RulesDocument {
  /** Full resource name: projects/{p}/databases/{d}/documents/{path}. */
  name: string;
  fields: Fields;
}

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
