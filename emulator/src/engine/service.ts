/**
 * The Firestore engine behind every transport: an in-memory store per database (databases are
 * independent per project), commits, reads, queries, transactions and the Listen/Write streams.
 * Everything is synchronous, so each call sees and leaves a consistent state and listeners receive
 * commits in commit order.
 */
import { aggregate, validateAggregatedFields, validateAggregations } from './aggregate.js';
import type {
  CollectionIdsPage,
  DocumentsPage,
  FirestoreApi,
  GetDocumentOptions,
  ReadCount,
  ListDocumentsOptions,
  PageOptions,
  RulesSource,
  UpdateDocumentOptions,
} from './api.js';
import { Clock, formatMicros, parseMicros, type Micros } from './clock.js';
import { Database, type DocChange, type DocumentView } from './database.js';
import { FirestoreError, invalidArgument } from './errors.js';
import { applyFieldMask, parseFieldPath } from './fieldPath.js';
import { ListenSession } from './listen.js';
import { ListenHub, snapshotAt, type Snapshot } from './listenHub.js';
import {
  autoId,
  databaseNameOf,
  parseDatabaseName,
  parseDocumentName,
  parseParentName,
  requireSameDatabase,
  validateId,
  type ParentName,
} from './names.js';
import { listCollectionIdsPage, listDocumentsPage } from './listing.js';
import { IndexEnforcer, type IndexSettings, type IndexUsage } from './indexes/enforcer.js';
import { explainMetrics, type ExecutionCounts } from './explain.js';
import { executeQuery, validateQuery } from './query.js';
import { permissionDenied, RulesCheck } from './rulesCheck.js';
import { PastView } from './pastView.js';
import { checkReads, recordRead, TransactionRegistry, type Transaction } from './transactions.js';
import type {
  BatchGetRequest,
  BatchGetResponse,
  CommitRequest,
  CommitResponse,
  Document,
  DocumentMask,
  ListenRequest,
  ListenResponse,
  Precondition,
  RequestContext,
  RunAggregationQueryRequest,
  RunAggregationQueryResponse,
  RunQueryRequest,
  RunQueryResponse,
  StreamSession,
  StructuredQuery,
  TransactionOptions,
  Write,
  WriteRequest,
  WriteResponse,
} from './types.js';
import { parseTimestamp } from './values.js';
import { warn } from '../log.js';
import { MAX_WRITES_PER_COMMIT, checkUpdateTimePreconditions, checkWriteSequence, parseWrite, planCommit } from './write.js';
import { WriteSession } from './writeStream.js';
import { compileRules, RulesSyntaxError } from '../rules/index.js';
import type { CompiledRules } from '../rules/api.js';

/** Everything the service stores, as the persistence layer saves and loads it. */
export interface PersistedFirestore {
  version: 1;
  databases: { name: string; documents: Document[] }[];
  /** When the state was taken: reads at a past time can go back to it after a restart. */
  readTime?: string;
}

/** One commit (or clear) that changed data, as change observers and the journal see it. */
export interface CommittedChanges {
  database: string;
  time: Micros;
  changes: readonly DocChange[];
}

interface DatabaseState {
  db: Database;
  hub: ListenHub;
}

/** The read-consistency options of a read request. */
interface ReadOptions {
  transaction?: string;
  newTransaction?: TransactionOptions;
  readTime?: string;
}

export class FirestoreService implements FirestoreApi {
  private readonly databases = new Map<string, DatabaseState>();
  private readonly clock = new Clock();
  private readonly transactions = new TransactionRegistry();
  /** Security rules by project; a project without rules allows every request, as the emulator does. */
  private readonly rules = new Map<string, { source: RulesSource; compiled: CompiledRules }>();
  private readonly changeListeners = new Set<(commit: CommittedChanges) => void>();
  /** The earliest time whose state is known: the start, or the time saved state was taken. */
  private historySince: Micros = Date.now() * 1000;
  /** Documents served per project and collection id (emulator control: readCount). */
  private readonly reads = new Map<string, Map<string, number>>();
  /** Composite index requirements (firestore.indexes.json): enforced, warned about, and counted. */
  readonly indexes = new IndexEnforcer((message) => warn('indexes', message));

