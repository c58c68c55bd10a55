/**
 * What the dealer list shows (name search, active filter, page size) as it lives in the URL query, so a reload or a
 * shared link opens the same view. Values that do not parse fall back to the defaults, which stay out of the URL.
 */
import type { CompanyListFilter } from '../../data/companiesApi';

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

export type ActiveFilter = 'all' | 'active' | 'inactive';
export const ACTIVE_FILTERS: readonly { value: ActiveFilter; label: string }[] = [
  { value: 'all', label: 'Active and inactive' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

export interface CompanyListState {
  search: string;
  active: ActiveFilter;
  pageSize: number;
}

export function readListState(params: URLSearchParams): CompanyListState {
  const active = params.get('active');
  const pageSize = Number(params.get('size'));
  return {
    search: (params.get('q') ?? '').trim(),
    active: active === 'active' || active === 'inactive' ? active : 'all',
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
  };
}

export function writeListState(state: CompanyListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('q', state.search);
  if (state.active !== 'all') params.set('active', state.active);
  if (state.pageSize !== DEFAULT_PAGE_SIZE) params.set('size', String(state.pageSize));
  return params;
}

export function toCompanyFilter(state: CompanyListState): CompanyListFilter {
  return { search: state.search, active: state.active === 'all' ? null : state.active === 'active' };
}

export function hasFilters(state: CompanyListState): boolean {
  return state.search !== '' || state.active !== 'all';
}
