import { listCompanies } from '../../../data/companiesApi';
import { shownValue, useServerRead } from '../../../data/serverState/serverState';
import type { Company } from '../../../types/domain';

/**
 * Every company for the admins' dealer filter; null when not wanted. Empty while loading or after a failure
 * (logged), so the filter holds its place from the first render and the filters beside it never move.
 */
export function useDealerCompanies(wanted: boolean): Company[] | null {
  const companies = useServerRead(wanted ? 'companies' : null, listCompanies, { label: 'the dealers' });
  return wanted ? (shownValue(companies) ?? []) : null;
}
