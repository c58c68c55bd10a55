import { describe, expect, it } from 'vitest';
import {
  choiceParam,
  clearFilters,
  dayParam,
  defaultListState,
  hasFilters,
  idParam,
  parseDay,
  readListState,
  textParam,
  writeListState,
  type ListDefinition,
} from './listState';

interface Filters {
  colour: 'red' | 'blue' | null;
  size: 'small' | 'large';
  owner: string | null;
  since: string | null;
  search: string;
}

const LIST: ListDefinition<Filters, 'made' | 'name'> = {
  filters: {
    colour: choiceParam('colour', ['red', 'blue'] as const),
    size: choiceParam('fit', ['small', 'large'] as const, 'small'),
    owner: idParam('owner'),
    since: dayParam('since'),
    search: textParam('q', 10),
  },
  sort: { fields: { made: 'made', name: 'name' }, initial: { field: 'made', direction: 'desc' } },
  pageSizes: [10, 25],
  defaultPageSize: 10,
};
const read = (query: string, definition = LIST) => readListState(definition, new URLSearchParams(query));

describe('the list codec', () => {
  it('round-trips filters, sort, page size and page, leaving defaults out', () => {
    const query = 'colour=red&fit=large&owner=o-1&since=2026-02-28&q=bolts&sort=name&dir=asc&size=25&page=4';
    const state = read(query);
    expect(state).toEqual({
      filters: { colour: 'red', size: 'large', owner: 'o-1', since: '2026-02-28', search: 'bolts' },
      sort: { field: 'name', direction: 'asc' },
      pageSize: 25,
      page: 3,
    });
    expect(writeListState(LIST, state).toString()).toBe(query);
    expect(read(query)).toEqual(state);
    expect(writeListState(LIST, defaultListState(LIST)).toString()).toBe('');
  });

  it('falls back to each default for what does not parse', () => {
    expect(read('colour=green&fit=huge&size=30&owner=%20&since=2026-02-30&sort=price&dir=up&page=1.5')).toEqual(defaultListState(LIST));
    expect(read(`q=${'x'.repeat(30)}`).filters.search).toBe('x'.repeat(10));
    expect(parseDay('2024-02-29')).toBe('2024-02-29');
    expect(parseDay('2026-13-01')).toBeNull();
  });

  it('gives a second list on the screen parameters of its own, and keeps the other list’s', () => {
    const second: ListDefinition<Record<string, never>> = { filters: {}, pageSizes: [5, 10], defaultPageSize: 5, params: { pageSize: 'moreSize', page: 'morePage' } };
    const url = writeListState(second, { filters: {}, sort: null, pageSize: 10, page: 1 }, new URLSearchParams('q=bolts&page=2'));
    expect(url.toString()).toBe('q=bolts&page=2&moreSize=10&morePage=2');
    expect(read(url.toString())).toMatchObject({ filters: { search: 'bolts' }, page: 1 });
    expect(readListState(second, url)).toEqual({ filters: {}, sort: null, pageSize: 10, page: 1 });
  });

  it('tells and clears the filters, keeping sort and page size, and ignores those that do not apply', () => {
    const state = read('owner=o-1&fit=large&sort=name&page=3&size=25');
    expect(hasFilters(LIST, state.filters)).toBe(true);
    expect(hasFilters(LIST, { ...state.filters, size: 'small' }, ['owner'])).toBe(false);
    expect(clearFilters(LIST, state)).toEqual({ ...defaultListState(LIST), sort: state.sort, pageSize: state.pageSize });
  });
});
