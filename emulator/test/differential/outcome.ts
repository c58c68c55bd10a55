/**
 * What one operation came to on one server (its answer in canonical form, or its error code: messages are each
 * server's own), and the ledger of operations compared and differences found.
 */
import type { Canonical } from './canonical.js';

/** An error's message is kept for the report only: the comparison looks at the code alone. */
export type Outcome = { ok: Canonical } | { error: string; message?: string };

/** gRPC status numbers, as firebase-admin reports them, by name. */
const GRPC_CODES = [
  'OK', 'CANCELLED', 'UNKNOWN', 'INVALID_ARGUMENT', 'DEADLINE_EXCEEDED', 'NOT_FOUND', 'ALREADY_EXISTS',
  'PERMISSION_DENIED', 'RESOURCE_EXHAUSTED', 'FAILED_PRECONDITION', 'ABORTED', 'OUT_OF_RANGE', 'UNIMPLEMENTED',
  'INTERNAL', 'UNAVAILABLE', 'DATA_LOSS', 'UNAUTHENTICATED',
];

/** An error's code in one spelling for both SDKs: firebase-admin's numbers and the web SDK's 'permission-denied'. */
export function errorCode(err: unknown): string {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code === 'number') return GRPC_CODES[code] ?? `code ${code}`;
  if (typeof code === 'string') return code.toUpperCase().replace(/-/g, '_');
  // Refused by the SDK before anything was sent: the same on both sides, whatever the message.
  return 'CLIENT_ERROR';
}

/** Longest an operation may take before it counts as hung (a lock never released, a lost answer). */
const OPERATION_TIMEOUT_MS = 15_000;

export async function outcomeOf(run: () => Promise<Canonical>): Promise<Outcome> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Outcome>((resolve) => {
    timer = setTimeout(() => resolve({ error: 'TIMEOUT' }), OPERATION_TIMEOUT_MS);
  });
  try {
    return await Promise.race([run().then((ok): Outcome => ({ ok }), (err: unknown): Outcome => ({ error: errorCode(err), message: messageOf(err) })), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function messageOf(err: unknown): string | undefined {
  const { details, message } = (err ?? {}) as { details?: unknown; message?: unknown };
  return typeof details === 'string' && details ? details : typeof message === 'string' ? message : undefined;
}

const comparable = (outcome: Outcome) => ('ok' in outcome ? { ok: outcome.ok } : { error: outcome.error });

export function sameOutcome(a: Outcome, b: Outcome): boolean {
  return JSON.stringify(comparable(a)) === JSON.stringify(comparable(b));
}

export interface Difference {
  suite: string;
  operation: string;
  ours: Outcome;
  google: Outcome;
}

export class Ledger {
  compared = 0;
  readonly differences: Difference[] = [];
  /** Operations per suite, for the report. */
  readonly perSuite = new Map<string, number>();
  /** How this backend's answers came out per suite ('answered' or the error code), to show what was exercised. */
  readonly kinds = new Map<string, Map<string, number>>();

  /** Counts one compared operation; keeps it when the servers disagree. Returns whether they agreed. */
  record(suite: string, operation: string, ours: Outcome, google: Outcome): boolean {
    this.compared += 1;
    this.perSuite.set(suite, (this.perSuite.get(suite) ?? 0) + 1);
    const kinds = this.kinds.get(suite) ?? new Map<string, number>();
    const kind = 'ok' in ours ? 'answered' : ours.error;
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    this.kinds.set(suite, kinds);
    if (sameOutcome(ours, google)) return true;
    this.differences.push({ suite, operation, ours, google });
    return false;
  }
}
