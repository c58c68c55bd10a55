import { useCallback, useEffect, useState } from 'react';
import { countActiveOrdersByStatus } from '../../data/activeOrderCountsApi';
import { nonEmptyStatusCounts, type StatusCount } from './orderStatusCounts';

type ActiveOrdersState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; counts: StatusCount[] };

/**
 * Active orders per status for one company, or for every dealer when `companyId` is null;
 * `retry` reloads after an error.
 */
export function useActiveOrderCounts(companyId: string | null) {
  const [state, setState] = useState<ActiveOrdersState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    countActiveOrdersByStatus(companyId).then(
      (counts) => {
        if (!cancelled) setState({ status: 'ready', counts: nonEmptyStatusCounts(counts) });
      },
      (error: unknown) => {
        console.error('Unable to load active orders', error);
        if (!cancelled) setState({ status: 'error' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [companyId, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}
