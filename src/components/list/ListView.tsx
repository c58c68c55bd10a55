import { useMemo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { GridColDef, GridSortDirection, GridSortModel, GridValidRowModel } from '@mui/x-data-grid';
import { useT } from '../../i18n/hooks';
import type { PagedListState } from '../../types/pages';
import { LoadErrorAlert } from '../data/LoadErrorAlert';
import { PagedDataGrid, type ServerSorting } from '../data/PagedDataGrid';
import { EmptyState } from '../EmptyState';
import { ListPager } from './ListPager';
import type { ListFilters } from './listState';
import type { ListController } from './useListController';
import { useListPaging } from './useListPaging';

export interface ListEmptyText {
  title: string;
  message?: string;
  icon?: string;
}

export interface ListViewProps<R extends GridValidRowModel, F extends ListFilters, S extends string> {
  'aria-label': string;
  list: ListController<F, S>;
  data: PagedListState<R>;
  columns: readonly GridColDef<R>[];
  /** What failed to load, as LoadErrorAlert words it: "orders", "pending invites" (French: "les commandes"). */
  what: string;
  /** When the list holds nothing at all, with what to do about it. */
  empty: ListEmptyText & { action?: ReactNode };
  /** When the filters leave nothing (a sentence of its own unless given): a button ('Clear filters' unless named) clears them. */
  noMatch?: ListEmptyText & { clearLabel?: string };
  onOpenRow?: (row: R) => void;
  /** Grid columns the server sorts by, and the sort field each stands for; absent: no column sorts. */
  sortColumns?: Readonly<Record<string, S>>;
  compact: boolean;
  /** On a phone (`compact`), each row as a card in a list instead of a grid squeezed to the width. */
  renderCard?: (row: R) => ReactNode;
  /** The rows' ids, for the cards' keys. */
  getRowId?: (row: R) => string;
}

const SORTING_ORDER: GridSortDirection[] = ['desc', 'asc'];
/** The brand red reaches only 4.38:1 on white: text buttons use its dark shade. */
const readableBrand = { color: 'primary.dark' } as const;

/**
 * A server-paged list: its grid, the pager stating the true total, the load error with a retry, and the two empty
 * states (nothing yet, or nothing matching the filters). Filters, tabs and actions stay with the screen, which
 * changes them through the same controller.
 */
export function ListView<R extends GridValidRowModel, F extends ListFilters, S extends string>({
  list,
  data,
  columns,
  what,
  empty,
  noMatch,
  onOpenRow,
  sortColumns,
  compact,
  renderCard,
  getRowId = (row) => String(row.id),
  ...rest
}: ListViewProps<R, F, S>) {
  const t = useT();
  const { state, goToPage, setPageSize, setSort } = list;
  const { rows, rowCount, hasNextPage, empty: emptyNow } = useListPaging(list, data);
  const asCards = compact && renderCard !== undefined;

  const sortField = state.sort?.field;
  const sortDirection = state.sort?.direction;
  // A stable model: the grid treats a new one as a sort change.
  const sortModel = useMemo<GridSortModel>(() => {
    const column = sortColumns && Object.keys(sortColumns).find((name) => sortColumns[name] === sortField);
    return column && sortDirection ? [{ field: column, sort: sortDirection }] : [];
  }, [sortColumns, sortField, sortDirection]);
  const sorting: ServerSorting | undefined = sortColumns
    ? {
        model: sortModel,
        order: SORTING_ORDER,
        onChange: (model) => {
          const [first] = model;
          const field = first ? sortColumns[first.field] : undefined;
          if (field !== undefined && first?.sort) setSort({ field, direction: first.sort });
        },
      }
    : undefined;

  return (
    <>
      {data.status === 'error' ? <LoadErrorAlert what={what} onRetry={data.retry} sx={{ mb: 2 }} /> : null}
      {emptyNow ? (
        list.filtered ? (
          <EmptyState
            icon={noMatch?.icon ?? 'filter_alt_off'}
            title={noMatch?.title ?? t('components.list.noMatchTitle')}
            message={noMatch ? noMatch.message : t('components.list.noMatchMessage')}
            action={
              <Button onClick={list.clearFilters} sx={readableBrand}>
                {noMatch?.clearLabel ?? t('components.list.clearFilters')}
              </Button>
            }
          />
        ) : (
          <EmptyState icon={empty.icon} title={empty.title} message={empty.message} action={empty.action} />
        )
      ) : asCards && (data.status !== 'error' || rows.length > 0) ? (
        <>
          <Box
            component="ul"
            aria-label={rest['aria-label']}
            aria-busy={data.status === 'loading'}
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, opacity: data.status === 'loading' ? 0.6 : 1 }}
          >
            {rows.map((row) => (
              <li key={getRowId(row)}>{renderCard(row)}</li>
            ))}
          </Box>
          <ListPager list={list} data={data} rowCount={rowCount} hasNextPage={hasNextPage} />
        </>
      ) : data.status !== 'error' || rows.length > 0 ? (
        <PagedDataGrid<R>
          aria-label={rest['aria-label']}
          rows={rows}
          columns={columns}
          loading={data.status === 'loading'}
          rowCount={rowCount < 0 ? null : rowCount}
          page={data.pageIndex}
          pageSize={state.pageSize}
          pageSizeOptions={list.definition.pageSizes}
          hasNextPage={hasNextPage}
          onPageChange={goToPage}
          onPageSizeChange={setPageSize}
          onOpenRow={onOpenRow}
          sorting={sorting}
          compact={compact}
        />
      ) : null}
    </>
  );
}
