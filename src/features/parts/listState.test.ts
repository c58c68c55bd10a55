import { describe, expect, it } from 'vitest';
import { defaultListState, readListState, writeListState } from '../../components/list/listState';
import { PARTS_LIST } from './listState';

const read = (query: string) => readListState(PARTS_LIST, new URLSearchParams(query));

describe('parts list state in the URL', () => {
  it('reads a category, a search, a page size and a page, and writes them back', () => {
    const state = read('category=fasteners+%2F+hardware&q=+strap+&size=50&page=3');
    expect(state).toEqual({ filters: { category: 'fasteners / hardware', search: 'strap' }, sort: null, pageSize: 50, page: 2 });
    expect(read(writeListState(PARTS_LIST, state).toString())).toEqual(state);
  });

  it('falls back to the defaults for values it does not know, and leaves defaults out of the URL', () => {
    const state = read('category=ratchet&size=7&page=-2');
    expect(state).toEqual(defaultListState(PARTS_LIST));
    expect(writeListState(PARTS_LIST, state).toString()).toBe('');
  });
});
