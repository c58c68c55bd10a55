import { describe, expect, it } from 'vitest';
import { defaultListState, hasFilters, readListState, writeListState } from '../../components/list/listState';
import { USERS_LIST, ignoredFilters, toUserFilter } from './listState';

const DEFAULTS = defaultListState(USERS_LIST);
const read = (query: string) => readListState(USERS_LIST, new URLSearchParams(query));

describe('users list state', () => {
  it('round-trips through the URL, writing only what differs from the defaults', () => {
    const state = { filters: { company: 'acme', status: 'disabled' as const, search: 'Oka' }, sort: null, pageSize: 10, page: 2 };
    expect(writeListState(USERS_LIST, state).toString()).toBe('company=acme&status=disabled&q=Oka&size=10&page=3');
    expect(read(writeListState(USERS_LIST, state).toString())).toEqual(state);
    expect(writeListState(USERS_LIST, DEFAULTS).toString()).toBe('');
  });

  it('falls back to the defaults for values it does not know, and cuts a long search', () => {
    expect(read('status=deleted&size=7&page=zero')).toEqual(DEFAULTS);
    expect(read(`q=${'a'.repeat(80)}`).filters.search).toHaveLength(60);
  });

  it('limits a manager to their own company, whatever the URL says', () => {
    const filters = { ...DEFAULTS.filters, company: 'other', search: ' Ok ' };
    expect(toUserFilter(filters, { kind: 'manager', companyId: 'acme' })).toEqual({ company: 'acme', status: 'active', lastNamePrefix: 'Ok' });
    expect(toUserFilter(filters, { kind: 'manager', companyId: null })).toBeNull();
    expect(toUserFilter(filters, { kind: 'admin', companyId: 'hq' })).toEqual({ company: 'other', status: 'active', lastNamePrefix: 'Ok' });
    expect(toUserFilter(DEFAULTS.filters, { kind: 'admin', companyId: 'hq' })?.company).toBeNull();
  });

  it('counts the company filter as a filter for admins only', () => {
    const filters = { ...DEFAULTS.filters, company: 'acme' };
    expect(hasFilters(USERS_LIST, filters, ignoredFilters('admin'))).toBe(true);
    expect(hasFilters(USERS_LIST, filters, ignoredFilters('manager'))).toBe(false);
    expect(hasFilters(USERS_LIST, { ...DEFAULTS.filters, status: 'all' as const }, ignoredFilters('manager'))).toBe(true);
  });
});
