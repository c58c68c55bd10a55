import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { formatDate } from '../../../lib/dates';
import { ORDER_TYPE_LABELS } from '../../../reference/orders';
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
}

/** The order list's columns; only the date and the status sort (on the server), nothing filters in the grid. */
export function orderColumns({ showDealer, compact }: ColumnOptions): GridColDef<Order>[] {
  const columns: (GridColDef<Order> & { wide?: boolean })[] = [
    {
      field: 'number',
      headerName: 'Order #',
      width: 110,
      sortable: false,
      renderCell: ({ row }) => (
        // A real link for keyboards and screen readers; a click on it must not also trigger the row's click.
        <Link component={RouterLink} to={orderViewPath(row)} onClick={(event) => event.stopPropagation()} underline="hover" sx={{ color: 'primary.dark' }}>
          {row.number}
        </Link>
      ),
    },
    { field: 'type', headerName: 'Type', width: 150, sortable: false, wide: true, valueGetter: (_value, row) => ORDER_TYPE_LABELS[row.type] },
    {
      field: 'status',
      headerName: 'Status',
      width: 210,
      renderCell: ({ row }) => <OrderStatusChip status={row.status} />,
    },
    ...(showDealer
      ? [{ field: 'companyName', headerName: 'Dealer', flex: 1, minWidth: 160, sortable: false, wide: true } satisfies GridColDef<Order> & { wide: boolean }]
      : []),
    { field: 'customer', headerName: 'End Customer', flex: 1, minWidth: 150, sortable: false, wide: true, valueGetter: (_value, row) => endCustomerName(row) },
    { field: 'poReference', headerName: 'PO Reference', width: 130, sortable: false, wide: true },
    { field: 'soNumber', headerName: 'SO Number', width: 120, sortable: false, wide: true, valueGetter: (_value, row) => row.soNumber ?? '' },
    {
      field: 'createdDate',
      headerName: 'Created',
      width: 130,
      valueGetter: (_value, row) => formatDate(row.createdDate),
    },
    {
      field: 'total',
      headerName: 'Total',
      width: 150,
      sortable: false,
      align: 'right',
      headerAlign: 'right',
      wide: true,
      valueGetter: (_value, row) => formattedTotal(row),
    },
  ];
  return columns.filter((column) => !(compact && column.wide)).map(({ wide: _wide, ...column }) => column);
}
