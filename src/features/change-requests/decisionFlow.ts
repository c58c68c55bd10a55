/**
 * Deciding a change request: the server (DECIDECHANGE) applies or rejects it atomically, then the requester hears
 * of it in their own language (the notice is stored without words).
 */
import { approveChangeRequest, rejectChangeRequest } from '../../data/changeRequestsApi';
import { createNotifications } from '../../data/notifications/notificationsApi';
import { changeDecisionNotice } from '../../data/notifications/systemNotices';
import type { Actor } from '../../data/orders/orderWrites';
import type { ChangeRequest } from '../../types/orders';
import type { Decision } from './decision';

/**
 * Rejects as the data layer does (ChangeConflictError when the order moved on); resolves whether the requester was
 * notified.
 */
export async function decideChangeRequest(
  request: ChangeRequest,
  decision: Decision,
  note: string,
  actor: Actor,
): Promise<{ notified: boolean }> {
  if (decision === 'approve') await approveChangeRequest(request.id, note);
  else await rejectChangeRequest(request.id, note);
  const notified = await createNotifications({
    recipients: [request.createdBy],
    ...changeDecisionNotice(request, decision, note),
    sender: { id: actor.id, name: actor.name },
  });
  return { notified };
}
