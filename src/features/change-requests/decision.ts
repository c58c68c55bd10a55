/**
 * An admin's decision on a change request: the form it takes. Pure, so the note rule is tested without rendering. Messages are catalogue ids
 * ('changeRequests' namespace).
 */
import * as z from 'zod/mini';
import { REQUIRED_MESSAGE } from '../../reference/validation';
import type { Decision } from '../../components/review/useReviewDecision';

export type { Decision };

export const DECISION_NOTE_MAX_LENGTH = 1000;
/** Why a request the order has outgrown cannot be approved. */
export const CONFLICT_MESSAGE = 'changeRequests.decision.conflict';
/** Worded with `{ max: DECISION_NOTE_MAX_LENGTH }`. */
export const NOTE_TOO_LONG_MESSAGE = 'changeRequests.decision.noteTooLong';

/** A rejection always says why; an approval may. */
export function decisionSchema(decision: Decision) {
  const note =
    decision === 'reject'
      ? z.string().check(z.trim(), z.minLength(1, REQUIRED_MESSAGE), z.maxLength(DECISION_NOTE_MAX_LENGTH, NOTE_TOO_LONG_MESSAGE))
      : z.string().check(z.trim(), z.maxLength(DECISION_NOTE_MAX_LENGTH, NOTE_TOO_LONG_MESSAGE));
  return z.object({ note });
}
