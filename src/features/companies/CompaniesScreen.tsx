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
import { useNamespaces, useT } from '../../i18n/hooks';
import type { Translate } from '../../i18n/i18n';
import { useFormat } from '../../i18n/useFormat';
import { countryNameText } from '../../reference/labels/regions';
import { companyProblemText } from './dataErrors';
import { ACTIVE_FILTERS, DEALERS_LIST, toCompanyFilter, type ActiveFilter, type DealerFilters } from './listState';
import { ADD_DEALER_PATH, editDealerPath } from './paths';

const DEALERS: ListSource<CompanyListFilter, CompanyListItem> = { name: 'dealers', subscribe: subscribeToCompanyPage, count: countCompanies };

function dealerColumns(t: Translate, formatPhone: (phone: string) => string, compact: boolean): GridColDef<CompanyListItem>[] {
  const columns: (GridColDef<CompanyListItem> & { wide?: boolean })[] = [
    {
      field: 'name',
      headerName: t('companies.list.column.name'),
      flex: 1,
      minWidth: 200,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
          {/* A real link for keyboards and screen readers; a click on it must not also trigger the row's click. */}
          <Link component={RouterLink} to={editDealerPath(row.id)} onClick={(event) => event.stopPropagation()} underline="hover" noWrap>
            {row.name || row.id}
          </Link>
          {row.problem ? (
            <Tooltip title={companyProblemText(t, row.problem)}>
              <Icon color="warning" fontSize="small" aria-hidden={false} aria-label={companyProblemText(t, row.problem)} role="img">
                warning
              </Icon>
            </Tooltip>
          ) : null}
        </Box>
      ),
    },
    { field: 'dealerNumber', headerName: t('companies.list.column.dealerNumber'), width: 110 },
    { field: 'city', headerName: t('companies.list.column.city'), width: 140, wide: true },
    { field: 'state', headerName: t('companies.list.column.state'), width: 125, wide: true },
    {
      field: 'country',
      headerName: t('companies.list.column.country'),
      width: 130,
      wide: true,
      valueGetter: (_value, row) => (row.country ? countryNameText(row.country, t) : t('companies.list.unknownCountry')),
    },
    { field: 'currency', headerName: t('companies.list.column.currency'), width: 95, wide: true, valueGetter: (_value, row) => row.currency ?? '' },
    { field: 'phone', headerName: t('companies.list.column.phone'), width: 150, wide: true, valueFormatter: (value: string) => formatPhone(value) },
    {
      field: 'active',
      headerName: t('companies.list.column.active'),
      width: 85,
      valueGetter: (_value, row) => t(row.active ? 'companies.list.yes' : 'companies.list.no'),
    },
  ];
  return columns
    .filter((column) => !(compact && column.wide))
    .map(({ wide: _wide, ...column }) => ({ sortable: false, ...column }));
}

function DealerFilters({ filters, onChange }: { filters: DealerFilters; onChange: (change: Partial<DealerFilters>) => void }) {
  const t = useT();
  const applySearch = useCallback((search: string) => onChange({ search }), [onChange]);
  const [search, setSearch] = useDebouncedSearch(filters.search, applySearch);

  return (
    <Box
      role="search"
      aria-label={t('companies.filters.label')}
      sx={{ display: 'grid', gap: 2, mb: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, maxWidth: 720 }}
    >
      <SearchField
        label={t('companies.filters.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={t('companies.filters.searchPlaceholder')}
      />
      <TextField
        select
        label={t('companies.filters.status')}
        size="small"
        value={filters.active}
        onChange={(event) => onChange({ active: event.target.value as ActiveFilter })}
      >
        {ACTIVE_FILTERS.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {t(option.label)}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}

/** /admin/companies: every dealer by name, a page at a time from the server, with a name search and an active filter. */
export default function CompaniesScreen() {
  useNamespaces('companies', 'reference');
  const t = useT();
  const format = useFormat();
  const navigate = useNavigate();
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('sm'));
  const list = useListController(DEALERS_LIST);
  const { filters } = list.state;
  const filter = useMemo(() => toCompanyFilter(filters), [filters]);
  const dealers = useServerList(DEALERS, filter, { pageSize: list.state.pageSize, pageIndex: list.state.page });
  const { total } = dealers;
  const columns = useMemo(() => dealerColumns(t, format.phone, compact), [t, format.phone, compact]);

  const addButton = (
    <Button variant="contained" component={RouterLink} to={ADD_DEALER_PATH} startIcon={<Icon aria-hidden="true">add</Icon>}>
      {t('companies.list.add')}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={t('companies.list.title')}
        subtitle={total === null ? undefined : t(list.filtered ? 'companies.list.countMatching' : 'companies.list.count', { count: total })}
        actions={addButton}
      />
      <DealerFilters filters={filters} onChange={list.setFilters} />
      <ListView
        aria-label={t('companies.list.label')}
        list={list}
        data={dealers}
        columns={columns}
        what={t('companies.list.what')}
        empty={{ icon: 'storefront', title: t('companies.list.empty.title'), message: t('companies.list.empty.message'), action: addButton }}
        noMatch={{ title: t('companies.list.noMatch.title'), message: t('companies.list.noMatch.message') }}
        onOpenRow={(row) => navigate(editDealerPath(row.id))}
        compact={compact}
      />
    </>
  );
}
