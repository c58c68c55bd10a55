import { useCallback } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import { CompanyFilter } from '../../../components/filters/CompanyFilter';
import { SearchField } from '../../../components/filters/SearchField';
import { useDebouncedSearch } from '../../../components/filters/useDebouncedSearch';
import { ORDER_TYPES, ORDER_TYPE_LABELS, isOrderType } from '../../../reference/orders';
import type { Company } from '../../../types/domain';
import { parseDay, type ListState } from './listState';

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
  const applySearch = useCallback((next: string) => onChange({ ...state, search: next }), [state, onChange]);
  const [search, setSearch] = useDebouncedSearch(state.search, applySearch);

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
      <SearchField
        label="Search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder="Order #, SO # or end customer"
        sx={{ gridColumn: { md: 'span 2' } }}
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
        <CompanyFilter
          label="Dealer"
          allLabel="All dealers"
          companies={companies}
          value={state.dealer}
          onChange={(dealer) => onChange({ ...state, dealer })}
        />
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
