/**
 * Firestore REST API v1 (proto3 JSON), as Google serves it, plus the official emulator's control
 * endpoints. Used by the web SDK for unary calls, by firebase-admin with `preferRest`, and by tooling.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FirestoreApi, RulesSource } from '../engine/api.js';
import { FirestoreError, invalidArgument } from '../engine/errors.js';
import { parseIndexConfig } from '../engine/indexes/definitions.js';
import type { Document, DocumentMask, Precondition, RequestContext, Write } from '../engine/types.js';
import { contextFromAuthorization } from '../auth.js';
import { warn } from '../log.js';
import { batchWrite } from './batchWrite.js';
import { applyCors, describeError, readJson, sendError, sendJson } from './http.js';
import { checkRequestShape } from './requestShape.js';

/** Firestore refuses requests over 10 MiB; JSON is wordier than protobuf, so allow some headroom. */
const MAX_BODY_BYTES = 16 * 1024 * 1024;

/** The request message each custom verb's body is checked against (see requestShape.ts). */
const VERB_REQUEST_TYPES: Record<string, string> = {
  commit: 'CommitRequest',
  batchGet: 'BatchGetDocumentsRequest',
  beginTransaction: 'BeginTransactionRequest',
  rollback: 'RollbackRequest',
  batchWrite: 'BatchWriteRequest',
  runQuery: 'RunQueryRequest',
  runAggregationQuery: 'RunAggregationQueryRequest',
  listCollectionIds: 'ListCollectionIdsRequest',
};

/** A custom-verb RPC (`{target}:{verb}`, POST) on its JSON body. */
type VerbCall = (api: FirestoreApi, ctx: RequestContext, target: string, body: Record<string, unknown>) => unknown;

/** Verbs on `projects/{p}/databases/{d}/documents`, called with the database name. */
const DATABASE_VERBS = new Map<string, VerbCall>([
  ['commit', (api, ctx, database, body) => api.commit(ctx, database, body)],
  ['batchGet', (api, ctx, database, body) => api.batchGet(ctx, database, body)],
  ['beginTransaction', (api, ctx, database, body) => api.beginTransaction(ctx, database, body)],
  ['rollback', (api, ctx, database, body) => api.rollback(ctx, database, body)],
  ['batchWrite', (api, ctx, database, body) => batchWrite(api, ctx, database, (Array.isArray(body.writes) ? body.writes : []) as Write[])],
]);

/** Verbs on a parent resource: the documents root or a document. */
const PARENT_VERBS = new Map<string, VerbCall>([
  ['runQuery', (api, ctx, parent, body) => api.runQuery(ctx, parent, body)],
  ['runAggregationQuery', (api, ctx, parent, body) => api.runAggregationQuery(ctx, parent, body)],
  [
    'listCollectionIds',
    (api, ctx, parent, body) => {
      const page = api.listCollectionIds(ctx, parent, {
        pageSize: optionalInt(body.pageSize, 'pageSize'),
        pageToken: optionalString(body.pageToken, 'pageToken'),
      });
      return withoutEmptyList(page, 'collectionIds');
    },
  ],
]);

/** A parsed `/v1/projects/{p}/databases/{d}/documents[/{path}][:verb]` URL. */
interface DocumentsRoute {
  database: string;
  /** Decoded path segments after `documents`. */
  path: string[];
  verb?: string;
  query: URLSearchParams;
}

interface Call {
  req: IncomingMessage;
  res: ServerResponse;
  ctx: RequestContext;
}

/** Returns a handler that serves REST and control URLs and returns false for any other URL. */
export function createRestHandler(api: FirestoreApi): (req: IncomingMessage, res: ServerResponse) => boolean {
  return (req, res) => {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
    } catch {
      sendError(res, invalidArgument(`Malformed request URL: ${req.url}`));
      return true;
    }
    const serve = pickEndpoint(api, req.method ?? 'GET', url);
    if (!serve) return false;
    applyCors(req, res);
    const call: Call = { req, res, ctx: contextFromAuthorization(req.headers.authorization) };
    Promise.resolve()
      .then(() => serve(call))
      .catch((err: unknown) => {
        if (!(err instanceof FirestoreError)) {
          warn('rest', `${req.method} ${url.pathname}: ${describeError(err)}`);
        }
        if (!res.destroyed && !res.writableEnded) sendError(res, err);
      });
    return true;
  };
}

