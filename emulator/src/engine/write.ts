/**
 * Commits: every write is validated and every precondition checked against the state left by the
 * writes before it, and only then is anything stored, so a commit applies all of its writes or none.
 */
import { formatMicros, type Micros } from './clock.js';
import type { Database, DocChange } from './database.js';
import { FirestoreError, invalidArgument } from './errors.js';
import { deleteFieldValue, getFieldValue, parseFieldPath, setFieldValue } from './fieldPath.js';
import { parseDocumentName, requireSameDatabase, type DocumentName } from './names.js';
import { cloneMaps, identicalFields, normalizeFields } from './normalize.js';
import { documentSize, MAX_DOCUMENT_BYTES } from './size.js';
import { applyTransform, parseTransform, type ParsedTransform } from './transforms.js';
import type { Document, Fields, Precondition, Value, Write, WriteResult } from './types.js';
import { isReservedName, parseTimestamp, validateValue } from './values.js';

export const MAX_WRITES_PER_COMMIT = 500;

type WriteKind = 'update' | 'delete' | 'verify' | 'transform';

/** A validated write in canonical form. */
export interface ParsedWrite {
  kind: WriteKind;
  name: DocumentName;
  /** The update's fields (update writes only). */
  fields?: Fields;
  /** Parsed updateMask paths; undefined replaces the whole document. */
  mask?: string[][];
  transforms: ParsedTransform[];
  precondition?: { exists?: boolean; updateTime?: { seconds: number; nanos: number; text: string } };
}

export interface CommitPlan {
  /** One entry per document whose stored state changes (no-op writes leave none). */
  changes: DocChange[];
  writeResults: WriteResult[];
}

/** Validates the shape of a write and every name and value in it; `database` is `projects/{p}/databases/{d}`. */
export function parseWrite(database: string, w: Write): ParsedWrite {
  if (!w || typeof w !== 'object') throw invalidArgument('A write must be an object.');
  const kinds = (['update', 'delete', 'verify', 'transform'] as const).filter((k) => w[k] !== undefined && w[k] !== null);
  if (kinds.length !== 1) throw invalidArgument('A write must set exactly one of update, delete, verify or transform.');
  const kind = kinds[0]!;
  if (kind !== 'update' && (w.updateMask || w.updateTransforms?.length)) {
    throw invalidArgument('updateMask and updateTransforms are only allowed on update writes.');
  }
  const target =
    kind === 'update' ? w.update?.name : kind === 'transform' ? w.transform?.document : kind === 'delete' ? w.delete : w.verify;
  const name = parseDocumentName(target);
  requireSameDatabase(database, name, name.document);

  const parsed: ParsedWrite = { kind, name, transforms: [] };
  if (kind === 'update') {
    const fields: unknown = w.update!.fields ?? {};
    if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) throw invalidArgument(`Invalid fields in update of ${name.document}.`);
    for (const [key, value] of Object.entries(fields)) {
      if (key === '') throw invalidArgument(`Field names must not be empty (document ${name.document}).`);
      if (isReservedName(key)) throw invalidArgument(`field name ${key} is reserved`);
      validateValue(value, 1, { property: key, stored: true });
    }
    parsed.fields = normalizeFields(fields as Fields);
    if (w.updateMask) parsed.mask = (w.updateMask.fieldPaths ?? []).map(parseMaskPath);
  }
  const transforms = kind === 'transform' ? (w.transform!.fieldTransforms ?? []) : (w.updateTransforms ?? []);
  if (!Array.isArray(transforms)) throw invalidArgument('Field transforms must be a list.');
  parsed.transforms = transforms.map(parseTransform);
  const seen = new Set<string>();
  for (const t of parsed.transforms) {
    const key = JSON.stringify(t.path);
    if (seen.has(key)) throw invalidArgument(`Field "${t.transform.fieldPath}" has more than one transform in a single write.`);
    seen.add(key);
  }
  parsed.precondition = parsePrecondition(w.currentDocument);
  return parsed;
}

/** An update mask's path: a reserved name is refused there as in the fields themselves. */
function parseMaskPath(text: string): string[] {
  const path = parseFieldPath(text);
  const at = path.findIndex(isReservedName);
  if (at === 0) throw invalidArgument(`field name ${path[0]} is reserved`);
  if (at > 0) throw invalidArgument(`field name '${path[at]}' is reserved.`);
  return path;
}

function parsePrecondition(p: Precondition | undefined): ParsedWrite['precondition'] {
  if (!p || (p.exists === undefined && p.updateTime === undefined)) return undefined;
  if (p.exists !== undefined && p.updateTime !== undefined) throw invalidArgument('A precondition sets either exists or updateTime, not both.');
  if (p.exists !== undefined) {
    if (typeof p.exists !== 'boolean') throw invalidArgument('Precondition exists must be a boolean.');
    return { exists: p.exists };
  }
  return { updateTime: { ...parseTimestamp(p.updateTime!), text: p.updateTime! } };
}

/** A write as the storage layer names it: what it does, and what it needs of the document before it. */
function mutationOf(w: ParsedWrite): 'upsert' | 'insert' | 'update' | 'delete' | undefined {
  if (w.kind === 'delete') return 'delete';
  if (w.kind !== 'update') return undefined;
  if (w.precondition?.exists === false) return 'insert';
  return w.precondition?.exists === true || w.precondition?.updateTime ? 'update' : 'upsert';
}

/**
 * Refuses a commit in which a write's existence precondition contradicts an earlier write of the same document
 * (a create after a write that leaves the document in place, an update or `exists` delete after a delete), as
 * Google's emulator does before looking at any document: such a commit could never succeed.
 */
