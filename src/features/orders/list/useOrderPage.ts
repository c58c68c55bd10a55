import { useCallback, useEffect, useRef, useState } from 'react';
import { subscribeToOrderPage, type OrderCursor, type OrderListFilter, type OrderPage, type OrderSort } from '../../../data/ordersApi';

export type PageState =
  | { status: 'loading'; page: OrderPage | null }
  | { status: 'ready'; page: OrderPage }
  | { status: 'error'; page: OrderPage | null };

/** Identity of a query: a new filter, sort or page size starts again at the first page. */
export function queryKey(filter: OrderListFilter, sort: OrderSort, pageSize: number): string {
  return JSON.stringify({ ...filter, from: filter.from?.getTime() ?? null, to: filter.to?.getTime() ?? null, sort, pageSize });
}

/**
 * One live page of orders. Firestore pages by cursor, so the cursor each visited page starts after is kept
 * in a stack: the next page starts after this page's last order, the previous one after its stored cursor.
 * Each page reads pageSize + 1 orders and nothing else. `changes` counts live updates after a page's first
 * snapshot, so counts shown next to the list can follow them.
 */
export function useOrderPage(filter: OrderListFilter, sort: OrderSort, pageSize: number, enabled = true) {
  const key = queryKey(filter, sort, pageSize);
  const [position, setPosition] = useState({ key, index: 0 });
  const cursors = useRef<{ key: string; list: (OrderCursor | null)[] }>({ key, list: [null] });
  const [state, setState] = useState<PageState>({ status: 'loading', page: null });
  const [attempt, setAttempt] = useState(0);
  const [changes, setChanges] = useState(0);

  const index = position.key === key ? position.index : 0;
  if (cursors.current.key !== key) cursors.current = { key, list: [null] };

  // The latest filter and sort, read by the effect, which re-runs only when their key changes.
  const query = useRef({ filter, sort });
  query.current = { filter, sort };

  useEffect(() => {
    if (!enabled) return undefined;
    const after = cursors.current.list[index] ?? null;
    let first = true;
    setState((previous) => ({ status: 'loading', page: previous.page }));
    const unsubscribe = subscribeToOrderPage(
      query.current.filter,
      query.current.sort,
      pageSize,
      after,
      (page) => {
        cursors.current.list[index + 1] = page.last;
        setState({ status: 'ready', page });
        if (!first) setChanges((n) => n + 1);
        first = false;
      },
      (error) => {
        console.error('Unable to load orders', error);
        setState((previous) => ({ status: 'error', page: previous.page }));
      },
    );
    return unsubscribe;
  }, [key, index, pageSize, attempt, enabled]);

  const goTo = useCallback(
    (next: number) => {
      // Only neighbouring pages are reachable: a cursor exists for the next page once this one has loaded.
      if (next < 0 || next > index + 1 || (next === index + 1 && cursors.current.list[next] == null)) return;
      setPosition({ key, index: next });
    },
    [key, index],
  );
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return { state, pageIndex: index, goTo, retry, changes };
}
