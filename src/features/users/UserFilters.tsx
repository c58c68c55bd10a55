import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Icon from '@mui/material/Icon';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Company } from '../../types/domain';
import { SEARCH_MAX_LENGTH, STATUS_OPTIONS, type UsersListState } from './listState';

/** Typing waits this long before the list asks the server again. */
export const SEARCH_DEBOUNCE_MS = 350;

export interface UserFiltersProps {
  state: UsersListState;
  onChange: (next: UsersListState) => void;
  /** Admins filter by company; null hides the filter. */
  companies: Company[] | null;
}

/** Last-name search, status and (admins) company. */
export function UserFilters({ state, onChange, companies }: UserFiltersProps) {
  const [search, setSearch] = useState(state.search);

  // The URL wins when it changes from elsewhere (clear filters, back button); a space being typed stays.
  useEffect(() => setSearch((typed) => (typed.trim() === state.search ? typed : state.search)), [state.search]);

  useEffect(() => {
    if (search.trim() === state.search) return undefined;
    const timer = setTimeout(() => onChange({ ...state, search: search.trim() }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, state, onChange]);

  return (
    <Box
      role="search"
      aria-label="Filter users"
      sx={{
        display: 'grid',
        gap: 2,
        mb: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(auto-fit, minmax(200px, 1fr))' },
        // A focused field's label in the brand red would read at 4.38:1; its dark shade passes 4.5:1.
        '& .MuiInputLabel-root.Mui-focused': { color: 'primary.dark' },
      }}
    >
      <TextField
        label="Last name starts with"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        size="small"
        slotProps={{
          htmlInput: { maxLength: SEARCH_MAX_LENGTH },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Icon aria-hidden="true">search</Icon>
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        label="Status"
        size="small"
        value={state.status}
        onChange={(event) => onChange({ ...state, status: event.target.value as UsersListState['status'] })}
      >
        {STATUS_OPTIONS.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      {companies ? (
        <TextField
          select
          label="Company"
          size="small"
          value={companies.some((company) => company.id === state.company) ? state.company : ''}
          onChange={(event) => onChange({ ...state, company: event.target.value || null })}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">All companies</MenuItem>
          {companies.map((company) => (
            <MenuItem key={company.id} value={company.id}>
              {company.name}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
    </Box>
  );
}
