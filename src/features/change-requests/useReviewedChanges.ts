import { useEffect, useState } from 'react';
import { subscribeToOrder } from '../../data/ordersApi';
import { diffOrderContent } from '../../lib/orderDiff';
import type { CurrencyCode } from '../../types/domain';
import type { ChangeRequest, FieldChange } from '../../types/orders';

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
  const [reviewed, setReviewed] = useState<ReviewedChanges>({ kind: 'loading' });
  useEffect(
    () =>
      subscribeToOrder(
        request.order,
        (order) =>
          setReviewed(
            order
              ? {
                  kind: 'ready',
                  changes: diffOrderContent(order, request.proposed),
                  stale: order.revision !== request.revision,
                  revision: order.revision,
                  currency: order.currency,
                }
              : { kind: 'missing' },
          ),
        (error) => {
          console.error('Unable to load the order of the change request', error);
          setReviewed({ kind: 'error' });
        },
      ),
    [request],
  );
  return reviewed;
}
