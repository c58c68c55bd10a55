import { useCallback, useEffect, useState } from 'react';
import { listActiveOrders, type Order } from '../orders/ordersApi';

type ActiveOrdersState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; orders: Order[] };

/** The company's active orders; `retry` reloads after an error. Without a company there is nothing to load. */
export function useActiveOrders(companyId: string | null) {
  const [state, setState] = useState<ActiveOrdersState>(() =>
    companyId ? { status: 'loading' } : { status: 'ready', orders: [] },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!companyId) {
      setState({ status: 'ready', orders: [] });
      return undefined;
    }
    let cancelled = false;
    setState({ status: 'loading' });
    listActiveOrders(companyId).then(
      (orders) => {
        if (!cancelled) setState({ status: 'ready', orders });
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
