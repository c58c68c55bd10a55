import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Icon from '@mui/material/Icon';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { GridColDef } from '@mui/x-data-grid';
import { LoadErrorAlert } from '../../components/data/LoadErrorAlert';
import { PagedDataGrid } from '../../components/data/PagedDataGrid';
import { useCursorPages } from '../../components/data/useCursorPages';
import { SearchField } from '../../components/filters/SearchField';
import { useDebouncedSearch } from '../../components/filters/useDebouncedSearch';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { countCompanies, subscribeToCompanyPage, type CompanyListFilter, type CompanyListItem } from '../../data/companiesApi';
import { countryDefinition } from '../../reference/regions';
import {
  ACTIVE_FILTERS,
  PAGE_SIZES,
  hasFilters,
  readListState,
  toCompanyFilter,
  writeListState,
  type ActiveFilter,
  type CompanyListState,
} from './listState';
import { ADD_DEALER_PATH, editDealerPath } from './paths';
import { formatPhone } from '../../lib/phone';


function dealerColumns(compact: boolean): GridColDef<CompanyListItem>[] {
  const columns: (GridColDef<CompanyListItem> & { wide?: boolean })[] = [
    {
      field: 'name',
      headerName: 'Name',
      flex: 1,
      minWidth: 200,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
          {/* A real link for keyboards and screen readers; a click on it must not also trigger the row's click. */}
          <Link component={RouterLink} to={editDealerPath(row.id)} onClick={(event) => event.stopPropagation()} underline="hover" noWrap>
            {row.name || row.id}
          </Link>
          {row.problem ? (
            <Tooltip title={row.problem}>
              <Icon color="warning" fontSize="small" aria-hidden={false} aria-label={row.problem} role="img">
                warning
              </Icon>
            </Tooltip>
          ) : null}
        </Box>
      ),
    },
    { field: 'dealerNumber', headerName: 'Dealer #', width: 110 },
    { field: 'city', headerName: 'City', width: 140, wide: true },
    { field: 'state', headerName: 'Province/State', width: 125, wide: true },
    {
      field: 'country',
      headerName: 'Country',
      width: 130,
      wide: true,
      valueGetter: (_value, row) => (row.country ? countryDefinition(row.country).name : 'Unknown'),
    },
    { field: 'currency', headerName: 'Currency', width: 95, wide: true, valueGetter: (_value, row) => row.currency ?? '' },
    { field: 'phone', headerName: 'Phone', width: 150, wide: true, valueFormatter: (value: string) => formatPhone(value) },
    { field: 'active', headerName: 'Active', width: 85, valueGetter: (_value, row) => (row.active ? 'Yes' : 'No') },
  ];
  return columns
    .filter((column) => !(compact && column.wide))
    .map(({ wide: _wide, ...column }) => ({ sortable: false, ...column }));
}

/** Dealers matching the filter (a count aggregation), counted again after live changes of the list. */
function useDealerCount(filter: CompanyListFilter, changes: number): number | null {
  const key = JSON.stringify(filter);
  const [count, setCount] = useState<{ key: string; value: number } | null>(null);
  useEffect(() => {
    let current = true;
    countCompanies(JSON.parse(key) as CompanyListFilter).then(
      (value) => current && setCount({ key, value }),
      (error: unknown) => console.error('Unable to count the dealers', error),
    );
    return () => {
      current = false;
    };
  }, [key, changes]);
  return count?.key === key ? count.value : null;
}

function DealerFilters({ state, onChange }: { state: CompanyListState; onChange: (next: CompanyListState) => void }) {
  const applySearch = useCallback((next: string) => onChange({ ...state, search: next }), [state, onChange]);
  const [search, setSearch] = useDebouncedSearch(state.search, applySearch);

  return (
    <Box
      role="search"
      aria-label="Filter dealers"
      sx={{ display: 'grid', gap: 2, mb: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, maxWidth: 720 }}
    >
      <SearchField
        label="Search by name"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder="Beginning of the dealer's name"
      />
      <TextField
        select
        label="Status"
        size="small"
        value={state.active}
        onChange={(event) => onChange({ ...state, active: event.target.value as ActiveFilter })}
      >
        {ACTIVE_FILTERS.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}

/** /admin/companies: every dealer by name, a page at a time from the server, with a name search and an active filter. */
export default function CompaniesScreen() {
  const navigate = useNavigate();
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('sm'));
  const [params, setParams] = useSearchParams();
  const queryString = params.toString();
  const state = useMemo(() => readListState(new URLSearchParams(queryString)), [queryString]);
  const filter = useMemo(() => toCompanyFilter(state), [state]);
  const update = useCallback((next: CompanyListState) => setParams(writeListState(next), { replace: true }), [setParams]);
  const clear = () => update({ ...state, search: '', active: 'all' });

  const { state: page, pageIndex, goTo, retry, changes } = useCursorPages<CompanyListItem>(
    JSON.stringify({ filter, pageSize: state.pageSize }),
    (after, onChange, onError) => subscribeToCompanyPage(filter, state.pageSize, after, onChange, onError),
    'dealers',
  );
  const total = useDealerCount(filter, changes);

  const rows = page.page?.items ?? [];
  const columns = useMemo(() => dealerColumns(compact), [compact]);

  const filtered = hasFilters(state);
  const emptyNow = page.status === 'ready' && rows.length === 0 && pageIndex === 0;
  const addButton = (
    <Button variant="contained" component={RouterLink} to={ADD_DEALER_PATH} startIcon={<Icon aria-hidden="true">add</Icon>}>
      Add Dealer
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Manage Dealers"
        subtitle={total === null ? undefined : `${total} ${total === 1 ? 'dealer' : 'dealers'}${filtered ? ' match' : ''}`}
        actions={addButton}
      />
      <DealerFilters state={state} onChange={update} />
      {page.status === 'error' ? <LoadErrorAlert what="dealers" onRetry={retry} sx={{ mb: 2 }} /> : null}
      {emptyNow ? (
        filtered ? (
          <EmptyState
            icon="filter_alt_off"
            title="No dealers match"
            message="Try another name or status, or clear the filters to see every dealer."
            action={<Button onClick={clear}>Clear filters</Button>}
          />
        ) : (
          <EmptyState icon="storefront" title="No dealers yet" message="Dealers you add appear here." action={addButton} />
        )
      ) : page.status !== 'error' || rows.length > 0 ? (
        <PagedDataGrid<CompanyListItem>
          aria-label="Dealers"
          rows={rows}
          columns={columns}
          loading={page.status === 'loading'}
          rowCount={total}
          page={pageIndex}
          pageSize={state.pageSize}
          pageSizeOptions={PAGE_SIZES}
          hasNextPage={page.page?.hasMore ?? false}
          onPageChange={goTo}
          onPageSizeChange={(pageSize) => update({ ...state, pageSize })}
          onOpenRow={(row) => navigate(editDealerPath(row.id))}
          compact={compact}
        />
      ) : null}
    </>
  );
}