  // -------------------------------------------------------------------------------------------
  // Writes

  commit(ctx: RequestContext, database: string, req: CommitRequest): CommitResponse {
    const name = parseDatabaseName(database).name;
    const writes = req?.writes ?? [];
    if (!Array.isArray(writes)) throw invalidArgument('writes must be a list.');
    const transaction = req?.transaction ? this.transactions.get(name, req.transaction) : undefined;
    try {
      return this.commitWrites(ctx, name, writes, transaction);
    } finally {
      // Committed or failed, a transaction is over; a failed one may still be rolled back quietly.
      if (transaction?.state === 'active') this.transactions.finish(transaction, 'aborted');
    }
  }

  private commitWrites(ctx: RequestContext, database: string, writes: Write[], transaction?: Transaction): CommitResponse {
    if (writes.length > MAX_WRITES_PER_COMMIT) {
      throw invalidArgument(`A commit may contain at most ${MAX_WRITES_PER_COMMIT} writes, got ${writes.length}.`);
    }
    const parsed = writes.map((w) => parseWrite(database, w));
    checkWriteSequence(parsed);
    const { db, hub } = this.open(database);
    if (transaction) {
      if (transaction.readOnly && parsed.length > 0) throw invalidArgument('Cannot modify entities in a read-only transaction.');
      checkReads(transaction, db);
    }
    const commitMicros = this.clock.commitTime();
    const check = this.rulesCheck(ctx, database, commitMicros);
    if (check) {
      checkUpdateTimePreconditions(db, parsed);
      // The rules judge the commit's outcome next; existence preconditions are checked by the real plan below.
      const outcome = new Map(planCommit(db, parsed, commitMicros, { preconditions: false }).changes.map((c) => [c.name, c.after]));
      check.writes(parsed, (name) => (outcome.has(name) ? outcome.get(name)! : (db.get(name) ?? null)));
    }
    const { changes, writeResults } = planCommit(db, parsed, commitMicros);
    if (transaction) this.transactions.finish(transaction, 'committed');
    // The snapshot's read time is the commit time, formatted once for both.
    const snapshot = snapshotAt(commitMicros);
    this.publish(db, hub, changes, snapshot, commitMicros);
    return { writeResults, commitTime: snapshot.readTime };
  }

  /** Stores a commit's changes and tells listeners and change observers. */
  private publish(db: Database, hub: ListenHub, changes: DocChange[], snapshot: Snapshot, time: Micros): void {
    if (changes.length === 0) return;
    db.apply(changes, time);
    hub.dispatch(db, changes, snapshot);
    const commit: CommittedChanges = { database: db.name, time, changes };
    for (const listener of this.changeListeners) {
      try {
        listener(commit);
      } catch {
        // An observer's failure is its own business; the commit has happened.
      }
    }
  }

  createDocument(
    ctx: RequestContext,
    parent: string,
    collectionId: string,
    documentId: string | undefined,
    document: Document,
    opts: { mask?: DocumentMask },
  ): Document {
    parseParentName(parent);
    validateId(collectionId, 'Collection', `${parent}/${collectionId}`);
    const name = `${parent}/${collectionId}/${documentId || autoId()}`;
    const database = parseDocumentName(name).name;
    this.commitWrites(ctx, database, [{ update: { name, fields: document?.fields ?? {} }, currentDocument: { exists: false } }]);
    return masked(this.open(database).db.get(name)!, opts?.mask);
  }

  updateDocument(ctx: RequestContext, document: Document, opts: UpdateDocumentOptions): Document {
    const name = parseDocumentName(document?.name);
    const write: Write = { update: { name: name.document, fields: document.fields ?? {} } };
    if (opts?.updateMask) write.updateMask = opts.updateMask;
    if (opts?.currentDocument) write.currentDocument = opts.currentDocument;
    this.commitWrites(ctx, name.name, [write]);
    return masked(this.open(name.name).db.get(name.document)!, opts?.mask);
  }

