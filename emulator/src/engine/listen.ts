/**
 * The Listen stream. A session serves many targets of one database; a hub per database knows every
 * open target by collection path, collection id and document name, so a commit is evaluated only
 * against targets it can affect. After a commit each affected session receives the document changes
 * for its targets and then one global NO_CHANGE carrying the commit's read time (the SDKs raise a
 * snapshot only on that global change).
 */
import type { Database, DocChange } from './database.js';
import { FirestoreError, invalidArgument } from './errors.js';
import { createTarget, type ListenTarget } from './listenTargets.js';
import { QueryViews } from './queryView.js';
import { parseDatabaseName } from './names.js';
import type { Document, ListenRequest, ListenResponse, RequestContext, RpcStatus, StreamSession, Target } from './types.js';
import { warn } from '../log.js';

/** A consistent point in time as the Listen stream reports it. */
export interface Snapshot {
  readTime: string;
  resumeToken: string;
}

/** What a session needs from the service. */
export interface ListenBackend {
  /** The store and listener hub of a database (`projects/{p}/databases/{d}`), created on first use. */
  open(database: string): { db: Database; hub: ListenHub };
  /** A read time (and its resume token) covering every commit so far. */
  snapshot(): Snapshot;
}

interface Registration {
  session: ListenSession;
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
    const outbox = new Map<ListenSession, ListenResponse[]>();
    for (const [r, list] of relevant) {
      const messages = r.target.diff(db, list, snapshot.readTime);
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
const globalChange = ({ readTime, resumeToken }: Snapshot): ListenResponse => ({ targetChange: { resumeToken, readTime } });

export class ListenSession implements StreamSession<ListenRequest, ListenResponse> {
  onMessage: (response: ListenResponse) => void = () => {};
  onError: (error: RpcStatus) => void = () => {};
  private database: string | undefined;
  private state: { db: Database; hub: ListenHub } | undefined;
  private readonly registrations = new Map<number, Registration>();
  private closed = false;
  private outbox: ListenResponse[] = [];
  private sent = 0;
  private draining = false;
  private nextServerTargetId = 0x40000000;

  constructor(
    private readonly backend: ListenBackend,
    readonly ctx: RequestContext,
  ) {}

  send(request: ListenRequest): void {
    if (this.closed) return;
    try {
      this.handle(request);
    } catch (err) {
      this.fail(FirestoreError.from(err));
    }
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const r of this.registrations.values()) this.state?.hub.unregister(r);
    this.registrations.clear();
  }

  /**
   * Sends messages to the client in order. A transport callback that commits synchronously queues
   * its own messages behind these; one that throws never disturbs the committer.
   */
  deliver(messages: ListenResponse[]): void {
    for (const message of messages) this.outbox.push(message);
    if (this.draining) return;
    this.draining = true;
    try {
      while (this.sent < this.outbox.length && !this.closed) {
        const message = this.outbox[this.sent++]!;
        try {
          this.onMessage(message);
        } catch (err) {
          warn('listen', `dropping a Listen message: ${err instanceof Error ? err.message : String(err)}`);
        }
      }
    } finally {
      this.outbox = [];
      this.sent = 0;
      this.draining = false;
    }
  }

  private fail(error: FirestoreError): void {
    if (this.closed) return;
    this.close();
    this.onError(error.toRpcStatus());
  }

  private handle(request: ListenRequest): void {
    if (!request || typeof request !== 'object') throw invalidArgument('Invalid Listen request.');
    if (request.database !== undefined && request.database !== '') {
      const name = parseDatabaseName(request.database).name;
      if (this.database === undefined) {
        this.database = name;
        this.state = this.backend.open(name);
      } else if (name !== this.database) {
        throw invalidArgument(`This Listen stream is for ${this.database}, not ${name}.`);
      }
    }
    if (!this.database) throw invalidArgument('The first Listen request must name the database.');
    if (request.addTarget) this.addTarget(request.addTarget);
    if (request.removeTarget !== undefined && request.removeTarget !== null) this.removeTarget(Number(request.removeTarget));
  }

  private addTarget(spec: Target): void {
    const { db, hub } = this.state!;
    let targetId = Number(spec.targetId ?? 0);
    if (!Number.isInteger(targetId) || targetId < 0) throw invalidArgument(`Invalid target id: ${String(spec.targetId)}.`);
    if (targetId === 0) targetId = this.nextServerTargetId++;
    // Re-adding a live id replaces that target.
    const existing = this.registrations.get(targetId);
    if (existing) {
      hub.unregister(existing);
      this.registrations.delete(targetId);
    }

    let target: ListenTarget;
    try {
      target = createTarget(this.database!, targetId, spec, hub.views);
    } catch (err) {
      // A bad target fails alone: the client sees the error on that listener, the stream lives on.
      const cause = FirestoreError.from(err).toRpcStatus();
      this.deliver([{ targetChange: { targetChangeType: 'REMOVE', targetIds: [targetId], cause } }]);
      return;
    }
    const snapshot = this.backend.snapshot();
    const documents = target.initial(db);
    const messages: ListenResponse[] = [{ targetChange: { targetChangeType: 'ADD', targetIds: [targetId] } }];
    // A resumed target is answered with its full current state: RESET drops what the client had.
    if (spec.resumeToken || spec.readTime) messages.push({ targetChange: { targetChangeType: 'RESET', targetIds: [targetId] } });
    for (const document of documents) messages.push({ documentChange: { document, targetIds: [targetId] } });
    messages.push({ targetChange: { targetChangeType: 'CURRENT', targetIds: [targetId], ...snapshot } });
    messages.push(globalChange(snapshot));
    if (spec.once) {
      target.dispose();
      messages.push({ targetChange: { targetChangeType: 'REMOVE', targetIds: [targetId] } });
    } else {
      const registration = { session: this, target };
      this.registrations.set(targetId, registration);
      hub.register(registration);
    }
    this.deliver(messages);
  }

  private removeTarget(targetId: number): void {
    const r = this.registrations.get(targetId);
    if (r) {
      this.state!.hub.unregister(r);
      this.registrations.delete(targetId);
    }
    this.deliver([{ targetChange: { targetChangeType: 'REMOVE', targetIds: [targetId] } }]);
  }
}
