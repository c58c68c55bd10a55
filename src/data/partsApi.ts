/**
 * Data access for the `parts` collection: the catalogue every active user reads (order forms offer its active
 * parts) and admins maintain, one part at a time or by CSV import. A part's document id is its part number.
 */
import {
  collection,
  doc,
  documentId,
  getDoc,
  getDocs,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  where,
  writeBatch,
  type DocumentData,
  type DocumentSnapshot,
  type Query,
  type QueryConstraint,
  type Unsubscribe,
} from 'firebase/firestore';
import { db } from '../lib/firebase/firestore';
import { PARTS_CATEGORIES, type PartsCategory } from '../reference/parts';
import type { CurrencyCode } from '../types/domain';
import { PART_NUMBER_PATTERN, normalisePartSearch, partSearchKeys, type Part, type PartInput } from '../types/parts';
import { asNumber, asString, oneOf } from './documentValues';
import { countList, fetchAll, subscribeToPage, type Page, type PageCursor } from './pages';

export { partSearchKeys, normalisePartSearch } from '../types/parts';

/** A CSV import writes at most this many parts per atomic write. */
export const IMPORT_BATCH_SIZE = 400;
/** Firestore's bound on the values of an 'in' filter. */
const IN_FILTER_LIMIT = 30;

export function toPart(id: string, raw: Record<string, unknown>): Part {
  return {
    id,
    partNumber: asString(raw.partNumber) || id,
    name: asString(raw.name),
    category: oneOf(raw.category, PARTS_CATEGORIES, PARTS_CATEGORIES[0]),
    description: asString(raw.description),
    unit: asString(raw.unit),
    priceCAD: asNumber(raw.priceCAD),
    priceUSD: asNumber(raw.priceUSD),
    stock: asNumber(raw.stock),
    // Only a part explicitly marked active can be ordered.
    active: raw.active === true,
  };
}

function partFromSnapshot(snapshot: DocumentSnapshot<DocumentData>): Part {
  return toPart(snapshot.id, snapshot.data() ?? {});
}

/** The unit price a company pays, in its currency. */
export function partPrice(part: Pick<Part, 'priceCAD' | 'priceUSD'>, currency: CurrencyCode): number {
  return currency === 'USD' ? part.priceUSD : part.priceCAD;
}

/** The parts of a category that can be ordered, by part number. Errors propagate. */
export async function listActiveParts(category: PartsCategory): Promise<Part[]> {
  const snapshot = await getDocs(
    query(
      collection(db, 'parts'),
      where('category', '==', category),
      where('active', '==', true),
      orderBy('partNumber', 'asc'),
    ),
  );
  return snapshot.docs.map((part) => toPart(part.id, part.data()));
}

/**
 * Every part that can be ordered, by part number: the order form searches them all and filters by category on
 * the client. One equality filter, sorted here, so the query needs no composite index. Errors propagate.
 */
export async function listAllActiveParts(): Promise<Part[]> {
  const snapshot = await getDocs(query(collection(db, 'parts'), where('active', '==', true)));
  return snapshot.docs
    .map((part) => toPart(part.id, part.data()))
    .sort((a, b) => (a.partNumber < b.partNumber ? -1 : a.partNumber > b.partNumber ? 1 : 0));
}

// ---------------------------------------------------------------------------------------------------------------
// The admins' list

export interface PartsFilter {
  /** null: every category. */
  category: PartsCategory | null;
  /** What the search box holds ('' for no search); matched against the search keys after normalisePartSearch. */
  search: string;
}

function partsCollection() {
  return collection(db, 'parts');
}

function filterConstraints(filter: PartsFilter): QueryConstraint[] {
  const constraints: QueryConstraint[] = [];
  if (filter.category) constraints.push(where('category', '==', filter.category));
  const term = normalisePartSearch(filter.search);
  if (term) constraints.push(where('searchKeys', 'array-contains', term));
  return constraints;
}

function filteredParts(filter: PartsFilter): Query<DocumentData> {
  return query(partsCollection(), ...filterConstraints(filter));
}