  deleteDocument(ctx: RequestContext, name: string, opts: { currentDocument?: Precondition }): Record<string, never> {
    const parsed = parseDocumentName(name);
    const write: Write = { delete: name };
    if (opts?.currentDocument) write.currentDocument = opts.currentDocument;
    this.commitWrites(ctx, parsed.name, [write]);
    return {};
  }

  // -------------------------------------------------------------------------------------------
  // Reads

  getDocument(ctx: RequestContext, name: string, opts: GetDocumentOptions): Document {
    const parsed = parseDocumentName(name);
    const { db } = this.open(parsed.name);
    const transaction = this.readTransaction(ctx, parsed.name, opts ?? {});
    const view = this.view(db, opts ?? {}, transaction);
    this.rulesCheck(ctx, parsed.name)?.get(name);
    if (transaction) recordRead(transaction, name, db.updateMicros(name));
    const doc = view.get(name);
    if (!doc) throw new FirestoreError('NOT_FOUND', `Document "${name}" not found.`);
    this.countReads(parsed.name, [name]);
    return masked(doc, opts?.mask);
  }

  batchGet(ctx: RequestContext, database: string, req: BatchGetRequest): BatchGetResponse[] {
    const name = parseDatabaseName(database).name;
    const documents = req?.documents ?? [];
    if (!Array.isArray(documents)) throw invalidArgument('documents must be a list of document names.');
    for (const d of documents) requireSameDatabase(name, parseDocumentName(d), d);
    if (req.mask) validateMask(req.mask);
    const { db } = this.open(name);
    const transaction = this.readTransaction(ctx, name, req);
    const view = this.view(db, req, transaction);
    this.rulesCheck(ctx, name)?.getAll(documents);
    const readTime = this.readTimeOf(view);
    const responses: BatchGetResponse[] = documents.map((d) => {
      if (transaction) recordRead(transaction, d, db.updateMicros(d));
      const doc = view.get(d);
      return doc ? { found: masked(doc, req.mask), readTime } : { missing: d, readTime };
    });
    this.countReads(name, responses.flatMap((r) => (r.found ? [r.found.name] : [])));
    return withNewTransaction(responses, req, transaction, readTime);
  }

  runQuery(ctx: RequestContext, parent: string, req: RunQueryRequest): RunQueryResponse[] {
    const p = parseParentName(parent);
    const query = req?.structuredQuery;
    if (!query) throw invalidArgument('runQuery needs a structuredQuery.');
    validateQuery(query);
    const transaction = this.readTransaction(ctx, p.name, req);
    this.authorizeQuery(ctx, p, query);
    const explain = req.explainOptions;
    if (explain && !explain.analyze) return [{ explainMetrics: explainMetrics(this.indexes.plan(p.project, query)) }];
    const view = this.view(this.open(p.name).db, req, transaction);
    const started = process.hrtime.bigint();
    const counts: ExecutionCounts = { scanned: 0 };
    const { documents, skippedResults } = this.query(p, query, transaction, view, counts);
    this.countReads(p.name, documents.map((d) => d.name));
    const readTime = this.readTimeOf(view);
    const responses: RunQueryResponse[] = documents.map((document) => ({ document, readTime }));
    if (responses.length === 0) responses.push({ readTime });
    if (skippedResults > 0) responses[0]!.skippedResults = skippedResults;
    if (explain) {
      // Production puts the metrics on the last result rather than a message of their own: the
      // Node client's explainStream counts one event per message, and stalls on a message that
      // holds neither a document nor metrics.
      const stats = { ...counts, returned: documents.length, reads: Math.max(1, documents.length), started };
      responses[responses.length - 1]!.explainMetrics = explainMetrics(this.indexes.plan(p.project, query), stats);
    }
    return withNewTransaction(responses, req, transaction, readTime);
  }

