/**
 * The Listen stream: one session serves many targets of one database. Adding a target answers ADD,
 * the current results, CURRENT and a global snapshot; afterwards the database's ListenHub pushes
 * every commit that concerns the session's targets.
 */
import type { Database } from './database.js';
import { FirestoreError, invalidArgument } from './errors.js';
import { globalChange, type ListenClient, type ListenHub, type Registration, type Snapshot } from './listenHub.js';
import { authorizeTarget, removedWithError, RulesGuardedTarget } from './listenRules.js';
import { createTarget, type ListenTarget } from './listenTargets.js';
import { parseDatabaseName } from './names.js';
import type { RulesCheck } from './rulesCheck.js';
import type { ListenRequest, ListenResponse, RequestContext, RpcStatus, StreamSession, StructuredQuery, Target } from './types.js';
import { warn } from '../log.js';

/** What a session needs from the service. */
export interface ListenBackend {
  /** The store and listener hub of a database (`projects/{p}/databases/{d}`), created on first use. */
  open(database: string): { db: Database; hub: ListenHub };
  /** A read time (and its resume token) covering every commit so far. */
  snapshot(): Snapshot;
  /** The security rules check of a caller on a database (at a time, now by default); undefined when none apply. */
  rules(ctx: RequestContext, database: string, timeMicros?: number): RulesCheck | undefined;
  /** Counts documents sent to the client (see FirestoreApi.readCount). */
  countReads(database: string, documentNames: readonly string[]): void;
  /** Refuses (or warns about) a query target that needs an index the project does not declare. */
  checkIndexes?(database: string, query: StructuredQuery): void;
}

export class ListenSession implements StreamSession<ListenRequest, ListenResponse>, ListenClient {
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
    // A document entering or changing in a target is a read; one leaving it is not.
    const read = messages.filter((m) => m.documentChange?.targetIds?.length).map((m) => m.documentChange!.document.name);
    if (read.length > 0 && this.database) this.backend.countReads(this.database, read);
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

  /** Ends the stream with an error status. */
  fail(error: FirestoreError): void {
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
    const checkAt = (timeMicros?: number) => this.backend.rules(this.ctx, this.database!, timeMicros);
    const denial = authorizeTarget(spec, checkAt) ?? this.indexDenial(spec);
    if (denial) {
      target.dispose();
      this.deliver([removedWithError(targetId, denial)]);
      return;
    }
    // A query target was judged by its constraints once and for all; a documents target's documents are judged as they change.
    if (spec.documents) target = new RulesGuardedTarget(target, checkAt, () => this.revoke(targetId));

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

  /** A query target that needs an index the project lacks, when indexes are enforced: refused as runQuery is. */
  private indexDenial(spec: Target): FirestoreError | undefined {
    if (!spec.query?.structuredQuery) return undefined;
    try {
      this.backend.checkIndexes?.(this.database!, spec.query.structuredQuery);
      return undefined;
    } catch (err) {
      return FirestoreError.from(err);
    }
  }

  /** Drops a target the rules no longer allow (its REMOVE is sent by the target itself). */
  private revoke(targetId: number): void {
    const r = this.registrations.get(targetId);
    if (!r) return;
    this.registrations.delete(targetId);
    this.state!.hub.unregister(r);
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
