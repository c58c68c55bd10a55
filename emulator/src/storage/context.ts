/** State the API handlers share, and the one path every finished upload takes into the store. */
import type { StorageError } from './errors.js';
import type { ObjectStore } from './objectStore.js';
import { checkPreconditions, declaredChecksums, newObject, parseMetadataPatch, type ObjectMetadata } from './objects.js';
import type { StorageRules, UploadAuthorizer } from './rules.js';
import { finishSession, type UploadSession, type UploadSessions } from './uploads.js';

export interface StorageContext {
  store: ObjectStore;
  uploads: UploadSessions;
  rules: StorageRules;
}

export interface FinishedUpload {
  bucket: string;
  name: string;
  data: Buffer;
  /** Client metadata JSON (multipart part or resumable start body). */
  metadata: unknown;
  mediaContentType?: string;
  /** GCS preconditions; Firebase uploads have none. */
  preconditions?: URLSearchParams;
  /** Checksums from an `X-Goog-Hash` header, verified like metadata checksums. */
  hashHeader?: string;
  api: 'firebase' | 'gcs';
  /** Security rules judging the finished object (Firebase API uploads); throws when denied. */
  authorize?: UploadAuthorizer;
}

export async function storeUpload(ctx: StorageContext, upload: FinishedUpload): Promise<ObjectMetadata> {
  const existing = ctx.store.get(upload.bucket, upload.name);
  if (upload.preconditions) checkPreconditions(existing?.metadata, upload.preconditions);
  const patch = parseMetadataPatch(upload.metadata);
  const declared = { ...declaredChecksums(upload.metadata), ...parseHashHeader(upload.hashHeader) };
  const object = newObject({
    bucket: upload.bucket,
    name: upload.name,
    data: upload.data,
    patch,
    mediaContentType: upload.mediaContentType,
    declared,
    withDownloadToken: upload.api === 'firebase',
  });
  // The Firebase service marks its uploads for inline display unless the client chose otherwise.
  if (upload.api === 'firebase' && object.metadata.contentDisposition === undefined && patch.contentDisposition !== null) {
    object.metadata.contentDisposition = 'inline';
  }
  // Judged as it would be stored: `request.resource` carries the real size and content type.
  upload.authorize?.(existing?.metadata, object.metadata);
  await ctx.store.put(object);
  return object.metadata;
}

/** Stores the bytes of a complete resumable session as its object (see `finishSession`). */
export function storeSession(
  ctx: StorageContext,
  session: UploadSession,
  api: FinishedUpload['api'],
  hashHeader?: string,
): Promise<ObjectMetadata> {
  return finishSession(session, (data) =>
    storeUpload(ctx, {
      bucket: session.bucket,
      name: session.name,
      data,
      metadata: session.metadata,
      mediaContentType: session.mediaContentType,
      preconditions: session.preconditions,
      hashHeader,
      api,
      authorize: session.authorize,
    }),
  );
}

/**
 * The object a finalized session stored, for a repeated finalize whose first answer was lost;
 * `notFound` once that object has been deleted or replaced.
 */
export function storedResult(ctx: StorageContext, session: UploadSession, notFound: () => StorageError): ObjectMetadata {
  const object = ctx.store.get(session.bucket, session.name);
  if (!object || object.metadata.generation !== session.result?.generation) throw notFound();
  return object.metadata;
}

/** `X-Goog-Hash: crc32c=...,md5=...` */
function parseHashHeader(value: string | undefined): { md5Hash?: string; crc32c?: string } {
  const out: { md5Hash?: string; crc32c?: string } = {};
  for (const pair of value?.split(',') ?? []) {
    const at = pair.indexOf('=');
    if (at === -1) continue;
    const kind = pair.slice(0, at).trim().toLowerCase();
    const hash = pair.slice(at + 1).trim();
    if (kind === 'md5') out.md5Hash = hash;
    else if (kind === 'crc32c') out.crc32c = hash;
  }
  return out;
}
