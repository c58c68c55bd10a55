/** listDocuments and listCollectionIds over one database: ordering, missing documents, paging. */
import type { CollectionIdsPage, DocumentsPage, ListDocumentsOptions, PageOptions } from './api.js';
import type { Database, DocumentView } from './database.js';
import { invalidArgument } from './errors.js';
import { parseFieldPath } from './fieldPath.js';
import type { ParentName } from './names.js';
import { compileComparator } from './queryMatch.js';
import type { Document, Order } from './types.js';

/**
 * One page of the documents of a collection under `parent` (every collection directly under it
 * when `collectionId` is empty). With `showMissing`, documents that do not exist but have
 * subcollections are listed too, as bare names.
 */
export function listDocumentsPage(
  db: DocumentView,
  parent: ParentName,
  collectionId: string,
  opts: ListDocumentsOptions,
): DocumentsPage {
  const parentPath = parent.path.join('/');
  const all: Document[] = [];
  for (const id of collectionId ? [collectionId] : db.collectionIds(parentPath)) {
    const collectionPath = parentPath ? `${parentPath}/${id}` : id;
    for (const doc of db.collection(collectionPath)) all.push(doc);
    if (opts.showMissing) {
      for (const missing of db.missingDocumentIds(collectionPath)) all.push({ name: `${parent.name}/documents/${collectionPath}/${missing}` });
    }
  }
  const orderBy = parseOrderBy(opts.orderBy);
  all.sort(compileComparator(orderBy));

  const start = opts.pageToken ? decodeOffset(opts.pageToken) : 0;
  const pageSize = pageSizeOf(opts.pageSize);
  const end = pageSize > 0 ? start + pageSize : all.length;
  const documents = all.slice(start, end);
  return end < all.length ? { documents, nextPageToken: encode(String(end)) } : { documents };
}

/** One page of the ids of the collections directly under `parent`, in order. */
export function listCollectionIdsPage(
  db: Database,
  parent: ParentName,
  opts: PageOptions,
): CollectionIdsPage {
  const ids = db.collectionIds(parent.path.join('/'));
  const after = opts.pageToken ? Buffer.from(opts.pageToken, 'base64').toString('utf8') : undefined;
  const rest = after === undefined ? ids : ids.filter((id) => id > after);
  const pageSize = pageSizeOf(opts.pageSize);
  if (pageSize === 0 || rest.length <= pageSize) return { collectionIds: rest };
  const collectionIds = rest.slice(0, pageSize);
  return { collectionIds, nextPageToken: encode(collectionIds[collectionIds.length - 1]!) };
}

/** `field [asc|desc], ...`, by name when absent (names always break ties). */
function parseOrderBy(orderBy: string | undefined): Order[] {
  const orders: Order[] = [];
  for (const part of (orderBy ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
    const m = /^(.+?)(?:\s+(asc|desc))?$/i.exec(part)!;
    parseFieldPath(m[1]!);
    orders.push({ field: { fieldPath: m[1]! }, direction: m[2]?.toLowerCase() === 'desc' ? 'DESCENDING' : 'ASCENDING' });
  }
  if (!orders.some((o) => o.field.fieldPath === '__name__')) orders.push({ field: { fieldPath: '__name__' }, direction: 'ASCENDING' });
  return orders;
}

function pageSizeOf(pageSize: number | undefined): number {
  const size = pageSize ? Number(pageSize) : 0;
  if (!Number.isInteger(size) || size < 0) throw invalidArgument(`Invalid page size: ${String(pageSize)}.`);
  return size;
}

const encode = (s: string) => Buffer.from(s).toString('base64');

function decodeOffset(token: string): number {
  const offset = Number(Buffer.from(token, 'base64').toString('utf8'));
  if (!Number.isInteger(offset) || offset < 0) throw invalidArgument('Invalid page token.');
  return offset;
}