type Endpoint = (call: Call) => Promise<void> | void;

function pickEndpoint(api: FirestoreApi, method: string, url: URL): Endpoint | undefined {
  const raw = url.pathname.split('/').filter((s, i) => i > 0 || s !== '');
  if (url.pathname === '/' || url.pathname === '') {
    return method === 'GET' ? ({ res }) => void res.writeHead(200, { 'Content-Type': 'text/plain' }).end('Ok') : undefined;
  }
  if (raw[0] === 'v1' && raw[1] === 'projects') return documentsEndpoint(api, method, url, raw.slice(1));
  if (raw[0] === 'emulator' && raw[1] === 'v1' && raw[2] === 'projects') return controlEndpoint(api, method, raw.slice(2));
  return undefined;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw invalidArgument(`Malformed URL path segment: ${segment}`);
  }
}

/** Splits a custom verb (`:runQuery`) off the last raw segment; the literal colon is never encoded. */
function splitVerb(raw: string[]): { segments: string[]; verb?: string } {
  const last = raw[raw.length - 1] ?? '';
  const match = /^(.*):([A-Za-z]+)$/.exec(last);
  if (!match) return { segments: raw };
  return { segments: [...raw.slice(0, -1), match[1]], verb: match[2] };
}

function notFound(method: string, url: URL): never {
  throw new FirestoreError('NOT_FOUND', `No REST endpoint for ${method} ${url.pathname}.`);
}

function documentsEndpoint(api: FirestoreApi, method: string, url: URL, raw: string[]): Endpoint {
  return async (call) => {
    const { segments, verb } = splitVerb(raw);
    const parts = segments.map(decodeSegment);
    // projects/{p}/databases/{d}/documents/...
    if (parts.length < 5 || parts[2] !== 'databases' || parts[4] !== 'documents' || !parts[1] || !parts[3]) {
      notFound(method, url);
    }
    if (parts.slice(5).some((s) => s === '')) throw invalidArgument(`Empty path segment in ${url.pathname}.`);
    const route: DocumentsRoute = {
      database: `projects/${parts[1]}/databases/${parts[3]}`,
      path: parts.slice(5),
      verb,
      query: url.searchParams,
    };
    await serveDocuments(api, method, route, call, url);
  };
}

async function serveDocuments(api: FirestoreApi, method: string, route: DocumentsRoute, call: Call, url: URL) {
  const { database, path, verb } = route;
  const root = `${database}/documents`;
  const resource = path.length ? `${root}/${path.join('/')}` : root;
  const isDocument = path.length > 0 && path.length % 2 === 0;
  const isCollection = path.length % 2 === 1;
  const { ctx, res } = call;

  if (verb !== undefined) {
    if (method !== 'POST') notFound(method, url);
    const onDatabase = path.length === 0 ? DATABASE_VERBS.get(verb) : undefined;
    if (onDatabase) return sendJson(res, 200, await onDatabase(api, ctx, database, await readRequest(call.req, VERB_REQUEST_TYPES[verb]!)));
    const onParent = isCollection ? undefined : PARENT_VERBS.get(verb);
    if (onParent) return sendJson(res, 200, onParent(api, ctx, resource, await readRequest(call.req, VERB_REQUEST_TYPES[verb]!)));
    notFound(method, url);
  }

  const query = route.query;
  if (method === 'GET' && isDocument) {
    return sendJson(
      res,
      200,
      api.getDocument(ctx, resource, {
        mask: maskParam(query, 'mask'),
        transaction: bytesParam(query, 'transaction'),
        readTime: stringParam(query, 'readTime'),
      }),
    );
  }
  if (method === 'GET' && isCollection) {
    const page = api.listDocuments(ctx, parentOf(root, path), path[path.length - 1], {
      pageSize: optionalInt(stringParam(query, 'pageSize'), 'pageSize'),
      pageToken: bytesParam(query, 'pageToken'),
      orderBy: stringParam(query, 'orderBy'),
      mask: maskParam(query, 'mask'),
      showMissing: boolParam(query, 'showMissing'),
      transaction: bytesParam(query, 'transaction'),
      readTime: stringParam(query, 'readTime'),
    });
    return sendJson(res, 200, withoutEmptyList(page, 'documents'));
  }
  if (method === 'POST' && isCollection) {
    const body = documentFromBody(await readRequest(call.req, 'Document'), '');
    const documentId = stringParam(query, 'documentId');
    const parent = parentOf(root, path);
    const created = await api.createDocument(ctx, parent, path[path.length - 1], documentId || undefined, body, {
      mask: maskParam(query, 'mask'),
    });
    return sendJson(res, 200, created);
  }
  if (method === 'PATCH' && isDocument) {
    const body = documentFromBody(await readRequest(call.req, 'Document'), resource);
    const updated = await api.updateDocument(ctx, body, {
      updateMask: maskParam(query, 'updateMask'),
      mask: maskParam(query, 'mask'),
      currentDocument: preconditionParam(query),
    });
    return sendJson(res, 200, updated);
  }
  if (method === 'DELETE' && isDocument) {
    return sendJson(res, 200, await api.deleteDocument(ctx, resource, { currentDocument: preconditionParam(query) }));
  }
  notFound(method, url);
}

