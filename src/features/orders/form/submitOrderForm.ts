/** What happens when an order form is sent: placing a new order, or editing one (directly or by request). */
import { deleteDraft } from '../../../data/orderDraftsApi';
import { requestChange } from '../../../data/changeRequestsApi';
import { createNotifications } from '../../../data/notifications/notificationsApi';
import { changeRequestNotice, newOrderNotice } from '../../../data/notifications/systemNotices';
import { submitOrder, updatePendingOrder, type Actor, type PlacedOrder } from '../../../data/orders/orderWrites';
import type { Company, CurrencyCode } from '../../../types/domain';
import type { FieldChange, Order, OrderContent } from '../../../types/orders';

/** What the success page says of a parts order's price: the server's total and, if it differs, the form's. */
export interface SubmittedPrice {
  total: number;
  estimate: number | null;
  currency: CurrencyCode;
}

function senderOf(actor: Actor) {
  return { id: actor.id, name: actor.name };
}

/**
 * Places the order, then (best effort, the order stands either way) removes the draft and tells the admins, each
 * in their own language (the notice is stored without words). Resolves to the new order and, when the server
 * priced it differently, the form's estimate.
 */
export async function placeOrder(input: { content: OrderContent; actor: Actor; company: Company; uid: string; draftId: string }): Promise<PlacedOrder> {
  const { content, actor, company } = input;
  const placed = await submitOrder(content);
  const { order } = placed;
  await Promise.all([
    deleteDraft(input.uid, input.draftId).catch((error: unknown) => console.error('Unable to delete the submitted draft', error)),
    createNotifications({
      recipients: 'admins',
      ...newOrderNotice({ order, dealer: company.name, placedBy: actor.name }),
      sender: senderOf(actor),
    }).catch((error: unknown) => console.error('Unable to notify admins of the new order', error)),
  ]);
  return placed;
}

/** Applies the edit to a pending order; rejects with OrderNotPendingError once the order moved on. */
export async function applyEdit(input: { order: Order; content: OrderContent }): Promise<void> {
  await updatePendingOrder(input.order.id, input.content);
}

/** Files the change request, then tells the admins (best effort), each in their own language. */
export async function sendChangeRequest(input: {
  order: Order;
  content: OrderContent;
  changes: FieldChange[];
  reason: string;
  actor: Actor;
}): Promise<void> {
  const { order, actor } = input;
  await requestChange({ order, proposed: input.content, reason: input.reason });
  await createNotifications({
    recipients: 'admins',
    ...changeRequestNotice({ order, requestedBy: actor.name, reason: input.reason, changes: input.changes }),
    sender: senderOf(actor),
  }).catch((error: unknown) => console.error('Unable to notify admins of the change request', error));
}
