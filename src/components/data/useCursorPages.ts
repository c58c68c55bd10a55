import { useCallback, useEffect, useRef, useState } from 'react';
import type { Page, PageCursor } from '../../types/pages';

export type PageState<T> =
  | { status: 'loading'; page: Page<T> | null }
  | { status: 'ready'; page: Page<T> }
  | { status: 'error'; page: Page<T> | null };

/** Subscribes to one page starting after `after`; returns the unsubscribe function. */
export type PageSubscriber<T> = (
  after: PageCursor | null,
  onChange: (page: Page<T>) => void,
  onError: (error: Error) => void,
) => () => void;

/**
 * One live page of a list paged by cursor. Firestore pages by cursor, so the cursor each visited page starts
 * after is kept in a stack: the next page starts after this page's last item, the previous one after its stored
 * cursor. `key` is the identity of the query (filters, sort, page size): a new key starts again at page one.
 * `changes` counts live updates after a page's first answer, so counts shown beside the list can follow them.
 */
export function useCursorPages<T>(key: string, subscribe: PageSubscriber<T>, label: string, enabled = true) {
  const [position, setPosition] = useState({ key, index: 0 });
  const cursors = useRef<{ key: string; list: (PageCursor | null)[] }>({ key, list: [null] });
  const [state, setState] = useState<PageState<T>>({ status: 'loading', page: null });
  const [attempt, setAttempt] = useState(0);
  const [changes, setChanges] = useState(0);

  const index = position.key === key ? position.index : 0;
  if (cursors.current.key !== key) cursors.current = { key, list: [null] };

  // The latest subscriber, read by the effect, which re-runs only when the key or the page changes.
  const latest = useRef(subscribe);
  latest.current = subscribe;

  useEffect(() => {
    if (!enabled) return undefined;
    const after = cursors.current.list[index] ?? null;
    let first = true;
    setState((previous) => ({ status: 'loading', page: previous.page }));
    return latest.current(
      after,
      (page) => {
        cursors.current.list[index + 1] = page.last;
        setState({ status: 'ready', page });
        if (!first) setChanges((n) => n + 1);
        first = false;
      },
      (error) => {
        console.error(`Unable to load ${label}`, error);
        setState((previous) => ({ status: 'error', page: previous.page }));
      },
    );
  }, [key, index, attempt, enabled, label]);

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
