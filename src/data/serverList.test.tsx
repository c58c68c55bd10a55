import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Page } from '../types/pages';
import { RECOUNT_DELAY_MS, useServerList, useServerWholeList, type ListSource, type WholeListSource } from './serverList';
import { expectConsoleError } from '../test/consoleErrors';

interface Listener {
  query: string;
  pageSize: number;
  after: unknown;
  onChange: (page: Page<string>) => void;
  onError: (error: Error) => void;
  closed: boolean;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

let sources = 0;
/** A list source that records its listeners and counts; each test gets one of its own name (cursors are kept per name). */
function fakeSource() {
  const listeners: Listener[] = [];
  const counts: { query: string; answer: ReturnType<typeof deferred<number>> }[] = [];
  sources += 1;
  const source: ListSource<string, string> = {
    name: `things ${sources}`,
    subscribe: (query, pageSize, after, onChange, onError) => {
      const listener: Listener = { query, pageSize, after, onChange, onError, closed: false };
      listeners.push(listener);
      return () => {
        listener.closed = true;
      };
    },
    count: (query) => {
      const answer = deferred<number>();
      counts.push({ query, answer });
      return answer.promise;
    },
  };
  const open = () => listeners.filter((listener) => !listener.closed);
  const deliver = (page: Page<string>) => act(() => open().at(-1)!.onChange(page));
  return { source, listeners, counts, open, deliver };
}

const page = (items: string[], hasMore: boolean): Page<string> => ({ items, hasMore, last: hasMore ? `after-${items.at(-1)}` : null });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useServerList', () => {
  it('pages by cursor: forward after the last item, back after the stored cursor, never beyond a known page', () => {
    const { source, open, deliver } = fakeSource();
    const { result, rerender } = renderHook(({ index }) => useServerList(source, 'q', { pageSize: 2, pageIndex: index }), {
      initialProps: { index: 0 },
    });
    expect(open()).toHaveLength(1);
    expect(open()[0].after).toBeNull();
    deliver(page(['a', 'b'], true));
    expect(result.current).toMatchObject({ status: 'ready', pageIndex: 0, page: { items: ['a', 'b'] } });

    rerender({ index: 1 });
    expect(open()).toHaveLength(1);
    expect(open()[0].after).toBe('after-b');
    // The page before stays on screen while the next one loads.
    expect(result.current).toMatchObject({ status: 'loading', pageIndex: 1, page: { items: ['a', 'b'] } });
    deliver(page(['c', 'd'], true));
    rerender({ index: 2 });
    expect(open()[0].after).toBe('after-d');
    deliver(page(['e'], false));

    rerender({ index: 1 });
    expect(open()[0].after).toBe('after-b');
    // No cursor leads beyond the next page: the furthest known page is read instead.
    rerender({ index: 5 });
    expect(result.current.pageIndex).toBe(2);
  });

  it('remembers the cursors of a query, so a list opened again returns to its page', () => {
    const { source, open, deliver } = fakeSource();
    const first = renderHook(() => useServerList(source, 'q', { pageSize: 2, pageIndex: 0 }));
    deliver(page(['a', 'b'], true));
    first.unmount();
    const again = renderHook(() => useServerList(source, 'q', { pageSize: 2, pageIndex: 1 }));
    expect(again.result.current.pageIndex).toBe(1);
    expect(open()[0].after).toBe('after-b');
    // Another page size is another list: it starts at its first page.
    const other = renderHook(() => useServerList(source, 'q', { pageSize: 3, pageIndex: 1 }));
    expect(other.result.current.pageIndex).toBe(0);
  });

  it('counts the query once its first page has answered, and not again when paging', async () => {
    const { source, counts, deliver } = fakeSource();
    const { result, rerender } = renderHook(({ index }) => useServerList(source, 'q', { pageSize: 2, pageIndex: index }), {
      initialProps: { index: 0 },
    });
    expect(counts).toHaveLength(0);
    deliver(page(['a', 'b'], true));
    expect(counts).toHaveLength(1);
    await act(async () => counts[0].answer.resolve(3));
    expect(result.current.total).toBe(3);
    rerender({ index: 1 });
    deliver(page(['c'], false));
    expect(counts).toHaveLength(1);
    expect(result.current.total).toBe(3);
  });

