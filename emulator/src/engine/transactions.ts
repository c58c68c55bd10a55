/**
 * Transactions with optimistic concurrency: reads record the version of every document they saw
 * (and the results of every query), and a commit aborts when any of them changed in the meantime.
 */
import { randomBytes } from 'node:crypto';
import type { Micros } from './clock.js';
import type { Database } from './database.js';
import { FirestoreError, invalidArgument } from './errors.js';
import type { TransactionOptions } from './types.js';

/** Transactions idle longer than this are forgotten (the backend expires them after a few minutes). */
const EXPIRY_MS = 10 * 60 * 1000;

/** A query read: re-run at commit time, its results must be the same documents at the same versions. */
export interface QueryRead {
  run(): Map<string, Micros>;
  seen: Map<string, Micros>;
}

export interface Transaction {
  id: string;
  database: string;
  readOnly: boolean;
  /** A read-only transaction's fixed read time, when it was begun with one. */
  readTime?: string;
  /** Document name -> update time when first read (null: it did not exist). */
  reads: Map<string, Micros | null>;
  queries: QueryRead[];
  state: 'active' | 'committed' | 'rolledBack' | 'aborted';
  lastUsed: number;
}

export class TransactionRegistry {
  private readonly transactions = new Map<string, Transaction>();
  private lastSweep = 0;

  begin(database: string, options: TransactionOptions | undefined): Transaction {
    this.expire();
    if (options?.readOnly && options.readWrite) throw invalidArgument('A transaction is either readOnly or readWrite, not both.');
    const retried = options?.readWrite?.retryTransaction;
    // A retry supersedes the attempt it retries.
    const previous = retried ? this.transactions.get(retried) : undefined;
    if (previous?.state === 'active') this.finish(previous, 'aborted');
    const t: Transaction = {
      id: randomBytes(16).toString('base64'),
      database,
      readOnly: !!options?.readOnly,
      ...(options?.readOnly?.readTime ? { readTime: options.readOnly.readTime } : {}),
      reads: new Map(),
      queries: [],
      state: 'active',
      lastUsed: Date.now(),
    };
    this.transactions.set(t.id, t);
    return t;
  }

  /** The active transaction `id` of `database`, or INVALID_ARGUMENT. */
  get(database: string, id: unknown): Transaction {
    if (typeof id !== 'string' || id === '') throw invalidArgument('Invalid transaction.');
    const t = this.transactions.get(id);
    // Clients retry on this wording (an expired transaction), which is also right for forgotten ones.
    if (!t) throw invalidArgument(`Invalid transaction ${id}: the transaction has expired or never existed.`);
    if (t.database !== database) throw invalidArgument(`Invalid transaction ${id}: it belongs to ${t.database}, not ${database}.`);
    if (t.state !== 'active') {
      throw invalidArgument(`Invalid transaction: ${id} has already been ${t.state === 'rolledBack' ? 'rolled back' : t.state}.`);
    }
    t.lastUsed = Date.now();
    return t;
  }

  finish(t: Transaction, state: Exclude<Transaction['state'], 'active'>): void {
    t.state = state;
    t.lastUsed = Date.now();
    // Only the outcome is still needed (for clear errors); the read set can go.
    t.reads.clear();
    t.queries.length = 0;
  }

  /** Rolls back; an already aborted transaction rolls back quietly (clients roll back after ABORTED). */
  rollback(database: string, id: unknown): void {
    const t = typeof id === 'string' ? this.transactions.get(id) : undefined;
    if (t && t.database === database && t.state === 'aborted') return;
    this.finish(this.get(database, id), 'rolledBack');
  }

  /** Drops every transaction of a database (it was cleared). */
  forget(database: string): void {
    for (const [id, t] of this.transactions) if (t.database === database) this.transactions.delete(id);
  }

  /** Forgets idle transactions; sweeps at most once a second so busy clients do not pay per call. */
  private expire(): void {
    const now = Date.now();
    if (now - this.lastSweep < 1000) return;
    this.lastSweep = now;
    const cutoff = now - EXPIRY_MS;
    for (const [id, t] of this.transactions) if (t.lastUsed < cutoff) this.transactions.delete(id);
  }
}

/** Remembers the first version of a document a transaction read. */
export function recordRead(t: Transaction, name: string, updateMicros: Micros | undefined): void {
  if (!t.readOnly && !t.reads.has(name)) t.reads.set(name, updateMicros ?? null);
}

/** Throws ABORTED when something the transaction read has changed since. */
export function checkReads(t: Transaction, db: Database): void {
  const conflict = (what: string) =>
    new FirestoreError('ABORTED', `Transaction ${t.id} aborted due to conflicting writes: ${what} changed since it was read.`);
  for (const [name, seen] of t.reads) {
    if ((db.updateMicros(name) ?? null) !== seen) throw conflict(`document ${name}`);
  }
  for (const q of t.queries) {
    const now = q.run();
    if (now.size !== q.seen.size || [...now].some(([name, micros]) => q.seen.get(name) !== micros)) {
      throw conflict('the result of a query');
    }
  }
}