  runAggregationQuery(ctx: RequestContext, parent: string, req: RunAggregationQueryRequest): RunAggregationQueryResponse[] {
    const p = parseParentName(parent);
    const aggregationQuery = req?.structuredAggregationQuery;
    if (!aggregationQuery?.structuredQuery) throw invalidArgument('runAggregationQuery needs a structuredAggregationQuery.');
    validateQuery(aggregationQuery.structuredQuery);
    const aggregations = aggregationQuery.aggregations ?? [];
    validateAggregations(aggregations);
    validateAggregatedFields(aggregationQuery.structuredQuery, aggregations);
    const transaction = this.readTransaction(ctx, p.name, req);
    const query = aggregationQuery.structuredQuery;
    const aggregated = aggregations.flatMap((a) => (a.sum || a.avg ? [(a.sum ?? a.avg)!.field.fieldPath] : []));
    this.authorizeQuery(ctx, p, query, aggregated);
    const explain = req.explainOptions;
    if (explain && !explain.analyze) return [{ explainMetrics: explainMetrics(this.indexes.plan(p.project, query, aggregated)) }];
    const view = this.view(this.open(p.name).db, req, transaction);
    const started = process.hrtime.bigint();
    const counts: ExecutionCounts = { scanned: 0 };
    const { documents } = this.query(p, query, transaction, view, counts, aggregated.map((field) => parseFieldPath(field)));
    const readTime = this.readTimeOf(view);
    const responses: RunAggregationQueryResponse[] = [{ result: { aggregateFields: aggregate(documents, aggregations) }, readTime }];
    if (explain) {
      // Aggregations are billed by index entries read: one read per 1000, at least one.
      const stats = { ...counts, returned: 1, reads: Math.max(1, Math.ceil(documents.length / 1000)), started };
      responses[0]!.explainMetrics = explainMetrics(this.indexes.plan(p.project, query, aggregated), stats);
    }
    return withNewTransaction(responses, req, transaction, readTime);
  }

  /**
   * A query ('list') is judged by its constraints, whatever documents it matches now (see
   * RulesCheck.query); then it must have the indexes production would need for it.
   */
  private authorizeQuery(ctx: RequestContext, p: ParentName, query: StructuredQuery, aggregated: string[] = []): void {
    this.rulesCheck(ctx, p.name)?.query(p.parent, query);
    this.indexes.check(p.name, query, aggregated);
  }

  /** Runs a validated query; inside a read-write transaction its result is remembered for the commit check. */
  private query(
    p: ParentName,
    query: StructuredQuery,
    transaction: Transaction | undefined,
    view?: DocumentView,
    counts?: ExecutionCounts,
    holding: string[][] = [],
  ) {
    const { db } = this.open(p.name);
    const candidates = () => (view ?? db).queryCandidates(p.path.join('/'), query);
    const run = () => executeQuery(p.parent, query, candidates(), holding);
    const result = counts ? executeQuery(p.parent, query, counted(candidates(), counts), holding) : run();
    if (transaction && !transaction.readOnly) {
      const versions = () => new Map(run().documents.map((d) => [d.name, db.updateMicros(d.name)!]));
      transaction.queries.push({ run: versions, seen: new Map(result.documents.map((d) => [d.name, db.updateMicros(d.name)!])) });
    }
    return result;
  }

  listDocuments(ctx: RequestContext, parent: string, collectionId: string, opts: ListDocumentsOptions): DocumentsPage {
    const p = parseParentName(parent);
    if (collectionId) validateId(collectionId, 'Collection', `${parent}/${collectionId}`);
    const { db } = this.open(p.name);
    const transaction = this.readTransaction(ctx, p.name, opts ?? {});
    const check = this.rulesCheck(ctx, p.name);
    if (check) {
      // Judged like the equivalent query without filters, for each collection listed.
      const pageSize = Number(opts?.pageSize ?? 0);
      for (const id of collectionId ? [collectionId] : db.collectionIds(p.path.join('/'))) {
        check.query(p.parent, { from: [{ collectionId: id }], ...(pageSize > 0 ? { limit: pageSize } : {}) });
      }
    }
    const { documents, nextPageToken } = listDocumentsPage(this.view(db, opts ?? {}, transaction), p, collectionId, opts ?? {});
    if (transaction) for (const d of documents) if (d.updateTime) recordRead(transaction, d.name, db.updateMicros(d.name));
    this.countReads(p.name, documents.filter((d) => d.updateTime).map((d) => d.name));
    const result: DocumentsPage = {
      // Missing documents (showMissing) are bare names: nothing to mask.
      documents: documents.map((d) => (d.updateTime ? masked(d, opts?.mask) : d)),
    };
    if (nextPageToken) result.nextPageToken = nextPageToken;
    return result;
  }

