/**
 * Cursor pages over any Firestore query, shared by the data modules that list long collections (orders, parts,
 * dealers, users). Each page reads pageSize + 1 documents, so `hasMore` is known without another read. A list's
 * pages, its count and its export all take the same `base` and `ordering`, so what is counted is what is listed.
 */
import {
  getCountFromServer,
  getDocs,
  limit,
  onSnapshot,
  query,
  startAfter,
  type DocumentData,
  type DocumentSnapshot,
  type Query,
  type QueryConstraint,
  type Unsubscribe,
} from 'firebase/firestore';
import type { Page, PageCursor } from '../types/pages';

/** The data modules' pages, re-exported so they and their callers import paging from one place. */
export type { Page, PageCursor };

function pageQuery(base: Query<DocumentData>, ordering: QueryConstraint[], size: number, after: PageCursor | null) {
  const constraints = [...ordering];
  if (after) constraints.push(startAfter(after as DocumentSnapshot));
  constraints.push(limit(size));
  return query(base, ...constraints);
}

function toPage<T>(docs: DocumentSnapshot<DocumentData>[], pageSize: number, map: (doc: DocumentSnapshot<DocumentData>) => T): Page<T> {
  const shown = docs.slice(0, pageSize);
  return { items: shown.map(map), hasMore: docs.length > pageSize, last: shown.at(-1) ?? null };
}

/**
 * A live page of `base` (filters only) ordered by `ordering`, which must end with a unique field (the document
 * id) so pages never overlap. A first answer from the local cache is skipped: it only holds documents seen
 * before, so `hasMore` would be wrong.
 */
export function subscribeToPage<T>(
  base: Query<DocumentData>,
  ordering: QueryConstraint[],
  pageSize: number,
  after: PageCursor | null,
  map: (doc: DocumentSnapshot<DocumentData>) => T,
  onChange: (page: Page<T>) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  let fromServer = false;
  return onSnapshot(
    pageQuery(base, ordering, pageSize + 1, after),
    { includeMetadataChanges: true },
    (snapshot) => {
      if (snapshot.metadata.fromCache && !fromServer) return;
      fromServer = true;
      onChange(toPage(snapshot.docs, pageSize, map));
    },
    onError,
  );
}

/**
 * How many documents the pages of `base` in `ordering` hold, with one count aggregation (no document is read).
 * The ordering takes part: Firestore leaves a document without an ordered field out of the pages, and so out
 * of the count.
 */
export async function countList(base: Query<DocumentData>, ordering: QueryConstraint[]): Promise<number> {
  const snapshot = await getCountFromServer(query(base, ...ordering));
  return snapshot.data().count;
}

/** One page read once (no live updates). */
export async function fetchPage<T>(
  base: Query<DocumentData>,
  ordering: QueryConstraint[],
  pageSize: number,
  after: PageCursor | null,
  map: (doc: DocumentSnapshot<DocumentData>) => T,
): Promise<Page<T>> {
  const snapshot = await getDocs(pageQuery(base, ordering, pageSize + 1, after));
  return toPage(snapshot.docs, pageSize, map);
}

/** Every document of the query, read in pages of `batchSize` (CSV exports); onProgress gets the running total. */
export async function fetchAll<T>(
  base: Query<DocumentData>,
  ordering: QueryConstraint[],
  map: (doc: DocumentSnapshot<DocumentData>) => T,
  onProgress?: (loaded: number) => void,
  batchSize = 500,
): Promise<T[]> {
  const items: T[] = [];
  let after: PageCursor | null = null;
  for (;;) {
    const snapshot = await getDocs(pageQuery(base, ordering, batchSize, after));
    items.push(...snapshot.docs.map(map));
    onProgress?.(items.length);
    if (snapshot.docs.length < batchSize) return items;
    after = snapshot.docs[snapshot.docs.length - 1];
  }
}
