import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readServerState, shownValue, useServerRead, useServerSubscription, type Subscribe } from './serverState';
import { expectConsoleError } from '../../test/consoleErrors';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const coded = (code: string) => Object.assign(new Error(code), { code });

afterEach(() => vi.restoreAllMocks());

describe('useServerRead', () => {
  it('is loading, then ready with the value', async () => {
    const read = deferred<string>();
    const { result } = renderHook(() => useServerRead('a', () => read.promise, { label: 'a' }));
    expect(result.current.status).toBe('loading');
    await act(async () => read.resolve('A'));
    expect(result.current).toMatchObject({ status: 'ready', value: 'A' });
  });

  it('drops a late answer for an older key', async () => {
    const reads: Record<string, ReturnType<typeof deferred<string>>> = { a: deferred(), b: deferred() };
    const { result, rerender } = renderHook(({ key }) => useServerRead(key, () => reads[key].promise, { label: key }), {
      initialProps: { key: 'a' },
    });
    rerender({ key: 'b' });
    await act(async () => reads.a.resolve('A'));
    expect(result.current.status).toBe('loading');
    await act(async () => reads.b.resolve('B'));
    expect(result.current).toMatchObject({ status: 'ready', value: 'B' });
  });

  it('reads null and refused reads as missing, without logging', async () => {
    const error = vi.spyOn(console, 'error');
    const { result, rerender } = renderHook(({ read }) => useServerRead('k', read, { label: 'k' }), {
      initialProps: { read: () => Promise.resolve<string | null>(null) },
    });
    await act(async () => undefined);
    expect(result.current.status).toBe('missing');
    rerender({ read: () => Promise.reject(coded('permission-denied')) });
    await act(async () => result.current.retry());
    expect(result.current.status).toBe('missing');
    expect(error).not.toHaveBeenCalled();
  });

  it('logs other failures once, and retry keeps the last value on screen while it reads again', async () => {
    const error = expectConsoleError('Unable to load the thing');
    let next = deferred<string>();
    const { result } = renderHook(() => useServerRead('k', () => next.promise, { label: 'the thing' }));
    await act(async () => next.reject(coded('unavailable')));
    expect(result.current.status).toBe('error');
    expect(error.calls).toEqual([['Unable to load the thing', expect.objectContaining({ code: 'unavailable' })]]);

    next = deferred();
    await act(async () => result.current.retry());
    await act(async () => next.resolve('first'));
    expect(result.current).toMatchObject({ status: 'ready', value: 'first' });
    next = deferred();
    await act(async () => result.current.retry());
    expect(result.current.status).toBe('loading');
    expect(shownValue(result.current)).toBe('first');
  });

  it('treats a refusal as an error when asked to', async () => {
    const error = expectConsoleError('Unable to load k');
    const { result } = renderHook(() =>
      useServerRead('k', () => Promise.reject(coded('permission-denied')), { label: 'k', refusalIsError: true }),
    );
    await act(async () => undefined);
    expect(result.current.status).toBe('error');
    expect(error.calls).toEqual([['Unable to load k', expect.objectContaining({ code: 'permission-denied' })]]);
  });

  it('stays loading and reads nothing for a null key', async () => {
    const read = vi.fn(() => Promise.resolve('x'));
    const { result } = renderHook(() => useServerRead(null, read, { label: 'k' }));
    await act(async () => undefined);
    expect(result.current.status).toBe('loading');
    expect(read).not.toHaveBeenCalled();
  });
});

describe('useServerSubscription', () => {
  it('follows each value and stops listening when the key changes or on unmount', () => {
    const stops: string[] = [];
    const emit: Record<string, (value: number | null) => void> = {};
    const subscribeTo =
      (key: string): Subscribe<number> =>
      (onValue) => {
        emit[key] = onValue;
        return () => stops.push(key);
      };
    const { result, rerender, unmount } = renderHook(({ key }) => useServerSubscription(key, subscribeTo(key), { label: key }), {
      initialProps: { key: 'a' },
    });
    act(() => emit.a(1));
    act(() => emit.a(2));
    expect(result.current).toMatchObject({ status: 'ready', value: 2 });
    rerender({ key: 'b' });
    expect(stops).toEqual(['a']);
    act(() => emit.a(3));
    expect(result.current.status).toBe('loading');
    act(() => emit.b(null));
    expect(result.current.status).toBe('missing');
    unmount();
    expect(stops).toEqual(['a', 'b']);
  });
});

describe('readServerState', () => {
  it('settles as a screen read would: ready, missing for null or a refusal, a logged error otherwise', async () => {
    const error = expectConsoleError('Unable to load the book');
    await expect(readServerState(() => Promise.resolve('A'), { label: 'a' })).resolves.toEqual({ status: 'ready', value: 'A' });
    await expect(readServerState(() => Promise.resolve(null), { label: 'a' })).resolves.toEqual({ status: 'missing' });
    await expect(readServerState(() => Promise.reject(coded('permission-denied')), { label: 'a' })).resolves.toEqual({ status: 'missing' });
    expect(error.calls).toEqual([]);

    const offline = coded('unavailable');
    await expect(readServerState(() => Promise.reject(offline), { label: 'the book' })).resolves.toEqual({ status: 'error', error: offline });
    expect(error.calls).toEqual([['Unable to load the book', offline]]);
  });
});
