import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import type { Translate } from '../../../i18n/i18n';
import type { Formatters } from '../../../i18n/useFormat';
import { orderTypeText } from '../../../reference/labels/orders';
import type { Order } from '../../../types/orders';
import { OrderStatusChip } from '../OrderStatusChip';
import { endCustomerName, formattedTotal } from './orderCells';

export const orderViewPath = (order: Pick<Order, 'id'>) => `/orders/view/${order.id}`;

/** Grid column names the server can sort by, and the OrderSort field each stands for. */
export const SORTABLE_COLUMNS = { createdDate: 'createdDate', status: 'statusIndex' } as const;

export interface ColumnOptions {
  /** Admins see every dealer's orders, so the dealer column is theirs. */
  showDealer: boolean;
  /** Under 600 px only the number, status and date fit. */
  compact: boolean;
  /** The reader's language: headings and type in its words, dates and money as it writes them. */
  t: Translate;
  format: Formatters;
}

/** The order list's columns; only the date and the status sort (on the server), nothing filters in the grid. */
export function orderColumns({ showDealer, compact, t, format }: ColumnOptions): GridColDef<Order>[] {
  const columns: (GridColDef<Order> & { wide?: boolean })[] = [
    {
      field: 'number',
      headerName: t('orders.list.column.number'),
      width: 110,
      sortable: false,
      renderCell: ({ row }) => (
        // A real link for keyboards and screen readers; a click on it must not also trigger the row's click.
        <Link component={RouterLink} to={orderViewPath(row)} onClick={(event) => event.stopPropagation()} underline="hover" sx={{ color: 'primary.dark' }}>
          {row.number}
        </Link>
      ),
    },
    { field: 'type', headerName: t('orders.list.column.type'), width: 150, sortable: false, wide: true, valueGetter: (_value, row) => orderTypeText(row.type, t) },
    {
      field: 'status',
      headerName: t('orders.list.column.status'),
      width: 210,
      renderCell: ({ row }) => <OrderStatusChip status={row.status} />,
    },
    ...(showDealer
      ? [{ field: 'companyName', headerName: t('orders.list.column.dealer'), flex: 1, minWidth: 160, sortable: false, wide: true } satisfies GridColDef<Order> & { wide: boolean }]
      : []),
    { field: 'customer', headerName: t('orders.list.column.customer'), flex: 1, minWidth: 150, sortable: false, wide: true, valueGetter: (_value, row) => endCustomerName(row) },
    { field: 'poReference', headerName: t('orders.list.column.poReference'), width: 130, sortable: false, wide: true },
    { field: 'soNumber', headerName: t('orders.list.column.soNumber'), width: 120, sortable: false, wide: true, valueGetter: (_value, row) => row.soNumber ?? '' },
    {
      field: 'createdDate',
      headerName: t('orders.list.column.created'),
      width: 130,
      valueGetter: (_value, row) => format.date(row.createdDate),
    },
    {
      field: 'total',
      headerName: t('orders.list.column.total'),
      width: 150,
      sortable: false,
      align: 'right',
      headerAlign: 'right',
      wide: true,
      valueGetter: (_value, row) => formattedTotal(row, format.locale),
    },
  ];
  return columns.filter((column) => !(compact && column.wide)).map(({ wide: _wide, ...column }) => column);
}
