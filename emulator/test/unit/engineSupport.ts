/** Helpers for the engine's unit tests: FirestoreService in-process, its errors, seeded randomness. */
import { expect } from 'vitest';
import { OWNER } from '../../src/auth.js';
import { FirestoreError } from '../../src/engine/errors.js';
import { createFirestoreService, type FirestoreService } from '../../src/engine/service.js';
import type { Fields, ListenRequest, ListenResponse, RpcStatus, StreamSession, Write } from '../../src/engine/types.js';

export { OWNER };
export { arr, dbl, int, map, str } from './valueBuilders.js';

export const PROJECT = 'demo-engine';
export const DATABASE = `projects/${PROJECT}/databases/(default)`;
export const ROOT = `${DATABASE}/documents`;

/** Full name of a document path in the test database. */
export const docName = (path: string, root = ROOT): string => `${root}/${path}`;

export function newService(): FirestoreService {
  return createFirestoreService();
}

/** A replacing write of `fields` to `path`. */
export const set = (path: string, fields: Fields, root = ROOT): Write => ({ update: { name: docName(path, root), fields } });

export function commit(service: FirestoreService, ...writes: Write[]) {
  return service.commit(OWNER, DATABASE, { writes });
}

/** The FirestoreError a call throws (fails the test when it does not throw one). */
export function errorOf(fn: () => unknown): FirestoreError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(FirestoreError);
    return err as FirestoreError;
  }
  throw new Error('expected the call to fail');
}

/** Fails the test unless the call throws INVALID_ARGUMENT (with a message matching `message`, if given). */
export function expectInvalid(fn: () => unknown, message?: RegExp): void {
  const err = errorOf(fn);
  expect(err.status).toBe('INVALID_ARGUMENT');
  if (message) expect(err.message).toMatch(message);
}

/** A small deterministic generator (mulberry32) so failures of randomised tests reproduce. */
export function seededRandom(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A stream session that records everything it sends. */
export function record<Req, Res>(session: StreamSession<Req, Res>) {
  const messages: Res[] = [];
  const errors: RpcStatus[] = [];
  session.onMessage = (m) => messages.push(m);
  session.onError = (e) => errors.push(e);
  return {
    session,
    messages,
    errors,
    /** Messages received since the last call. */
    take(): Res[] {
      return messages.splice(0, messages.length);
    },
  };
}

/** A compact, comparable rendering of Listen messages: kinds, target ids and document ids. */
export function describeListen(messages: ListenResponse[]): string[] {
  const id = (name: string) => name.slice(name.indexOf('/documents/') + '/documents/'.length);
  // Target ids in ascending order: the order within a message carries no meaning.
  const ids = (list: number[] | undefined) => [...(list ?? [])].sort((a, b) => a - b).join(',');
  return messages.map((m) => {
    if (m.targetChange) {
      const t = m.targetChange;
      return `${t.targetChangeType ?? 'NO_CHANGE'}${t.targetIds ? ` ${ids(t.targetIds)}` : ''}${t.cause ? ` ${t.cause.status}` : ''}`;
    }
    if (m.documentChange) {
      const c = m.documentChange;
      return `change ${id(c.document.name)}${c.targetIds?.length ? ` +${ids(c.targetIds)}` : ''}${c.removedTargetIds?.length ? ` -${ids(c.removedTargetIds)}` : ''}`;
    }
    if (m.documentDelete) return `delete ${id(m.documentDelete.document)} -${ids(m.documentDelete.removedTargetIds)}`;
    if (m.documentRemove) return `remove ${id(m.documentRemove.document)} -${ids(m.documentRemove.removedTargetIds)}`;
    return JSON.stringify(m);
  });
}

export function openListen(service: FirestoreService) {
  return record<ListenRequest, ListenResponse>(service.openListen(OWNER));
}

/** A query target on a collection under the test database root. */
export function queryTarget(targetId: number, collectionId: string, extra: Record<string, unknown> = {}, parent = ROOT): ListenRequest {
  return {
    database: DATABASE,
    addTarget: { targetId, query: { parent, structuredQuery: { from: [{ collectionId }], ...extra } } },
  };
}