  it('counts again shortly after a burst of live changes, showing the last total meanwhile', async () => {
    vi.useFakeTimers();
    const { source, counts, deliver } = fakeSource();
    const { result } = renderHook(() => useServerList(source, 'q', { pageSize: 5, pageIndex: 0 }));
    deliver(page(['a', 'b'], false));
    await act(async () => counts[0].answer.resolve(2));
    deliver(page(['a', 'b', 'c'], false));
    deliver(page(['a', 'b', 'c', 'd'], false));
    expect(result.current.changes).toBe(2);
    act(() => vi.advanceTimersByTime(RECOUNT_DELAY_MS - 1));
    expect(counts).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(counts).toHaveLength(2);
    expect(result.current.total).toBe(2);
    await act(async () => counts[1].answer.resolve(4));
    expect(result.current.total).toBe(4);
  });

  it('starts again at the first page and counts afresh for another query', async () => {
    const { source, open, counts, deliver } = fakeSource();
    const { result, rerender } = renderHook(({ query, index }) => useServerList(source, query, { pageSize: 2, pageIndex: index }), {
      initialProps: { query: 'q', index: 0 },
    });
    deliver(page(['a', 'b'], true));
    await act(async () => counts[0].answer.resolve(9));
    rerender({ query: 'r', index: 1 });
    expect(result.current.pageIndex).toBe(0);
    expect(open()).toHaveLength(1);
    expect(open()[0]).toMatchObject({ query: 'r', after: null });
    expect(result.current.total).toBeNull();
    deliver(page(['x'], false));
    expect(counts.at(-1)?.query).toBe('r');
  });

  it('reports a failed page as an error, and retry reads the page and the count again', async () => {
    const error = expectConsoleError('Unable to load');
    const { source, open, counts } = fakeSource();
    const { result } = renderHook(() => useServerList(source, 'q', { pageSize: 2, pageIndex: 0 }));
    act(() => open()[0].onError(Object.assign(new Error('offline'), { code: 'unavailable' })));
    expect(result.current.status).toBe('error');
    expect(error.calls).toEqual([[`Unable to load the ${source.name}`, expect.any(Error)]]);
    await act(async () => result.current.retry());
    expect(open()).toHaveLength(1);
    expect(counts.length).toBeGreaterThan(0);
  });

  it('reads nothing for a null query', () => {
    const { source, listeners } = fakeSource();
    const { result } = renderHook(() => useServerList(source, null, { pageSize: 2, pageIndex: 0 }));
    expect(listeners).toHaveLength(0);
    expect(result.current).toMatchObject({ status: 'loading', page: null, total: null });
  });
});

describe('useServerWholeList', () => {
  function wholeSource() {
    let deliver: (items: string[]) => void = () => undefined;
    const source: WholeListSource<string, string> = {
      name: 'few things',
      subscribe: (_query, onChange) => {
        deliver = onChange;
        return () => undefined;
      },
    };
    return { source, deliver: (items: string[]) => act(() => deliver(items)) };
  }

  it('pages a live list in memory, its total its length, and shows the last page after a removal', () => {
    const { source, deliver } = wholeSource();
    const { result } = renderHook(() => useServerWholeList(source, 'q', { pageSize: 2, pageIndex: 1 }));
    // Until the list answers, the page asked for stands.
    expect(result.current).toMatchObject({ status: 'loading', pageIndex: 1, total: null });
    deliver(['a', 'b', 'c']);
    expect(result.current).toMatchObject({ status: 'ready', pageIndex: 1, total: 3, page: { items: ['c'], hasMore: false } });
    deliver(['a', 'b']);
    expect(result.current).toMatchObject({ pageIndex: 0, total: 2, page: { items: ['a', 'b'], hasMore: false } });
  });
});
