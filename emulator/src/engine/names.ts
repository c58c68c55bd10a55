/**
 * Resource names: `projects/{p}/databases/{d}` databases, `{database}/documents[/{path}]` parents and
 * `{database}/documents/{collection}/{id}[/...]` documents, validated the way the backend does.
 */
import { randomInt } from 'node:crypto';
import { invalidArgument } from './errors.js';

/** The largest id (document or collection) in UTF-8 bytes. */
const MAX_ID_BYTES = 1500;
/** The largest document name, in bytes, the backend accepts. */
const MAX_NAME_BYTES = 6144;
const RESERVED_ID = /^__.*__$/;
/** Legacy Datastore numeric ids (`__id7__`, `__id-5__`): reserved in form, yet accepted, for any int64 written canonically. */
const NUMERIC_ID = /^__id(0|-?[1-9]\d*)__$/;
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

function isNumericId(id: string): boolean {
  const m = NUMERIC_ID.exec(id);
  if (!m) return false;
  const n = BigInt(m[1]!);
  return n >= INT64_MIN && n <= INT64_MAX;
}

export interface DatabaseName {
  project: string;
  database: string;
  /** `projects/{p}/databases/{d}` */
  name: string;
}

/** A parent (`{database}/documents` or a document under it): where a collection lives. */
export interface ParentName extends DatabaseName {
  /** Segments of the parent document path, empty for the database root. */
  path: string[];
  /** `{database}/documents[/{path}]` */
  parent: string;
}

export interface DocumentName extends DatabaseName {
  /** Segments after `documents/`: collection, id, collection, id, ... */
  path: string[];
  /** The full resource name. */
  document: string;
  /** Relative path of the containing collection, e.g. `users/u1/orders`. */
  collectionPath: string;
  collectionId: string;
  id: string;
}

export function parseDatabaseName(name: unknown): DatabaseName {
  if (typeof name !== 'string') throw invalidArgument(`Invalid database name: ${JSON.stringify(name)}.`);
  const m = /^projects\/([^/]+)\/databases\/([^/]+)$/.exec(name);
  if (!m) throw invalidArgument(`Invalid database name "${name}": expected projects/{project_id}/databases/{database_id}.`);
  return { project: m[1]!, database: m[2]!, name };
}

export function databaseNameOf(project: string, database = '(default)'): string {
  return `projects/${project}/databases/${database}`;
}

const RESOURCE = /^(projects\/[^/]+\/databases\/[^/]+)\/documents(?:\/(.*))?$/;
/** What RESOURCE's `.` does not match: such a path takes the slow road and is refused there. */
const LINE_TERMINATOR = /[\n\r\u2028\u2029]/;
/**
 * Database names already seen, so that a name under a known database is split without a regular expression over
 * the whole name: a batch of 500 writes names its database 500 times. Few databases exist; the bound is a guard.
 */
const knownDatabases = new Map<string, DatabaseName>();
const MAX_KNOWN_DATABASES = 64;

function splitPath(rest: string, what: string, resource: string): string[] {
  const path = rest.split('/');
  if (path.some((s) => s === '')) throw invalidArgument(`Invalid ${what} "${resource}": a path segment is empty.`);
  return path;
}

/** Splits `{database}/documents/...` into the database and the path segments after `documents`. */
function splitResource(resource: unknown, what: string): { db: DatabaseName; path: string[] } {
  if (typeof resource !== 'string') throw invalidArgument(`Invalid ${what}: ${JSON.stringify(resource)}.`);
  const at = resource.indexOf('/documents');
  const known = at > 0 ? knownDatabases.get(resource.slice(0, at)) : undefined;
  if (known) {
    const end = at + '/documents'.length;
    if (resource.length === end) return { db: known, path: [] };
    const rest = resource.slice(end + 1);
    if (resource[end] === '/' && !LINE_TERMINATOR.test(rest)) return { db: known, path: splitPath(rest, what, resource) };
  }
  const m = RESOURCE.exec(resource);
  if (!m) throw invalidArgument(`Invalid ${what} "${resource}": expected projects/{project_id}/databases/{database_id}/documents/...`);
  const db = parseDatabaseName(m[1]);
  if (knownDatabases.size >= MAX_KNOWN_DATABASES) knownDatabases.clear();
  knownDatabases.set(db.name, db);
  const rest = m[2];
  if (rest === undefined) return { db, path: [] };
  return { db, path: splitPath(rest, what, resource) };
}

