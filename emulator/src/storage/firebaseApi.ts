/**
 * The Firebase Storage REST API (`/v0/b/{bucket}/o[/{name}]`), as the `firebase/storage` web SDK uses it:
 * multipart and resumable uploads, metadata get/update, media download, list and delete. Loaded
 * security rules judge each request before the object's existence is revealed, as the emulator does.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StorageContext } from './context.js';
import { badRequest, firebaseNotFound as notFound, StorageError } from './errors.js';
import { handleFirebaseUpload } from './firebaseUploads.js';
import { callerOf, decodeSegment, header, parseJson, readRequestBody, sendEmpty, sendJson } from './httpUtil.js';
import { listPage, parseMaxResults } from './listing.js';
import { sendObjectBytes } from './media.js';
import {
  parseMetadataPatch,
  patchedMetadata,
  withNewDownloadToken,
  withoutDownloadToken,
  type StoredObject,
} from './objects.js';
import { toFirebaseResource } from './resources.js';
import { DENIED } from './rules.js';

/** Handles a request whose path starts with `/v0`. */
export async function handleFirebaseRequest(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const match = url.pathname.match(/^\/v0\/b\/([^/]+)\/o(?:\/(.*))?$/);
  if (!match) {
    if (req.method === 'GET' && /^\/v0\/?$/.test(url.pathname)) return sendJson(res, 200, { emulator: 'storage' });
    throw notFound();
  }
  const bucket = decodeSegment(match[1]);
  const name = match[2] === undefined || match[2] === '' ? undefined : decodeSegment(match[2]);
  ctx.store.noteBucket(bucket);
  const method = req.method === 'PUT' && header(req, 'x-http-method-override')?.toUpperCase() === 'PATCH' ? 'PATCH' : req.method;

  if (name === undefined) {
    if (method === 'GET') return list(ctx, req, res, bucket, url.searchParams);
    if (method === 'POST' || method === 'PUT') return handleFirebaseUpload(ctx, req, res, bucket, undefined, url.searchParams);
  } else {
    switch (method) {
      case 'GET':
      case 'HEAD':
        return get(ctx, req, res, bucket, name, url.searchParams);
      case 'PATCH':
        return updateMetadata(ctx, req, res, bucket, name);
      case 'DELETE': {
        const resource = ctx.store.get(bucket, name)?.metadata ?? null;
        ctx.rules.authorize(callerOf(req), { bucket, name, method: 'delete', resource }, DENIED.write);
        if (!(await ctx.store.remove(bucket, name))) throw notFound();
        return sendEmpty(res, 204);
      }
      case 'POST':
      case 'PUT':
        if (url.searchParams.has('create_token') || url.searchParams.has('delete_token')) {
          ctx.rules.requireAdmin(callerOf(req));
          return manageToken(ctx, res, bucket, name, url.searchParams);
        }
        return handleFirebaseUpload(ctx, req, res, bucket, name, url.searchParams);
    }
  }
  throw new StorageError(405, `Method ${req.method} is not allowed here.`);
}

async function get(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, bucket: string, name: string, query: URLSearchParams) {
  let object = ctx.store.get(bucket, name);
  // A valid download token is its own permission (download URLs work without signing in).
  const token = query.get('token');
  if (!(object && token && object.metadata.downloadTokens.includes(token))) {
    ctx.rules.authorize(callerOf(req), { bucket, name, method: 'get', resource: object?.metadata ?? null }, DENIED.read);
  }
  if (!object) throw notFound();
  // Objects written through GCS have no token yet; Firebase mints one the first time they are read.
  if (object.metadata.downloadTokens.length === 0) {
    object = { metadata: withNewDownloadToken(object.metadata), data: object.data };
    await ctx.store.put(object);
  }
  if (query.get('alt') === 'media') return sendObjectBytes(req, res, object);
  sendResource(res, object);
}

function list(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, bucket: string, query: URLSearchParams): void {
  const prefix = query.get('prefix') ?? '';
  if (prefix !== '' && !prefix.endsWith('/')) {
    throw badRequest('The prefix parameter is required to be empty or ends with a single / character.');
  }
  ctx.rules.authorize(callerOf(req), { bucket, name: prefix, method: 'list' }, DENIED.list);
  const page = listPage(ctx.store.objectsIn(bucket), {
    prefix,
    delimiter: query.get('delimiter') ?? '',
    maxResults: parseMaxResults(query.get('maxResults')),
    pageToken: query.get('pageToken') || undefined,
  });
  // Firebase paths cannot express empty segments ("a//b", "/a", "a/"): such objects are not listed.
  sendJson(res, 200, {
    prefixes: page.prefixes.filter((p) => isFirebasePath(p.replace(/\/$/, ''))),
    items: page.items.filter((item) => isFirebasePath(item.name)).map((item) => ({ name: item.name, bucket: item.bucket })),
    ...(page.nextPageToken !== undefined && { nextPageToken: page.nextPageToken }),
  });
}

function isFirebasePath(path: string): boolean {
  return path !== '' && path.split('/').every((segment) => segment !== '');
}

async function updateMetadata(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, bucket: string, name: string) {
  const patch = parseMetadataPatch(parseJson(await readRequestBody(req), 'Metadata'));
  const current = ctx.store.get(bucket, name);
  const metadata = current && patchedMetadata(current.metadata, patch);
  ctx.rules.authorize(callerOf(req), { bucket, name, method: 'update', resource: current?.metadata ?? null, requestResource: metadata }, DENIED.write);
  if (!current || !metadata) throw notFound();
  await ctx.store.putMetadata(metadata);
  sendResource(res, { metadata, data: current.data });
}

async function manageToken(ctx: StorageContext, res: ServerResponse, bucket: string, name: string, query: URLSearchParams) {
  const current = ctx.store.get(bucket, name);
  if (!current) throw notFound();
  const createToken = query.get('create_token');
  if (createToken !== null && createToken !== 'true') throw badRequest("create_token must be 'true'.");
  const deleteToken = query.get('delete_token');
  const metadata = createToken !== null ? withNewDownloadToken(current.metadata) : withoutDownloadToken(current.metadata, deleteToken ?? '');
  await ctx.store.putMetadata(metadata);
  sendResource(res, { metadata, data: current.data });
}

function sendResource(res: ServerResponse, object: StoredObject, headers: Record<string, string> = {}): void {
  sendJson(res, 200, toFirebaseResource(object.metadata), headers);
}
