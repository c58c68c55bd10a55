/** Storage failures and how each API family renders them. */
import type { ServerResponse } from 'node:http';
import { FirestoreError } from '../engine/errors.js';

const REASONS: Record<number, string> = {
  400: 'invalid',
  403: 'forbidden',
  404: 'notFound',
  405: 'methodNotAllowed',
  409: 'conflict',
  412: 'conditionNotMet',
  416: 'requestedRangeNotSatisfiable',
  500: 'backendError',
  501: 'notImplemented',
};

export class StorageError extends Error {
  constructor(
    readonly httpStatus: number,
    message: string,
  ) {
    super(message);
    this.name = 'StorageError';
  }

  get reason(): string {
    return REASONS[this.httpStatus] ?? 'invalid';
  }

  /** Any thrown value as a StorageError; unexpected failures become 500 rather than crashing the server. */
  static from(err: unknown): StorageError {
    if (err instanceof StorageError) return err;
    // The shared body reader reports oversized or unreadable bodies as FirestoreErrors.
    if (err instanceof FirestoreError) return new StorageError(err.httpStatus, err.message);
    return new StorageError(500, err instanceof Error ? err.message : String(err));
  }
}

export const badRequest = (message: string) => new StorageError(400, message);
export const preconditionFailed = () =>
  new StorageError(412, 'At least one of the pre-conditions you specified did not hold.');
/** The Firebase REST API's 404 body, which the web SDK maps to `storage/object-not-found`. */
export const firebaseNotFound = () => new StorageError(404, 'Not Found.');
export const objectNotFound = (bucket: string, name: string) => new StorageError(404, `No such object: ${bucket}/${name}`);

/** Which wire format an error is rendered in. */
export type ApiFlavor = 'firebase' | 'gcs';

/** Firebase REST: `{error:{code,message}}`; GCS JSON API adds the `errors` array its clients read. */
export function sendStorageError(res: ServerResponse, err: unknown, flavor: ApiFlavor): void {
  const e = StorageError.from(err);
  const body =
    flavor === 'firebase'
      ? { error: { code: e.httpStatus, message: e.message } }
      : { error: { code: e.httpStatus, message: e.message, errors: [{ message: e.message, domain: 'global', reason: e.reason }] } };
  if (res.headersSent) {
    res.end();
    return;
  }
  res.writeHead(e.httpStatus, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}
