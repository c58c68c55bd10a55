/**
 * The listeners of one database. Every open target is indexed by collection path, collection id
 * and document name, so a commit is evaluated only against targets it can affect. After a commit
 * each affected stream receives the document changes for its targets and then one global NO_CHANGE
 * carrying the commit's read time (the SDKs raise a snapshot only on that global change).
 */
import { formatMicros, type Micros } from './clock.js';
import type { Database, DocChange } from './database.js';
import { FirestoreError } from './errors.js';
import type { ListenTarget } from './listenTargets.js';
import { QueryViews } from './queryView.js';
import type { Document, ListenResponse } from './types.js';

/** A consistent point in time as the Listen stream reports it. */
export interface Snapshot {
  readTime: string;
  resumeToken: string;
}

/** Resume tokens are opaque to clients: the read time in microseconds, 8 bytes big-endian, base64. */
export function snapshotAt(micros: Micros): Snapshot {
  const token = Buffer.alloc(8);
  token.writeBigUInt64BE(BigInt(micros));
  return { readTime: formatMicros(micros), resumeToken: token.toString('base64') };
}

/** The stream side of a registration: where a target's messages go. */
export interface ListenClient {
  deliver(messages: ListenResponse[]): void;
  /** Ends the stream with an error status. */
  fail(error: FirestoreError): void;
}

export interface Registration {
  session: ListenClient;
  target: ListenTarget;
}

export class ListenHub {
  /** Query evaluation shared by the targets that listen to the same query. */
  readonly views = new QueryViews();
  private readonly byDocument = new Map<string, Set<Registration>>();
  private readonly byCollection = new Map<string, Set<Registration>>();
  private readonly byGroup = new Map<string, Set<Registration>>();
  private readonly everywhere = new Set<Registration>();

  register(r: Registration): void {
    for (const [index, key] of this.keys(r)) {
      let set = index.get(key);
      if (!set) index.set(key, (set = new Set()));
      set.add(r);
    }
    if (r.target.scope.everywhere) this.everywhere.add(r);
  }

  unregister(r: Registration): void {
    for (const [index, key] of this.keys(r)) {
      const set = index.get(key);
      set?.delete(r);
      if (set?.size === 0) index.delete(key);
    }
    this.everywhere.delete(r);
    r.target.dispose();
  }

  private keys(r: Registration): [Map<string, Set<Registration>>, string][] {
    const { documents, collection, group } = r.target.scope;
    const keys: [Map<string, Set<Registration>>, string][] = (documents ?? []).map((d) => [this.byDocument, d]);
    if (collection !== undefined) keys.push([this.byCollection, collection]);
    if (group !== undefined) keys.push([this.byGroup, group]);
    return keys;
  }

  /** Pushes a commit's changes (already stored in `db`) to every target they may affect. */
  dispatch(db: Database, changes: readonly DocChange[], snapshot: Snapshot): void {
    if (changes.length === 0) return;
    const relevant = new Map<Registration, DocChange[]>();
    const note = (set: Iterable<Registration> | undefined, change: DocChange) => {
      if (!set) return;
      for (const r of set) {
        let list = relevant.get(r);
        if (!list) relevant.set(r, (list = []));
        list.push(change);
      }
    };
    for (const change of changes) {
      note(this.byDocument.get(change.name), change);
      note(this.byCollection.get(change.collectionPath), change);
      note(this.byGroup.get(change.collectionId), change);
      note(this.everywhere, change);
    }
    const outbox = new Map<ListenClient, ListenResponse[]>();
    for (const [r, list] of relevant) {
      let messages: ListenResponse[];
      try {
        messages = r.target.diff(db, list, snapshot.readTime);
      } catch (err) {
        // The commit has happened; a target that cannot follow it ends its own stream, not the commit.
        r.session.fail(FirestoreError.from(err));
        continue;
      }
      if (messages.length === 0) continue;
      let queue = outbox.get(r.session);
      if (!queue) outbox.set(r.session, (queue = []));
      for (const message of messages) queue.push(message);
    }
    for (const [session, messages] of outbox) {
      const merged = mergeByDocument(messages);
      merged.push(globalChange(snapshot));
      session.deliver(merged);
    }
  }
}

/**
 * One message per document, listing every target it entered or left, as the backend sends them.
 * Only messages carrying the very same document version (or deletion) are combined.
 */
function mergeByDocument(messages: ListenResponse[]): ListenResponse[] {
  const out: ListenResponse[] = [];
  const changes = new Map<Document, NonNullable<ListenResponse['documentChange']>>();
  const deletes = new Map<string, NonNullable<ListenResponse['documentDelete']>>();
  const addIds = (into: number[] | undefined, ids: number[] | undefined) => {
    const merged = [...(into ?? []), ...(ids ?? [])];
    return merged.length > 0 ? merged : undefined;
  };
  for (const m of messages) {
    if (m.documentChange) {
      const seen = changes.get(m.documentChange.document);
      if (!seen) {
        const change = { ...m.documentChange };
        changes.set(change.document, change);
        out.push({ documentChange: change });
        continue;
      }
      const targetIds = addIds(seen.targetIds, m.documentChange.targetIds);
      const removedTargetIds = addIds(seen.removedTargetIds, m.documentChange.removedTargetIds);
      if (targetIds) seen.targetIds = targetIds;
      if (removedTargetIds) seen.removedTargetIds = removedTargetIds;
    } else if (m.documentDelete) {
      const seen = deletes.get(m.documentDelete.document);
      if (!seen) {
        const deletion = { ...m.documentDelete };
        deletes.set(deletion.document, deletion);
        out.push({ documentDelete: deletion });
        continue;
      }
      seen.removedTargetIds = addIds(seen.removedTargetIds, m.documentDelete.removedTargetIds);
    } else {
      out.push(m);
    }
  }
  return out;
}

/** A NO_CHANGE for the whole stream: marks a consistent snapshot at `readTime`. */
export const globalChange = ({ readTime, resumeToken }: Snapshot): ListenResponse => ({ targetChange: { resumeToken, readTime } });
