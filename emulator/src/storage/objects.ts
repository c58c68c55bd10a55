/**
 * The stored object model shared by the Firebase and GCS APIs, and the rules both apply to it:
 * creating an object from uploaded bytes, patching its metadata, and checking preconditions.
 */
import { createHash, randomUUID } from 'node:crypto';
import { crc32cBase64, md5Base64 } from './checksums.js';
import { badRequest, preconditionFailed } from './errors.js';

/** Largest request body and largest object accepted (the official emulator allows 130 MB bodies). */
export const MAX_OBJECT_BYTES = 256 * 1024 * 1024;

export interface ObjectMetadata {
  bucket: string;
  name: string;
  /** Decimal string, as both APIs carry it (GCS generations exceed 2^53 in production). */
  generation: string;
  metageneration: number;
  contentType?: string;
  contentEncoding?: string;
  contentDisposition?: string;
  contentLanguage?: string;
  cacheControl?: string;
  customTime?: string;
  customMetadata?: Record<string, string>;
  /** Firebase download tokens; GCS sees them as the `firebaseStorageDownloadTokens` custom metadata key. */
  downloadTokens: string[];
  size: number;
  md5Hash: string;
  crc32c: string;
  storageClass: string;
  timeCreated: string;
  updated: string;
}

export interface StoredObject {
  metadata: ObjectMetadata;
  data: Buffer;
}

/** The metadata fields a client may write, with `null` meaning "remove". */
export const WRITABLE_FIELDS = [
  'contentType',
  'contentEncoding',
  'contentDisposition',
  'contentLanguage',
  'cacheControl',
  'customTime',
] as const;
type WritableField = (typeof WRITABLE_FIELDS)[number];

export type MetadataPatch = { [K in WritableField]?: string | null } & {
  metadata?: Record<string, string | null> | null;
};

/** Custom metadata key under which GCS exposes Firebase download tokens. */
export const TOKENS_KEY = 'firebaseStorageDownloadTokens';

/** Validates a client's metadata JSON into a patch; unknown and read-only fields are ignored, as the services do. */
export function parseMetadataPatch(raw: unknown): MetadataPatch {
  if (raw === null || raw === undefined) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) throw badRequest('Object metadata must be a JSON object.');
  const source = raw as Record<string, unknown>;
  const patch: MetadataPatch = {};
  for (const field of WRITABLE_FIELDS) {
    const value = source[field];
    if (value === undefined) continue;
    if (value !== null && typeof value !== 'string') throw badRequest(`Invalid value for '${field}': expected a string.`);
    patch[field] = value;
  }
  if (typeof patch.customTime === 'string' && Number.isNaN(Date.parse(patch.customTime))) {
    throw badRequest(`Invalid value for 'customTime': '${patch.customTime}' is not an RFC 3339 timestamp.`);
  }
  const custom = source.metadata;
  if (custom === null) patch.metadata = null;
  else if (custom !== undefined) {
    if (typeof custom !== 'object' || Array.isArray(custom)) throw badRequest("Invalid value for 'metadata': expected an object.");
    patch.metadata = {};
    for (const [key, value] of Object.entries(custom as Record<string, unknown>)) {
      // Custom metadata values are strings; scalars are taken as their text, anything nested is refused.
      if (typeof value === 'object' && value !== null) throw badRequest(`Invalid value for 'metadata.${key}': expected a string.`);
      patch.metadata[key] = value === null ? null : typeof value === 'string' ? value : JSON.stringify(value);
    }
  }
  return patch;
}

/** The `name` a metadata JSON carries, if any (uploads may name the object there instead of in the query). */
export function nameFromMetadata(raw: unknown): string | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const name = (raw as Record<string, unknown>).name;
  return typeof name === 'string' && name !== '' ? name : undefined;
}

/** Checksums the client sent with its metadata, verified against the received bytes. */
export function declaredChecksums(raw: unknown): { md5Hash?: string; crc32c?: string } {
  if (!raw || typeof raw !== 'object') return {};
  const source = raw as Record<string, unknown>;
  return {
    md5Hash: typeof source.md5Hash === 'string' && source.md5Hash ? source.md5Hash : undefined,
    crc32c: typeof source.crc32c === 'string' && source.crc32c ? source.crc32c : undefined,
  };
}

let lastGeneration = 0;
/** Microsecond timestamps like GCS, strictly increasing so a rewrite always changes the generation. */
function nextGeneration(): string {
  lastGeneration = Math.max(Date.now() * 1000, lastGeneration + 1);
  return String(lastGeneration);
}

/** Keeps fresh generations above the ones loaded from disk, even if the clock went backwards. */
export function observeGeneration(generation: string): void {
  const value = Number(generation);
  if (Number.isSafeInteger(value)) lastGeneration = Math.max(lastGeneration, value);
}

export interface NewObjectInput {
  bucket: string;
  name: string;
  data: Buffer;
  patch: MetadataPatch;
  /** Content type of the media itself (part header or request header), used when the metadata names none. */
  mediaContentType?: string;
  declared?: { md5Hash?: string; crc32c?: string };
  /** Firebase uploads always get a download token; GCS uploads only if the metadata carries one. */
  withDownloadToken: boolean;
}