/** Throws unless `id` is a usable document or collection id. */
export function validateId(id: string, kind: 'Document' | 'Collection', resource: string): void {
  if (id === '') throw invalidArgument(`${kind} id must not be empty in "${resource}".`);
  if (id === '.' || id === '..') throw invalidArgument(`${kind} id "${id}" is not allowed in "${resource}".`);
  if (id.startsWith('__') && RESERVED_ID.test(id) && !isNumericId(id)) throw invalidArgument(`Resource id "${id}" is invalid because it is reserved.`);
  // A UTF-16 unit is at most 3 bytes of UTF-8: a short id needs no counting.
  if (id.length * 3 > MAX_ID_BYTES && Buffer.byteLength(id, 'utf8') > MAX_ID_BYTES) throw invalidArgument(`${kind} id in "${resource}" is longer than ${MAX_ID_BYTES} bytes.`);
}

function validatePath(path: string[], resource: string): void {
  path.forEach((segment, i) => validateId(segment, i % 2 === 0 ? 'Collection' : 'Document', resource));
  if (resource.length * 3 > MAX_NAME_BYTES && Buffer.byteLength(resource, 'utf8') > MAX_NAME_BYTES) throw invalidArgument(`Resource name "${resource.slice(0, 100)}..." is too long.`);
}

export function parseDocumentName(name: unknown): DocumentName {
  const { db, path } = splitResource(name, 'document name');
  const document = name as string;
  if (path.length === 0 || path.length % 2 !== 0) {
    throw invalidArgument(`Document name "${document}" has ${path.length} path segment(s) after "documents"; a document needs an even, non-zero number.`);
  }
  validatePath(path, document);
  return {
    ...db,
    path,
    document,
    collectionPath: path.slice(0, -1).join('/'),
    collectionId: path[path.length - 2]!,
    id: path[path.length - 1]!,
  };
}

export function parseParentName(parent: unknown): ParentName {
  const { db, path } = splitResource(parent, 'parent');
  if (path.length % 2 !== 0) throw invalidArgument(`Invalid parent "${String(parent)}": a parent is the database's documents root or a document.`);
  validatePath(path, parent as string);
  return { ...db, path, parent: parent as string };
}

/** Throws unless the resource belongs to `database` (a request's names must all live in its database). */
export function requireSameDatabase(expected: string, actual: DatabaseName, resource: string): void {
  if (actual.name !== expected) {
    throw invalidArgument(`"${resource}" is not in database "${expected}".`);
  }
}

/** Relative path of a document name inside its database (`users/u1`), for names already validated. */
export function relativePath(documentName: string): string {
  const i = documentName.indexOf('/documents/');
  return i === -1 ? '' : documentName.slice(i + '/documents/'.length);
}

const AUTO_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A 20-character random id, the shape the SDKs and the backend generate. */
export function autoId(): string {
  let id = '';
  for (let i = 0; i < 20; i++) id += AUTO_ID_ALPHABET[randomInt(AUTO_ID_ALPHABET.length)];
  return id;
}

/** The ids of the collections directly under `parentPath` ('' for the root), among collection paths. */
export function childCollectionIds(collectionPaths: Iterable<string>, parentPath: string): string[] {
  const ids = new Set<string>();
  const prefix = parentPath ? parentPath + '/' : '';
  for (const path of collectionPaths) {
    if (!path.startsWith(prefix)) continue;
    const rest = path.slice(prefix.length);
    const slash = rest.indexOf('/');
    ids.add(slash === -1 ? rest : rest.slice(0, slash));
  }
  return [...ids].sort();
}

/** The ids of the documents of `collectionPath` that have subcollections, among collection paths. */
export function parentDocumentIds(collectionPaths: Iterable<string>, collectionPath: string): Set<string> {
  const ids = new Set<string>();
  const prefix = collectionPath + '/';
  for (const path of collectionPaths) {
    if (path.startsWith(prefix)) ids.add(path.slice(prefix.length).split('/')[0]!);
  }
  return ids;
}
