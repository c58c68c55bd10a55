/**
 * An admin's decision on a change request: the form it takes and the in-app message its requester gets.
 * Pure, so the texts and the note rule are tested without rendering. Messages are catalogue ids
 * ('changeRequests' namespace).
 */
import * as z from 'zod/mini';
import type { Translate } from '../../i18n/i18n';
import { REQUIRED_MESSAGE } from '../../reference/validation';
import type { Decision } from '../../components/review/useReviewDecision';
import type { ChangeRequest } from '../../types/orders';

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

export interface DecisionMessage {
  subject: string;
  body: Record<string, unknown>;
  link: string;
}

/** The requester's notification, stored as written: in the deciding admin's language. */
export function decisionMessage(
  request: Pick<ChangeRequest, 'order' | 'orderNumber' | 'reason'>,
  decision: Decision,
  note: string,
  t: Translate,
): DecisionMessage {
  const number = request.orderNumber;
  const approved = decision === 'approve';
  const body: Record<string, unknown> = {
    message: approved ? t('changeRequests.notice.approved.message', { number }) : t('changeRequests.notice.rejected.message', { number }),
    reason: request.reason,
  };
  if (note) body.note = note;
  return {
    subject: approved ? t('changeRequests.notice.approved.subject', { number }) : t('changeRequests.notice.rejected.subject', { number }),
    body,
    link: `/orders/view/${request.order}`,
  };
}
