/**
 * The google.firestore.v1.Firestore methods mapped onto the engine's FirestoreApi. Requests and
 * responses are proto3 JSON (firestoreMethods in firestoreProto.ts converts them), so this file only routes
 * fields. Methods left out (PartitionQuery) answer UNIMPLEMENTED.
 */
import type { FirestoreApi } from '../../engine/api.js';
import { invalidArgument } from '../../engine/errors.js';
import type {
  BatchGetRequest,
  CommitRequest,
  Document,
  DocumentMask,
  Precondition,
  RunAggregationQueryRequest,
  RunQueryRequest,
  TransactionOptions,
  Write,
} from '../../engine/types.js';
import { batchWrite } from '../batchWrite.js';
import { bidiStream, serverStream, unary, type CallHandler, type JsonRequest } from './calls.js';

export function firestoreHandlers(api: FirestoreApi): Record<string, CallHandler> {
  return {
    GetDocument: unary((ctx, req) =>
      api.getDocument(ctx, required(req, 'name'), {
        mask: req.mask as DocumentMask | undefined,
        transaction: req.transaction as string | undefined,
        readTime: req.readTime as string | undefined,
      }),
    ),

    ListDocuments: unary((ctx, req) =>
      api.listDocuments(ctx, required(req, 'parent'), (req.collectionId as string | undefined) ?? '', {
        pageSize: req.pageSize as number | undefined,
        pageToken: req.pageToken as string | undefined,
        orderBy: req.orderBy as string | undefined,
        mask: req.mask as DocumentMask | undefined,
        showMissing: req.showMissing as boolean | undefined,
        transaction: req.transaction as string | undefined,
        readTime: req.readTime as string | undefined,
      }),
    ),

    CreateDocument: unary((ctx, req) =>
      api.createDocument(
        ctx,
        required(req, 'parent'),
        required(req, 'collectionId'),
        (req.documentId as string | undefined) || undefined,
        (req.document as Document | undefined) ?? { name: '' },
        { mask: req.mask as DocumentMask | undefined },
      ),
    ),

    UpdateDocument: unary((ctx, req) => {
      const document = req.document as Document | undefined;
      if (!document?.name) throw invalidArgument('Document name is required.');
      return api.updateDocument(ctx, document, {
        updateMask: req.updateMask as DocumentMask | undefined,
        mask: req.mask as DocumentMask | undefined,
        currentDocument: req.currentDocument as Precondition | undefined,
      });
    }),

    DeleteDocument: unary((ctx, req) =>
      api.deleteDocument(ctx, required(req, 'name'), { currentDocument: req.currentDocument as Precondition | undefined }),
    ),

    BatchGetDocuments: serverStream((ctx, req) => {
      const { database, ...rest } = req;
      return api.batchGet(ctx, requiredString(database, 'database'), rest as BatchGetRequest);
    }),

    BeginTransaction: unary((ctx, req) =>
      api.beginTransaction(ctx, required(req, 'database'), { options: req.options as TransactionOptions | undefined }),
    ),

    Commit: unary((ctx, req) => {
      const { database, ...rest } = req;
      return api.commit(ctx, requiredString(database, 'database'), rest as CommitRequest);
    }),

    Rollback: unary((ctx, req) =>
      api.rollback(ctx, required(req, 'database'), { transaction: req.transaction as string | undefined }),
    ),

    RunQuery: serverStream((ctx, req) => {
      const { parent, ...rest } = req;
      return api.runQuery(ctx, requiredString(parent, 'parent'), rest as RunQueryRequest);
    }),

    RunAggregationQuery: serverStream((ctx, req) => {
      const { parent, ...rest } = req;
      return api.runAggregationQuery(ctx, requiredString(parent, 'parent'), rest as RunAggregationQueryRequest);
    }),

    ListCollectionIds: unary((ctx, req) =>
      api.listCollectionIds(ctx, required(req, 'parent'), {
        pageSize: req.pageSize as number | undefined,
        pageToken: req.pageToken as string | undefined,
      }),
    ),

    BatchWrite: unary((ctx, req) => batchWrite(api, ctx, required(req, 'database'), (req.writes as Write[] | undefined) ?? [])),

    Listen: bidiStream((ctx) => api.openListen(ctx)),
    Write: bidiStream((ctx) => api.openWrite(ctx)),
  };
}

function required(req: JsonRequest, field: string): string {
  return requiredString(req[field], field);
}

function requiredString(value: unknown, field: string): string {
  if (typeof value !== 'string' || value === '') throw invalidArgument(`Missing required field '${field}'.`);
  return value;
}
