import { useCallback } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { CompanyFilter } from '../../components/filters/CompanyFilter';
import { SearchField } from '../../components/filters/SearchField';
import { useDebouncedSearch } from '../../components/filters/useDebouncedSearch';
import { useT } from '../../i18n/hooks';
import type { Company } from '../../types/domain';
import { SEARCH_MAX_LENGTH, STATUS_OPTIONS, type UsersFilters } from './listState';

export interface UserFiltersProps {
  filters: UsersFilters;
  onChange: (change: Partial<UsersFilters>) => void;
  /** Admins filter by company; null hides the filter. */
  companies: Company[] | null;
}

/** Last-name search, status and (admins) company. */
export function UserFilters({ filters, onChange, companies }: UserFiltersProps) {
  const t = useT();
  const applySearch = useCallback((search: string) => onChange({ search }), [onChange]);
  const [search, setSearch] = useDebouncedSearch(filters.search, applySearch);

  return (
    <Box
      role="search"
      aria-label={t('users.filters.label')}
      sx={{
        display: 'grid',
        gap: 2,
        mb: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(auto-fit, minmax(200px, 1fr))' },
        // A focused field's label in the brand red would read at 4.38:1; its dark shade passes 4.5:1.
        '& .MuiInputLabel-root.Mui-focused': { color: 'primary.dark' },
      }}
    >
      <SearchField
        label={t('users.filters.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        slotProps={{ htmlInput: { maxLength: SEARCH_MAX_LENGTH } }}
      />
      <TextField
        select
        label={t('users.filters.status')}
        size="small"
        value={filters.status}
        onChange={(event) => onChange({ status: event.target.value as UsersFilters['status'] })}
      >
        {STATUS_OPTIONS.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {t(option.label)}
          </MenuItem>
        ))}
      </TextField>
      {companies ? (
        <CompanyFilter
          label={t('users.filters.company')}
          allLabel={t('users.filters.allCompanies')}
          companies={companies}
          value={filters.company}
          onChange={(company) => onChange({ company })}
        />
      ) : null}
    </Box>
  );
}
