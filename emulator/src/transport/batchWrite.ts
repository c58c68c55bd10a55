/**
 * BatchWrite, as both the gRPC and the REST transport serve it: each write is committed on its own,
 * not atomically, and reported with a status of its own. BulkWriter and recursive deletes in the
 * server SDKs use it.
 */
import type { FirestoreApi } from '../engine/api.js';
import { FirestoreError, invalidArgument } from '../engine/errors.js';
import type { RequestContext, RpcStatus, Write, WriteResult } from '../engine/types.js';

export interface BatchWriteResponse {
  writeResults: WriteResult[];
  /** An empty status (code 0, OK, left out by proto3 JSON) for each write that succeeded. */
  status: Partial<RpcStatus>[];
}

/** Firestore refuses a batch with more than one write to the same document. */
export async function batchWrite(api: FirestoreApi, ctx: RequestContext, database: string, writes: Write[]): Promise<BatchWriteResponse> {
  const seen = new Set<string>();
  for (const write of writes) {
    const name = write.update?.name ?? write.delete ?? write.transform?.document ?? write.verify;
    if (name === undefined) continue;
    if (seen.has(name)) throw invalidArgument(`Cannot write to the same document multiple times: ${name}`);
    seen.add(name);
  }
  // Every write is committed first, in order; their answers are then awaited together (one journal sync).
  const outcomes = writes.map((write) => {
    try {
      return Promise.resolve(api.commit(ctx, database, { writes: [write] })).then(
        (result) => ({ result }),
        (error: unknown) => ({ error }),
      );
    } catch (error) {
      return { error };
    }
  });
  const writeResults: WriteResult[] = [];
  const status: Partial<RpcStatus>[] = [];
  for (const outcome of await Promise.all(outcomes)) {
    if ('result' in outcome) {
      writeResults.push({ ...outcome.result.writeResults[0] });
      status.push({});
    } else {
      const error = FirestoreError.from(outcome.error);
      writeResults.push({});
      status.push({ code: error.code, message: error.message });
    }
  }
  return { writeResults, status };
}
