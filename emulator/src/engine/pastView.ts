/**
 * A database as it was at a past time: the stored documents, with those changed since replaced by
 * the versions current then (see versions.ts). Reads at a `readTime` run on this view.
 */
import type { Micros } from './clock.js';
import type { Database, DocumentView } from './database.js';
import { childCollectionIds, parentDocumentIds } from './names.js';
import type { Document, StructuredQuery } from './types.js';

export class PastView implements DocumentView {
  constructor(
    private readonly db: Database,
    readonly at: Micros,
  ) {}

  get(documentName: string): Document | undefined {
    const past = this.db.history.versionAt(documentName, this.at);
    if (past === undefined) return this.db.get(documentName);
    return past ?? undefined;
  }

  *collection(collectionPath: string): Iterable<Document> {
    const names = new Set<string>();
    for (const doc of this.db.collection(collectionPath)) names.add(doc.name);
    for (const name of this.db.history.namesIn(collectionPath)) names.add(name);
    for (const name of names) {
      const doc = this.get(name);
      if (doc) yield doc;
    }
  }

  /** Paths of the collections that held documents at that time. */
  private collectionPaths(): string[] {
    const paths = new Set([...this.db.collectionPaths(), ...this.db.history.collectionPaths()]);
    return [...paths].filter((path) => !this.collection(path)[Symbol.iterator]().next().done);
  }

  collectionIds(parentPath: string): string[] {
    return childCollectionIds(this.collectionPaths(), parentPath);
  }

  missingDocumentIds(collectionPath: string): string[] {
    const ids = parentDocumentIds(this.collectionPaths(), collectionPath);
    return [...ids].filter((id) => !this.get(`${this.db.name}/documents/${collectionPath}/${id}`));
  }

  *queryCandidates(parentPath: string, q: StructuredQuery): Iterable<Document> {
    const from = q.from![0]!;
    if (!from.allDescendants) {
      if (from.collectionId) yield* this.collection(parentPath ? `${parentPath}/${from.collectionId}` : from.collectionId);
      return;
    }
    for (const path of this.collectionPaths()) {
      if (parentPath && !path.startsWith(parentPath + '/')) continue;
      if (from.collectionId && path.slice(path.lastIndexOf('/') + 1) !== from.collectionId) continue;
      yield* this.collection(path);
    }
  }
}
