/**
 * A long list as a screen reads it: one live page at a time by cursor, and the total it belongs to, both through
 * the server-state hook pair (serverState.ts), so loading, errors, retry and cancellation behave as every read.
 * The page's key is the query's identity and the page's index; the total's key is the query alone, so paging
 * never counts again. Live changes of the page count again shortly after, so a burst of changes costs one count.
 */
import { useCallback, useEffect, useState } from 'react';
import type { Page, PageCursor, PagedListState } from '../types/pages';
import { shownValue, useServerRead, useServerSubscription, type ServerStateWithRetry } from './serverState/serverState';

/** A list the data layer pages: its pages and its count must be read with the same constraints. */
export interface ListSource<Q, T> {
  /** What the list holds, as the console names it when a read fails: "users", "dealers". */
  name: string;
  /** A live page of `pageSize` items after `after` (null: the first page). */
  subscribe: (query: Q, pageSize: number, after: PageCursor | null, onChange: (page: Page<T>) => void, onError: (error: Error) => void) => () => void;
  /** How many items the query matches, counted over the pages' own query. */
  count: (query: Q) => Promise<number>;
}

/** A short list the data layer reads whole and live (pending invites): the screen pages it in memory. */
export interface WholeListSource<Q, T> {
  name: string;
  subscribe: (query: Q, onChange: (items: T[]) => void, onError: (error: Error) => void) => () => void;
}

export interface ServerListState<T> extends PagedListState<T> {
  /** Live changes the pages have seen, so counts beside the list (tabs) can follow them. */
  changes: number;
  /** Whether this query's pages have answered once: counts beside the list wait for the rows. */
  answered: boolean;
}

/** Counts again this long after a live change; a burst of changes costs one count. */
export const RECOUNT_DELAY_MS = 400;
/** Queries whose page cursors are remembered, so Back from a row's page comes back to the same page. */
const REMEMBERED_QUERIES = 50;

/** Per query and page size: the cursor each reachable page starts after (index 0: null, the first page). */
const cursorsByQuery = new Map<string, (PageCursor | null)[]>();

function cursorsOf(pagesId: string): (PageCursor | null)[] {
  return cursorsByQuery.get(pagesId) ?? [null];
}

/** Records where the next page starts (or that there is none) once a page has answered. */
function remember(pagesId: string, index: number, page: Page<unknown>): void {
  const cursors = [...cursorsOf(pagesId)].slice(0, index + 1);
  if (page.hasMore) cursors[index + 1] = page.last;
  cursorsByQuery.delete(pagesId);
  cursorsByQuery.set(pagesId, cursors);
  if (cursorsByQuery.size > REMEMBERED_QUERIES) cursorsByQuery.delete(cursorsByQuery.keys().next().value as string);
}

/**
 * The page asked for when its cursor is known, else the furthest page before it that is: Firestore pages by
 * cursor, so a page is reached from the one before it (a reload or a shared link starts again at the first).
 */
function reachableIndex(pagesId: string | null, asked: number): number {
  if (pagesId === null) return 0;
  const cursors = cursorsOf(pagesId);
  let index = Math.max(0, Math.floor(asked));
  while (index > 0 && cursors[index] === undefined) index -= 1;
  return index;
}

/** Reads again `delayMs` after the last of a run of live changes. */
function useRecount(retry: () => void, changes: number, delayMs: number): void {
  useEffect(() => {
    if (changes === 0) return undefined;
    const timer = setTimeout(retry, delayMs);
    return () => clearTimeout(timer);
  }, [changes, retry, delayMs]);
}

/**
 * A count (or counts) beside a live list, read once per key and again after the list's live changes. A null key
 * waits. The value stays on screen while it is counted again; null while unknown or after a failure (logged).
 */
export function useServerCount<T>(
  key: string | null,
  count: () => Promise<T>,
  changes: number,
  options: { label: string; recountDelayMs?: number },
): ServerStateWithRetry<T> {
  const state = useServerRead<T>(key, count, { label: options.label, refusalIsError: true });
  useRecount(state.retry, changes, options.recountDelayMs ?? RECOUNT_DELAY_MS);
  return state;
}

/** Holds the last page shown, so a page that loads keeps the one before it on screen instead of an empty grid. */
function useKeptPage<T>(page: Page<T> | null): Page<T> | null {
  const [kept, setKept] = useState<Page<T> | null>(null);
  if (page !== null && page !== kept) setKept(page);
  return page ?? kept;
}

