/**
 * One database's documents, indexed by collection path (and collection id, for collection group
 * queries) so queries and listeners only look at the collections they name, and within a large
 * collection by the values its queries test with `==` / `in` (see equalityIndex.ts).
 * Stored documents are never mutated: a write replaces the object, so they can be shared freely.
 */
import { parseMicros, type Micros } from './clock.js';
import { EqualityIndex, equalityConstraints, INDEX_MIN_DOCUMENTS, type EqualityConstraint } from './equalityIndex.js';
import { childCollectionIds, parentDocumentIds, relativePath } from './names.js';
import type { Document, StructuredQuery } from './types.js';
import { VersionHistory } from './versions.js';

/** What reads need of a database: its current state (Database) or its state at a past time (PastView). */
export interface DocumentView {
  get(documentName: string): Document | undefined;
  collection(collectionPath: string): Iterable<Document>;
  collectionIds(parentPath: string): string[];
  missingDocumentIds(collectionPath: string): string[];
  queryCandidates(parentPath: string, q: StructuredQuery): Iterable<Document>;
}

/** One document's change in a commit: before/after are null when it did not / no longer exists. */
export interface DocChange {
  name: string;
  /** Relative path of the document's collection (`users/u1/orders`). */
  collectionPath: string;
  collectionId: string;
  before: Document | null;
  after: Document | null;
}

interface Entry {
  doc: Document;
  /** Parsed from doc.updateTime when first asked for: only transactions and preconditions need it. */
  updateMicros?: Micros;
}

export class Database implements DocumentView {
  private readonly docs = new Map<string, Entry>();
  /** Collection path -> its documents by full name. Only non-empty collections are kept. */
  private readonly collections = new Map<string, Map<string, Document>>();
  /** Collection id -> paths of the non-empty collections with that id. */
  private readonly collectionsById = new Map<string, Set<string>>();
  /** Collection path -> its equality indexes, for the collections queries have narrowed. */
  private readonly indexes = new Map<string, EqualityIndex>();

  /** Versions replaced by commits, for reads at a past time. */
  readonly history: VersionHistory;

  /** `name` is `projects/{p}/databases/{d}`; its state is known from `historySince` on. */
  constructor(
    readonly name: string,
    historySince: Micros = 0,
  ) {
    this.history = new VersionHistory(historySince);
  }

  get size(): number {
    return this.docs.size;
  }

  get(documentName: string): Document | undefined {
    return this.docs.get(documentName)?.doc;
  }

  updateMicros(documentName: string): Micros | undefined {
    const entry = this.docs.get(documentName);
    if (!entry) return undefined;
    entry.updateMicros ??= entry.doc.updateTime ? parseMicros(entry.doc.updateTime) : 0;
    return entry.updateMicros;
  }

  all(): Document[] {
    return [...this.docs.values()].map((e) => e.doc);
  }

  /** Documents of one collection (`collectionPath` relative, e.g. `users/u1/orders`). */
  collection(collectionPath: string): Iterable<Document> {
    return this.collections.get(collectionPath)?.values() ?? [];
  }

  /** Paths of the non-empty collections. */
  collectionPaths(): Iterable<string> {
    return this.collections.keys();
  }

  /**
   * Candidate documents for a query `from` clause under a parent (relative path, '' for the root):
   * one collection, every collection with an id below the parent, or (no id) everything below it.
   */
  candidates(
    parentPath: string,
    collectionId: string | undefined,
    allDescendants: boolean,
    constraints: readonly EqualityConstraint[] = [],
  ): Iterable<Document> {
    if (allDescendants) return this.descendants(parentPath, collectionId, constraints);
    if (!collectionId) return [];
    return this.narrowed(parentPath ? `${parentPath}/${collectionId}` : collectionId, constraints);
  }

  private *descendants(parentPath: string, collectionId: string | undefined, constraints: readonly EqualityConstraint[]): Iterable<Document> {
    const paths = collectionId ? (this.collectionsById.get(collectionId) ?? []) : this.collections.keys();
    for (const path of paths) {
      if (parentPath && !path.startsWith(parentPath + '/')) continue;
      yield* this.narrowed(path, constraints);
    }
  }

  /**
   * A superset of the results of a (validated) query under a parent (relative path, '' for the
   * root): the documents of its `from` scope that can satisfy its equality filters.
   */
  queryCandidates(parentPath: string, q: StructuredQuery): Iterable<Document> {
    const from = q.from![0]!;
    return this.candidates(parentPath, from.collectionId, !!from.allDescendants, equalityConstraints(q.where));
  }

  /** The documents of one collection that may satisfy every constraint. */
  private narrowed(collectionPath: string, constraints: readonly EqualityConstraint[]): Iterable<Document> {
    const collection = this.collections.get(collectionPath);
    if (!collection) return [];
    if (constraints.length === 0 || collection.size < INDEX_MIN_DOCUMENTS) return collection.values();
    let index = this.indexes.get(collectionPath);
    if (!index) this.indexes.set(collectionPath, (index = new EqualityIndex()));
    return index.narrow(constraints, collection);
  }

  /** Ids of the collections directly under a parent that hold documents (at any depth), sorted. */
  collectionIds(parentPath: string): string[] {
    return childCollectionIds(this.collections.keys(), parentPath);
  }

  /**
   * Ids of the documents of a collection that do not exist but have subcollections with documents
   * ("missing" documents, which listDocuments reports when asked to).
   */
  missingDocumentIds(collectionPath: string): string[] {
    const existing = this.collections.get(collectionPath);
    const ids = parentDocumentIds(this.collections.keys(), collectionPath);
    return [...ids].filter((id) => !existing?.has(`${this.name}/documents/${collectionPath}/${id}`));
  }

  /** Applies committed changes to the store and its indexes; with a commit time, keeps the versions they replace. */
  apply(changes: readonly DocChange[], at?: Micros): void {
    if (at !== undefined) this.history.record(changes, at);
    for (const change of changes) {
      if (change.after) this.put(change.after, change.collectionPath, change.collectionId);
      else this.remove(change.name, change.collectionPath, change.collectionId);
    }
  }

  /** Stores a document as it is (used when loading saved state, too). */
  put(doc: Document, collectionPath = collectionPathOf(doc.name), collectionId = lastSegment(collectionPath)): void {
    this.docs.set(doc.name, { doc });
    let collection = this.collections.get(collectionPath);
    if (!collection) {
      collection = new Map();
      this.collections.set(collectionPath, collection);
      let paths = this.collectionsById.get(collectionId);
      if (!paths) this.collectionsById.set(collectionId, (paths = new Set()));
      paths.add(collectionPath);
    }
    const before = collection.get(doc.name);
    collection.set(doc.name, doc);
    this.indexes.get(collectionPath)?.update(doc.name, before, doc);
  }

  private remove(name: string, collectionPath: string, collectionId: string): void {
    this.docs.delete(name);
    const collection = this.collections.get(collectionPath);
    if (!collection) return;
    const before = collection.get(name);
    collection.delete(name);
    this.indexes.get(collectionPath)?.update(name, before, undefined);
    if (collection.size > 0) return;
    this.collections.delete(collectionPath);
    this.indexes.delete(collectionPath);
    const paths = this.collectionsById.get(collectionId);
    paths?.delete(collectionPath);
    if (paths?.size === 0) this.collectionsById.delete(collectionId);
  }
}

function collectionPathOf(documentName: string): string {
  const path = relativePath(documentName);
  return path.slice(0, path.lastIndexOf('/'));
}

function lastSegment(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}
