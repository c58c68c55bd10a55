import { listCompanies } from '../../data/companiesApi';
import { useServerRead } from '../../data/serverState/serverState';
import type { Company } from '../../types/domain';

export type CompaniesState = { status: 'loading' | 'error'; companies: null } | { status: 'ready'; companies: Company[] };

/** Every company by name, for the admins' company filter, picker and column; nothing when not wanted. */
export function useCompanies(wanted: boolean): CompaniesState & { retry: () => void } {
  const read = useServerRead(wanted ? 'companies' : null, listCompanies, { label: 'companies', refusalIsError: true });
  if (read.status === 'ready') return { status: 'ready', companies: read.value, retry: read.retry };
  return { status: read.status === 'loading' ? 'loading' : 'error', companies: null, retry: read.retry };
}
