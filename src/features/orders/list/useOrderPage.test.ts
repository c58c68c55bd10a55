import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderListFilter, OrderPage, OrderSort } from '../../../data/ordersApi';
import type { Order } from '../../../types/orders';
import { useOrderPage } from './useOrderPage';

type Listener = { after: unknown; pageSize: number; onChange: (page: OrderPage) => void; closed: boolean };
const listeners: Listener[] = [];

vi.mock('../../../data/ordersApi', () => ({
  subscribeToOrderPage: (_filter: unknown, _sort: unknown, pageSize: number, after: unknown, onChange: (page: OrderPage) => void) => {
    const listener: Listener = { after, pageSize, onChange, closed: false };
    listeners.push(listener);
    return () => {
      listener.closed = true;
    };
  },
}));

const filter: OrderListFilter = { scope: 'active', company: 'c1', status: null, type: null, from: null, to: null, search: '' };
const sort: OrderSort = { field: 'createdDate', direction: 'desc' };
const orders = (ids: string[]) => ids.map((id) => ({ id }) as Order);
const open = () => listeners.filter((l) => !l.closed);
function deliver(page: OrderPage) {
  act(() => open().at(-1)!.onChange(page));
}

afterEach(() => {
  listeners.length = 0;
});

describe('useOrderPage', () => {
  it('keeps a stack of cursors: forward after the last order, back after the stored cursor', () => {
    const { result } = renderHook(({ f }) => useOrderPage(f, sort, 2), { initialProps: { f: filter } });
    expect(open()).toHaveLength(1);
    expect(open()[0].after).toBeNull();
    deliver({ orders: orders(['a', 'b']), hasMore: true, last: 'cursor-b' });
    expect(result.current.state).toMatchObject({ status: 'ready' });

    act(() => result.current.goTo(1));
    expect(open()).toHaveLength(1);
    expect(open()[0].after).toBe('cursor-b');
    deliver({ orders: orders(['c', 'd']), hasMore: true, last: 'cursor-d' });
    act(() => result.current.goTo(2));
    expect(open()[0].after).toBe('cursor-d');
    deliver({ orders: orders(['e']), hasMore: false, last: 'cursor-e' });

    act(() => result.current.goTo(1));
    expect(open()[0].after).toBe('cursor-b');
    expect(result.current.pageIndex).toBe(1);
    // Jumping beyond the next page is refused: no cursor leads there.
    act(() => result.current.goTo(3));
    expect(result.current.pageIndex).toBe(1);
  });

  it('counts live updates and starts again at the first page when the filter changes', () => {
    const { result, rerender } = renderHook(({ f }) => useOrderPage(f, sort, 2), { initialProps: { f: filter } });
    deliver({ orders: orders(['a', 'b']), hasMore: true, last: 'cursor-b' });
    act(() => result.current.goTo(1));
    deliver({ orders: orders(['c']), hasMore: false, last: 'cursor-c' });
    expect(result.current.changes).toBe(0);
    deliver({ orders: orders(['c', 'x']), hasMore: false, last: 'cursor-x' });
    expect(result.current.changes).toBe(1);

    rerender({ f: { ...filter, type: 'parts' } });
    expect(result.current.pageIndex).toBe(0);
    expect(open()).toHaveLength(1);
    expect(open()[0].after).toBeNull();
  });
});