  listCollectionIds(ctx: RequestContext, parent: string, opts: PageOptions): CollectionIdsPage {
    const p = parseParentName(parent);
    // Client SDKs cannot list collection ids; under rules only privileged callers may.
    if (this.rulesCheck(ctx, p.name)) throw permissionDenied();
    return listCollectionIdsPage(this.open(p.name).db, p, opts ?? {});
  }

  // -------------------------------------------------------------------------------------------
  // Transactions

  beginTransaction(_ctx: RequestContext, database: string, req: { options?: TransactionOptions }): { transaction: string } {
    const name = parseDatabaseName(database).name;
    const readTime = req?.options?.readOnly?.readTime;
    if (readTime) this.readableTime(this.open(name).db, readTime);
    return { transaction: this.transactions.begin(name, req?.options).id };
  }

  rollback(_ctx: RequestContext, database: string, req: { transaction?: string }): Record<string, never> {
    const name = parseDatabaseName(database).name;
    if (!req?.transaction) throw invalidArgument('rollback needs a transaction.');
    this.transactions.rollback(name, req.transaction);
    return {};
  }

  /** The transaction a read runs in: an existing one, a lazily begun one, or none. */
  private readTransaction(_ctx: RequestContext, database: string, opts: ReadOptions): Transaction | undefined {
    const given = [opts.transaction, opts.newTransaction, opts.readTime].filter((o) => o !== undefined && o !== '').length;
    if (given > 1) throw invalidArgument('Only one of transaction, newTransaction and readTime may be set.');
    if (opts.readTime) parseTimestamp(opts.readTime);
    if (opts.transaction) return this.transactions.get(database, opts.transaction);
    if (opts.newTransaction) {
      const readTime = opts.newTransaction.readOnly?.readTime;
      if (readTime) this.readableTime(this.open(database).db, readTime);
      return this.transactions.begin(database, opts.newTransaction);
    }
    return undefined;
  }

  /** What a read sees: the current documents, or those at its readTime (its own or its read-only transaction's). */
  private view(db: Database, opts: ReadOptions, transaction: Transaction | undefined): DocumentView {
    const readTime = opts.readTime || transaction?.readTime;
    return readTime ? new PastView(db, this.readableTime(db, readTime)) : db;
  }

  /** A read time as microseconds, refused as production refuses it when in the future or too old. */
  private readableTime(db: Database, readTime: string): Micros {
    const t = parseMicros(readTime);
    const now = this.clock.readTime();
    if (t > now) throw invalidArgument('read_time cannot be in the future.');
    if (t < db.history.oldestReadable(now)) throw new FirestoreError('FAILED_PRECONDITION', 'The requested snapshot version is too old.');
    return t;
  }

  private readTimeOf(view: DocumentView): string {
    return view instanceof PastView ? formatMicros(view.at) : this.now();
  }

  // -------------------------------------------------------------------------------------------
  // Streams

  openListen(ctx: RequestContext): StreamSession<ListenRequest, ListenResponse> {
    return new ListenSession(
      {
        open: (database) => this.open(database),
        snapshot: () => snapshotAt(this.clock.readTime()),
        rules: (c, database, timeMicros) => this.rulesCheck(c, database, timeMicros),
        countReads: (database, names) => this.countReads(database, names),
        checkIndexes: (database, query) => this.indexes.check(database, query),
      },
      ctx,
    );
  }

  /** `durable`, when given, delays each commit's answer until it resolves (see durableApi.ts). */
  openWrite(ctx: RequestContext, durable?: () => Promise<void>): StreamSession<WriteRequest, WriteResponse> {
    const commit = (c: RequestContext, database: string, writes: Write[]) => {
      const response = this.commit(c, database, { writes });
      return durable ? durable().then(() => response) : response;
    };
    return new WriteSession({ commit, now: () => this.now() }, ctx);
  }

  // -------------------------------------------------------------------------------------------
  // Emulator control and state

