/** Deciding a change request: the server (DECIDECHANGE) applies or rejects it atomically, then the requester hears of it. */
import { approveChangeRequest, rejectChangeRequest } from '../../data/changeRequestsApi';
import { createNotifications } from '../../data/notifications/notificationsApi';
import type { Actor } from '../../data/orders/orderWrites';
import type { Translate } from '../../i18n/i18n';
import type { ChangeRequest } from '../../types/orders';
import { decisionMessage, type Decision } from './decision';

/** Rejects as the data layer does (ChangeConflictError when the order moved on); resolves whether the requester was notified. */
export async function decideChangeRequest(
  request: ChangeRequest,
  decision: Decision,
  note: string,
  actor: Actor,
  t: Translate,
): Promise<{ notified: boolean }> {
  if (decision === 'approve') await approveChangeRequest(request.id, note);
  else await rejectChangeRequest(request.id, note);
  const notified = await createNotifications({
    recipients: [request.createdBy],
    ...decisionMessage(request, decision, note, t),
    sender: { id: actor.id, name: actor.name },
  });
  return { notified };
}
