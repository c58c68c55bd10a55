import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, hasFilters, readListState, toCompanyFilter, writeListState } from './listState';

describe('dealer list state', () => {
  it('reads the defaults from an empty or unusable query and keeps them out of the URL', () => {
    const state = readListState(new URLSearchParams('active=maybe&size=7'));
    expect(state).toEqual({ search: '', active: 'all', pageSize: DEFAULT_PAGE_SIZE });
    expect(writeListState(state).toString()).toBe('');
    expect(hasFilters(state)).toBe(false);
    expect(toCompanyFilter(state)).toEqual({ search: '', active: null });
  });

  it('round-trips a search, the active filter and the page size', () => {
    const state = readListState(new URLSearchParams('q=+Prairie+&active=inactive&size=50'));
    expect(state).toEqual({ search: 'Prairie', active: 'inactive', pageSize: 50 });
    expect(readListState(writeListState(state))).toEqual(state);
    expect(toCompanyFilter(state)).toEqual({ search: 'Prairie', active: false });
    expect(toCompanyFilter({ ...state, active: 'active' }).active).toBe(true);
    expect(hasFilters(state)).toBe(true);
  });
});
