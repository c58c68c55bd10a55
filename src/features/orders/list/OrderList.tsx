import { useMemo } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { CountTabs } from '../../../components/list/CountTabs';
import { ExportCsvButton, type ExportChoice } from '../../../components/list/ExportCsvButton';
import { ListView } from '../../../components/list/ListView';
import { useListController } from '../../../components/list/useListController';
import { PageHeader } from '../../../components/PageHeader';
import { fetchAllOrders } from '../../../data/orders/orderListQueries';
import { useNamespaces, useT } from '../../../i18n/hooks';
import type { Translate } from '../../../i18n/i18n';
import { useFormat } from '../../../i18n/useFormat';
import { orderStatusText } from '../../../reference/labels/orders';
import { useSessionStore } from '../../../store/session';
import { OrderCard } from './OrderCard';
import { OrderListFilters } from './OrderListFilters';
import { ORDER_LISTS, ignoredFilters, scopeStatuses, toOrderFilter, type ListScope } from './listState';
import { SORTABLE_COLUMNS, orderColumns, orderViewPath } from './orderColumns';
import { useDealerCompanies } from './useDealerCompanies';
import { useOrderCounts } from './useOrderCounts';
import { useOrderPage, type OrderQuery } from './useOrderPage';

/**
 * The brand red (#ed1c24) reaches 4.38:1 against white, short of the 4.5:1 normal text needs, so filled buttons
 * in the brand colour use its dark shade here.
 */
const readableFilled = { bgcolor: 'primary.dark', '&:hover': { bgcolor: 'primary.dark', filter: 'brightness(0.9)' } } as const;

/** Message ids of each list's title and of what it says while empty. */
const TEXT = {
  active: { title: 'orders.list.active.title', empty: 'orders.list.active.empty', emptyMessage: 'orders.list.active.emptyMessage' },
  history: { title: 'orders.list.history.title', empty: 'orders.list.history.empty', emptyMessage: 'orders.list.history.emptyMessage' },
} as const;

/** The whole filtered list as CSV; the CSV writer (papaparse) loads with the first export, beside the reads. */
function exportOrders(scope: ListScope, query: OrderQuery, total: number | null, includeDealer: boolean, t: Translate): ExportChoice {
  return {
    label: t('orders.list.export'),
    total,
    run: async (onProgress) => {
      const [orders, { csvFileName, ordersCsv }] = await Promise.all([fetchAllOrders(query.filter, query.sort, onProgress), import('./orderRows')]);
      return { csv: ordersCsv(orders, { includeDealer, t }), fileName: csvFileName(scope, new Date()), count: orders.length };
    },
  };
}

/**
 * An order list (active orders or the history): status tabs with counts, filters, a server-paged and
 * server-sorted grid that stays live, and a CSV export of the whole filtered result. What it shows lives in
 * the URL query. Dealers and managers see their company's orders, admins everyone's or one dealer's.
 */
export function OrderList({ scope }: { scope: ListScope }) {
  useNamespaces('orders', 'reference');
  const t = useT();
  const format = useFormat();
  const user = useSessionStore((s) => s.currentUser);
  const companyId = useSessionStore((s) => s.company?.id ?? s.currentUser?.company ?? null);
  const isAdmin = Boolean(user?.data.admin);
  const unlinked = !isAdmin && !companyId;
  const navigate = useNavigate();
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('sm'));

  const list = useListController(ORDER_LISTS[scope], { ignore: ignoredFilters(isAdmin) });
  const { filters, sort } = list.state;
  const query = useMemo<OrderQuery | null>(
    () => (unlinked || !sort ? null : { filter: toOrderFilter(filters, { scope, company: companyId, isAdmin }), sort }),
    [unlinked, filters, sort, scope, companyId, isAdmin],
  );
  const orders = useOrderPage(query, { pageSize: list.state.pageSize, pageIndex: list.state.page });
  const counts = useOrderCounts(query, orders);
  const companies = useDealerCompanies(isAdmin);
  const columns = useMemo(() => orderColumns({ showDealer: isAdmin, compact, t, format }), [isAdmin, compact, t, format]);
  const statusTabs = useMemo(() => scopeStatuses(scope).map((status) => ({ value: status, label: orderStatusText(status, t) })), [scope, t]);

  const title = t(TEXT[scope].title);
  const submitButton = (
    <Button variant="contained" component={RouterLink} to="/orders/new" sx={readableFilled}>
      {t('orders.list.submitOrder')}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={title}
        actions={
          <>
            {scope === 'active' ? submitButton : null}
            {query ? (
              <ExportCsvButton
                noun={{ one: t('orders.list.noun.one'), other: t('orders.list.noun.other') }}
                choices={[exportOrders(scope, query, orders.total, isAdmin, t)]}
              />
            ) : null}
          </>
        }
      />
      {unlinked ? (
        <Alert severity="info">{t('orders.list.unlinked')}</Alert>
      ) : (
        <>
          <CountTabs
            aria-label={t('orders.list.statusTabs')}
            options={statusTabs}
            value={filters.status}
            counts={counts}
            onChange={(status) => list.setFilters({ status })}
          />
          <OrderListFilters filters={filters} onChange={list.setFilters} companies={companies} filtered={list.filtered} onClear={list.clearFilters} />
          <ListView
            aria-label={title}
            list={list}
            data={orders}
            columns={columns}
            what={t('orders.list.noun.other')}
            empty={{ title: t(TEXT[scope].empty), message: t(TEXT[scope].emptyMessage), action: scope === 'active' ? submitButton : undefined }}
            noMatch={{ title: t('orders.list.noMatch.title'), message: t('orders.list.noMatch.message') }}
            onOpenRow={(row) => navigate(orderViewPath(row))}
            sortColumns={SORTABLE_COLUMNS}
            compact={compact}
            renderCard={(order) => <OrderCard order={order} />}
          />
        </>
      )}
    </>
  );
}
