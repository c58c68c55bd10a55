import { useCallback, useMemo } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
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
import { SearchField } from '../../components/filters/SearchField';
import { useDebouncedSearch } from '../../components/filters/useDebouncedSearch';
import { ListView } from '../../components/list/ListView';
import { useListController } from '../../components/list/useListController';
import { PageHeader } from '../../components/PageHeader';
import { countCompanies, subscribeToCompanyPage, type CompanyListFilter, type CompanyListItem } from '../../data/companiesApi';
import { useServerList, type ListSource } from '../../data/serverList';
import { formatPhone } from '../../lib/phone';
import { countryDefinition } from '../../reference/regions';
import { ACTIVE_FILTERS, DEALERS_LIST, toCompanyFilter, type ActiveFilter, type DealerFilters } from './listState';
import { ADD_DEALER_PATH, editDealerPath } from './paths';

const DEALERS: ListSource<CompanyListFilter, CompanyListItem> = { name: 'dealers', subscribe: subscribeToCompanyPage, count: countCompanies };

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

function DealerFilters({ filters, onChange }: { filters: DealerFilters; onChange: (change: Partial<DealerFilters>) => void }) {
  const applySearch = useCallback((search: string) => onChange({ search }), [onChange]);
  const [search, setSearch] = useDebouncedSearch(filters.search, applySearch);

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
        value={filters.active}
        onChange={(event) => onChange({ active: event.target.value as ActiveFilter })}
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
  const list = useListController(DEALERS_LIST);
  const { filters } = list.state;
  const filter = useMemo(() => toCompanyFilter(filters), [filters]);
  const dealers = useServerList(DEALERS, filter, { pageSize: list.state.pageSize, pageIndex: list.state.page });
  const { total } = dealers;
  const columns = useMemo(() => dealerColumns(compact), [compact]);

  const addButton = (
    <Button variant="contained" component={RouterLink} to={ADD_DEALER_PATH} startIcon={<Icon aria-hidden="true">add</Icon>}>
      Add Dealer
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Manage Dealers"
        subtitle={total === null ? undefined : `${total} ${total === 1 ? 'dealer' : 'dealers'}${list.filtered ? ' match' : ''}`}
        actions={addButton}
      />
      <DealerFilters filters={filters} onChange={list.setFilters} />
      <ListView
        aria-label="Dealers"
        list={list}
        data={dealers}
        columns={columns}
        what="dealers"
        empty={{ icon: 'storefront', title: 'No dealers yet', message: 'Dealers you add appear here.', action: addButton }}
        noMatch={{ title: 'No dealers match', message: 'Try another name or status, or clear the filters to see every dealer.' }}
        onOpenRow={(row) => navigate(editDealerPath(row.id))}
        compact={compact}
      />
    </>
  );
}
