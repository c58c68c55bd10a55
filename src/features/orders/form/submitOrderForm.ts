/** What happens when an order form is sent: placing a new order, or editing one (directly or by request). */
import { deleteDraft } from '../../../data/orderDraftsApi';
import { requestChange } from '../../../data/changeRequestsApi';
import { createNotifications } from '../../../data/notifications/notificationsApi';
import { submitOrder, updatePendingOrder, type Actor } from '../../../data/ordersApi';
import { ORDER_TYPE_LABELS } from '../../../reference/orders';
import type { Company } from '../../../types/domain';
import type { FieldChange, Order, OrderContent } from '../../../types/orders';

function senderOf(actor: Actor) {
  return { id: actor.id, name: actor.name };
}

/**
 * Places the order, then (best effort, the order stands either way) removes the draft and tells the admins.
 * Resolves to the new order.
 */
export async function placeOrder(input: { content: OrderContent; actor: Actor; company: Company; uid: string; draftId: string }): Promise<Order> {
  const { content, actor, company } = input;
  const order = await submitOrder(content, actor, company);
  await Promise.all([
    deleteDraft(input.uid, input.draftId).catch((error: unknown) => console.error('Unable to delete the submitted draft', error)),
    createNotifications({
      recipients: 'admins',
      subject: `New order #${order.number}`,
      body: {
        order: order.number,
        type: ORDER_TYPE_LABELS[order.type],
        dealer: company.name,
        placedBy: actor.name,
        poReference: order.poReference,
      },
      link: `/orders/view/${order.id}`,
      sender: senderOf(actor),
    }).catch((error: unknown) => console.error('Unable to notify admins of the new order', error)),
  ]);
  return order;
}

/** Applies the edit to a pending order; rejects with OrderNotPendingError once the order moved on. */
export async function applyEdit(input: { order: Order; content: OrderContent; changes: FieldChange[]; actor: Actor }): Promise<void> {
  await updatePendingOrder(input.order.id, input.content, input.changes, input.actor);
}

/** Files the change request, then tells the admins (best effort). */
export async function sendChangeRequest(input: {
  order: Order;
  content: OrderContent;
  changes: FieldChange[];
  reason: string;
  actor: Actor;
}): Promise<void> {
  const { order, actor } = input;
  await requestChange({ order, proposed: input.content, changes: input.changes, reason: input.reason, actor });
  await createNotifications({
    recipients: 'admins',
    subject: `Change requested for order #${order.number}`,
    body: {
      order: order.number,
      dealer: order.companyName,
      requestedBy: actor.name,
      reason: input.reason.trim(),
      changes: input.changes.map((change) => change.label).join(', '),
    },
    link: '/admin/changerequests',
    sender: senderOf(actor),
  }).catch((error: unknown) => console.error('Unable to notify admins of the change request', error));
}
