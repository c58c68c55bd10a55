/**
 * An admin's decision on a change request: the form it takes and the in-app message its requester gets.
 * Pure, so the texts and the note rule are tested without rendering.
 */
import * as z from 'zod/mini';
import { REQUIRED_MESSAGE } from '../../reference/validation';
import type { Decision } from '../../components/review/useReviewDecision';
import type { ChangeRequest } from '../../types/orders';

export type { Decision };

export const DECISION_NOTE_MAX_LENGTH = 1000;
export const CONFLICT_MESSAGE =
  'The order changed since this request was made, so the request cannot be applied as it is. Reject it with a note so the dealer can ask again from the current order.';

/** A rejection always says why; an approval may. */
export function decisionSchema(decision: Decision) {
  const note =
    decision === 'reject'
      ? z.string().check(z.trim(), z.minLength(1, REQUIRED_MESSAGE), z.maxLength(DECISION_NOTE_MAX_LENGTH, `At most ${DECISION_NOTE_MAX_LENGTH} characters.`))
      : z.string().check(z.trim(), z.maxLength(DECISION_NOTE_MAX_LENGTH, `At most ${DECISION_NOTE_MAX_LENGTH} characters.`));
  return z.object({ note });
}

export interface DecisionMessage {
  subject: string;
  body: Record<string, unknown>;
  link: string;
}

export function decisionMessage(request: Pick<ChangeRequest, 'order' | 'orderNumber' | 'reason'>, decision: Decision, note: string): DecisionMessage {
  const outcome = decision === 'approve' ? 'approved' : 'rejected';
  const body: Record<string, unknown> = {
    message: `Your change request for order ${request.orderNumber} was ${outcome}.`,
    reason: request.reason,
  };
  if (note) body.note = note;
  return { subject: `Change request for order ${request.orderNumber} ${outcome}`, body, link: `/orders/view/${request.order}` };
}
