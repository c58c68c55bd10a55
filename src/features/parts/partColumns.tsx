import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { formatMoney } from '../../reference/currencies';
import { partsCategoryLabel } from '../../reference/parts';
import type { Part } from '../../types/parts';

export const partEditPath = (part: Pick<Part, 'id'>) => `/admin/parts/edit/${encodeURIComponent(part.id)}`;

/** The parts list's columns; the order is by part number (on the server), so no column sorts or filters. */
export function partColumns({ compact }: { compact: boolean }): GridColDef<Part>[] {
  const columns: (GridColDef<Part> & { wide?: boolean })[] = [
    {
      field: 'partNumber',
      headerName: 'Part Number',
      width: 150,
      renderCell: ({ row }) => (
        // A real link for keyboards and screen readers; a click on it must not also trigger the row's click.
        <Link component={RouterLink} to={partEditPath(row)} onClick={(event) => event.stopPropagation()} underline="hover">
          {row.partNumber}
        </Link>
      ),
    },
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 180 },
    { field: 'category', headerName: 'Category', width: 170, wide: true, valueGetter: (_value, row) => partsCategoryLabel(row.category) },
    { field: 'unit', headerName: 'Unit', width: 110, wide: true },
    {
      field: 'priceCAD',
      headerName: 'CAD Price',
      width: 130,
      align: 'right',
      headerAlign: 'right',
      wide: true,
      valueFormatter: (value: number) => formatMoney(value, 'CAD'),
    },
    {
      field: 'priceUSD',
      headerName: 'USD Price',
      width: 130,
      align: 'right',
      headerAlign: 'right',
      wide: true,
      valueFormatter: (value: number) => formatMoney(value, 'USD'),
    },
    { field: 'stock', headerName: 'Stock', width: 90, type: 'number' },
    { field: 'active', headerName: 'Active', width: 90, valueGetter: (_value, row) => (row.active ? 'Yes' : 'No') },
  ];
  return columns
    .filter((column) => !(compact && column.wide))
    .map(({ wide: _wide, ...column }) => ({ sortable: false, filterable: false, ...column }));
}
