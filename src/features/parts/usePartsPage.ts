import { useCallback, useEffect, useRef, useState } from 'react';
import { useCursorPages } from '../../components/data/useCursorPages';
import { countPartsByCategory, subscribeToPartsPage, type PartCounts, type PartsFilter } from '../../data/partsApi';
import type { Part } from '../../types/parts';

/** One live page of parts (see useCursorPages): a new filter or page size starts again at the first page. */
export function usePartsPage(filter: PartsFilter, pageSize: number) {
  return useCursorPages<Part>(
    JSON.stringify({ ...filter, pageSize }),
    (after, onChange, onError) => subscribeToPartsPage(filter, pageSize, after, onChange, onError),
    'parts',
  );
}

export type CountsState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; counts: PartCounts };

/** A live update waits this long before the counts are asked again, so a burst of changes (an import) costs one round. */
const RECOUNT_DELAY_MS = 500;

/**
 * Parts per category for the search (count aggregations), so every tab shows its count. `changes` (live updates
 * seen by the list) triggers a recount after a short delay.
 */
export function usePartCounts(search: string, changes: number, enabled: boolean) {
  const [state, setState] = useState<CountsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const lastRun = useRef<string | null>(null);

  useEffect(() => {
    if (!enabled) return undefined;
    const trigger = `${search}|${attempt}`;
    const fresh = lastRun.current !== trigger;
    lastRun.current = trigger;
    let cancelled = false;
    const run = () =>
      countPartsByCategory(search).then(
        (counts) => {
          if (!cancelled) setState({ status: 'ready', counts });
        },
        (error: unknown) => {
          console.error('Unable to count parts', error);
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
  }, [search, changes, attempt, enabled]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
