import { useEffect, useState } from 'react';
import { listCompanies } from '../../../data/companiesApi';
import type { Company } from '../../../types/domain';

/**
 * Every company for the admins' dealer filter; null when not wanted. Empty while loading or after a failure
 * (logged), so the filter holds its place from the first render and the filters beside it never move.
 */
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
  return wanted ? (companies ?? []) : null;
}
