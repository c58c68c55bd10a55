import { useMemo } from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridSortDirection,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';

/** Sorting done by the server; without it the grid's columns do not sort. */
export interface ServerSorting {
  /** Keep it stable: the grid treats a new sort model as a sort change and goes back to the first page. */
  model: GridSortModel;
  onChange: (model: GridSortModel) => void;
  order: GridSortDirection[];
}

export interface PagedDataGridProps<R extends GridValidRowModel> {
  'aria-label': string;
  rows: readonly R[];
  columns: readonly GridColDef<R>[];
  loading: boolean;
  /** Every row matching, across pages; null while unknown. */
  rowCount: number | null;
  page: number;
  pageSize: number;
  pageSizeOptions: readonly number[];
  hasNextPage: boolean;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  /** Opens a row on a click or Enter; rows then show a pointer. */
  onOpenRow?: (row: R) => void;
  sorting?: ServerSorting;
  compact: boolean;
}

/** The key that opens the focused row, by its KeyboardEvent.key name. */
const OPENING_KEYS = { Enter: true } as const;

const LOADING_OVERLAY = { loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } } as const;
const POINTER_ROWS = { '& .MuiDataGrid-row': { cursor: 'pointer' } } as const;
/** The grid's bottom edge (its scrollbar, like the footer) comes with the first rows, rather than moving down then. */
const BOTTOM_WITH_ROWS = { '& .MuiDataGrid-scrollbar--horizontal': { display: 'none' } } as const;

/**
 * A grid of one page of a list paged (and filtered, and optionally sorted) by the server. The total may be
 * unknown, so the next page is offered while the server says there is one.
 */
export function PagedDataGrid<R extends GridValidRowModel>({
  rows,
  columns,
  loading,
  rowCount,
  page,
  pageSize,
  pageSizeOptions,
  hasNextPage,
  onPageChange,
  onPageSizeChange,
  onOpenRow,
  sorting,
  compact,
  ...rest
}: PagedDataGridProps<R>) {
  const paginationModel = useMemo(() => ({ page, pageSize }), [page, pageSize]);
  const waitingForRows = loading && rows.length === 0;
  const paginationMeta = useMemo(() => ({ hasNextPage }), [hasNextPage]);
  const sizeOptions = useMemo(() => [...pageSizeOptions], [pageSizeOptions]);
  const onPaginationModelChange = (model: GridPaginationModel) => {
    if (model.pageSize !== pageSize) onPageSizeChange(model.pageSize);
    else onPageChange(model.page);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <DataGrid<R>
        aria-label={rest['aria-label']}
        rows={rows}
        columns={columns}
        loading={loading}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        disableColumnFilter
        disableColumnSorting={!sorting}
        disableRowSelectionOnClick
        sortingOrder={sorting?.order}
        sortModel={sorting?.model}
        onSortModelChange={sorting?.onChange}
        rowCount={rowCount ?? -1}
        paginationMeta={paginationMeta}
        paginationModel={paginationModel}
        onPaginationModelChange={onPaginationModelChange}
        pageSizeOptions={sizeOptions}
        onRowClick={onOpenRow ? ({ row }) => onOpenRow(row) : undefined}
        onCellKeyDown={
          onOpenRow
            ? ({ row }, event) => {
                if (Object.hasOwn(OPENING_KEYS, event.key)) onOpenRow(row);
              }
            : undefined
        }
        autoHeight
        // The footer comes with the first rows: shown while they load, it would move down when they arrive.
        hideFooter={waitingForRows}
        density={compact ? 'compact' : 'standard'}
        slotProps={LOADING_OVERLAY}
        sx={{ ...(onOpenRow ? POINTER_ROWS : {}), ...(waitingForRows ? BOTTOM_WITH_ROWS : {}) }}
      />
    </Box>
  );
}
