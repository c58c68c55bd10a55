/** `multipart/related` upload bodies (RFC 2387): a JSON metadata part followed by the media part. */
import { badRequest } from './errors.js';
import { checkJsonDepth } from '../transport/http.js';

export interface MultipartPart {
  /** Header names lower-cased. */
  headers: Record<string, string>;
  body: Buffer;
}

export interface ObjectUpload {
  /** Parsed JSON of the metadata part. */
  metadata: unknown;
  data: Buffer;
  /** Content-Type header of the media part. */
  dataContentType?: string;
}

function boundaryOf(contentType: string | undefined): string {
  if (!contentType || !/^multipart\/related\b/i.test(contentType.trim())) {
    throw badRequest(`Multipart upload requires Content-Type multipart/related, got '${contentType ?? ''}'.`);
  }
  const match = contentType.match(/;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i);
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) throw badRequest('Multipart upload Content-Type has no boundary parameter.');
  return boundary;
}

function parseMultipart(contentType: string | undefined, body: Buffer): MultipartPart[] {
  const delimiter = Buffer.from(`--${boundaryOf(contentType)}`);
  const nextDelimiter = Buffer.concat([Buffer.from('\r\n'), delimiter]);
  // The first delimiter opens the body or follows a preamble line.
  let at = body.subarray(0, delimiter.length).equals(delimiter) ? 0 : body.indexOf(nextDelimiter);
  if (at === -1) throw badRequest('Malformed multipart body: boundary not found.');
  if (at > 0) at += 2;
  const parts: MultipartPart[] = [];
  for (;;) {
    let cursor = at + delimiter.length;
    if (body[cursor] === 0x2d && body[cursor + 1] === 0x2d) return parts; // closing "--boundary--"
    // Transport padding, then the CRLF that ends the delimiter line.
    while (body[cursor] === 0x20 || body[cursor] === 0x09) cursor++;
    if (body[cursor] !== 0x0d || body[cursor + 1] !== 0x0a) throw badRequest('Malformed multipart body: bad delimiter line.');
    cursor += 2;
    const end = body.indexOf(nextDelimiter, cursor);
    if (end === -1) throw badRequest('Malformed multipart body: missing closing boundary.');
    parts.push(parsePart(body.subarray(cursor, end)));
    at = end + 2;
  }
}

function parsePart(raw: Buffer): MultipartPart {
  const headers: Record<string, string> = {};
  let headerEnd: number;
  if (raw.subarray(0, 2).toString('latin1') === '\r\n') headerEnd = 0;
  else {
    headerEnd = raw.indexOf('\r\n\r\n');
    if (headerEnd === -1) throw badRequest('Malformed multipart body: part headers are not terminated.');
    for (const line of raw.subarray(0, headerEnd).toString('utf8').split('\r\n')) {
      const colon = line.indexOf(':');
      if (colon <= 0) throw badRequest(`Malformed multipart body: bad part header '${line}'.`);
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
  }
  return { headers, body: raw.subarray(headerEnd + (headerEnd === 0 ? 2 : 4)) };
}

/** The object upload form both APIs use: metadata JSON, then the bytes. */
export function parseObjectUpload(contentType: string | undefined, body: Buffer): ObjectUpload {
  const parts = parseMultipart(contentType, body);
  if (parts.length !== 2) throw badRequest(`Multipart upload must have exactly 2 parts (metadata and media), got ${parts.length}.`);
  const [metadataPart, mediaPart] = parts;
  let metadata: unknown;
  try {
    const text = metadataPart.body.toString('utf8').trim();
    if (text !== '') checkJsonDepth(text);
    metadata = text === '' ? {} : JSON.parse(text);
  } catch (err) {
    if (!(err instanceof SyntaxError)) throw err;
    throw badRequest(`Multipart upload metadata part is not valid JSON: ${(err as Error).message}`);
  }
  return { metadata, data: Buffer.from(mediaPart.body), dataContentType: mediaPart.headers['content-type'] };
}
