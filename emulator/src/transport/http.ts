/** Small HTTP/1.1 helpers shared by the REST, WebChannel and Storage handlers. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FirestoreError } from '../engine/errors.js';

/** The SDKs call cross-origin with credentials: echo the origin rather than `*`. */
export function applyCors(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  res.setHeader('Access-Control-Allow-Origin', origin ?? '*');
  if (origin) {
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Vary', 'Origin');
  }
  res.setHeader('Access-Control-Expose-Headers', '*');
}

/** Answers a CORS preflight; returns true when the request was one. */
export function handlePreflight(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'OPTIONS') return false;
  applyCors(req, res);
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '*');
  res.setHeader('Access-Control-Max-Age', '3600');
  res.writeHead(204).end();
  return true;
}

/**
 * Reads the whole body, refusing more than `limit` bytes with a clear error. An oversized body is
 * still drained (up to a hard cap) before the error is reported, so the client finishes its upload
 * and reads the answer instead of seeing a reset connection. A client that goes away mid-body
 * rejects the promise rather than leaving it pending.
 */
export function readBody(req: IncomingMessage, limit = 32 * 1024 * 1024): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const hardCap = limit * 4;
    let size = 0;
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      fn();
    };
    const tooLarge = () =>
      new FirestoreError('INVALID_ARGUMENT', `Request payload size exceeds the limit: ${limit} bytes.`);
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else if (size > hardCap) {
        settle(() => reject(tooLarge()));
        req.destroy();
      }
    });
    req.on('end', () => settle(() => (size > limit ? reject(tooLarge()) : resolve(Buffer.concat(chunks)))));
    // A client that resets mid-body is no server failure: report it as the cancellation it is.
    req.on('error', () => settle(() => reject(clientGone())));
    req.on('close', () => settle(() => reject(clientGone())));
  });
}

const clientGone = () => new FirestoreError('CANCELLED', 'The client closed the connection before the request was complete.');

/**
 * Deepest JSON nesting accepted. No request needs more (a message nests at most two JSON levels,
 * and messages nest at most 100 deep); past it, parsing a body of brackets alone would take
 * seconds and hundreds of megabytes.
 */
export const MAX_JSON_DEPTH = 256;

/** Refuses JSON text nested deeper than `limit`, in one pass and before parsing it. */
export function checkJsonDepth(text: string, limit = MAX_JSON_DEPTH): void {
  if (text.length <= limit) return;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) {
        throw new FirestoreError('INVALID_ARGUMENT', `Invalid JSON payload received. Nesting deeper than ${limit} levels.`);
      }
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
}

/** Parses JSON text, refusing malformed or too deeply nested text with INVALID_ARGUMENT. */
export function parseJsonText(text: string): unknown {
  checkJsonDepth(text);
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new FirestoreError('INVALID_ARGUMENT', `Invalid JSON payload received. ${(err as Error).message}`);
  }
}

/** Parses a JSON body; an empty body is `{}`. */
export async function readJson(req: IncomingMessage, limit?: number): Promise<unknown> {
  const body = await readBody(req, limit);
  if (body.length === 0) return {};
  return parseJsonText(body.toString('utf8'));
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' }).end(text);
}

/** Renders any failure as Google's REST error shape: `{error: {code, message, status}}`. */
export function sendError(res: ServerResponse, err: unknown): void {
  const e = FirestoreError.from(err);
  sendJson(res, e.httpStatus, { error: { code: e.httpStatus, message: e.message, status: e.status } });
}

/** One log line: the message and where it was thrown. */
export function describeError(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const where = err.stack?.split('\n').find((line) => line.trim().startsWith('at '))?.trim();
  return where ? `${err.message} (${where})` : err.message;
}
