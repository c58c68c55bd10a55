/**
 * What a person may do with an order they are looking at, from their role, their company and the order's
 * status (docs/data-model.md): deny by default, one small rule per action.
 */
import { isClosedStatus, nextStatuses } from '../../../reference/orders';
import type { User } from '../../../types/domain';
import type { Order, Warranty } from '../../../types/orders';

export type OrderAction =
  | { kind: 'edit'; to: string }
  | { kind: 'requestChange'; to: string }
  | { kind: 'orderAgain'; to: string }
  | { kind: 'applyWarranty'; to: string }
  | { kind: 'viewWarranty'; to: string }
  | { kind: 'changeStatus' };

export type OrderActionKind = OrderAction['kind'];

type ActionOrder = Pick<Order, 'id' | 'type' | 'status' | 'company'>;

/** VP orders have no edit form, so they are neither edited nor changed by request. */
const hasEditForm = (order: ActionOrder) => order.type !== 'vp';

/** The warranty to link to: the newest that is not rejected, else the newest at all. */
export function warrantyToShow(warranties: readonly Pick<Warranty, 'id' | 'status' | 'createdDate'>[]) {
  const newestFirst = [...warranties].sort((a, b) => (b.createdDate?.toMillis() ?? 0) - (a.createdDate?.toMillis() ?? 0));
  return newestFirst.find((warranty) => warranty.status !== 'rejected') ?? newestFirst[0] ?? null;
}

export function orderActions(order: ActionOrder, user: User, warranties: readonly Pick<Warranty, 'id' | 'status' | 'createdDate'>[]): OrderAction[] {
  const admin = user.data.admin;
  const ownCompany = user.company === order.company;
  const actions: OrderAction[] = [];
  const editPath = `/orders/edit/${order.type}/${order.id}`;

  if (order.status === 'pending' && hasEditForm(order) && (ownCompany || admin)) actions.push({ kind: 'edit', to: editPath });
  // Past pending the order itself is frozen: its company's people ask for a change, an admin decides.
  if (order.status !== 'pending' && !isClosedStatus(order.status) && hasEditForm(order) && ownCompany) {
    actions.push({ kind: 'requestChange', to: editPath });
  }
  if (ownCompany) actions.push({ kind: 'orderAgain', to: `/orders/new/${order.type}/${order.id}` });

  const warranty = warrantyToShow(warranties);
  if (warranty) actions.push({ kind: 'viewWarranty', to: `/orders/warranty/${warranty.id}` });
  const openWarranty = warranty !== null && warranty.status !== 'rejected';
  if (order.status === 'delivered' && ownCompany && !openWarranty) {
    actions.push({ kind: 'applyWarranty', to: `/orders/warranty/apply/${order.id}` });
  }

  if (admin && nextStatuses(order.status).length > 0) actions.push({ kind: 'changeStatus' });
  return actions;
}
