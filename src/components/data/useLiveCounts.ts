import { useCallback, useEffect, useRef, useState } from 'react';

export type LiveCountsState<T extends object> = { status: 'loading' } | { status: 'error' } | ({ status: 'ready' } & T);

/**
 * Counts beside a live list (count aggregations, not documents). A new `key` (the counted query) or a retry counts
 * at once; a live update seen by the list (`changes` moved) counts again after `recountDelayMs`, so a burst of
 * changes costs one round. `count` is read when the counting starts; it must count what `key` names.
 */
export function useLiveCounts<T extends object>(
  key: string,
  changes: number,
  count: () => Promise<T>,
  options: { label: string; recountDelayMs: number; enabled: boolean },
) {
  const [state, setState] = useState<LiveCountsState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const lastRun = useRef<string | null>(null);
  const latest = useRef(count);
  latest.current = count;
  const { label, recountDelayMs, enabled } = options;

  useEffect(() => {
    if (!enabled) return undefined;
    const trigger = `${key}|${attempt}`;
    const fresh = lastRun.current !== trigger;
    lastRun.current = trigger;
    let cancelled = false;
    const run = () =>
      latest.current().then(
        (counts) => {
          if (!cancelled) setState({ status: 'ready', ...counts });
        },
        (error: unknown) => {
          console.error(`Unable to count ${label}`, error);
          if (!cancelled) setState({ status: 'error' });
        },
      );
    const timer = fresh ? undefined : setTimeout(run, recountDelayMs);
    if (fresh) {
      setState({ status: 'loading' });
      void run();
    }
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
  }, [key, changes, attempt, enabled, label, recountDelayMs]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