/** The parent of a collection path: the database root or the document that holds it. */
function parentOf(root: string, collectionPath: string[]): string {
  const parentPath = collectionPath.slice(0, -1);
  return parentPath.length ? `${root}/${parentPath.join('/')}` : root;
}

/** Proto3 JSON leaves out empty repeated fields. */
function withoutEmptyList<T extends object>(page: T, key: keyof T): T {
  const list = page[key];
  if (Array.isArray(list) && list.length === 0) {
    const copy = { ...page };
    delete copy[key];
    return copy;
  }
  return page;
}

// Emulator control -------------------------------------------------------------------------------

function controlEndpoint(api: FirestoreApi, method: string, raw: string[]): Endpoint | undefined {
  const { segments, verb } = splitVerb(raw);
  return async (call) => {
    const parts = segments.map(decodeSegment);
    // projects/{p}/databases/{d}/documents → clear
    if (!verb && parts.length === 5 && parts[2] === 'databases' && parts[4] === 'documents') {
      if (method !== 'DELETE') throw new FirestoreError('NOT_FOUND', `Use DELETE to clear ${parts.join('/')}.`);
      await readObject(call.req);
      await api.clear(parts[1], parts[3]);
      return sendJson(call.res, 200, {});
    }
    // projects/{p}:securityRules → load rules
    if (verb === 'securityRules' && parts.length === 2) {
      if (method !== 'PUT') throw new FirestoreError('NOT_FOUND', 'Use PUT to load security rules.');
      const body = await readObject(call.req);
      api.setRules(parts[1], rulesFromBody(body));
      return sendJson(call.res, 200, {});
    }
    // projects/{p}:readCount → documents served since the last reset (GET), reset (DELETE)
    if (verb === 'readCount' && parts.length === 2) {
      if (method === 'GET') return sendJson(call.res, 200, api.readCount(parts[1]));
      if (method !== 'DELETE') throw new FirestoreError('NOT_FOUND', 'Use GET to read or DELETE to reset the read count.');
      await readObject(call.req);
      api.resetReadCount(parts[1]);
      return sendJson(call.res, 200, {});
    }
    // projects/{p}:indexes → a project's declared indexes and enforcement (PUT {indexes, fieldOverrides, enforce})
    if (verb === 'indexes' && parts.length === 2) {
      if (method !== 'PUT') throw new FirestoreError('NOT_FOUND', 'Use PUT to declare indexes.');
      const body = await readObject(call.req);
      api.setIndexes(parts[1], { config: parseIndexConfig(body), enforce: body.enforce === true });
      return sendJson(call.res, 200, {});
    }
    // projects/{p}:indexUsage → indexes needed but not declared, declared ones used or not (GET), reset (DELETE)
    if (verb === 'indexUsage' && parts.length === 2) {
      if (method === 'GET') return sendJson(call.res, 200, api.indexUsage(parts[1]));
      if (method !== 'DELETE') throw new FirestoreError('NOT_FOUND', 'Use GET to read or DELETE to reset the index usage.');
      await readObject(call.req);
      api.resetIndexUsage(parts[1]);
      return sendJson(call.res, 200, {});
    }
    throw new FirestoreError('NOT_FOUND', `No emulator control endpoint for ${method} /emulator/v1/${raw.join('/')}.`);
  };
}

