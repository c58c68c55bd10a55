import { subscribeToOrder } from '../../data/orders/orderReads';
import { useServerSubscription } from '../../data/serverState/serverState';
import { diffOrderContent } from '../../lib/orderDiff';
import type { CurrencyCode } from '../../types/domain';
import type { ChangeRequest, FieldChange, Order } from '../../types/orders';

/**
 * What approving a request would change, computed from its proposed content against the order as it stands now
 * (never the list the request carries), and whether the order moved on since the request was filed: the server
 * refuses to apply a request to any other revision than its own.
 */
export type ReviewedChanges =
  | { kind: 'loading' }
  | { kind: 'ready'; changes: FieldChange[]; stale: boolean; revision: number; currency: CurrencyCode }
  | { kind: 'missing' }
  | { kind: 'error' };

export function useReviewedChanges(request: ChangeRequest): ReviewedChanges {
  const order = useServerSubscription<Order>(
    `order|${request.order}`,
    (onValue, onError) => subscribeToOrder(request.order, onValue, onError),
    { label: `order ${request.order}` },
  );
  if (order.status !== 'ready') return { kind: order.status === 'error' ? 'error' : order.status === 'missing' ? 'missing' : 'loading' };
  const current = order.value;
  return {
    kind: 'ready',
    changes: diffOrderContent(current, request.proposed),
    stale: current.revision !== request.revision,
    revision: current.revision,
    currency: current.currency,
  };
}
