/** Request parsing and response helpers shared by the Firebase and GCS handlers. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { contextFromAuthorization } from '../auth.js';
import type { RequestContext } from '../engine/types.js';
import { checkJsonDepth, readBody } from '../transport/http.js';
import { badRequest } from './errors.js';
import { MAX_OBJECT_BYTES } from './objects.js';

/** Response headers the web SDK must read across origins (resumable upload protocol). */
const EXPOSED_HEADERS = [
  'Content-Type',
  'Content-Length',
  'Content-Range',
  'Content-Disposition',
  'Content-Encoding',
  'ETag',
  'Location',
  'Range',
  'X-Firebase-Storage-Version',
  'X-Goog-Upload-URL',
  'X-Goog-Upload-Status',
  'X-Goog-Upload-Size-Received',
  'X-Goog-Upload-Chunk-Granularity',
  'X-Goog-Upload-Control-URL',
  'X-Goog-Upload-Command',
  'X-Goog-Upload-Protocol',
  'X-Goog-Upload-Header-Content-Length',
  'X-Goog-Upload-Header-Content-Type',
  'X-GUploader-UploadID',
  'X-Goog-Hash',
  'X-Goog-Generation',
  'X-Goog-Metageneration',
  'X-Goog-Stored-Content-Encoding',
  'X-Goog-Stored-Content-Length',
];

/**
 * `*` only works as a wildcard for requests without credentials, so the upload headers are also
 * named explicitly (the SDK sends credentials on some hosts).
 */
export function exposeHeaders(res: ServerResponse): void {
  res.setHeader('Access-Control-Expose-Headers', ['*', ...EXPOSED_HEADERS].join(', '));
}

export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** Scheme and authority clients reached us on, for the session URLs and links we hand back. */
export function originOf(req: IncomingMessage): string {
  return `http://${req.headers.host ?? 'localhost'}`;
}

export async function readRequestBody(req: IncomingMessage): Promise<Buffer> {
  const declared = Number(header(req, 'content-length'));
  if (Number.isFinite(declared) && declared > MAX_OBJECT_BYTES) {
    throw badRequest(`Request body of ${declared} bytes exceeds the limit of ${MAX_OBJECT_BYTES} bytes.`);
  }
  return readBody(req, MAX_OBJECT_BYTES);
}

export function parseJson(body: Buffer, what: string): unknown {
  const text = body.toString('utf8').trim();
  if (text === '') return {};
  checkJsonDepth(text);
  try {
    return JSON.parse(text);
  } catch (err) {
    throw badRequest(`${what} is not valid JSON: ${(err as Error).message}`);
  }
}

/** A non-negative integer header or query value (sizes, offsets). */
export function parseByteCount(value: string): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isSafeInteger(n) || n < 0) throw badRequest(`Invalid byte count '${value}'.`);
  return n;
}

/** A byte count announced in an optional header; absent or empty announces none. */
export function optionalByteCount(value: string | undefined): number | undefined {
  return value === undefined || value === '' ? undefined : parseByteCount(value);
}

/** Path segment (or joined segments) percent-decoded, with malformed escapes reported as 400. */
export function decodeSegment(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw badRequest(`Malformed percent-encoding in '${raw}'.`);
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { ...headers, 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}

export function sendEmpty(res: ServerResponse, status: number, headers: Record<string, string> = {}): void {
  res.writeHead(status, { ...headers, 'Content-Length': '0' }).end();
}

/**
 * The caller: the web SDK sends `Authorization: Firebase <ID token>`, other clients `Bearer`;
 * `owner` is privileged either way.
 */
export function callerOf(req: IncomingMessage): RequestContext {
  const raw = req.headers.authorization;
  const header = Array.isArray(raw) ? raw[0] : raw;
  return contextFromAuthorization(header?.replace(/^Firebase\s+/i, 'Bearer '));
}