export function checkWriteSequence(writes: readonly ParsedWrite[]): void {
  const last = new Map<string, NonNullable<ReturnType<typeof mutationOf>>>();
  for (const w of writes) {
    const mutation = mutationOf(w);
    if (!mutation) continue;
    const before = last.get(w.name.document);
    if (before && before !== 'delete' && w.precondition?.exists === false) {
      throw invalidArgument(`Cannot ${before} then insert an entity in the same request.`);
    }
    if (before === 'delete' && w.precondition?.exists === true) {
      throw invalidArgument(`Cannot delete then ${mutation} an entity in the same request.`);
    }
    last.set(w.name.document, mutation);
  }
}

function checkPrecondition(w: ParsedWrite, current: Document | null, currentMicros: Micros | undefined): void {
  const p = w.precondition;
  const name = w.name.document;
  if (!p) return;
  if (p.exists === true && !current) throw new FirestoreError('NOT_FOUND', `No document to update: ${name}`);
  if (p.exists === false && current) throw new FirestoreError('ALREADY_EXISTS', `Document already exists: ${name}`);
  if (p.updateTime) {
    const { seconds, nanos, text } = p.updateTime;
    const matches = current && currentMicros !== undefined && nanos % 1000 === 0 && seconds * 1_000_000 + nanos / 1000 === currentMicros;
    if (!matches) {
      throw new FirestoreError(
        'FAILED_PRECONDITION',
        current
          ? `The document ${name} was last updated at ${current.updateTime}, not at the required update time ${text}.`
          : `No document to update at the required update time ${text}: ${name}`,
      );
    }
  }
}

/**
 * The updateTime preconditions of a commit against the stored documents (the first write of each document; later
 * ones depend on the commit itself and are left to the plan). Such a precondition can only come from a client that
 * read the document, so failing it first reveals nothing; it marks a stale optimistic transaction, which must fail
 * as FAILED_PRECONDITION (and be retried by the client SDK) rather than be judged by the rules on stale values.
 */
export function checkUpdateTimePreconditions(db: Database, writes: readonly ParsedWrite[]): void {
  const seen = new Set<string>();
  for (const w of writes) {
    const key = w.name.document;
    if (seen.has(key)) continue;
    seen.add(key);
    if (w.precondition?.updateTime) checkPrecondition(w, db.get(key) ?? null, db.updateMicros(key));
  }
}

/**
 * Plans a commit at `commitTime` without storing anything: throws the first failing write's error,
 * or returns the resulting document changes and one write result per write. Without
 * `preconditions` the plan ignores them: security rules judge a commit's outcome before its
 * preconditions are checked, so a denied write never reveals whether a document exists.
 */
export function planCommit(
  db: Database,
  writes: readonly ParsedWrite[],
  commitTime: Micros,
  { preconditions = true }: { preconditions?: boolean } = {},
): CommitPlan {
  const time = formatMicros(commitTime);
  // Document state as left by the writes planned so far; absent means "as stored".
  const overlay = new Map<string, { doc: Document | null; micros: Micros | undefined }>();
  const touched = new Map<string, { name: DocumentName; before: Document | null }>();
  const writeResults: WriteResult[] = [];

  for (const w of writes) {
    const key = w.name.document;
    const state = overlay.get(key) ?? { doc: db.get(key) ?? null, micros: db.updateMicros(key) };
    const current = state.doc;
    if (preconditions) checkPrecondition(w, current, state.micros);
    if (!touched.has(key)) touched.set(key, { name: w.name, before: current });

    if (w.kind === 'verify') {
      writeResults.push({});
      continue;
    }
    if (w.kind === 'delete') {
      overlay.set(key, { doc: null, micros: undefined });
      writeResults.push({});
      continue;
    }

    const fields = w.kind === 'update' && !w.mask ? cloneMaps(w.fields!) : cloneMaps(current?.fields ?? {});
    for (const path of w.mask ?? []) {
      const value = getFieldValue(w.fields, path);
      if (value !== undefined) setFieldValue(fields, path, value);
      else deleteFieldValue(fields, path);
    }
    const transformResults: Value[] = [];
    for (const t of w.transforms) {
      const { value, result } = applyTransform(getFieldValue(fields, t.path), t.transform, time);
      setFieldValue(fields, t.path, value);
      transformResults.push(result);
    }
    const size = documentSize(key, fields);
    if (size > MAX_DOCUMENT_BYTES) {
      throw invalidArgument(
        `Document '${key}' cannot be written because its size (${size.toLocaleString('en-US')} bytes) exceeds the maximum allowed size of ${MAX_DOCUMENT_BYTES.toLocaleString('en-US')} bytes.`,
      );
    }
    const result: WriteResult = {};
    if (current && identicalFields(current.fields ?? {}, fields)) {
      // Nothing changes: the document keeps its update time, as the backend reports for no-op writes.
      result.updateTime = current.updateTime;
    } else {
      const doc: Document = {
        name: key,
        ...(Object.keys(fields).length > 0 ? { fields } : {}),
        createTime: current?.createTime ?? time,
        updateTime: time,
      };
      overlay.set(key, { doc, micros: commitTime });
      result.updateTime = time;
    }
    if (transformResults.length > 0) result.transformResults = transformResults;
    writeResults.push(result);
  }

  const changes: DocChange[] = [];
  for (const [key, { name, before }] of touched) {
    const after = overlay.has(key) ? overlay.get(key)!.doc : before;
    if (after === before) continue;
    changes.push({ name: key, collectionPath: name.collectionPath, collectionId: name.collectionId, before, after });
  }
  return { changes, writeResults };
}
