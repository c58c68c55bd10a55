import { useEffect, useState } from 'react';
import { listCompanies } from '../../data/companiesApi';
import type { Company } from '../../types/domain';

export type CompaniesState = { status: 'loading' | 'error'; companies: null } | { status: 'ready'; companies: Company[] };

/** Every company by name, for the admins' company filter, picker and column; nothing when not wanted. */
export function useCompanies(wanted: boolean): CompaniesState & { retry: () => void } {
  const [state, setState] = useState<CompaniesState>({ status: 'loading', companies: null });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!wanted) return undefined;
    let cancelled = false;
    setState({ status: 'loading', companies: null });
    listCompanies().then(
      (companies) => !cancelled && setState({ status: 'ready', companies }),
      (error: unknown) => {
        console.error('Unable to load the companies', error);
        if (!cancelled) setState({ status: 'error', companies: null });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [wanted, attempt]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
