import { describe, expect, it } from 'vitest';
import { defaultListState, hasFilters, readListState, writeListState } from '../../components/list/listState';
import { DEALERS_LIST, toCompanyFilter } from './listState';

const read = (query: string) => readListState(DEALERS_LIST, new URLSearchParams(query));

describe('dealer list state', () => {
  it('reads the defaults from an empty or unusable query and keeps them out of the URL', () => {
    const state = read('active=maybe&size=7');
    expect(state).toEqual(defaultListState(DEALERS_LIST));
    expect(state.pageSize).toBe(25);
    expect(writeListState(DEALERS_LIST, state).toString()).toBe('');
    expect(hasFilters(DEALERS_LIST, state.filters)).toBe(false);
    expect(toCompanyFilter(state.filters)).toEqual({ search: '', active: null });
  });

  it('round-trips a search, the active filter, the page size and the page', () => {
    const state = read('q=+Prairie+&active=inactive&size=50&page=2');
    expect(state).toEqual({ filters: { search: 'Prairie', active: 'inactive' }, sort: null, pageSize: 50, page: 1 });
    expect(read(writeListState(DEALERS_LIST, state).toString())).toEqual(state);
    expect(toCompanyFilter(state.filters)).toEqual({ search: 'Prairie', active: false });
    expect(toCompanyFilter({ ...state.filters, active: 'active' }).active).toBe(true);
    expect(hasFilters(DEALERS_LIST, state.filters)).toBe(true);
  });
});
