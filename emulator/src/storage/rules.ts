/**
 * Storage security rules, as the official Storage emulator applies them to the Firebase API (the GCS
 * API is the admin SDK's and is never judged): loaded through `PUT /internal/setRules`, bypassed by
 * `Authorization: Bearer owner`, and with `firestore.get()` / `firestore.exists()` answered from the
 * Firestore documents of the bucket's project. Without rules every request is allowed.
 */
import type { Fields, RequestContext } from '../engine/types.js';
import { SINGLE_REQUEST_ACCESS_LIMIT, type CompiledRules, type RulesLookup, type RulesMethod, type RulesRequest } from '../rules/api.js';
import { recordRequest } from '../rules/recording.js';
import { compileRules, RulesSyntaxError } from '../rules/index.js';
import { badRequest, StorageError } from './errors.js';
import { etagOf, type ObjectMetadata } from './objects.js';

/** Firestore documents as storage rules read them, bypassing Firestore's own rules. */
export interface FirestoreReader {
  /** The document with this full name (`projects/{p}/databases/{d}/documents/...`), or null. */
  getDocument(name: string): { name: string; fields?: Fields } | null;
}

export interface StorageRulesOptions {
  firestore?: FirestoreReader;
  /** The project whose Firestore rules read for buckets not named `<project>.appspot.com`. */
  defaultProject?: string;
}

/** What a request does to which object (or, for 'list', which prefix). */
export interface StorageOperation {
  bucket: string;
  /** Object name; for 'list' the prefix. */
  name: string;
  method: RulesMethod;
  resource?: ObjectMetadata | null;
  requestResource?: ObjectMetadata | null;
}

/** Judges an upload once its object is known: `existing` is what it replaces. */
export type UploadAuthorizer = (existing: ObjectMetadata | undefined, next: ObjectMetadata) => void;

/** The messages the official emulator answers denials with. */
export const DENIED = {
  read: 'Permission denied. No READ permission.',
  list: 'Permission denied. No LIST permission.',
  write: 'Permission denied. No WRITE permission.',
  admin: 'Missing admin credentials.',
} as const;

const BUCKET_SUFFIXES = ['.appspot.com', '.firebasestorage.app'];

export class StorageRules {
  /** Rules for every bucket, and per-bucket rules when several files name their bucket. */
  private forAll: CompiledRules | undefined;
  private readonly byBucket = new Map<string, CompiledRules>();

  constructor(private readonly opts: StorageRulesOptions = {}) {}

  get loaded(): boolean {
    return this.forAll !== undefined || this.byBucket.size > 0;
  }

  /**
   * `{rules: {files: [{name, content}]}}`: one file governs every bucket; several files each name
   * their bucket in `resource`. A syntax error answers 400 and keeps the previous rules.
   */
  load(body: unknown): void {
    const files = (body as { rules?: { files?: unknown } } | null)?.rules?.files;
    if (!Array.isArray(files) || files.length === 0) throw badRequest("Request body must include 'rules.files' array");
    const parsed = files.map((file: unknown) => {
      const f = file as { name?: unknown; content?: unknown; resource?: unknown } | null;
      if (!f || typeof f.name !== 'string' || typeof f.content !== 'string') {
        throw badRequest("Each member of 'rules.files' array must contain 'name' and 'content'");
      }
      if (files.length > 1 && typeof f.resource !== 'string') {
        throw badRequest("Each member of 'rules.files' array must contain 'name', 'content', and 'resource'");
      }
      return { content: f.content, resource: typeof f.resource === 'string' ? f.resource : undefined };
    });
    const compiled = parsed.map((f) => ({ resource: f.resource, rules: compile(f.content) }));
    this.byBucket.clear();
    this.forAll = undefined;
    if (compiled.length === 1 && compiled[0]!.resource === undefined) this.forAll = compiled[0]!.rules;
    else for (const { resource, rules } of compiled) this.byBucket.set(bucketOfResource(resource!), rules);
  }

  /** The same check as `authorize` for an upload finished later (a resumable session) by `caller`. */
  uploadAuthorizer(caller: RequestContext): UploadAuthorizer {
    return (existing, next) =>
      this.authorize(
        caller,
        { bucket: next.bucket, name: next.name, method: existing ? 'update' : 'create', resource: existing ?? null, requestResource: next },
        DENIED.write,
      );
  }

