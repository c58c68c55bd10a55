/**
 * Differences between this backend and Google's emulator that are deliberate, each with the reason
 * emulator/README.md gives ("Compared with Google's emulator, operation by operation"). A difference matches only as
 * narrowly as its reason reaches, so anything else still fails the run.
 */
import type { Canonical } from './canonical.js';
import type { Difference, Outcome } from './outcome.js';

interface KnownDifference {
  reason: string;
  matches(difference: Difference): boolean;
}

const failsWith = (outcome: Outcome, code: string, message: string) =>
  'error' in outcome && outcome.error === code && (outcome.message ?? '').includes(message);

const answered = (outcome: Outcome): outcome is { ok: Canonical } => 'ok' in outcome;

const KNOWN: KnownDifference[] = [
  {
    reason:
      "Google's emulator refuses queries whose only order is the document id descending (limitToLast on the id " +
      "included) with FAILED_PRECONDITION 'Firestore does not support descending key scans'; production answers " +
      'them, and so does this backend (which may still refuse such an aggregation for the fields it sums: Google\'s ' +
      'emulator names the key scan first).',
    matches: ({ ours, google }) =>
      (answered(ours) || failsWith(ours, 'INVALID_ARGUMENT', 'after __name__ and Firestore does not currently support such an index')) &&
      failsWith(google, 'FAILED_PRECONDITION', 'does not support descending key scans'),
  },
  {
    reason:
      "Transactions here are optimistic, Google's emulator locks what a transaction reads: a write from outside " +
      'between a transaction\'s read and its commit waits for the lock there (the transaction commits first), and ' +
      'lands first here (the transaction is aborted, to be retried). Both end with the outside write in place.',
    matches: ({ suite, operation, ours, google }) => {
      if (suite !== 'transactions' || !operation.startsWith('a write from outside between') || !answered(ours) || !answered(google)) return false;
      const [ourTransaction, ourWrite, ourDocuments] = ours.ok as Canonical[];
      const [theirTransaction, theirWrite, theirDocuments] = google.ok as Canonical[];
      return ourTransaction === 'ABORTED' && theirTransaction === 'OK' && ourWrite === theirWrite &&
        JSON.stringify(ourDocuments) === JSON.stringify(theirDocuments);
    },
  },
  {
    reason:
      "Two transactions that read one document and then both write it end with one commit and one ABORTED here (the " +
      "first commit wins); with Google's locks both want to upgrade their read lock, and its deadlock resolution " +
      'sometimes aborts both. Either way nothing else is written, and a client retries.',
    matches: ({ suite, operation, ours, google }) => {
      if (suite !== 'transactions' || !operation.startsWith('two transactions read the same document') || !answered(ours) || !answered(google)) return false;
      const [ourOutcomes, ourResult] = ours.ok as Canonical[];
      const [theirOutcomes, theirResult] = google.ok as Canonical[];
      return JSON.stringify(ourOutcomes) === '["ABORTED","OK"]' && ourResult === 'one write landed' &&
        JSON.stringify(theirOutcomes) === '["ABORTED","ABORTED"]' && theirResult === 'nothing landed';
    },
  },
];

/** The reason a difference is deliberate, or undefined when it is not known to be. */
export function explain(difference: Difference): string | undefined {
  return KNOWN.find((known) => known.matches(difference))?.reason;
}
