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
  TransactionOptions,
  WriteRequest,
  WriteResponse,
} from './types.js';

import type { IndexSettings, IndexUsage } from './indexes/enforcer.js';

/** Writes answer once they are durable: with a data folder, after the journal is synced. */
export type Awaitable<T> = T | Promise<T>;

/** Paging of the list calls. */
export interface PageOptions {
  pageSize?: number;
  pageToken?: string;
}

export interface GetDocumentOptions {
  mask?: DocumentMask;
  transaction?: string;
  readTime?: string;
}

export interface ListDocumentsOptions extends PageOptions, GetDocumentOptions {
  orderBy?: string;
  showMissing?: boolean;
}

export interface DocumentsPage {
  documents: Document[];
  nextPageToken?: string;
}

export interface CollectionIdsPage {
  collectionIds: string[];
  nextPageToken?: string;
}

export interface UpdateDocumentOptions {
  updateMask?: DocumentMask;
  mask?: DocumentMask;
  currentDocument?: Precondition;
}

/** Security rules source files, as the emulator control endpoint receives them. */
export interface RulesSource {
  files: { name?: string; content: string }[];
}

/** Documents served to clients since the last reset: in total and by collection id. */
export interface ReadCount {
  total: number;
  byCollection: Record<string, number>;
}

/**
 * The seam between transports (REST, WebChannel, gRPC) and the engine.
 * Every method takes and returns proto3 JSON, and throws FirestoreError on failure.
 * `database` is `projects/{p}/databases/{d}`; `parent` is `{database}/documents[/{doc path}]`;
 * document `name`s are full resource names.
 */
export interface FirestoreApi {
  commit(ctx: RequestContext, database: string, req: CommitRequest): Awaitable<CommitResponse>;
  batchGet(ctx: RequestContext, database: string, req: BatchGetRequest): BatchGetResponse[];
  runQuery(ctx: RequestContext, parent: string, req: RunQueryRequest): RunQueryResponse[];
  runAggregationQuery(
    ctx: RequestContext,
    parent: string,
    req: RunAggregationQueryRequest,
  ): RunAggregationQueryResponse[];
  beginTransaction(
    ctx: RequestContext,
    database: string,
    req: { options?: TransactionOptions },
  ): { transaction: string };
  rollback(ctx: RequestContext, database: string, req: { transaction?: string }): Record<string, never>;

  getDocument(ctx: RequestContext, name: string, opts: GetDocumentOptions): Document;
  listDocuments(ctx: RequestContext, parent: string, collectionId: string, opts: ListDocumentsOptions): DocumentsPage;
  createDocument(
    ctx: RequestContext,
    parent: string,
    collectionId: string,
    documentId: string | undefined,
    document: Document,
    opts: { mask?: DocumentMask },
  ): Awaitable<Document>;
  updateDocument(ctx: RequestContext, document: Document, opts: UpdateDocumentOptions): Awaitable<Document>;
  deleteDocument(ctx: RequestContext, name: string, opts: { currentDocument?: Precondition }): Awaitable<Record<string, never>>;
  listCollectionIds(ctx: RequestContext, parent: string, opts: PageOptions): CollectionIdsPage;

  /** A Listen stream; the first request names the database. */
  openListen(ctx: RequestContext): StreamSession<ListenRequest, ListenResponse>;
  /** A Write stream: handshake `{database}` → `{streamId, streamToken}`, then writes → results. */
  openWrite(ctx: RequestContext): StreamSession<WriteRequest, WriteResponse>;

  /** Emulator control: drop every document of a project's database. */
  clear(project: string, database?: string): Awaitable<void>;
  /** Emulator control: keep the rules source (evaluation comes later). */
  setRules(project: string, rules: RulesSource): void;
  /**
   * Emulator control: documents a project served (gets, queries, listings, and documents a Listen stream sent
   * as added or changed), as Firestore bills reads; aggregations return no documents and are not counted.
   */
  readCount(project: string): ReadCount;
  resetReadCount(project: string): void;
  /** Emulator control: a project's declared composite indexes (firestore.indexes.json) and whether they are enforced. */
  setIndexes(project: string, settings: IndexSettings): void;
  /** Emulator control: indexes the project's queries needed and lacked, and declared indexes used or never used. */
  indexUsage(project: string): IndexUsage;
  resetIndexUsage(project: string): void;
}
