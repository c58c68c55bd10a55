/**
 * What the dealer list shows (name search, active filter, page size, page), as the list codec keeps it in the
 * URL query, so a reload or a shared link opens the same view.
 */
import { choiceParam, textParam, type ListDefinition } from '../../components/list/listState';
import type { CompanyListFilter } from '../../data/companiesApi';

export type ActiveFilter = 'all' | 'active' | 'inactive';
/** Each choice with the message id of its label. */
export const ACTIVE_FILTERS: readonly { value: ActiveFilter; label: string }[] = [
  { value: 'all', label: 'companies.filters.all' },
  { value: 'active', label: 'companies.filters.active' },
  { value: 'inactive', label: 'companies.filters.inactive' },
];

export interface DealerFilters {
  search: string;
  active: ActiveFilter;
}

export const DEALERS_LIST: ListDefinition<DealerFilters> = {
  filters: {
    search: textParam('q'),
    active: choiceParam('active', ACTIVE_FILTERS.map((option) => option.value), 'all'),
  },
  pageSizes: [10, 25, 50, 100],
  defaultPageSize: 25,
};

export function toCompanyFilter(filters: DealerFilters): CompanyListFilter {
  return { search: filters.search, active: filters.active === 'all' ? null : filters.active === 'active' };
}