  /** Privileged-only operations (download token management) once rules are loaded. */
  requireAdmin(caller: RequestContext): void {
    if (this.loaded && !caller.privileged) throw new StorageError(403, DENIED.admin);
  }

  /** Throws 403 with `deniedMessage` unless `caller` may perform `op`. */
  authorize(caller: RequestContext, op: StorageOperation, deniedMessage: string): void {
    if (caller.privileged) return;
    const rules = this.byBucket.get(op.bucket) ?? this.forAll;
    if (!rules) return;
    const request: RulesRequest = {
      service: 'firebase.storage',
      path: rulesPath(op.bucket, op.name, op.method === 'list'),
      method: op.method,
      auth: caller.auth,
      storageResource: op.resource ? rulesResource(op.resource) : null,
      storageRequestResource: op.requestResource ? rulesResource(op.requestResource) : null,
      timeMicros: Date.now() * 1000,
    };
    const recorder = recordRequest?.('firebase.storage', SINGLE_REQUEST_ACCESS_LIMIT, [request]);
    const lookup = this.firestoreLookup(op.bucket);
    request.lookup = recorder ? recorder.lookup(lookup) : lookup;
    let decision;
    try {
      decision = rules.evaluate(request);
    } catch (err) {
      // A failing evaluator never grants access.
      decision = { allowed: false, reason: err instanceof Error ? err.message : String(err) };
    }
    recorder?.evaluated(decision.allowed);
    if (!decision.allowed) throw new StorageError(403, deniedMessage);
  }

  /** `firestore.get(/databases/(default)/documents/...)` in the bucket's project. */
  private firestoreLookup(bucket: string): RulesLookup {
    const project = projectOfBucket(bucket, this.opts.defaultProject);
    const get = (path: string) => {
      if (!this.opts.firestore || typeof path !== 'string' || !path.startsWith('/databases/')) return null;
      const doc = this.opts.firestore.getDocument(`projects/${project}${path}`);
      return doc ? { name: doc.name, fields: doc.fields ?? {} } : null;
    };
    return { get, getAfter: get };
  }
}

function compile(content: string): CompiledRules {
  try {
    return compileRules(content, 'firebase.storage');
  } catch (err) {
    if (err instanceof RulesSyntaxError) throw badRequest(err.message);
    throw err;
  }
}

/** A file's `resource`: a bucket name, possibly as `gs://bucket` or `projects/_/buckets/bucket`. */
function bucketOfResource(resource: string): string {
  return resource.replace(/^gs:\/\//, '').replace(/^projects\/_\/buckets\//, '').replace(/\/$/, '');
}

/** `<project>.appspot.com` and `<project>.firebasestorage.app` belong to that project; other buckets to the default one. */
export function projectOfBucket(bucket: string, defaultProject?: string): string {
  for (const suffix of BUCKET_SUFFIXES) if (bucket.endsWith(suffix)) return bucket.slice(0, -suffix.length);
  return defaultProject ?? bucket;
}

/** `/b/{bucket}/o/{name}`; a listed prefix loses its trailing slashes (the bucket root is `/b/{bucket}/o`). */
function rulesPath(bucket: string, name: string, isPrefix: boolean): string {
  const object = isPrefix ? name.replace(/\/+$/, '') : name;
  return object === '' ? `/b/${bucket}/o` : `/b/${bucket}/o/${object}`;
}

/** Object metadata as rules see `resource` (the GCS JSON field names). */
function rulesResource(m: ObjectMetadata): Record<string, unknown> {
  const resource: Record<string, unknown> = {
    name: m.name,
    bucket: m.bucket,
    generation: m.generation,
    metageneration: String(m.metageneration),
    size: m.size,
    timeCreated: m.timeCreated,
    updated: m.updated,
    md5Hash: m.md5Hash,
    crc32c: m.crc32c,
    etag: etagOf(m),
    metadata: { ...(m.customMetadata ?? {}) },
  };
  for (const field of ['contentType', 'contentEncoding', 'contentDisposition', 'contentLanguage', 'cacheControl', 'customTime'] as const) {
    if (m[field] !== undefined) resource[field] = m[field];
  }
  return resource;
}
