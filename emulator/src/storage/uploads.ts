/**
 * Resumable upload sessions (both APIs): bytes accumulate in memory until the client finalizes.
 * Sessions live only as long as the process, like the official emulator's; a finalized session keeps
 * its result so a repeated finalize or status query still answers.
 */
import { randomUUID } from 'node:crypto';
import { badRequest, StorageError } from './errors.js';
import { MAX_OBJECT_BYTES, type ObjectMetadata } from './objects.js';
import type { UploadAuthorizer } from './rules.js';

export type SessionStatus = 'active' | 'final' | 'cancelled';

export interface SessionInit {
  bucket: string;
  name: string;
  /** Metadata JSON sent when the session was started. */
  metadata: unknown;
  /** Content type announced for the media (X-Goog-Upload-Header-Content-Type / X-Upload-Content-Type). */
  mediaContentType?: string;
  /** Total size announced up front, checked at finalize. */
  declaredSize?: number;
  /** GCS preconditions from the initiating request, evaluated at finalize. */
  preconditions: URLSearchParams;
  /** Security rules for the caller who started the session, applied at finalize. */
  authorize?: UploadAuthorizer;
}

export interface UploadSession extends SessionInit {
  id: string;
  status: SessionStatus;
  received: number;
  chunks: Buffer[];
  /** The stored object's metadata once finalized. */
  result?: ObjectMetadata;
}

/** Oldest sessions are forgotten beyond this many, so abandoned uploads cannot exhaust memory. */
const MAX_SESSIONS = 1000;

export class UploadSessions {
  private readonly sessions = new Map<string, UploadSession>();

  start(init: SessionInit): UploadSession {
    const session: UploadSession = { ...init, id: randomUUID().replace(/-/g, ''), status: 'active', received: 0, chunks: [] };
    this.sessions.set(session.id, session);
    for (const id of this.sessions.keys()) {
      if (this.sessions.size <= MAX_SESSIONS) break;
      this.sessions.delete(id);
    }
    return session;
  }

  /** The session, or 404 as the services answer for unknown or expired upload ids. */
  get(id: string | null): UploadSession {
    if (!id) throw badRequest('Missing upload_id.');
    const session = this.sessions.get(id);
    if (!session) throw new StorageError(404, `Unknown or expired upload session '${id}'.`);
    return session;
  }

  delete(id: string): void {
    this.sessions.delete(id);
  }

  clear(): void {
    this.sessions.clear();
  }
}

/** Appends bytes at `offset` (defaults to the end); bytes the server already has are skipped, gaps refused. */
export function appendChunk(session: UploadSession, chunk: Buffer, offset = session.received): void {
  if (session.status !== 'active') throw badRequest(`Upload session is ${session.status}; no more data can be sent.`);
  if (offset > session.received) {
    throw badRequest(`Upload offset ${offset} is past the ${session.received} bytes received so far.`);
  }
  const fresh = chunk.subarray(session.received - offset);
  if (session.received + fresh.length > MAX_OBJECT_BYTES) {
    throw badRequest(`Upload exceeds the maximum object size of ${MAX_OBJECT_BYTES} bytes.`);
  }
  if (fresh.length > 0) session.chunks.push(Buffer.from(fresh));
  session.received += fresh.length;
}

/**
 * Stores the received bytes (checked against the size announced at start) through `store`. The session
 * counts as final while that runs, so a concurrent duplicate finalize cannot store the object twice;
 * if storing fails the session is active again and the client may retry.
 */
export async function finishSession(session: UploadSession, store: (data: Buffer) => Promise<ObjectMetadata>): Promise<ObjectMetadata> {
  if (session.declaredSize !== undefined && session.declaredSize !== session.received) {
    throw badRequest(`Upload announced ${session.declaredSize} bytes but ${session.received} were received.`);
  }
  session.status = 'final';
  try {
    session.result = await store(Buffer.concat(session.chunks));
  } catch (err) {
    session.status = 'active';
    throw err;
  }
  session.chunks = [];
  return session.result;
}