  clear(project: string, database = '(default)'): void {
    const name = databaseNameOf(project, database);
    parseDatabaseName(name);
    this.transactions.forget(name);
    const state = this.databases.get(name);
    if (!state) return;
    const changes = state.db.all().map((doc) => deletion(doc));
    const at = this.clock.commitTime();
    this.publish(state.db, state.hub, changes, snapshotAt(at), at);
    // A cleared database starts afresh: its past cannot be read.
    state.db.history.reset(at);
  }

  /**
   * Compiles and loads a project's rules (the first file, as the emulator takes one); a syntax
   * error is INVALID_ARGUMENT with the compiler's message and leaves the previous rules in place.
   */
  setRules(project: string, rules: RulesSource): void {
    const source: RulesSource = { files: (rules?.files ?? []).map((f) => ({ ...f })) };
    const content = source.files[0]?.content;
    if (typeof content !== 'string') throw invalidArgument('Security rules need at least one file with content.');
    let compiled: CompiledRules;
    try {
      compiled = compileRules(content, 'cloud.firestore');
    } catch (err) {
      if (err instanceof RulesSyntaxError) throw invalidArgument(err.message);
      throw err;
    }
    this.rules.set(project, { source, compiled });
  }

  /** Emulator control: the indexes a project's queries needed and did not find, and the declared ones they used. */
  indexUsage(project: string): IndexUsage {
    return this.indexes.report(project);
  }

  resetIndexUsage(project: string): void {
    this.indexes.resetUsage(project);
  }

  /** Emulator control: a project's own declared indexes and enforcement switch. */
  setIndexes(project: string, settings: IndexSettings): void {
    this.indexes.setProject(project, settings);
  }

  readCount(project: string): ReadCount {
    const byCollection = Object.fromEntries(this.reads.get(project) ?? []);
    return { total: Object.values(byCollection).reduce((sum, n) => sum + n, 0), byCollection };
  }

  resetReadCount(project: string): void {
    this.reads.delete(project);
  }

  /** Adds served documents to their project's read count, by collection id. */
  private countReads(database: string, documentNames: readonly string[]): void {
    if (documentNames.length === 0) return;
    const { project } = parseDatabaseName(database);
    let counts = this.reads.get(project);
    if (!counts) this.reads.set(project, (counts = new Map()));
    for (const name of documentNames) {
      const { collectionId } = parseDocumentName(name);
      counts.set(collectionId, (counts.get(collectionId) ?? 0) + 1);
    }
  }

  /** The rules source last loaded for a project. */
  getRules(project: string): RulesSource | undefined {
    return this.rules.get(project)?.source;
  }

  /**
   * The rules check for a caller's request on a database at a time (now by default), or undefined
   * when nothing is enforced: privileged callers (`Bearer owner`) and projects without rules.
   */
  private rulesCheck(ctx: RequestContext | undefined, database: string, timeMicros?: number): RulesCheck | undefined {
    if (!ctx || ctx.privileged) return undefined;
    const { project } = parseDatabaseName(database);
    const rules = this.rules.get(project);
    if (!rules) return undefined;
    return new RulesCheck(rules.compiled, ctx, project, this.open(database).db, timeMicros ?? this.clock.readTime());
  }