/** By part number, then document id (the same here, but a page cursor needs a unique last field). */
const PART_ORDERING: QueryConstraint[] = [orderBy('partNumber', 'asc'), orderBy(documentId(), 'asc')];

/** A live page of the parts the filter matches, by part number. */
export function subscribeToPartsPage(
  filter: PartsFilter,
  pageSize: number,
  after: PageCursor | null,
  onChange: (page: Page<Part>) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return subscribeToPage(filteredParts(filter), PART_ORDERING, pageSize, after, partFromSnapshot, onChange, onError);
}

export interface PartCounts {
  byCategory: Map<PartsCategory, number>;
  /** The sum over the categories. */
  all: number;
}

/** How many parts the list of this filter holds: a count aggregation over the pages' own query (no part is read). */
export function countParts(filter: PartsFilter): Promise<number> {
  return countList(filteredParts(filter), PART_ORDERING);
}

/** Parts per category matching the search (the list of each category tab), ignoring the category filter. */
export async function countPartsByCategory(search: string): Promise<PartCounts> {
  const counts = await Promise.all(PARTS_CATEGORIES.map(async (category) => [category, await countParts({ category, search })] as const));
  const byCategory = new Map<PartsCategory, number>(counts);
  return { byCategory, all: counts.reduce((sum, [, count]) => sum + count, 0) };
}

/** Every part the filter matches, by part number (CSV export); onProgress gets the running total. */
export function fetchAllParts(filter: PartsFilter, onProgress?: (loaded: number) => void): Promise<Part[]> {
  return fetchAll(filteredParts(filter), PART_ORDERING, partFromSnapshot, onProgress);
}

// ---------------------------------------------------------------------------------------------------------------
// One part

/**
 * Thrown by createPart when the part number is taken (it is the document id). Screens word it from `partNumber`.
 * For developers, the error's name says what happened and its message which part.
 */
export class PartExistsError extends Error {
  constructor(readonly partNumber: string) {
    super(partNumber);
    this.name = 'PartExistsError';
  }
}

export function isPartNumber(value: string): boolean {
  return PART_NUMBER_PATTERN.test(value);
}

function partRef(partNumber: string) {
  // The part number becomes a document path: anything else (a '/', lower case) must never reach one.
  if (!isPartNumber(partNumber)) throw new Error(`'${partNumber}' is not a valid part number.`);
  return doc(db, 'parts', partNumber);
}

/** The fields an admin edits, as stored (every write has them all). */
function contentFields(input: PartInput) {
  return {
    name: input.name,
    category: input.category,
    description: input.description,
    unit: input.unit,
    priceCAD: input.priceCAD,
    priceUSD: input.priceUSD,
    stock: input.stock,
    active: input.active,
    searchKeys: partSearchKeys(input),
    updatedDate: serverTimestamp(),
  };
}

/** The whole stored document (docs/data-model.md, Parts). */
function partDocument(input: PartInput) {
  return { id: input.partNumber, partNumber: input.partNumber, ...contentFields(input) };
}

/** The part, or null when there is none with this id. Errors propagate. */
export async function getPart(id: string): Promise<Part | null> {
  if (!isPartNumber(id)) return null;
  const snapshot = await getDoc(partRef(id));
  return snapshot.exists() ? partFromSnapshot(snapshot) : null;
}

/**
 * Adds a part; rejects with PartExistsError when its part number is taken. A transaction: its read of the
 * (missing) document is a precondition of the write, so two admins adding the same number cannot both succeed.
 */
export async function createPart(input: PartInput): Promise<Part> {
  const ref = partRef(input.partNumber);
  await runTransaction(db, async (transaction) => {
    const existing = await transaction.get(ref);
    if (existing.exists()) throw new PartExistsError(input.partNumber);
    transaction.set(ref, partDocument(input));
  });
  return { id: input.partNumber, ...input };
}

/**
 * Thrown by updatePart when the part is no longer in the catalogue. Screens word it from `partNumber`. For
 * developers, the error's name says what happened and its message which part.
 */
