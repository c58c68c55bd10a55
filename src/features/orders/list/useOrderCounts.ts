import { useCallback, useEffect, useRef, useState } from 'react';
import { countOrdersByStatus, type OrderListFilter } from '../../../data/ordersApi';
import type { OrderStatus } from '../../../reference/orders';

export type CountsState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; byStatus: Map<OrderStatus, number>; all: number };

/** A live update waits this long before the counts are asked again, so a burst of changes costs one round. */
const RECOUNT_DELAY_MS = 400;

/**
 * Orders per status of the list's scope (count aggregations: no order is read), ignoring the status tab so
 * every tab shows its count; 'all' is their sum. `changes` (live updates seen by the list) triggers a recount.
 */
export function useOrderCounts(filter: OrderListFilter, changes: number, enabled = true) {
  const key = JSON.stringify({ ...filter, status: null, from: filter.from?.getTime() ?? null, to: filter.to?.getTime() ?? null });
  const [state, setState] = useState<CountsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const lastRun = useRef<string | null>(null);

  useEffect(() => {
    if (!enabled) return undefined;
    // A new filter or a retry counts at once; a live update (only `changes` moved) after a short delay.
    const trigger = `${key}|${attempt}`;
    const fresh = lastRun.current !== trigger;
    lastRun.current = trigger;
    let cancelled = false;
    const parsed = JSON.parse(key) as Omit<OrderListFilter, 'from' | 'to'> & { from: number | null; to: number | null };
    const countFilter: OrderListFilter = {
      ...parsed,
      from: parsed.from === null ? null : new Date(parsed.from),
      to: parsed.to === null ? null : new Date(parsed.to),
    };
    const run = () =>
      countOrdersByStatus(countFilter).then(
        (byStatus) => {
          if (cancelled) return;
          const all = [...byStatus.values()].reduce((sum, n) => sum + n, 0);
          setState({ status: 'ready', byStatus, all });
        },
        (error: unknown) => {
          console.error('Unable to count orders', error);
          if (!cancelled) setState({ status: 'error' });
        },
      );
    const timer = fresh ? undefined : setTimeout(run, RECOUNT_DELAY_MS);
    if (fresh) {
      setState({ status: 'loading' });
      void run();
    }
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
  }, [key, changes, attempt, enabled]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
