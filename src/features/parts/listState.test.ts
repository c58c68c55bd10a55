import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, readPartsListState, writePartsListState } from './listState';

describe('parts list state in the URL', () => {
  it('reads a category, a search and a page size, and writes them back', () => {
    const params = new URLSearchParams('category=fasteners+%2F+hardware&q=+strap+&size=50');
    const state = readPartsListState(params);
    expect(state).toEqual({ category: 'fasteners / hardware', search: 'strap', pageSize: 50 });
    expect(readPartsListState(writePartsListState(state))).toEqual(state);
  });

  it('falls back to the defaults for values it does not know, and leaves defaults out of the URL', () => {
    const state = readPartsListState(new URLSearchParams('category=ratchet&size=7'));
    expect(state).toEqual({ category: null, search: '', pageSize: DEFAULT_PAGE_SIZE });
    expect(writePartsListState(state).toString()).toBe('');
  });
});