export class PartNotFoundError extends Error {
  constructor(readonly partNumber: string) {
    super(partNumber);
    this.name = 'PartNotFoundError';
  }
}

/**
 * Saves an existing part's fields; the part number is its id and never changes. Rejects with PartNotFoundError
 * when the part is gone (a transaction, so the update never recreates a part deleted meanwhile).
 */
export async function updatePart(id: string, input: PartInput): Promise<Part> {
  if (input.partNumber !== id) throw new Error(`The part number of ${id} cannot change.`);
  const ref = partRef(id);
  await runTransaction(db, async (transaction) => {
    const existing = await transaction.get(ref);
    if (!existing.exists()) throw new PartNotFoundError(id);
    transaction.update(ref, contentFields(input));
  });
  return { id, ...input };
}

// ---------------------------------------------------------------------------------------------------------------
// CSV import

/** Which of these part numbers exist already (reads those parts, 30 per query). Invalid part numbers are skipped. */
export async function findExistingParts(partNumbers: readonly string[]): Promise<Set<string>> {
  const ids = [...new Set(partNumbers.filter(isPartNumber))];
  const chunks = Array.from({ length: Math.ceil(ids.length / IN_FILTER_LIMIT) }, (_unused, i) => ids.slice(i * IN_FILTER_LIMIT, (i + 1) * IN_FILTER_LIMIT));
  const found = await Promise.all(chunks.map((chunk) => getDocs(query(partsCollection(), where(documentId(), 'in', chunk)))));
  return new Set(found.flatMap((snapshot) => snapshot.docs.map((part) => part.id)));
}

export interface PartsImportResult {
  created: number;
  updated: number;
}

/**
 * What stopped an import, for screens to word: a part number that cannot be one, a part listed twice, the
 * catalogue unreadable, or a batch that failed (one of `batches`, 1-based; `cause` is the failure's own sentence).
 */
export type PartsImportFailure =
  | { kind: 'invalid-number'; partNumber: string }
  | { kind: 'repeated'; partNumber: string }
  | { kind: 'unreadable'; cause: string }
  | { kind: 'batch'; batch: number; batches: number; cause: string };

/**
 * Why an import stopped (`failure`); whatever it had written is undone (`restored`) unless the undo failed too.
 * The message says it all in English, for developers.
 */
export class PartsImportError extends Error {
  constructor(
    message: string,
    /** Whether every part the import had written is back as it was (created ones deleted, updated ones restored). */
    readonly restored: boolean,
    /** Part numbers the undo could not put back (empty when `restored`). */
    readonly notRestored: string[],
    options?: { cause?: unknown },
    readonly failure: PartsImportFailure | null = null,
    /** Whether a batch had been written before the failure (then undone, or not quite: see `notRestored`). */
    readonly written = false,
  ) {
    super(message, options);
    this.name = 'PartsImportError';
  }
}

interface WrittenBatch {
  created: string[];
  /** Each updated part as it was stored before this import wrote it. */
  replaced: [string, Record<string, unknown>][];
}

function describeFailure(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return String(error);
}

function chunksOf<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_unused, i) => items.slice(i * size, (i + 1) * size));
}

/**
 * Writes one batch of parts in a transaction: its reads of the batch's parts are preconditions of its write, so
 * what it reports as replaced is exactly what it overwrote. A part that appeared or disappeared since the import
 * read the catalogue stops the import (someone else is changing these parts).
 */
async function writeImportBatch(rows: readonly PartInput[], existing: ReadonlySet<string>): Promise<WrittenBatch> {
  return runTransaction(db, async (transaction) => {
    const refs = rows.map((row) => partRef(row.partNumber));
    const snapshots = await Promise.all(refs.map((ref) => transaction.get(ref)));
    const written: WrittenBatch = { created: [], replaced: [] };
    snapshots.forEach((snapshot, i) => {
      const row = rows[i];
      if (snapshot.exists() !== existing.has(row.partNumber)) {
        throw new Error(`Part ${row.partNumber} was ${snapshot.exists() ? 'added' : 'deleted'} by someone else during the import.`);
      }
      if (snapshot.exists()) written.replaced.push([row.partNumber, snapshot.data()]);
      else written.created.push(row.partNumber);
      transaction.set(refs[i], partDocument(row));
    });
    return written;
  });
}

