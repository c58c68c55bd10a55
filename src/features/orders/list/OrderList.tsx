import { useCallback, useMemo } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { GridSortDirection, GridSortModel } from '@mui/x-data-grid';
import { LoadErrorAlert } from '../../../components/data/LoadErrorAlert';
import { PagedDataGrid, type ServerSorting } from '../../../components/data/PagedDataGrid';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { useSessionStore } from '../../../store/session';
import type { Order } from '../../../types/orders';
import { ExportCsvButton } from './ExportCsvButton';
import { OrderListFilters } from './OrderListFilters';
import { StatusTabs } from './StatusTabs';
import {
  PAGE_SIZES,
  clearFilters,
  hasFilters,
  readListState,
  scopeStatuses,
  toOrderFilter,
  writeListState,
  type ListScope,
  type ListState,
} from './listState';
import { SORTABLE_COLUMNS, orderColumns, orderViewPath } from './orderColumns';
import { useDealerCompanies } from './useDealerCompanies';
import { useOrderCounts } from './useOrderCounts';
import { useOrderPage } from './useOrderPage';

const SORTING_ORDER: GridSortDirection[] = ['desc', 'asc'];
/**
 * The brand red (#ed1c24) reaches 4.38:1 against white, short of the 4.5:1 normal text needs, so text and
 * filled buttons in the brand colour use its dark shade here.
 */
const readableBrand = { color: 'primary.dark' } as const;
const readableFilled = { bgcolor: 'primary.dark', '&:hover': { bgcolor: 'primary.dark', filter: 'brightness(0.9)' } } as const;

const TEXT = {
  active: { title: 'Active Orders', empty: 'No active orders yet', emptyMessage: 'Orders you submit appear here until they are delivered.' },
  history: { title: 'Order History', empty: 'No past orders yet', emptyMessage: 'Delivered and cancelled orders appear here.' },
} as const;

/**
 * An order list (active orders or the history): status tabs with counts, filters, a server-paged and
 * server-sorted grid that stays live, and a CSV export of the whole filtered result. What it shows lives in
 * the URL query. Dealers and managers see their company's orders, admins everyone's or one dealer's.
 */
export function OrderList({ scope }: { scope: ListScope }) {
  const user = useSessionStore((s) => s.currentUser);
  const companyId = useSessionStore((s) => s.company?.id ?? s.currentUser?.company ?? null);
  const isAdmin = Boolean(user?.data.admin);
  const unlinked = !isAdmin && !companyId;
  const navigate = useNavigate();
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('sm'));

  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const state = useMemo(() => readListState(new URLSearchParams(query), scope), [query, scope]);
  const filter = useMemo(() => toOrderFilter(state, { scope, company: companyId, isAdmin }), [state, scope, companyId, isAdmin]);
  const sort = state.sort;
  const update = useCallback((next: ListState) => setParams(writeListState(next), { replace: true }), [setParams]);

  const { state: page, pageIndex, goTo, retry, changes } = useOrderPage(filter, sort, state.pageSize, !unlinked);
  // Rows first: the counts (one aggregation per status) start once the first page has arrived.
  const firstPageSeen = page.page !== null || page.status === 'error';
  const { state: counts } = useOrderCounts(filter, changes, !unlinked && firstPageSeen);
  const companies = useDealerCompanies(isAdmin);
  const filtered = hasFilters(state, isAdmin);

  const total =
    counts.status === 'ready' ? (state.status ? (counts.byStatus.get(state.status) ?? 0) : counts.all) : null;
  const rows = page.page?.items ?? [];
  const columns = useMemo(() => orderColumns({ showDealer: isAdmin, compact }), [isAdmin, compact]);
  // Stable models: the grid treats a new sort model as a sort change and goes back to the first page.
  const sortModel = useMemo<GridSortModel>(
    () => [{ field: sort.field === 'statusIndex' ? 'status' : 'createdDate', sort: sort.direction }],
    [sort.field, sort.direction],
  );
  const onSortModelChange = (model: GridSortModel) => {
    const [first] = model;
    const field = first ? SORTABLE_COLUMNS[first.field as keyof typeof SORTABLE_COLUMNS] : undefined;
    if (field && first?.sort) update({ ...state, sort: { field, direction: first.sort } });
  };
  const sorting: ServerSorting = { model: sortModel, onChange: onSortModelChange, order: SORTING_ORDER };

  const text = TEXT[scope];
  const emptyNow = page.status === 'ready' && rows.length === 0 && pageIndex === 0;

  return (
    <>
      <PageHeader
        title={text.title}
        actions={
          <>
            {scope === 'active' ? (
              <Button variant="contained" component={RouterLink} to="/orders/new" sx={readableFilled}>
                Submit an Order
              </Button>
            ) : null}
            {!unlinked ? <ExportCsvButton scope={scope} filter={filter} sort={sort} total={total} includeDealer={isAdmin} /> : null}
          </>
        }
      />
      {unlinked ? (
        <Alert severity="info">Your account is not linked to a dealer, so it has no orders.</Alert>
      ) : (
        <>
          <StatusTabs statuses={scopeStatuses(scope)} value={state.status} counts={counts} onChange={(status) => update({ ...state, status })} />
          <OrderListFilters
            state={state}
            onChange={update}
            companies={companies}
            filtered={filtered}
            onClear={() => update(clearFilters(state))}
          />
          {page.status === 'error' ? <LoadErrorAlert what="orders" onRetry={retry} sx={{ mb: 2 }} /> : null}
          {emptyNow ? (
            filtered ? (
              <EmptyState
                icon="filter_alt_off"
                title="No orders match these filters"
                message="Try other filters, or clear them to see every order."
                action={
                  <Button onClick={() => update(clearFilters(state))} sx={readableBrand}>
                    Clear filters
                  </Button>
                }
              />
            ) : (
              <EmptyState
                title={text.empty}
                message={text.emptyMessage}
                action={
                  scope === 'active' ? (
                    <Button variant="contained" component={RouterLink} to="/orders/new" sx={readableFilled}>
                      Submit an Order
                    </Button>
                  ) : undefined
                }
              />
            )
          ) : page.status !== 'error' || rows.length > 0 ? (
            <PagedDataGrid<Order>
              aria-label={text.title}
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
              onOpenRow={(row) => navigate(orderViewPath(row))}
              sorting={sorting}
              compact={compact}
            />
          ) : null}
        </>
      )}
    </>
  );
}
