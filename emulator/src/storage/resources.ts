/** Wire shapes of stored objects: the Firebase REST resource and the GCS JSON API `storage#object`. */
import { etagOf, TOKENS_KEY, type ObjectMetadata } from './objects.js';

export interface FirebaseObjectResource {
  name: string;
  bucket: string;
  generation: string;
  metageneration: string;
  contentType?: string;
  timeCreated: string;
  updated: string;
  storageClass: string;
  size: string;
  md5Hash: string;
  crc32c: string;
  etag: string;
  downloadTokens: string;
  contentEncoding: string;
  contentDisposition?: string;
  contentLanguage?: string;
  cacheControl?: string;
  metadata?: Record<string, string>;
}

export function toFirebaseResource(m: ObjectMetadata): FirebaseObjectResource {
  return {
    name: m.name,
    bucket: m.bucket,
    generation: m.generation,
    metageneration: String(m.metageneration),
    contentType: m.contentType,
    timeCreated: m.timeCreated,
    updated: m.updated,
    storageClass: m.storageClass,
    size: String(m.size),
    md5Hash: m.md5Hash,
    crc32c: m.crc32c,
    etag: etagOf(m),
    downloadTokens: m.downloadTokens.join(','),
    contentEncoding: m.contentEncoding ?? 'identity',
    contentDisposition: m.contentDisposition,
    contentLanguage: m.contentLanguage,
    cacheControl: m.cacheControl,
    metadata: m.customMetadata,
  };
}

export function toGcsResource(m: ObjectMetadata, origin: string): Record<string, unknown> {
  const encoded = encodeURIComponent(m.name);
  const custom: Record<string, string> = { ...(m.customMetadata ?? {}) };
  if (m.downloadTokens.length > 0) custom[TOKENS_KEY] = m.downloadTokens.join(',');
  return {
    kind: 'storage#object',
    id: `${m.bucket}/${m.name}/${m.generation}`,
    selfLink: `${origin}/storage/v1/b/${encodeURIComponent(m.bucket)}/o/${encoded}`,
    mediaLink: `${origin}/download/storage/v1/b/${encodeURIComponent(m.bucket)}/o/${encoded}?generation=${m.generation}&alt=media`,
    name: m.name,
    bucket: m.bucket,
    generation: m.generation,
    metageneration: String(m.metageneration),
    contentType: m.contentType,
    storageClass: m.storageClass,
    size: String(m.size),
    md5Hash: m.md5Hash,
    crc32c: m.crc32c,
    etag: etagOf(m),
    timeCreated: m.timeCreated,
    updated: m.updated,
    timeStorageClassUpdated: m.timeCreated,
    ...(m.contentEncoding !== undefined && { contentEncoding: m.contentEncoding }),
    ...(m.contentDisposition !== undefined && { contentDisposition: m.contentDisposition }),
    ...(m.contentLanguage !== undefined && { contentLanguage: m.contentLanguage }),
    ...(m.cacheControl !== undefined && { cacheControl: m.cacheControl }),
    ...(m.customTime !== undefined && { customTime: m.customTime }),
    ...(Object.keys(custom).length > 0 && { metadata: custom }),
  };
}

const STARTED = new Date().toISOString();

export function toBucketResource(name: string, origin: string): Record<string, unknown> {
  return {
    kind: 'storage#bucket',
    id: name,
    name,
    selfLink: `${origin}/storage/v1/b/${encodeURIComponent(name)}`,
    projectNumber: '000000000000',
    metageneration: '1',
    location: 'US',
    locationType: 'multi-region',
    storageClass: 'STANDARD',
    etag: 'CAE=',
    timeCreated: STARTED,
    updated: STARTED,
  };
}
