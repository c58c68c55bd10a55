import { describe, expect, it } from 'vitest';
import { clearFilters, defaultListState, hasFilters, readListState, writeListState, type ListState } from '../../../components/list/listState';
import { ORDER_LISTS, ignoredFilters, toOrderFilter, type OrderFilters, type SortField } from './listState';

const read = (query: string, scope: 'active' | 'history' = 'active') => readListState(ORDER_LISTS[scope], new URLSearchParams(query));
const write = (state: ListState<OrderFilters, SortField>) => writeListState(ORDER_LISTS.active, state).toString();
const DEFAULTS = defaultListState(ORDER_LISTS.active);

describe('list state in the URL', () => {
  it('reads defaults from an empty query and writes them back as nothing', () => {
    expect(read('')).toEqual(DEFAULTS);
    expect(write(DEFAULTS)).toBe('');
  });

  it('round-trips every filter, the sort, the page size and the page', () => {
    const state: ListState<OrderFilters, SortField> = {
      filters: { status: 'drawings stamped', type: 'building', from: '2026-01-01', to: '2026-02-28', dealer: 'lone-star', search: 'Smith Farms' },
      sort: { field: 'statusIndex', direction: 'asc' },
      pageSize: 50,
      page: 1,
    };
    const query = write(state);
    expect(query).toBe('status=drawings+stamped&type=building&from=2026-01-01&to=2026-02-28&dealer=lone-star&q=Smith+Farms&sort=status&dir=asc&size=50&page=2');
    expect(read(query)).toEqual(state);
  });

  it('drops values that do not parse or do not belong to the scope', () => {
    const state = read('status=delivered&type=boat&from=2026-02-30&to=yesterday&size=33&sort=dealer&dir=up&dealer=%20&page=1');
    expect(state).toEqual(DEFAULTS);
    expect(read('status=delivered', 'history').filters.status).toBe('delivered');
    expect(read('status=pending', 'history').filters.status).toBeNull();
  });

  it('writes a non-default sort with its direction, and the default sort not at all', () => {
    expect(write({ ...DEFAULTS, sort: { field: 'createdDate', direction: 'asc' } })).toBe('sort=createdDate&dir=asc');
    expect(read('sort=createdDate&dir=desc')).toEqual(DEFAULTS);
  });

  it('keeps the parameters of anything else in the URL', () => {
    expect(writeListState(ORDER_LISTS.active, { ...DEFAULTS, page: 2 }, new URLSearchParams('tour=1&q=old')).toString()).toBe('tour=1&page=3');
  });
});

describe('filters', () => {
  it('counts the dealer filter only for admins and clears everything but sort and page size', () => {
    const state: ListState<OrderFilters, SortField> = { ...DEFAULTS, filters: { ...DEFAULTS.filters, dealer: 'x' }, pageSize: 100, sort: { field: 'statusIndex', direction: 'desc' }, page: 3 };
    expect(hasFilters(ORDER_LISTS.active, state.filters, ignoredFilters(false))).toBe(false);
    expect(hasFilters(ORDER_LISTS.active, state.filters, ignoredFilters(true))).toBe(true);
    expect(hasFilters(ORDER_LISTS.active, { ...state.filters, search: 'a' }, ignoredFilters(false))).toBe(true);
    expect(clearFilters(ORDER_LISTS.active, { ...state, filters: { ...state.filters, type: 'parts', search: 'a' } })).toEqual({
      ...DEFAULTS,
      pageSize: 100,
      sort: state.sort,
    });
  });

  it('keeps dealers and managers to their company whatever the URL says', () => {
    const { filters } = read('dealer=other-company&q=%20Smith%20&from=2026-03-01&to=2026-03-31');
    const filter = toOrderFilter(filters, { scope: 'active', company: 'mine', isAdmin: false });
    expect(filter).toMatchObject({ scope: 'active', company: 'mine', search: 'Smith', status: null, type: null });
    expect(filter.from).toEqual(new Date(2026, 2, 1));
    expect(filter.to).toEqual(new Date(2026, 2, 31));
  });

  it('shows admins every company, or the chosen dealer', () => {
    expect(toOrderFilter(read('').filters, { scope: 'history', company: 'hq', isAdmin: true }).company).toBeNull();
    expect(toOrderFilter(read('dealer=lone-star').filters, { scope: 'history', company: 'hq', isAdmin: true }).company).toBe('lone-star');
  });
});
