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
