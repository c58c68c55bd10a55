/**
 * Serving an object's bytes (`alt=media`) as GCS does: single byte ranges, decompressive transcoding of
 * gzip-encoded objects for clients that do not accept gzip, and the `x-goog-*` headers clients validate
 * downloads with.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { etagOf, type StoredObject } from './objects.js';
import { header } from './httpUtil.js';

export function sendObjectBytes(req: IncomingMessage, res: ServerResponse, object: StoredObject): void {
  const m = object.metadata;
  let body = object.data;
  let transcoded = false;
  const acceptsGzip = /\bgzip\b/i.test(header(req, 'accept-encoding') ?? '');
  if (m.contentEncoding === 'gzip' && !acceptsGzip) {
    try {
      body = gunzipSync(object.data);
      transcoded = true;
    } catch {
      // Not actually gzip: serve the stored bytes as they are.
    }
  }
  const headers: Record<string, string> = {
    'Content-Type': m.contentType ?? 'application/octet-stream',
    'Accept-Ranges': 'bytes',
    ETag: `"${etagOf(m)}"`,
    'Last-Modified': new Date(m.updated).toUTCString(),
    'X-Goog-Generation': m.generation,
    'X-Goog-Metageneration': String(m.metageneration),
    'X-Goog-Storage-Class': m.storageClass,
    'X-Goog-Stored-Content-Encoding': m.contentEncoding ?? 'identity',
    'X-Goog-Stored-Content-Length': String(m.size),
    'X-Goog-Hash': `crc32c=${m.crc32c},md5=${m.md5Hash}`,
  };
  if (m.contentEncoding && !transcoded) headers['Content-Encoding'] = m.contentEncoding;
  if (m.contentDisposition) headers['Content-Disposition'] = m.contentDisposition;
  if (m.contentLanguage) headers['Content-Language'] = m.contentLanguage;
  if (m.cacheControl) headers['Cache-Control'] = m.cacheControl;

  const range = transcoded ? undefined : parseRange(header(req, 'range'), body.length);
  if (range === 'unsatisfiable') {
    res.writeHead(416, { ...headers, 'Content-Range': `bytes */${body.length}`, 'Content-Length': '0' }).end();
    return;
  }
  if (range) {
    const slice = body.subarray(range.start, range.end + 1);
    res
      .writeHead(206, { ...headers, 'Content-Range': `bytes ${range.start}-${range.end}/${body.length}`, 'Content-Length': String(slice.length) })
      .end(req.method === 'HEAD' ? undefined : slice);
    return;
  }
  res.writeHead(200, { ...headers, 'Content-Length': String(body.length) }).end(req.method === 'HEAD' ? undefined : body);
}

/** One `bytes=` range, clamped to the object; anything else (several ranges, garbage) serves the whole object. */
function parseRange(value: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = value?.trim().match(/^bytes=(\d*)-(\d*)$/i);
  if (!match || (match[1] === '' && match[2] === '') || size === 0) return undefined;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return undefined;
  return { start, end };
}
