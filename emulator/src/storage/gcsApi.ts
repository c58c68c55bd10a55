/**
 * The subset of the Cloud Storage JSON API that `@google-cloud/storage` (firebase-admin) uses against an
 * emulator. With STORAGE_EMULATOR_HOST the client drops the `/storage/v1` prefix from its base URL, so
 * every route is served both with and without it; uploads use `/upload/storage/v1` and downloads may use
 * `/download/storage/v1`. Uploads are in gcsUploads.ts.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StorageContext } from './context.js';
import { badRequest, objectNotFound, StorageError } from './errors.js';
import { decodeSegment, originOf, parseJson, readRequestBody, sendEmpty, sendJson } from './httpUtil.js';
import { listPage, parseMaxResults } from './listing.js';
import { sendObjectBytes } from './media.js';
import { handleGcsUpload } from './gcsUploads.js';
import {
  checkPreconditions,
  nameFromMetadata,
  newObject,
  parseMetadataPatch,
  patchedMetadata,
  replacementPatch,
  TOKENS_KEY,
  WRITABLE_FIELDS,
  type MetadataPatch,
  type ObjectMetadata,
  type StoredObject,
} from './objects.js';
import { toBucketResource, toGcsResource } from './resources.js';

const notImplemented = (req: IncomingMessage, path: string) =>
  new StorageError(501, `${req.method} ${path} is not implemented by this Storage emulator.`);

export async function handleGcsRequest(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const path = url.pathname;
  const query = url.searchParams;
  const upload = path.match(/^\/upload\/storage\/v1\/b\/([^/]+)\/o\/?$/);
  if (upload) return handleGcsUpload(ctx, req, res, decodeSegment(upload[1]), query);

  const route = path.match(/^(?:\/download)?(?:\/storage\/v1)?\/b(?:\/([^/]+)(\/o(?:\/(.*))?)?)?\/?$/);
  if (!route) throw notImplemented(req, path);
  const [, rawBucket, objectsPart, rawObject] = route;
  if (rawBucket === undefined) return handleBuckets(ctx, req, res, query);
  const bucket = decodeSegment(rawBucket);
  ctx.store.noteBucket(bucket);
  if (objectsPart === undefined) return handleBucket(ctx, req, res, bucket);
  if (rawObject === undefined || rawObject === '') {
    if (req.method === 'GET') return list(ctx, req, res, bucket, query);
    throw notImplemented(req, path);
  }
  // Clients encode '/' in names, so a literal '/' starts a sub-resource such as copyTo or rewriteTo.
  const segments = rawObject.split('/');
  const rewrite = rawObject.match(/^([^/]+)\/(copyTo|rewriteTo)\/b\/([^/]+)\/o\/([^/]+)$/);
  if (rewrite && req.method === 'POST') {
    const source = { bucket, name: decodeSegment(rewrite[1]) };
    const object = await copyObject(ctx, req, source, { bucket: decodeSegment(rewrite[3]), name: decodeSegment(rewrite[4]) });
    if (rewrite[2] === 'rewriteTo') return sendRewriteResponse(req, res, object);
    return sendJson(res, 200, toGcsResource(object.metadata, originOf(req)));
  }
  const move = rawObject.match(/^([^/]+)\/moveTo\/o\/([^/]+)$/);
  if (move && req.method === 'POST') {
    const source = { bucket, name: decodeSegment(move[1]) };
    const destination = { bucket, name: decodeSegment(move[2]) };
    if (source.name === destination.name) throw badRequest('Source and destination of a move must differ.');
    const object = await copyObject(ctx, req, source, destination);
    // The copy is durable before the source goes, so a crash never loses the object.
    await ctx.store.remove(bucket, source.name);
    return sendJson(res, 200, toGcsResource(object.metadata, originOf(req)));
  }
  if (segments.length > 1 && ['acl', 'compose', 'copyTo', 'rewriteTo', 'moveTo', 'restore'].includes(segments[1])) {
    throw notImplemented(req, path);
  }
  const name = decodeSegment(rawObject);
  switch (req.method) {
    case 'GET':
    case 'HEAD':
      return get(ctx, req, res, bucket, name, query);
    case 'PATCH':
    case 'PUT':
      return updateMetadata(ctx, req, res, bucket, name, query);
    case 'DELETE':
      return remove(ctx, res, bucket, name, query);
  }
  throw notImplemented(req, path);
}

function liveObject(ctx: StorageContext, bucket: string, name: string, query: URLSearchParams): StoredObject {
  const object = ctx.store.get(bucket, name);
  const generation = query.get('generation');
  // No versions are kept: only the live generation exists.
  if (!object || (generation !== null && generation !== object.metadata.generation)) throw objectNotFound(bucket, name);
  return object;
}

function get(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, bucket: string, name: string, query: URLSearchParams): void {
  const media = query.get('alt') === 'media' || req.url?.startsWith('/download/');
  let object: StoredObject;
  try {
    object = liveObject(ctx, bucket, name, query);
  } catch (err) {
    if (!media || !(err instanceof StorageError)) throw err;
    // Media downloads report a missing object as plain text, like GCS.
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end(err.message);
    return;
  }
  checkPreconditions(object.metadata, query);
  if (media) return sendObjectBytes(req, res, object);
  sendJson(res, 200, toGcsResource(object.metadata, originOf(req)));
}

function list(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, bucket: string, query: URLSearchParams) {
  const page = listPage(ctx.store.objectsIn(bucket), {
    prefix: query.get('prefix') ?? '',
    delimiter: query.get('delimiter') ?? '',
    maxResults: parseMaxResults(query.get('maxResults')),
    pageToken: query.get('pageToken') || undefined,
    startOffset: query.get('startOffset') ?? undefined,
    endOffset: query.get('endOffset') ?? undefined,
    includeTrailingDelimiter: query.get('includeTrailingDelimiter') === 'true',
  });
  const origin = originOf(req);
  sendJson(res, 200, {
    kind: 'storage#objects',
    ...(page.nextPageToken !== undefined && { nextPageToken: page.nextPageToken }),
    ...(page.prefixes.length > 0 && { prefixes: page.prefixes }),
    ...(page.items.length > 0 && { items: page.items.map((item) => toGcsResource(item, origin)) }),
  });
}

async function updateMetadata(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, bucket: string, name: string, query: URLSearchParams) {
  const parsed = parseMetadataPatch(parseJson(await readRequestBody(req), 'Object metadata'));
  const current = liveObject(ctx, bucket, name, query);
  checkPreconditions(current.metadata, query);
  const metadata = patchedMetadata(current.metadata, req.method === 'PUT' ? replacementPatch(parsed) : parsed);
  await ctx.store.putMetadata(metadata);
  sendJson(res, 200, toGcsResource(metadata, originOf(req)));
}

async function remove(ctx: StorageContext, res: ServerResponse, bucket: string, name: string, query: URLSearchParams) {
  const current = liveObject(ctx, bucket, name, query);
  checkPreconditions(current.metadata, query);
  await ctx.store.remove(bucket, name);
  sendEmpty(res, 204);
}

/** The copy behind `copyTo`, `rewriteTo` (File#copy) and `moveTo`: bytes and metadata, optionally overridden. */
async function copyObject(
  ctx: StorageContext,
  req: IncomingMessage,
  source: { bucket: string; name: string },
  destination: { bucket: string; name: string },
): Promise<StoredObject> {
  const query = new URL(req.url ?? '/', 'http://localhost').searchParams;
  const overrides = parseJson(await readRequestBody(req), 'Destination metadata');
  const original = ctx.store.get(source.bucket, source.name);
  const sourceGeneration = query.get('sourceGeneration');
  if (!original || (sourceGeneration !== null && sourceGeneration !== original.metadata.generation)) {
    throw objectNotFound(source.bucket, source.name);
  }
  checkPreconditions(ctx.store.get(destination.bucket, destination.name)?.metadata, query);
  ctx.store.noteBucket(destination.bucket);
  const patch: MetadataPatch = { ...patchOf(original.metadata), ...stripUndefined(parseMetadataPatch(overrides)) };
  const object = newObject({ ...destination, data: original.data, patch, withDownloadToken: false });
  await ctx.store.put(object);
  return object;
}

