/**
 * The notices the portal sends by itself: a new order, a change request and its decision, a status change, a
 * warranty request and its decision. Their readers speak either language, whatever the sender reads, so they are
 * stored without words:
 * - `message`: the id of their subject in the `notifications` catalogue and the values it takes (firestore.rules
 *   takes the ids of SYSTEM_MESSAGE_ID and the values of MessageValues);
 * - `body`: facts, each as text (the rules take nothing else): order numbers as their digits, the order type and
 *   status as their codes, a calendar day as 'YYYY-MM-DD', the changed fields of a change request as their paths
 *   in the order (one a line), and names and what people typed as they wrote them;
 * - `subject`: '' (the field stays for what people write themselves).
 * Each reader's portal words them (systemNoticeWords.ts, src/features/notifications/systemNoticeBody.ts).
 */
import { isoDate } from '../../lib/dates';
import type { OrderStatus } from '../../reference/orders';
import type { NotificationData } from '../../types/domain';
import type { ChangeRequest, FieldChange, Order, Warranty } from '../../types/orders';
import type { NotificationMessage } from './recipients';

export type SystemMessage = NonNullable<NotificationData['message']>;

export const SYSTEM_NOTICES = {
  newOrder: 'notifications.system.newOrder',
  changeRequested: 'notifications.system.changeRequested',
  changeApproved: 'notifications.system.changeApproved',
  changeRejected: 'notifications.system.changeRejected',
  statusChanged: 'notifications.system.statusChanged',
  warrantyApplied: 'notifications.system.warrantyApplied',
  warrantyApproved: 'notifications.system.warrantyApproved',
  warrantyRejected: 'notifications.system.warrantyRejected',
} as const;

export type SystemNoticeId = (typeof SYSTEM_NOTICES)[keyof typeof SYSTEM_NOTICES];

/** The ids firestore.rules takes: a system notice's, at most 64 characters. */
export const SYSTEM_MESSAGE_ID = /^notifications\.system\.[A-Za-z]+$/;
export const SYSTEM_MESSAGE_ID_MAX_LENGTH = 64;

/** The values firestore.rules takes: the order number, and texts of at most 40 (status), 254 (applicant) and 200 characters. */
export interface MessageValues {
  number?: number;
  /** An order status code ('drawings stamped'), worded by its label. */
  status?: OrderStatus;
  applicant?: string;
  company?: string;
}

/** Between the paths of a change request's `changes` fact. */
export const CHANGED_PATHS_SEPARATOR = '\n';

function systemNotice(id: SystemNoticeId, values: MessageValues, body: Record<string, string>, link: string): NotificationMessage {
  return { subject: '', message: { id, values: { ...values } }, body, link };
}

/** Facts left out when empty: an optional note, an SO number not given yet. */
function optional(facts: Record<string, string | null | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(facts).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

/** To the admins, once a dealer placed an order. */
export function newOrderNotice(input: {
  order: Pick<Order, 'id' | 'number' | 'type' | 'poReference'>;
  dealer: string;
  placedBy: string;
}): NotificationMessage {
  const { order } = input;
  return systemNotice(
    SYSTEM_NOTICES.newOrder,
    { number: order.number },
    { order: String(order.number), type: order.type, dealer: input.dealer, placedBy: input.placedBy, poReference: order.poReference },
    `/orders/view/${order.id}`,
  );
}

/** To the admins, once a dealer asked to change an order past pending. */
export function changeRequestNotice(input: {
  order: Pick<Order, 'number' | 'companyName'>;
  requestedBy: string;
  reason: string;
  changes: readonly Pick<FieldChange, 'path'>[];
}): NotificationMessage {
  const { order } = input;
  return systemNotice(
    SYSTEM_NOTICES.changeRequested,
    { number: order.number },
    {
      order: String(order.number),
      dealer: order.companyName,
      requestedBy: input.requestedBy,
      reason: input.reason.trim(),
      changes: input.changes.map((change) => change.path).join(CHANGED_PATHS_SEPARATOR),
    },
    '/admin/changerequests',
  );
}

/** To the dealer who asked, once an admin decided their change request. */
export function changeDecisionNotice(
  request: Pick<ChangeRequest, 'order' | 'orderNumber' | 'reason'>,
  decision: 'approve' | 'reject',
  note: string,
): NotificationMessage {
  return systemNotice(
    decision === 'approve' ? SYSTEM_NOTICES.changeApproved : SYSTEM_NOTICES.changeRejected,
    { number: request.orderNumber },
    { reason: request.reason, ...optional({ note }) },
    `/orders/view/${request.order}`,
  );
}

/** To the company's users, once an admin changed their order's status. */
export function statusChangeNotice(input: {
  order: Pick<Order, 'id' | 'number' | 'type'>;
  status: OrderStatus;
  soNumber: string | null;
  note: string;
}): NotificationMessage {
  const { order, status } = input;
  return systemNotice(
    SYSTEM_NOTICES.statusChanged,
    { number: order.number, status },
    { order: String(order.number), type: order.type, status, ...optional({ soNumber: input.soNumber, note: input.note }) },
    `/orders/view/${order.id}`,
  );
}

/** To the admins, once a dealer applied for warranty. */
export function warrantyApplicationNotice(input: {
  orderNumber: number;
  companyName: string;
  applicant: string;
  customerName: string;
  /** The calendar day picked, at local midnight. */
  installDate: Date;
  installer: string;
}): NotificationMessage {
  return systemNotice(
    SYSTEM_NOTICES.warrantyApplied,
    { number: input.orderNumber, applicant: input.applicant, company: input.companyName },
    {
      order: String(input.orderNumber),
      dealer: input.companyName,
      endCustomer: input.customerName,
      installDate: isoDate({ toDate: () => input.installDate }),
      installer: input.installer,
    },
    '/admin/warranties',
  );
}

/** To the dealer who applied, once an admin decided their warranty request. */
export function warrantyDecisionNotice(
  warranty: Pick<Warranty, 'id' | 'orderNumber' | 'status' | 'warrantyNumber' | 'decisionNote'>,
): NotificationMessage {
  const approved = warranty.status === 'approved';
  return systemNotice(
    approved ? SYSTEM_NOTICES.warrantyApproved : SYSTEM_NOTICES.warrantyRejected,
    { number: warranty.orderNumber },
    {
      order: String(warranty.orderNumber),
      ...optional({ warrantyNumber: approved ? warranty.warrantyNumber : null, note: warranty.decisionNote }),
    },
    `/orders/warranty/${warranty.id}`,
  );
}
