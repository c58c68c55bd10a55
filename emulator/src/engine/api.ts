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

/**
 * The seam between transports (REST, WebChannel, gRPC) and the engine.
 * Every method takes and returns proto3 JSON, and throws FirestoreError on failure.
 * `database` is `projects/{p}/databases/{d}`; `parent` is `{database}/documents[/{doc path}]`;
 * document `name`s are full resource names.
 */
export interface FirestoreApi {
  commit(ctx: RequestContext, database: string, req: CommitRequest): CommitResponse;
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

  getDocument(
    ctx: RequestContext,
    name: string,
    opts: { mask?: DocumentMask; transaction?: string; readTime?: string },
  ): Document;
  listDocuments(
    ctx: RequestContext,
    parent: string,
    collectionId: string,
    opts: {
      pageSize?: number;
      pageToken?: string;
      orderBy?: string;
      mask?: DocumentMask;
      showMissing?: boolean;
      transaction?: string;
      readTime?: string;
    },
  ): { documents: Document[]; nextPageToken?: string };
  createDocument(
    ctx: RequestContext,
    parent: string,
    collectionId: string,
    documentId: string | undefined,
    document: Document,
    opts: { mask?: DocumentMask },
  ): Document;
  updateDocument(
    ctx: RequestContext,
    document: Document,
    opts: { updateMask?: DocumentMask; mask?: DocumentMask; currentDocument?: Precondition },
  ): Document;
  deleteDocument(ctx: RequestContext, name: string, opts: { currentDocument?: Precondition }): Record<string, never>;
  listCollectionIds(
    ctx: RequestContext,
    parent: string,
    opts: { pageSize?: number; pageToken?: string },
  ): { collectionIds: string[]; nextPageToken?: string };

  /** A Listen stream; the first request names the database. */
  openListen(ctx: RequestContext): StreamSession<ListenRequest, ListenResponse>;
  /** A Write stream: handshake `{database}` → `{streamId, streamToken}`, then writes → results. */
  openWrite(ctx: RequestContext): StreamSession<WriteRequest, WriteResponse>;

  /** Emulator control: drop every document of a project's database. */
  clear(project: string, database?: string): void;
  /** Emulator control: keep the rules source (evaluation comes later). */
  setRules(project: string, rules: { files: { name?: string; content: string }[] }): void;
}
