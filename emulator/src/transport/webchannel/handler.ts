/**
 * The WebChannel endpoints the browser SDK streams Listen and Write over:
 * `/google.firestore.v1.Firestore/{Listen|Write}/channel`.
 *
 *   POST without SID          handshake (carries the first messages and the request headers)
 *   POST with SID             forward channel: more client messages
 *   GET  with SID, RID=rpc    back channel: server messages (CI=0 streaming, CI=1 long polling)
 *   TYPE=terminate            the client closed the channel
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { contextFromAuthorization } from '../../auth.js';
import type { FirestoreApi } from '../../engine/api.js';
import { FirestoreError } from '../../engine/errors.js';
import type { RequestContext, StreamSession } from '../../engine/types.js';
import { log } from '../../log.js';
import { applyCors, handlePreflight, readBody, sendError } from '../http.js';
import { ShapeCheckedStream } from '../requestShape.js';
import { forwardReply, handshakeReply, parseForwardBody, parseHeaderBlock } from './framing.js';
import { ChannelSession, type SessionTimings } from './session.js';

export type WebChannelHandler = ((req: IncomingMessage, res: ServerResponse) => boolean) & {
  /** Ends every open session and back channel (server shutdown). */
  closeAll(): void;
};

export interface WebChannelOptions extends Partial<SessionTimings> {
  /** Back-channel timeout announced in the handshake; the client's watchdog is 1.5x this. */
  backChannelTimeoutMs?: number;
}

const DEFAULTS: SessionTimings & { backChannelTimeoutMs: number } = {
  backChannelTimeoutMs: 30_000,
  noopIntervalMs: 20_000,
  pollTimeoutMs: 25_000,
  idleSessionMs: 120_000,
  maxStreamBytes: 1024 * 1024,
};

const CHANNEL_PATH = /^\/google\.firestore\.v1\.Firestore\/(Listen|Write)\/channel$/;
const SCOPE = 'webchannel';

type StreamKind = 'Listen' | 'Write';
// Forward messages are parsed JSON: their shape is checked (ShapeCheckedStream) before the engine sees them.
type AnySession = ChannelSession<Record<string, unknown>, unknown>;

export function createWebChannelHandler(api: FirestoreApi, options: WebChannelOptions = {}): WebChannelHandler {
  const timings = { ...DEFAULTS, ...options };
  const sessions = new Map<string, AnySession>();

  function openStream(kind: StreamKind, ctx: RequestContext): StreamSession<Record<string, unknown>, unknown> {
    const stream = kind === 'Listen' ? api.openListen(ctx) : api.openWrite(ctx);
    return new ShapeCheckedStream(stream as unknown as StreamSession<Record<string, unknown>, unknown>, `${kind}Request`);
  }

  async function handshake(kind: StreamKind, req: IncomingMessage, res: ServerResponse, params: URLSearchParams) {
    const batch = parseForwardBody((await readBody(req)).toString('utf8'));
    const urlHeaders = params.get('$httpHeaders');
    const authorization =
      batch.headers.authorization ??
      (urlHeaders !== null ? parseHeaderBlock(urlHeaders).authorization : undefined) ??
      req.headers.authorization;
    const stream = openStream(kind, contextFromAuthorization(authorization));
    const id = randomBytes(12).toString('base64url');
    const session: AnySession = new ChannelSession(id, stream, timings, (s) => {
      if (sessions.get(s.id) === s) sessions.delete(s.id);
      log(SCOPE, `${kind} session ${s.id} closed`);
    });
    sessions.set(id, session);
    log(SCOPE, `${kind} session ${id} opened`);
    session.receive(batch.messages);
    reply(res, handshakeReply(id, timings.backChannelTimeoutMs));
  }

  async function forward(session: AnySession, req: IncomingMessage, res: ServerResponse, params: URLSearchParams) {
    const batch = parseForwardBody((await readBody(req)).toString('utf8'));
    const aid = parseAid(params);
    if (aid !== undefined) session.acknowledge(aid);
    session.receive(batch.messages);
    reply(res, forwardReply(session.lastArrayId));
  }

  function backChannel(session: AnySession, res: ServerResponse, params: URLSearchParams) {
    const type = params.get('TYPE');
    if (type !== null && type !== 'xmlhttp') {
      throw new FirestoreError('INVALID_ARGUMENT', `Unsupported back channel TYPE=${type}; only xmlhttp is served.`);
    }
    const timeout = Number(params.get('TO'));
    session.attachBackChannel(res, {
      streaming: params.get('CI') === '0',
      acknowledged: parseAid(params) ?? -1,
      pollTimeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : undefined,
    });
  }

  async function serve(kind: StreamKind, req: IncomingMessage, res: ServerResponse, params: URLSearchParams) {
    const sid = params.get('SID');
    const known = sid === null ? undefined : sessions.get(sid);
    if (params.get('TYPE') === 'terminate') {
      req.resume();
      if (!known) return unknownSid(res, sid);
      known.end();
      return reply(res, '');
    }
    if (req.method === 'POST' && (sid === null || sid === '')) return handshake(kind, req, res, params);
    if (req.method !== 'POST' && req.method !== 'GET') {
      req.resume();
      throw new FirestoreError('INVALID_ARGUMENT', `WebChannel does not accept ${req.method} requests.`);
    }
    if (!known) {
      req.resume();
      return unknownSid(res, sid);
    }
    if (req.method === 'POST') return forward(known, req, res, params);
    if (params.get('RID') !== 'rpc') {
      throw new FirestoreError('INVALID_ARGUMENT', 'A back channel request must carry RID=rpc.');
    }
    backChannel(known, res, params);
  }

  const handler = (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = req.url ?? '';
    const q = url.indexOf('?');
    const match = CHANNEL_PATH.exec(q < 0 ? url : url.slice(0, q));
    if (!match) return false;
    if (handlePreflight(req, res)) return true;
    // A client that vanishes mid-response must never surface as an unhandled 'error' event.
    res.on('error', () => res.destroy());
    applyCors(req, res);
    const params = new URLSearchParams(q < 0 ? '' : url.slice(q + 1));
    serve(match[1] as StreamKind, req, res, params).catch((err: unknown) => {
      if (res.headersSent) res.destroy();
      else sendError(res, err);
    });
    return true;
  };

  return Object.assign(handler, {
    closeAll() {
      for (const session of [...sessions.values()]) session.end();
      sessions.clear();
    },
  });
}

function parseAid(params: URLSearchParams): number | undefined {
  const raw = params.get('AID');
  if (raw === null || raw === '') return undefined;
  const aid = Number(raw);
  if (!Number.isInteger(aid)) throw new FirestoreError('INVALID_ARGUMENT', `AID must be an integer, got '${raw}'.`);
  return aid;
}

function reply(res: ServerResponse, body: string): void {
  res.writeHead(200, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-cache, no-store, max-age=0, must-revalidate',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(body);
}

/** The client recognises an expired session by status 400 and `Unknown SID` in the body. */
function unknownSid(res: ServerResponse, sid: string | null): void {
  res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(`Bad request: Unknown SID ${sid ?? '(none)'}`);
}
