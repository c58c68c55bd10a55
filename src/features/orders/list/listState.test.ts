import { describe, expect, it } from 'vitest';
import { clearFilters, defaultListState, hasFilters, readListState, toOrderFilter, writeListState, type ListState } from './listState';

const read = (query: string, scope: 'active' | 'history' = 'active') => readListState(new URLSearchParams(query), scope);

describe('list state in the URL', () => {
  it('reads defaults from an empty query and writes them back as nothing', () => {
    expect(read('')).toEqual(defaultListState());
    expect(writeListState(defaultListState()).toString()).toBe('');
  });

  it('round-trips every filter, the sort and the page size', () => {
    const state: ListState = {
      status: 'drawings stamped', type: 'building', from: '2026-01-01', to: '2026-02-28', dealer: 'lone-star',
      search: 'Smith Farms', sort: { field: 'statusIndex', direction: 'asc' }, pageSize: 50,
    };
    const query = writeListState(state).toString();
    expect(query).toBe('status=drawings+stamped&type=building&from=2026-01-01&to=2026-02-28&dealer=lone-star&q=Smith+Farms&sort=status&dir=asc&size=50');
    expect(read(query)).toEqual(state);
  });

  it('drops values that do not parse or do not belong to the scope', () => {
    const state = read('status=delivered&type=boat&from=2026-02-30&to=yesterday&size=33&sort=dealer&dir=up&dealer=%20');
    expect(state).toEqual(defaultListState());
    expect(read('status=delivered', 'history').status).toBe('delivered');
    expect(read('status=pending', 'history').status).toBeNull();
  });

  it('writes a non-default sort with its direction, and the default sort not at all', () => {
    expect(writeListState({ ...defaultListState(), sort: { field: 'createdDate', direction: 'asc' } }).toString()).toBe('sort=createdDate&dir=asc');
    expect(read('sort=createdDate&dir=desc')).toEqual(defaultListState());
  });
});

describe('filters', () => {
  it('counts the dealer filter only for admins and clears everything but sort and page size', () => {
    const state: ListState = { ...defaultListState(), dealer: 'x', pageSize: 100, sort: { field: 'statusIndex', direction: 'desc' } };
    expect(hasFilters(state, false)).toBe(false);
    expect(hasFilters(state, true)).toBe(true);
    expect(hasFilters({ ...state, search: 'a' }, false)).toBe(true);
    expect(clearFilters({ ...state, type: 'parts', search: 'a' })).toEqual({ ...defaultListState(), pageSize: 100, sort: state.sort });
  });

  it('keeps dealers and managers to their company whatever the URL says', () => {
    const state = read('dealer=other-company&q=%20Smith%20&from=2026-03-01&to=2026-03-31');
    const filter = toOrderFilter(state, { scope: 'active', company: 'mine', isAdmin: false });
    expect(filter).toMatchObject({ scope: 'active', company: 'mine', search: 'Smith', status: null, type: null });
    expect(filter.from).toEqual(new Date(2026, 2, 1));
    expect(filter.to).toEqual(new Date(2026, 2, 31));
  });

  it('shows admins every company, or the chosen dealer', () => {
    expect(toOrderFilter(read(''), { scope: 'history', company: 'hq', isAdmin: true }).company).toBeNull();
    expect(toOrderFilter(read('dealer=lone-star'), { scope: 'history', company: 'hq', isAdmin: true }).company).toBe('lone-star');
  });
});
