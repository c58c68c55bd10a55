/**
 * GCS JSON API uploads: `POST /upload/storage/v1/b/{bucket}/o?uploadType=media|multipart|resumable`, and
 * the resumable session URL (PUT chunks with Content-Range, 308 until complete; DELETE cancels).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { storedResult, storeSession, storeUpload, type StorageContext } from './context.js';
import { badRequest, objectNotFound, StorageError } from './errors.js';
import { header, optionalByteCount, originOf, parseByteCount, parseJson, readRequestBody, sendEmpty, sendJson } from './httpUtil.js';
import { parseObjectUpload } from './multipart.js';
import { nameFromMetadata, validateObjectName, type ObjectMetadata } from './objects.js';
import { toGcsResource } from './resources.js';
import { appendChunk, type UploadSession } from './uploads.js';

/** `POST /upload/storage/v1/b/{bucket}/o?uploadType=media|multipart|resumable` and resumable session requests. */
export async function handleGcsUpload(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, bucket: string, query: URLSearchParams) {
  ctx.store.noteBucket(bucket);
  if (query.has('upload_id')) {
    const session = ctx.uploads.get(query.get('upload_id'));
    if (req.method === 'PUT' || req.method === 'POST') return continueSession(ctx, req, res, session);
    if (req.method === 'DELETE') {
      ctx.uploads.delete(session.id);
      return sendEmpty(res, 499);
    }
    throw new StorageError(501, `${req.method} on an upload URL is not implemented by this Storage emulator.`);
  }
  if (req.method !== 'POST') throw new StorageError(501, `${req.method} on an upload URL is not implemented by this Storage emulator.`);
  const uploadType = query.get('uploadType') ?? header(req, 'x-goog-upload-protocol') ?? 'media';
  const body = await readRequestBody(req);
  const origin = originOf(req);

  if (uploadType === 'resumable') {
    const metadata = parseJson(body, 'Upload metadata');
    const name = objectName(query, metadata);
    const session = ctx.uploads.start({
      bucket,
      name,
      metadata,
      mediaContentType: header(req, 'x-upload-content-type'),
      declaredSize: optionalByteCount(header(req, 'x-upload-content-length')),
      preconditions: query,
    });
    const location = new URL(`/upload/storage/v1/b/${encodeURIComponent(bucket)}/o`, origin);
    location.searchParams.set('uploadType', 'resumable');
    location.searchParams.set('name', name);
    location.searchParams.set('upload_id', session.id);
    return sendEmpty(res, 200, { Location: location.toString(), 'X-GUploader-UploadID': session.id });
  }

  let stored: ObjectMetadata;
  if (uploadType === 'multipart') {
    const parsed = parseObjectUpload(header(req, 'content-type'), body);
    stored = await storeUpload(ctx, {
      bucket,
      name: objectName(query, parsed.metadata),
      data: parsed.data,
      metadata: parsed.metadata,
      mediaContentType: parsed.dataContentType ?? header(req, 'x-upload-content-type'),
      preconditions: query,
      api: 'gcs',
    });
  } else if (uploadType === 'media') {
    stored = await storeUpload(ctx, {
      bucket,
      name: objectName(query, undefined),
      data: body,
      metadata: {},
      mediaContentType: header(req, 'content-type'),
      preconditions: query,
      api: 'gcs',
    });
  } else {
    throw badRequest(`Unsupported uploadType '${uploadType}'. Use media, multipart or resumable.`);
  }
  sendJson(res, 200, toGcsResource(stored, origin));
}

/**
 * A PUT on the session URL. `Content-Range: bytes a-b/total` sends a chunk (308 + `Range` until the last
 * byte arrives), `bytes a-*` sends the rest, `bytes *\/total|*` asks for the status; no header sends all.
 */
async function continueSession(ctx: StorageContext, req: IncomingMessage, res: ServerResponse, session: UploadSession) {
  const body = await readRequestBody(req);
  const range = parseContentRange(header(req, 'content-range'));
  if (session.status === 'final' && session.result) {
    const stored = storedResult(ctx, session, () => objectNotFound(session.bucket, session.name));
    return sendJson(res, 200, toGcsResource(stored, originOf(req)));
  }
  if (session.status !== 'active') throw badRequest(`Upload session is ${session.status}.`);
  if (range.kind === 'chunk') {
    if (range.end !== undefined && body.length !== range.end - range.start + 1) {
      throw badRequest(`Content-Range announces ${range.end - range.start + 1} bytes but the body has ${body.length}.`);
    }
    appendChunk(session, body, range.start);
  } else if (body.length > 0) {
    if (range.kind === 'status') throw badRequest('A status query (Content-Range: bytes */...) must not carry data.');
    appendChunk(session, body);
  }
  // The upload is complete when the total is known and reached, or when the client sent "the rest".
  const total = range.kind === 'none' ? session.received : range.total;
  const complete = total !== undefined ? session.received >= total : range.kind === 'chunk' && range.end === undefined;
  if (total !== undefined && session.received > total) throw badRequest(`Received ${session.received} bytes, more than the total of ${total}.`);
  if (!complete) {
    const headers: Record<string, string> = session.received > 0 ? { Range: `bytes=0-${session.received - 1}` } : {};
    return sendEmpty(res, 308, headers);
  }
  const metadata = await storeSession(ctx, session, 'gcs', header(req, 'x-goog-hash'));
  sendJson(res, 200, toGcsResource(metadata, originOf(req)));
}

type ContentRange =
  | { kind: 'none' }
  | { kind: 'status'; total?: number }
  | { kind: 'chunk'; start: number; end?: number; total?: number };

function parseContentRange(value: string | undefined): ContentRange {
  if (value === undefined || value.trim() === '') return { kind: 'none' };
  const match = value.trim().match(/^bytes\s+(?:\*|(\d+)-(\d+|\*))\/(\d+|\*)$/i);
  if (!match) throw badRequest(`Malformed Content-Range '${value}'.`);
  const [, start, end, total] = match;
  const totalBytes = total === '*' ? undefined : parseByteCount(total);
  if (start === undefined) return { kind: 'status', total: totalBytes };
  const from = parseByteCount(start);
  const to = end === '*' ? undefined : parseByteCount(end);
  if (to !== undefined && to < from) throw badRequest(`Malformed Content-Range '${value}'.`);
  return { kind: 'chunk', start: from, end: to, total: totalBytes };
}

function objectName(query: URLSearchParams, metadata: unknown): string {
  const raw = query.get('name') || nameFromMetadata(metadata);
  if (!raw) throw badRequest('Missing object name: pass it as the name query parameter or in the metadata.');
  // The official emulator strips one leading slash, which some clients add.
  const name = raw.startsWith('/') ? raw.slice(1) : raw;
  validateObjectName(name);
  return name;
}
