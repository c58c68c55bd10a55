/**
 * Firebase Storage REST uploads: multipart and raw one-shot uploads, and Google's resumable protocol
 * (`X-Goog-Upload-Command: start`, then `upload`/`finalize`/`query`/`cancel` on the session URL).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { storedResult, storeSession, storeUpload, type StorageContext } from './context.js';
import { badRequest, firebaseNotFound } from './errors.js';
import { callerOf, header, optionalByteCount, originOf, parseByteCount, parseJson, readRequestBody, sendEmpty, sendJson } from './httpUtil.js';
import { parseObjectUpload } from './multipart.js';
import { nameFromMetadata, validateObjectName } from './objects.js';
import { toFirebaseResource } from './resources.js';
import { appendChunk, type UploadSession } from './uploads.js';

export async function handleFirebaseUpload(
  ctx: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  bucket: string,
  pathName: string | undefined,
  query: URLSearchParams,
) {
  const protocol = header(req, 'x-goog-upload-protocol')?.toLowerCase();
  const command = header(req, 'x-goog-upload-command');
  if (query.has('upload_id') || command !== undefined || protocol === 'resumable') {
    return resumable(ctx, req, res, bucket, pathName ?? query.get('name') ?? undefined, query, command);
  }
  const body = await readRequestBody(req);
  if (protocol === 'multipart') {
    const parsed = parseObjectUpload(header(req, 'content-type'), body);
    const name = pathName ?? (query.get('name') || nameFromMetadata(parsed.metadata));
    if (!name) throw badRequest('Missing object name: pass it as the name query parameter or in the metadata.');
    const metadata = await storeUpload(ctx, {
      bucket,
      name,
      data: parsed.data,
      metadata: parsed.metadata,
      mediaContentType: parsed.dataContentType,
      api: 'firebase',
      authorize: ctx.rules.uploadAuthorizer(callerOf(req)),
    });
    return sendJson(res, 200, toFirebaseResource(metadata));
  }
  // Raw media upload: the body is the object and the request's content type is its type.
  const name = pathName ?? query.get('name');
  if (!name) throw badRequest('Missing object name: pass it as the name query parameter.');
  const metadata = await storeUpload(ctx, {
    bucket,
    name,
    data: body,
    metadata: {},
    mediaContentType: header(req, 'content-type'),
    api: 'firebase',
    authorize: ctx.rules.uploadAuthorizer(callerOf(req)),
  });
  sendJson(res, 200, toFirebaseResource(metadata));
}

/** Google's resumable protocol: `start`, then `upload`/`finalize`/`query`/`cancel` commands on the session URL. */
async function resumable(
  ctx: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  bucket: string,
  queryName: string | undefined,
  query: URLSearchParams,
  commandHeader: string | undefined,
) {
  const commands = new Set((commandHeader ?? '').split(',').map((c) => c.trim().toLowerCase()).filter(Boolean));
  if (commands.size === 0) throw badRequest('Missing X-Goog-Upload-Command header.');
  for (const command of commands) {
    if (!['start', 'upload', 'finalize', 'query', 'cancel'].includes(command)) throw badRequest(`Unknown upload command '${command}'.`);
  }

  if (commands.has('start')) {
    const metadata = parseJson(await readRequestBody(req), 'Upload metadata');
    const name = queryName || nameFromMetadata(metadata);
    if (!name) throw badRequest('Missing object name: pass it as the name query parameter or in the metadata.');
    validateObjectName(name);
    const session = ctx.uploads.start({
      bucket,
      name,
      metadata,
      mediaContentType: header(req, 'x-goog-upload-header-content-type'),
      declaredSize: optionalByteCount(header(req, 'x-goog-upload-header-content-length')),
      preconditions: new URLSearchParams(),
      // Judged at finalize, as the caller who started the session.
      authorize: ctx.rules.uploadAuthorizer(callerOf(req)),
    });
    const sessionUrl = new URL(`/v0/b/${encodeURIComponent(bucket)}/o`, originOf(req));
    sessionUrl.searchParams.set('name', name);
    sessionUrl.searchParams.set('upload_id', session.id);
    sessionUrl.searchParams.set('upload_protocol', 'resumable');
    return sendEmpty(res, 200, {
      'X-Goog-Upload-Status': 'active',
      'X-Goog-Upload-URL': sessionUrl.toString(),
      'X-Goog-Upload-Control-URL': '',
      'X-Goog-Upload-Chunk-Granularity': String(256 * 1024),
      'X-GUploader-UploadID': session.id,
    });
  }

  const session = ctx.uploads.get(query.get('upload_id'));
  if (commands.has('query')) {
    return sendEmpty(res, 200, { 'X-Goog-Upload-Status': session.status, 'X-Goog-Upload-Size-Received': String(session.received) });
  }
  if (commands.has('cancel')) {
    if (session.status === 'final') throw badRequest('Upload is already finalized and cannot be cancelled.');
    session.status = 'cancelled';
    session.chunks = [];
    return sendEmpty(res, 200, { 'X-Goog-Upload-Status': 'cancelled' });
  }
  const body = await readRequestBody(req);
  // A repeated finalize (the response was lost) answers with the stored result again.
  if (session.status === 'final' && commands.has('finalize') && session.result) {
    const stored = storedResult(ctx, session, firebaseNotFound);
    return sendJson(res, 200, toFirebaseResource(stored), { 'X-Goog-Upload-Status': 'final' });
  }
  if (commands.has('upload')) {
    const offsetHeader = header(req, 'x-goog-upload-offset');
    const offset = offsetHeader === undefined ? session.received : parseByteCount(offsetHeader);
    // A finalizing chunk that cannot complete the announced size is refused before it changes the session.
    const finalSize = Math.max(session.received, offset + body.length);
    if (commands.has('finalize') && session.declaredSize !== undefined && finalSize !== session.declaredSize) {
      throw badRequest(`Upload announced ${session.declaredSize} bytes but would finish with ${finalSize}.`);
    }
    appendChunk(session, body, offset);
  } else if (body.length > 0) {
    throw badRequest('A finalize command without upload must not carry data.');
  }
  if (!commands.has('finalize')) {
    return sendEmpty(res, 200, { 'X-Goog-Upload-Status': 'active', 'X-Goog-Upload-Size-Received': String(session.received) });
  }
  return finalize(ctx, res, session);
}

async function finalize(ctx: StorageContext, res: ServerResponse, session: UploadSession) {
  if (session.status !== 'active') throw badRequest(`Upload session is ${session.status}; it cannot be finalized.`);
  const metadata = await storeSession(ctx, session, 'firebase');
  sendJson(res, 200, toFirebaseResource(metadata), { 'X-Goog-Upload-Status': 'final' });
}
