import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Icon from '@mui/material/Icon';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import { ORDER_TYPES, ORDER_TYPE_LABELS, isOrderType } from '../../../reference/orders';
import type { Company } from '../../../types/domain';
import { parseDay, type ListState } from './listState';

/** Typing waits this long before the list asks the server again. */
export const SEARCH_DEBOUNCE_MS = 350;

export interface OrderListFiltersProps {
  state: ListState;
  onChange: (next: ListState) => void;
  /** Admins filter by dealer; null hides the dealer filter. */
  companies: Company[] | null;
  filtered: boolean;
  onClear: () => void;
}

function toDay(value: Dayjs | null): string | null | undefined {
  if (!value) return null;
  // A partly typed date is not applied yet (undefined), so the list does not flicker through invalid states.
  return value.isValid() ? parseDay(value.format('YYYY-MM-DD')) : undefined;
}

/** Search, type, date range and (admins) dealer; the status is chosen with the tabs above the list. */
export function OrderListFilters({ state, onChange, companies, filtered, onClear }: OrderListFiltersProps) {
  const [search, setSearch] = useState(state.search);

  // The URL wins when it changes from elsewhere (clear filters, back button); a space being typed stays.
  useEffect(() => setSearch((typed) => (typed.trim() === state.search ? typed : state.search)), [state.search]);

  useEffect(() => {
    if (search.trim() === state.search) return undefined;
    const timer = setTimeout(() => onChange({ ...state, search: search.trim() }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, state, onChange]);

  const setDay = (field: 'from' | 'to') => (value: Dayjs | null) => {
    const day = toDay(value);
    if (day !== undefined && day !== state[field]) onChange({ ...state, [field]: day });
  };

  return (
    <Box
      role="search"
      aria-label="Filter orders"
      sx={{
        display: 'grid',
        gap: 2,
        mb: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(auto-fit, minmax(170px, 1fr))' },
        // A focused field's label in the brand red would read at 4.38:1; its dark shade passes 4.5:1.
        '& .MuiInputLabel-root.Mui-focused': { color: 'primary.dark' },
      }}
    >
      <TextField
        label="Search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder="Order #, SO # or end customer"
        size="small"
        sx={{ gridColumn: { md: 'span 2' } }}
        slotProps={{
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
        label="Type"
        size="small"
        value={state.type ?? ''}
        onChange={(event) => onChange({ ...state, type: isOrderType(event.target.value) ? event.target.value : null })}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">All types</MenuItem>
        {ORDER_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {ORDER_TYPE_LABELS[type]}
          </MenuItem>
        ))}
      </TextField>
      {companies ? (
        <TextField
          select
          label="Dealer"
          size="small"
          value={companies.some((company) => company.id === state.dealer) ? state.dealer : ''}
          onChange={(event) => onChange({ ...state, dealer: event.target.value || null })}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">All dealers</MenuItem>
          {companies.map((company) => (
            <MenuItem key={company.id} value={company.id}>
              {company.name}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <DatePicker
          label="Created from"
          value={state.from ? dayjs(state.from) : null}
          maxDate={state.to ? dayjs(state.to) : undefined}
          onChange={setDay('from')}
          slotProps={{ textField: { size: 'small' }, field: { clearable: true } }}
        />
        <DatePicker
          label="Created to"
          value={state.to ? dayjs(state.to) : null}
          minDate={state.from ? dayjs(state.from) : undefined}
          onChange={setDay('to')}
          slotProps={{ textField: { size: 'small' }, field: { clearable: true } }}
        />
      </LocalizationProvider>
      {filtered ? (
        <Button onClick={onClear} sx={{ justifySelf: 'start', alignSelf: 'center', color: 'primary.dark' }}>
          Clear filters
        </Button>
      ) : null}
    </Box>
  );
}
