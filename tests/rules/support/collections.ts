/** The reference and list shorthands every collection's rules tests use, so each file names only its collection. */
import {
  collection,
  doc,
  getDocs,
  query,
  type DocumentData,
  type CollectionReference,
  type DocumentReference,
  type Firestore,
  type QueryConstraint,
  type QuerySnapshot,
} from 'firebase/firestore';

export interface CollectionAccess {
  collection(db: Firestore): CollectionReference;
  /** The document `id` of the collection, as seen by `db`. */
  ref(db: Firestore, id: string): DocumentReference;
  /** Runs a query over the collection with `constraints` (none: the whole collection). */
  list(db: Firestore, ...constraints: QueryConstraint[]): Promise<QuerySnapshot<DocumentData>>;
}

export function collectionAccess(name: string): CollectionAccess {
  return {
    collection: (db) => collection(db, name),
    ref: (db, id) => doc(db, name, id),
    list: (db, ...constraints) => getDocs(query(collection(db, name), ...constraints)),
  };
}

/** The ids of a query's documents, sorted, to compare with an expected set. */
export function sortedIds(snapshot: { docs: { id: string }[] }): string[] {
  return snapshot.docs.map((d) => d.id).sort();
}
