import { lazy, Suspense, useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { CompanyFilter } from '../../../components/filters/CompanyFilter';
import { SearchField } from '../../../components/filters/SearchField';
import { useDebouncedSearch } from '../../../components/filters/useDebouncedSearch';
import { useT } from '../../../i18n/hooks';
import { orderTypeText } from '../../../reference/labels/orders';
import { ORDER_TYPES, isOrderType } from '../../../reference/orders';
import type { Company } from '../../../types/domain';
import { DateFilterPlaceholders } from './DateFilterPlaceholders';
import type { OrderFilters } from './listState';
import type { DateFilterField, DateFilterUse } from './OrderDateFilters';

// The date pickers load when a date filter is first used (or is set already): most visits to a list never do.
const OrderDateFilters = lazy(() => import('./OrderDateFilters'));

export interface OrderListFiltersProps {
  filters: OrderFilters;
  onChange: (change: Partial<OrderFilters>) => void;
  /** Admins filter by dealer; null hides the dealer filter. */
  companies: Company[] | null;
  filtered: boolean;
  onClear: () => void;
}

/** Search, type, date range and (admins) dealer; the status is chosen with the tabs above the list. */
export function OrderListFilters({ filters, onChange, companies, filtered, onClear }: OrderListFiltersProps) {
  const t = useT();
  const applySearch = useCallback((next: string) => onChange({ search: next }), [onChange]);
  const [search, setSearch] = useDebouncedSearch(filters.search, applySearch);

  const [datesUse, setDatesUse] = useState<DateFilterUse | null>(null);
  // A date already set (by a link) shows the pickers at once; once shown, they stay.
  const datesSet = filters.from !== null || filters.to !== null;
  const [datesShown, setDatesShown] = useState(datesSet);
  if (datesSet && !datesShown) setDatesShown(true);
  const datesInUse = datesShown || datesUse !== null;
  const setDay = (field: DateFilterField, day: string | null) => {
    if (day !== filters[field]) onChange({ [field]: day });
  };

  return (
    <Box
      role="search"
      aria-label={t('orders.list.filters.label')}
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
        label={t('orders.list.filters.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={t('orders.list.filters.searchHint')}
        sx={{ gridColumn: { md: 'span 2' } }}
      />
      <TextField
        select
        label={t('orders.list.filters.type')}
        size="small"
        value={filters.type ?? ''}
        onChange={(event) => onChange({ type: isOrderType(event.target.value) ? event.target.value : null })}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('orders.list.filters.allTypes')}</MenuItem>
        {ORDER_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {orderTypeText(type, t)}
          </MenuItem>
        ))}
      </TextField>
      {companies ? (
        <CompanyFilter
          label={t('orders.list.filters.dealer')}
          allLabel={t('orders.list.filters.allDealers')}
          companies={companies}
          value={filters.dealer}
          onChange={(dealer) => onChange({ dealer })}
        />
      ) : null}
      {datesInUse ? (
        <Suspense fallback={<DateFilterPlaceholders from={filters.from} to={filters.to} />}>
          <OrderDateFilters from={filters.from} to={filters.to} onChange={setDay} firstUse={datesUse} />
        </Suspense>
      ) : (
        <DateFilterPlaceholders from={filters.from} to={filters.to} onUse={(use) => setDatesUse((first) => first ?? use)} />
      )}
      {filtered ? (
        <Button onClick={onClear} sx={{ justifySelf: 'start', alignSelf: 'center', color: 'primary.dark' }}>
          {t('orders.list.filters.clear')}
        </Button>
      ) : null}
    </Box>
  );
}
