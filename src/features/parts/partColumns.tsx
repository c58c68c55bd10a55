import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import type { Translate } from '../../i18n/i18n';
import type { Formatters } from '../../i18n/useFormat';
import { partsCategoryText } from '../../reference/labels/parts';
import type { Part } from '../../types/parts';

export const partEditPath = (part: Pick<Part, 'id'>) => `/admin/parts/edit/${encodeURIComponent(part.id)}`;

/**
 * The parts list's columns in the reader's language; the order is by part number (on the server), so no column
 * sorts or filters.
 */
export function partColumns({ compact, t, format }: { compact: boolean; t: Translate; format: Formatters }): GridColDef<Part>[] {
  const columns: (GridColDef<Part> & { wide?: boolean })[] = [
    {
      field: 'partNumber',
      headerName: t('parts.column.partNumber'),
      width: 150,
      renderCell: ({ row }) => (
        // A real link for keyboards and screen readers; a click on it must not also trigger the row's click.
        <Link component={RouterLink} to={partEditPath(row)} onClick={(event) => event.stopPropagation()} underline="hover">
          {row.partNumber}
        </Link>
      ),
    },
    { field: 'name', headerName: t('parts.column.name'), flex: 1, minWidth: 180 },
    { field: 'category', headerName: t('parts.column.category'), width: 170, wide: true, valueGetter: (_value, row) => partsCategoryText(row.category, t) },
    { field: 'unit', headerName: t('parts.column.unit'), width: 110, wide: true },
    {
      field: 'priceCAD',
      headerName: t('parts.column.priceCAD'),
      width: 130,
      align: 'right',
      headerAlign: 'right',
      wide: true,
      valueFormatter: (value: number) => format.money(value, 'CAD'),
    },
    {
      field: 'priceUSD',
      headerName: t('parts.column.priceUSD'),
      width: 130,
      align: 'right',
      headerAlign: 'right',
      wide: true,
      valueFormatter: (value: number) => format.money(value, 'USD'),
    },
    { field: 'stock', headerName: t('parts.column.stock'), width: 90, type: 'number', valueFormatter: (value: number) => format.number(value) },
    { field: 'active', headerName: t('parts.column.active'), width: 90, valueGetter: (_value, row) => t(row.active ? 'parts.column.yes' : 'parts.column.no') },
  ];
  return columns
    .filter((column) => !(compact && column.wide))
    .map(({ wide: _wide, ...column }) => ({ sortable: false, filterable: false, ...column }));
}