function rulesFromBody(body: Record<string, unknown>): RulesSource {
  const rules = body.rules as { files?: unknown } | undefined;
  const files = rules?.files;
  if (!Array.isArray(files) || files.length === 0) {
    throw invalidArgument('Expected a body of the form {"rules": {"files": [{"name": ..., "content": ...}]}}.');
  }
  return {
    files: files.map((file: unknown, i) => {
      const f = file as { name?: unknown; content?: unknown } | null;
      if (!f || typeof f.content !== 'string') throw invalidArgument(`rules.files[${i}].content must be a string.`);
      if (f.name !== undefined && typeof f.name !== 'string') throw invalidArgument(`rules.files[${i}].name must be a string.`);
      return f.name === undefined ? { content: f.content } : { name: f.name, content: f.content };
    }),
  };
}

// Request parsing ---------------------------------------------------------------------------------

async function readObject(req: IncomingMessage): Promise<Record<string, unknown>> {
  const body = await readJson(req, MAX_BODY_BYTES);
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw invalidArgument('Invalid JSON payload received. Expected a JSON object.');
  }
  return body as Record<string, unknown>;
}

/** A request body, checked against its message type before the engine sees it. */
async function readRequest(req: IncomingMessage, typeName: string): Promise<Record<string, unknown>> {
  const body = await readObject(req);
  checkRequestShape(typeName, body);
  return body;
}

/** Only `fields` is input in a Document body: the name comes from the URL, the times are output only. */
function documentFromBody(body: Record<string, unknown>, name: string): Document {
  const fields = body.fields;
  if (fields !== undefined && (fields === null || typeof fields !== 'object' || Array.isArray(fields))) {
    throw invalidArgument('Invalid JSON payload received. "fields" must be an object.');
  }
  return fields === undefined ? { name } : { name, fields: fields as Document['fields'] };
}

function stringParam(query: URLSearchParams, name: string): string | undefined {
  const values = query.getAll(name);
  if (values.length > 1) throw invalidArgument(`Query parameter ${name} may be given only once.`);
  return values[0];
}

/** Base64 travels in query strings; an unescaped `+` would have been read as a space. */
function bytesParam(query: URLSearchParams, name: string): string | undefined {
  return stringParam(query, name)?.replace(/ /g, '+');
}

function boolParam(query: URLSearchParams, name: string): boolean | undefined {
  const value = stringParam(query, name);
  if (value === undefined) return undefined;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw invalidArgument(`Invalid value for ${name}: "${value}" is not a boolean.`);
}

function optionalInt(value: unknown, name: string): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < 0) throw invalidArgument(`Invalid value for ${name}: ${JSON.stringify(value)}.`);
  return n;
}

function optionalString(value: unknown, name: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw invalidArgument(`Invalid value for ${name}: expected a string.`);
  return value;
}

/** `mask.fieldPaths=a&mask.fieldPaths=b` (repeated) → `{fieldPaths: ['a', 'b']}`. */
function maskParam(query: URLSearchParams, prefix: string): DocumentMask | undefined {
  const fieldPaths = query.getAll(`${prefix}.fieldPaths`);
  return fieldPaths.length ? { fieldPaths } : undefined;
}

function preconditionParam(query: URLSearchParams): Precondition | undefined {
  const exists = boolParam(query, 'currentDocument.exists');
  const updateTime = stringParam(query, 'currentDocument.updateTime');
  if (exists !== undefined && updateTime !== undefined) {
    throw invalidArgument('A precondition may set exists or updateTime, not both.');
  }
  if (exists !== undefined) return { exists };
  if (updateTime !== undefined) return { updateTime };
  return undefined;
}
