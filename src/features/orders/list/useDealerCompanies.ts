import { useEffect, useState } from 'react';
import { listCompanies } from '../../../data/companiesApi';
import type { Company } from '../../../types/domain';

/** Every company for the admins' dealer filter; null while loading, when not wanted, or after a failure (logged). */
export function useDealerCompanies(wanted: boolean): Company[] | null {
  const [companies, setCompanies] = useState<Company[] | null>(null);
  useEffect(() => {
    if (!wanted) return undefined;
    let cancelled = false;
    listCompanies().then(
      (list) => !cancelled && setCompanies(list),
      (error: unknown) => console.error('Unable to load the dealers', error),
    );
    return () => {
      cancelled = true;
    };
  }, [wanted]);
  return wanted ? companies : null;
}