/**
 * Puts back what the written batches changed, newest first: created parts are deleted, updated ones get their
 * earlier fields again (with a new updatedDate: every write is dated by the server). Returns the part numbers
 * that could not be put back.
 */
async function undoBatches(batches: readonly WrittenBatch[]): Promise<string[]> {
  type Undo = { partNumber: string; previous: Record<string, unknown> | null };
  const undos: Undo[] = [...batches]
    .reverse()
    .flatMap((batch) => [
      ...batch.created.map((partNumber) => ({ partNumber, previous: null })),
      ...batch.replaced.map(([partNumber, previous]) => ({ partNumber, previous })),
    ]);
  const failed: string[] = [];
  for (const chunk of chunksOf(undos, IMPORT_BATCH_SIZE)) {
    const batch = writeBatch(db);
    for (const { partNumber, previous } of chunk) {
      if (previous === null) batch.delete(partRef(partNumber));
      else batch.set(partRef(partNumber), partDocument(toPart(partNumber, previous)));
    }
    try {
      await batch.commit();
    } catch (error) {
      console.error('Unable to undo part of a failed parts import', error);
      failed.push(...chunk.map((undo) => undo.partNumber));
    }
  }
  return failed;
}

/**
 * Imports checked rows (each a valid part; part numbers unique), all or nothing: reads the parts it touches
 * first, then writes batches of at most IMPORT_BATCH_SIZE parts, each atomic. If a batch fails, the batches
 * already written are undone and the import rejects with a PartsImportError saying so. onProgress gets the
 * fraction of rows written (0 to 1).
 */
export async function importParts(rows: readonly PartInput[], onProgress?: (fraction: number) => void): Promise<PartsImportResult> {
  const numbers = rows.map((row) => row.partNumber);
  const invalid = numbers.find((number) => !isPartNumber(number));
  if (invalid !== undefined) {
    throw new PartsImportError(`'${invalid}' is not a valid part number; nothing was imported.`, true, [], undefined, { kind: 'invalid-number', partNumber: invalid });
  }
  const repeated = numbers.find((number, i) => numbers.indexOf(number) !== i);
  if (repeated !== undefined) {
    throw new PartsImportError(`Part ${repeated} appears more than once; nothing was imported.`, true, [], undefined, { kind: 'repeated', partNumber: repeated });
  }

  let existing: Set<string>;
  try {
    existing = await findExistingParts(numbers);
  } catch (error) {
    const cause = describeFailure(error);
    throw new PartsImportError(`The catalogue could not be read (${cause}); nothing was imported.`, true, [], { cause: error }, { kind: 'unreadable', cause });
  }

  const chunks = chunksOf(rows, IMPORT_BATCH_SIZE);
  const written: WrittenBatch[] = [];
  let done = 0;
  onProgress?.(0);
  for (const [index, chunk] of chunks.entries()) {
    try {
      written.push(await writeImportBatch(chunk, existing));
    } catch (error) {
      const notRestored = await undoBatches(written);
      const cause = describeFailure(error);
      throw new PartsImportError(
        `${chunks.length > 1 ? `Batch ${index + 1} of ${chunks.length} failed` : 'The import failed'} (${cause}); ${
          written.length === 0
            ? 'nothing was imported'
            : notRestored.length === 0
              ? 'the parts already written were put back as they were, so nothing was imported'
              : `${notRestored.length} part(s) could not be put back as they were: ${notRestored.join(', ')}`
        }.`,
        notRestored.length === 0,
        notRestored,
        { cause: error },
        { kind: 'batch', batch: index + 1, batches: chunks.length, cause },
        written.length > 0,
      );
    }
    done += chunk.length;
    onProgress?.(done / rows.length);
  }
  const created = written.reduce((sum, batch) => sum + batch.created.length, 0);
  return { created, updated: rows.length - created };
}
