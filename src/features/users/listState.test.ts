import { describe, expect, it } from 'vitest';
import { DEFAULT_LIST_STATE, hasFilters, readListState, toUserFilter, writeListState } from './listState';

describe('users list state', () => {
  it('round-trips through the URL, writing only what differs from the defaults', () => {
    const state = { company: 'acme', status: 'disabled' as const, search: 'Oka', pageSize: 10 };
    expect(writeListState(state).toString()).toBe('company=acme&status=disabled&q=Oka&pageSize=10');
    expect(readListState(writeListState(state))).toEqual(state);
    expect(writeListState(DEFAULT_LIST_STATE).toString()).toBe('');
  });

  it('falls back to the defaults for values it does not know', () => {
    expect(readListState(new URLSearchParams('status=deleted&pageSize=7'))).toEqual(DEFAULT_LIST_STATE);
  });

  it("limits a manager to their own company, whatever the URL says", () => {
    const state = { ...DEFAULT_LIST_STATE, company: 'other', search: ' Ok ' };
    expect(toUserFilter(state, { kind: 'manager', companyId: 'acme' })).toEqual({ company: 'acme', status: 'active', lastNamePrefix: 'Ok' });
    expect(toUserFilter(state, { kind: 'manager', companyId: null })).toBeNull();
    expect(toUserFilter(state, { kind: 'admin', companyId: 'hq' })).toEqual({ company: 'other', status: 'active', lastNamePrefix: 'Ok' });
    expect(toUserFilter(DEFAULT_LIST_STATE, { kind: 'admin', companyId: 'hq' })?.company).toBeNull();
  });

  it("counts the company filter as a filter for admins only", () => {
    const state = { ...DEFAULT_LIST_STATE, company: 'acme' };
    expect(hasFilters(state, 'admin')).toBe(true);
    expect(hasFilters(state, 'manager')).toBe(false);
    expect(hasFilters({ ...DEFAULT_LIST_STATE, status: 'all' }, 'manager')).toBe(true);
  });
});
