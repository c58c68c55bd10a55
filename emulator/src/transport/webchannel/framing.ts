/**
 * WebChannel (closure `goog.net.WebChannel`, VER=8) wire framing, server side.
 *
 * Every response body is a sequence of chunks `<length>\n<json>`, where `length` counts JavaScript
 * string characters of the decoded text. Payloads are kept pure ASCII (non-ASCII escaped as
 * `\uXXXX`), so characters and bytes agree and partial UTF-8 decoding can never skew a length.
 */
import { FirestoreError } from '../../engine/errors.js';
import { checkJsonDepth } from '../http.js';

/** Protocol version of the channel (the client sends `VER=8`). */
const CHANNEL_VERSION = 8;
/** Server version reported in the handshake; the client only logs it. */
const SERVER_VERSION = 14;

/** JSON with every non-ASCII character escaped, so its length in characters equals its length in bytes. */
function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** One length-prefixed chunk. `payload` must be ASCII (see asciiJson). */
export function chunk(payload: string): string {
  return `${payload.length}\n${payload}`;
}

/** One back-channel array: `[aid, [message]]` (the client reads the message as `data[0]`). */
export function arrayEntry(aid: number, message: unknown): string {
  return `[${aid},[${asciiJson(message)}]]`;
}

/** A chunk carrying several back-channel arrays, already rendered by `arrayEntry`. */
export function backChannelChunk(entries: readonly string[]): string {
  return chunk(`[${entries.join(',')}]`);
}

/**
 * The handshake reply: array 0 is `["c", sid, hostPrefix, version, serverVersion, backChannelTimeoutMs]`.
 * The client arms a back-channel watchdog of 1.5x the timeout.
 */
export function handshakeReply(sid: string, backChannelTimeoutMs: number): string {
  return chunk(asciiJson([[0, ['c', sid, '', CHANNEL_VERSION, SERVER_VERSION, backChannelTimeoutMs]]]));
}

/**
 * A forward-channel reply: `[backChannelPresent, lastArrayIdSent, outstandingBytes]`. The client
 * compares the second element with what it has received to detect a stalled back channel.
 */
export function forwardReply(lastArrayId: number): string {
  return chunk(asciiJson([1, lastArrayId, 0]));
}

/** Messages of one forward-channel POST, with their channel-wide ids (`ofs + index`). */
export interface ForwardBatch {
  /** `headers` form field: `Name:value\r\n` lines, sent with the handshake. */
  headers: Record<string, string>;
  messages: { id: number; message: Record<string, unknown> }[];
}

const malformed = (detail: string) => new FirestoreError('INVALID_ARGUMENT', `Malformed WebChannel request: ${detail}`);

function nonNegativeInt(value: string | null, field: string): number {
  if (value === null || !/^\d+$/.test(value)) {
    throw malformed(`'${field}' must be a non-negative integer, got ${JSON.stringify(value)}.`);
  }
  return Number(value);
}

/**
 * Parses a form-encoded forward body: `count=N&ofs=K&req0___data__=<json>&...` (plus `headers` on the
 * handshake). Throws INVALID_ARGUMENT describing the first problem found; nothing is applied then.
 */
export function parseForwardBody(body: string): ForwardBatch {
  const form = new URLSearchParams(body);
  const headerBlock = form.get('headers');
  const headers = headerBlock === null ? {} : parseHeaderBlock(headerBlock);
  if (!form.has('count')) {
    // An empty body (or headers alone) carries no messages.
    if ([...form.keys()].every((k) => k === 'headers')) return { headers, messages: [] };
    throw malformed("missing 'count'.");
  }
  const count = nonNegativeInt(form.get('count'), 'count');
  if (count > 1000) throw malformed(`'count' ${count} exceeds the limit of 1000 messages.`);
  const ofs = count === 0 && !form.has('ofs') ? 0 : nonNegativeInt(form.get('ofs'), 'ofs');
  const messages: ForwardBatch['messages'] = [];
  for (let i = 0; i < count; i++) {
    const key = `req${i}___data__`;
    if (form.get(`req${i}_type`) === '_badmap') throw malformed(`message ${i} could not be encoded by the client.`);
    const data = form.get(key);
    if (data === null) throw malformed(`missing '${key}' (count is ${count}).`);
    let message: unknown;
    try {
      checkJsonDepth(data);
      message = JSON.parse(data);
    } catch (err) {
      if (err instanceof FirestoreError) throw malformed(`'${key}': ${err.message}`);
      throw malformed(`'${key}' is not valid JSON: ${(err as Error).message}`);
    }
    if (!message || typeof message !== 'object' || Array.isArray(message)) {
      throw malformed(`'${key}' must be a JSON object.`);
    }
    messages.push({ id: ofs + i, message: message as Record<string, unknown> });
  }
  return { headers, messages };
}

/** `Name:value\r\n` lines into a map keyed by lower-case header name. */
export function parseHeaderBlock(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}