/**
 * One live page of `source` for `query` (null: nothing to list yet) and the list's total. `pageIndex` is the
 * page the screen asks for; the state says which page it reads (see reachableIndex).
 */
export function useServerList<Q, T>(
  source: ListSource<Q, T>,
  query: Q | null,
  paging: { pageSize: number; pageIndex: number },
): ServerListState<T> {
  const { pageSize } = paging;
  const queryId = query === null ? null : `${source.name}|${JSON.stringify(query)}`;
  const pagesId = queryId === null ? null : `${queryId}|${pageSize}`;
  const pageIndex = reachableIndex(pagesId, paging.pageIndex);
  const [changes, setChanges] = useState(0);
  const [answered, setAnswered] = useState<string | null>(null);

  const page = useServerSubscription<Page<T>>(
    pagesId === null ? null : `${pagesId}#${pageIndex}`,
    (onValue, onError) => {
      if (query === null || pagesId === null) return () => undefined;
      let first = true;
      return source.subscribe(
        query,
        pageSize,
        cursorsOf(pagesId)[pageIndex] ?? null,
        (next) => {
          remember(pagesId, pageIndex, next);
          setAnswered(queryId);
          if (!first) setChanges((n) => n + 1);
          first = false;
          onValue(next);
        },
        (error) => {
          setAnswered(queryId);
          onError(error);
        },
      );
    },
    { label: `the ${source.name}`, refusalIsError: true },
  );
  const hasAnswered = queryId !== null && answered === queryId;
  // Rows first: the count starts once the query's first page has answered.
  const total = useServerCount<number>(hasAnswered ? `${queryId}|count` : null, () => source.count(query as Q), changes, {
    label: `the ${source.name} count`,
  });
  const shown = useKeptPage(page.status === 'ready' ? page.value : null);

  const { retry: retryPage } = page;
  const { retry: retryTotal } = total;
  const retry = useCallback(() => {
    retryPage();
    retryTotal();
  }, [retryPage, retryTotal]);

  return {
    status: page.status === 'ready' ? 'ready' : page.status === 'loading' ? 'loading' : 'error',
    page: shown,
    pageIndex,
    total: shownValue(total) ?? null,
    changes,
    answered: hasAnswered,
    retry,
  };
}

/**
 * A short list read whole and live, paged in memory: its total is its length, so the two always agree. A page
 * asked for past the end (after a removal) shows the last page.
 */
export function useServerWholeList<Q, T>(
  source: WholeListSource<Q, T>,
  query: Q | null,
  paging: { pageSize: number; pageIndex: number },
): PagedListState<T> {
  const key = query === null ? null : `${source.name}|${JSON.stringify(query)}`;
  const items = useServerSubscription<T[]>(
    key,
    (onValue, onError) => (query === null ? () => undefined : source.subscribe(query, onValue, onError)),
    { label: `the ${source.name}`, refusalIsError: true },
  );
  const all = shownValue(items) ?? null;
  const { pageSize } = paging;
  const asked = Math.max(0, Math.floor(paging.pageIndex));
  // Until the list has answered, the page asked for stands: nothing says yet that it is past the end.
  const pageIndex = all === null ? asked : Math.min(asked, Math.max(0, Math.ceil(all.length / pageSize) - 1));
  const start = pageIndex * pageSize;
  const page = all === null ? null : { items: all.slice(start, start + pageSize), hasMore: start + pageSize < all.length, last: null };
  return {
    status: items.status === 'ready' ? 'ready' : items.status === 'loading' ? 'loading' : 'error',
    page: useStablePage(page),
    pageIndex,
    total: all === null ? null : all.length,
    retry: items.retry,
  };
}

/** The same page object while its items are the same, so the grid does not take it for new rows. */
function useStablePage<T>(page: Page<T> | null): Page<T> | null {
  const [kept, setKept] = useState<Page<T> | null>(page);
  const same =
    kept !== null &&
    page !== null &&
    kept.hasMore === page.hasMore &&
    kept.items.length === page.items.length &&
    kept.items.every((item, i) => item === page.items[i]);
  if (!same && kept !== page) setKept(page);
  return same ? kept : page;
}