export function newObject(input: NewObjectInput): StoredObject {
  validateObjectName(input.name);
  const md5Hash = md5Base64(input.data);
  const crc32c = crc32cBase64(input.data);
  if (input.declared?.md5Hash && input.declared.md5Hash !== md5Hash) {
    throw badRequest(`Provided MD5 hash "${input.declared.md5Hash}" doesn't match calculated MD5 hash "${md5Hash}".`);
  }
  if (input.declared?.crc32c && input.declared.crc32c !== crc32c) {
    throw badRequest(`Provided CRC32C "${input.declared.crc32c}" doesn't match calculated CRC32C "${crc32c}".`);
  }
  const now = new Date().toISOString();
  const metadata: ObjectMetadata = {
    bucket: input.bucket,
    name: input.name,
    generation: nextGeneration(),
    metageneration: 1,
    contentType: input.mediaContentType || 'application/octet-stream',
    downloadTokens: [],
    size: input.data.length,
    md5Hash,
    crc32c,
    storageClass: 'STANDARD',
    timeCreated: now,
    updated: now,
  };
  applyFields(metadata, input.patch);
  if (!metadata.contentType) metadata.contentType = input.mediaContentType || 'application/octet-stream';
  if (input.withDownloadToken && metadata.downloadTokens.length === 0) metadata.downloadTokens = [randomUUID()];
  return { metadata, data: input.data };
}

/** Metadata update (Firebase PATCH, GCS PATCH/PUT): bumps metageneration and `updated`. */
export function patchedMetadata(current: ObjectMetadata, patch: MetadataPatch): ObjectMetadata {
  const next: ObjectMetadata = {
    ...current,
    customMetadata: current.customMetadata && { ...current.customMetadata },
    downloadTokens: [...current.downloadTokens],
  };
  applyFields(next, patch);
  return touched(next);
}

/** GCS PUT replaces every writable field: absent ones are removed. */
export function replacementPatch(patch: MetadataPatch): MetadataPatch {
  const full: MetadataPatch = { metadata: patch.metadata ?? null };
  for (const field of WRITABLE_FIELDS) full[field] = patch[field] ?? null;
  return full;
}

export function withNewDownloadToken(current: ObjectMetadata): ObjectMetadata {
  return touched({ ...current, downloadTokens: [...current.downloadTokens, randomUUID()] });
}

/** Removes one token; an object never loses its last token through this call (a fresh one replaces it). */
export function withoutDownloadToken(current: ObjectMetadata, token: string): ObjectMetadata {
  const remaining = current.downloadTokens.filter((t) => t !== token);
  return touched({ ...current, downloadTokens: remaining.length > 0 ? remaining : [randomUUID()] });
}

function touched(metadata: ObjectMetadata): ObjectMetadata {
  metadata.metageneration += 1;
  metadata.updated = new Date(Math.max(Date.now(), Date.parse(metadata.updated) + 1)).toISOString();
  return metadata;
}

function applyFields(metadata: ObjectMetadata, patch: MetadataPatch): void {
  for (const field of WRITABLE_FIELDS) {
    const value = patch[field];
    if (value === undefined) continue;
    if (value === null) delete metadata[field];
    else metadata[field] = field === 'customTime' ? new Date(value).toISOString() : value;
  }
  if (patch.metadata === undefined) return;
  if (patch.metadata === null) {
    delete metadata.customMetadata;
    return;
  }
  const custom = { ...(metadata.customMetadata ?? {}) };
  for (const [key, value] of Object.entries(patch.metadata)) {
    if (key === TOKENS_KEY) {
      // Tokens live in custom metadata in production, so writing the key replaces them.
      metadata.downloadTokens = value ? value.split(',').map((t) => t.trim()).filter(Boolean) : [];
    } else if (value === null) delete custom[key];
    else custom[key] = value;
  }
  if (Object.keys(custom).length > 0) metadata.customMetadata = custom;
  else delete metadata.customMetadata;
}

/** Same validation as GCS: non-empty, at most 1024 UTF-8 bytes, no CR/LF, not `.` or `..`. */
export function validateObjectName(name: string): void {
  if (!name) throw badRequest('Object name is required.');
  if (Buffer.byteLength(name, 'utf8') > 1024) throw badRequest('Object name exceeds the maximum length of 1024 bytes.');
  if (/[\r\n]/.test(name)) throw badRequest('Object name must not contain carriage return or line feed characters.');
  if (name === '.' || name === '..') throw badRequest(`Object name '${name}' is not allowed.`);
}

export function etagOf(metadata: ObjectMetadata): string {
  return createHash('md5').update(`${metadata.generation}/${metadata.metageneration}`).digest('base64');
}

/**
 * GCS preconditions (`ifGenerationMatch=0` means "only if absent"); a failed one is 412.
 * `generation` pins the live generation: asking for any other is "not found" since no versions are kept.
 */
export function checkPreconditions(existing: ObjectMetadata | undefined, query: URLSearchParams): void {
  const generation = existing?.generation ?? '0';
  const metageneration = existing ? String(existing.metageneration) : undefined;
  const ifGenerationMatch = query.get('ifGenerationMatch');
  const ifGenerationNotMatch = query.get('ifGenerationNotMatch');
  const ifMetagenerationMatch = query.get('ifMetagenerationMatch');
  const ifMetagenerationNotMatch = query.get('ifMetagenerationNotMatch');
  if (ifGenerationMatch !== null && ifGenerationMatch !== generation) throw preconditionFailed();
  if (ifGenerationNotMatch !== null && ifGenerationNotMatch === generation) throw preconditionFailed();
  if (ifMetagenerationMatch !== null && ifMetagenerationMatch !== metageneration) throw preconditionFailed();
  if (ifMetagenerationNotMatch !== null && metageneration !== undefined && ifMetagenerationNotMatch === metageneration) {
    throw preconditionFailed();
  }
}
