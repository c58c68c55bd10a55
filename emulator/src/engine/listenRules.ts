/**
 * Security rules on the Listen stream. A target is judged when it is added: 'get' for each document
 * of a documents target, 'list' for a query target, judged by its constraints as production judges
 * queries (so the documents that later enter it need no judgement of their own). A documents
 * target's documents are judged again whenever they are pushed. A denied target is removed with a
 * PERMISSION_DENIED cause, which the SDKs raise on that listener while the stream and its other
 * targets carry on.
 */
import { parseMicros } from './clock.js';
import type { Database, DocChange } from './database.js';
import { FirestoreError } from './errors.js';
import type { ListenTarget } from './listenTargets.js';
import { parseParentName } from './names.js';
import type { RulesCheck } from './rulesCheck.js';
import type { ListenResponse, Target } from './types.js';

/** The rules check for the stream's caller at a time, or undefined when no rules apply. */
export type RulesCheckAt = (timeMicros?: number) => RulesCheck | undefined;

/** Judges a new target; returns the denial, if any. */
export function authorizeTarget(spec: Target, checkAt: RulesCheckAt): FirestoreError | undefined {
  const check = checkAt();
  if (!check) return undefined;
  try {
    if (spec.documents) {
      check.getAll(spec.documents.documents ?? []);
    } else if (spec.query) {
      check.query(parseParentName(spec.query.parent).parent, spec.query.structuredQuery);
    }
  } catch (err) {
    return FirestoreError.from(err);
  }
  return undefined;
}

/** The REMOVE that ends one target with an error. */
export const removedWithError = (targetId: number, error: FirestoreError): ListenResponse => ({
  targetChange: { targetChangeType: 'REMOVE', targetIds: [targetId], cause: error.toRpcStatus() },
});

/**
 * A documents target whose outgoing documents are judged before they are sent. On a denial it
 * answers a REMOVE with the error instead of the documents, and `onDenied` unregisters it.
 */
export class RulesGuardedTarget implements ListenTarget {
  constructor(
    private readonly inner: ListenTarget,
    private readonly checkAt: RulesCheckAt,
    private readonly onDenied: () => void,
  ) {}

  get targetId(): number {
    return this.inner.targetId;
  }

  get scope() {
    return this.inner.scope;
  }

  initial(db: Database) {
    return this.inner.initial(db);
  }

  diff(db: Database, changes: readonly DocChange[], readTime: string): ListenResponse[] {
    const messages = this.inner.diff(db, changes, readTime);
    const shown = messages.flatMap((m) => (m.documentChange?.targetIds?.includes(this.targetId) ? [m.documentChange.document.name] : []));
    if (shown.length === 0) return messages;
    const check = this.checkAt(parseMicros(readTime));
    if (!check) return messages;
    try {
      for (const name of shown) check.pushed(name);
    } catch (err) {
      this.onDenied();
      return [removedWithError(this.targetId, FirestoreError.from(err))];
    }
    return messages;
  }

  dispose(): void {
    this.inner.dispose();
  }
}
