/**
 * The order writes: placing an order, editing a pending one and moving one along the workflow, each through a
 * callable (functions/src/orders) that writes the order and its history in one transaction; the rules refuse
 * these writes from clients (docs/data-model.md).
 */
import { callFunction } from '../../lib/firebase/functions';
import type { OrderContentWithDates } from '../../lib/schemas/orderContentDates';
import { toWireContent, type WireOrderContent } from '../../lib/schemas/orders/wireContent';
import { isOrderStatus, nextStatuses, orderStatusLabel, soNumberRequired, type OrderStatus } from '../../reference/orders';
import type { User } from '../../types/domain';
import type { Order, OrderContent } from '../../types/orders';
import { displayNameOf } from '../userDocument';
import { requireOrder } from './orderReads';

/** Who acts: written as `createdBy`/`by` and the matching names. */
export interface Actor {
  id: string;
  name: string;
  company: string;
}

/** The signed-in user as the writer of a document, under the name the rules demand (displayNameOf). */
export function actorOf(user: User): Actor {
  return { id: user.id, name: displayNameOf(user), company: user.company };
}

/**
 * The order left pending (an admin received it) before the edit was saved: it needs a change request now. Screens
 * word it from `status`. For developers, the error's name says what happened and its message the order's status.
 */
export class OrderNotPendingError extends Error {
  constructor(public readonly status: OrderStatus) {
    super(status);
    this.name = 'OrderNotPendingError';
  }
}

/**
 * A status change the workflow does not allow (backwards, from a closed order, or without an SO number). Screens
 * word it from `reason`, `from` and `to`; the message is for developers, in English, written where it is raised.
 */
export class InvalidStatusChangeError extends Error {
  constructor(
    message: string,
    readonly reason: 'not-allowed' | 'so-number-required',
    readonly from: OrderStatus,
    readonly to: OrderStatus,
  ) {
    super(message);
    this.name = 'InvalidStatusChangeError';
  }
}

/** What a callable's refusal says in `details.reason` (functions/src/orders). */
function refusalReason(error: unknown): string | null {
  const details = (error as { details?: { reason?: unknown } } | null)?.details;
  return typeof details?.reason === 'string' ? details.reason : null;
}

/** A new order as the server placed it: parts are priced from the catalogue, whatever the form estimated. */
export interface PlacedOrder {
  order: Order;
  /** The form's estimated total when the catalogue's differs (parts orders); null otherwise. */
  estimate: number | null;
}

/**
 * Places an order through SUBMITORDER: the server checks the content as the form does, takes the number from
 * `counters/orders`, prices parts from the catalogue and writes the order with its first history entry.
 * Resolves to the stored order and, when the server's total differs from the form's, the form's estimate.
 */
export async function submitOrder(content: OrderContent | OrderContentWithDates): Promise<PlacedOrder> {
  const placed = await callFunction<{ content: WireOrderContent }, { id: string; estimate: number | null }>(
    'SUBMITORDER',
    { content: toWireContent(content) },
  );
  return { order: await requireOrder(placed.id), estimate: placed.estimate };
}

/**
 * Saves an edit of a pending order through EDITORDER, which records the difference it computes in the order's
 * history. Rejects with OrderNotPendingError when the order has moved past pending, even while saving.
 */
export async function updatePendingOrder(orderId: string, content: OrderContent | OrderContentWithDates): Promise<void> {
  try {
    await callFunction('EDITORDER', { order: orderId, content: toWireContent(content) });
  } catch (error) {
    if (refusalReason(error) === 'not-pending') {
      const status = (error as { details: { status?: unknown } }).details.status;
      throw new OrderNotPendingError(isOrderStatus(status) ? status : 'order received');
    }
    throw error;
  }
}

/**
 * Moves an order to a later status (admins) through SETORDERSTATUS, with its 'status' history entry; the SO
 * number given replaces the stored one. Checks the workflow first, so a refused move needs no round trip.
 */
export async function changeOrderStatus(input: {
  order: Pick<Order, 'id' | 'status' | 'soNumber'>;
  to: OrderStatus;
  note: string;
  soNumber: string | null;
}): Promise<Order> {
  const { order, to } = input;
  if (!nextStatuses(order.status).includes(to)) {
    throw new InvalidStatusChangeError(
      `A '${orderStatusLabel(order.status)}' order cannot move to '${orderStatusLabel(to)}'.`,
      'not-allowed',
      order.status,
      to,
    );
  }
  const soNumber = input.soNumber?.trim() || order.soNumber?.trim() || null;
  if (soNumberRequired(to) && !soNumber) {
    throw new InvalidStatusChangeError(
      `An SO number is required to mark the order '${orderStatusLabel(to)}'.`,
      'so-number-required',
      order.status,
      to,
    );
  }
  await callFunction('SETORDERSTATUS', { order: order.id, to, note: input.note.trim(), soNumber });
  return requireOrder(order.id);
}