  /** Runs `listener` after every commit or clear that changed data; returns the unsubscribe function. */
  onChange(listener: (commit: CommittedChanges) => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  exportState(): PersistedFirestore {
    const databases = [...this.databases.values()]
      .filter(({ db }) => db.size > 0)
      .map(({ db }) => ({ name: db.name, documents: db.all() }));
    return { version: 1, databases, readTime: this.now() };
  }

  /** Replaces all data with saved state; open listeners see the difference as one change. */
  importState(s: PersistedFirestore): void {
    if (s?.version !== 1 || !Array.isArray(s.databases)) throw invalidArgument('Unsupported saved Firestore state.');
    const incoming = new Map<string, Document[]>();
    let latest = 0;
    for (const entry of s.databases) {
      const name = parseDatabaseName(entry.name).name;
      for (const doc of entry.documents) {
        requireSameDatabase(name, parseDocumentName(doc.name), doc.name);
        for (const t of [doc.createTime, doc.updateTime]) if (t) latest = Math.max(latest, parseMicros(t));
      }
      incoming.set(name, entry.documents);
    }
    this.clock.advancePast(latest);
    const at = this.clock.commitTime();
    // History before the saved state is unknown; history from then on comes from replayed commits.
    this.historySince = s.readTime ? Math.min(parseMicros(s.readTime), at) : at;
    for (const name of new Set([...this.databases.keys(), ...incoming.keys()])) {
      const { db, hub } = this.open(name);
      const next = new Map((incoming.get(name) ?? []).map((d) => [d.name, d]));
      const changes: DocChange[] = [];
      for (const doc of db.all()) if (!next.has(doc.name)) changes.push(deletion(doc));
      for (const doc of next.values()) {
        const { collectionPath, collectionId } = parseDocumentName(doc.name);
        changes.push({ name: doc.name, collectionPath, collectionId, before: db.get(doc.name) ?? null, after: doc });
      }
      db.apply(changes);
      db.history.reset(this.historySince);
      hub.dispatch(db, changes, snapshotAt(at));
    }
  }

  /**
   * Applies a commit read back from the journal: its documents as they were written, at their
   * commit time. Change observers are not told (the commit is already saved).
   */
  replay(database: string, time: Micros, puts: readonly Document[], deletes: readonly string[]): void {
    const name = parseDatabaseName(database).name;
    const { db, hub } = this.open(name);
    const changes: DocChange[] = [];
    for (const doc of puts) {
      const { collectionPath, collectionId } = parseDocumentName(doc.name);
      requireSameDatabase(name, parseDocumentName(doc.name), doc.name);
      changes.push({ name: doc.name, collectionPath, collectionId, before: db.get(doc.name) ?? null, after: doc });
    }
    for (const doc of deletes) {
      const existing = db.get(doc);
      if (existing) changes.push(deletion(existing));
    }
    this.clock.advancePast(time);
    if (changes.length === 0) return;
    db.apply(changes, time > this.historySince ? time : undefined);
    hub.dispatch(db, changes, snapshotAt(time));
  }

  // -------------------------------------------------------------------------------------------

  private open(database: string): DatabaseState {
    let state = this.databases.get(database);
    if (!state) {
      state = { db: new Database(database, this.historySince), hub: new ListenHub() };
      this.databases.set(database, state);
    }
    return state;
  }

  private now(): string {
    return formatMicros(this.clock.readTime());
  }
}

export function createFirestoreService(): FirestoreService {
  return new FirestoreService();
}

// ---------------------------------------------------------------------------------------------

function deletion(doc: Document): DocChange {
  const { collectionPath, collectionId } = parseDocumentName(doc.name);
  return { name: doc.name, collectionPath, collectionId, before: doc, after: null };
}

function validateMask(mask: DocumentMask): void {
  for (const path of mask.fieldPaths ?? []) parseFieldPath(path);
}

/** A document with only the masked fields (a mask with no paths keeps none). */
function masked(doc: Document, mask: DocumentMask | undefined): Document {
  if (!mask) return doc;
  validateMask(mask);
  const fields = applyFieldMask(doc.fields, mask.fieldPaths ?? []);
  return {
    name: doc.name,
    ...(Object.keys(fields).length > 0 ? { fields } : {}),
    createTime: doc.createTime,
    updateTime: doc.updateTime,
  };
}

/** Counts the candidates a query scans, for Explain's execution stats. */
function* counted(candidates: Iterable<Document>, counts: ExecutionCounts): Iterable<Document> {
  for (const doc of candidates) {
    counts.scanned++;
    yield doc;
  }
}

/** A lazily begun transaction's id rides on the first response. */
function withNewTransaction<R extends { transaction?: string; readTime?: string }>(
  responses: R[],
  req: ReadOptions,
  transaction: Transaction | undefined,
  readTime: string,
): R[] {
  if (!req.newTransaction || !transaction) return responses;
  if (responses.length === 0) return [{ transaction: transaction.id, readTime } as R];
  responses[0] = { transaction: transaction.id, ...responses[0]! };
  return responses;
}