function sendRewriteResponse(req: IncomingMessage, res: ServerResponse, object: StoredObject): void {
  sendJson(res, 200, {
    kind: 'storage#rewriteResponse',
    totalBytesRewritten: String(object.metadata.size),
    objectSize: String(object.metadata.size),
    done: true,
    resource: toGcsResource(object.metadata, originOf(req)),
  });
}

/** An object's writable metadata as a patch, tokens included (they are custom metadata in GCS). */
function patchOf(m: ObjectMetadata): MetadataPatch {
  const patch: MetadataPatch = {};
  for (const field of WRITABLE_FIELDS) if (m[field] !== undefined) patch[field] = m[field];
  const custom: Record<string, string> = { ...(m.customMetadata ?? {}) };
  if (m.downloadTokens.length > 0) custom[TOKENS_KEY] = m.downloadTokens.join(',');
  if (Object.keys(custom).length > 0) patch.metadata = custom;
  return patch;
}

function stripUndefined(patch: MetadataPatch): MetadataPatch {
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as MetadataPatch;
}

function handleBuckets(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, query: URLSearchParams) {
  if (req.method === 'GET') {
    const origin = originOf(req);
    return sendJson(res, 200, { kind: 'storage#buckets', items: ctx.store.bucketNames().map((b) => toBucketResource(b, origin)) });
  }
  if (req.method === 'POST') return createBucket(ctx, req, res, query);
  throw notImplemented(req, '/b');
}

async function createBucket(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, query: URLSearchParams) {
  const body = parseJson(await readRequestBody(req), 'Bucket');
  const name = nameFromMetadata(body) ?? query.get('name');
  if (!name) throw badRequest('Missing bucket name.');
  ctx.store.noteBucket(name);
  sendJson(res, 200, toBucketResource(name, originOf(req)));
}

function handleBucket(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, bucket: string) {
  if (req.method === 'GET' || req.method === 'HEAD') return sendJson(res, 200, toBucketResource(bucket, originOf(req)));
  if (req.method === 'DELETE') {
    for (const object of ctx.store.objectsIn(bucket)) {
      throw new StorageError(409, `The bucket you tried to delete is not empty (it holds ${object.name}).`);
    }
    return sendEmpty(res, 204);
  }
  throw notImplemented(req, `/b/${bucket}`);
}
