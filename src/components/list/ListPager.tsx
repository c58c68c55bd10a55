import TablePagination from '@mui/material/TablePagination';
import type { PagedListState } from '../../types/pages';
import type { ListFilters } from './listState';
import type { ListController } from './useListController';

export interface ListPagerProps<F extends ListFilters, S extends string> {
  list: ListController<F, S>;
  data: PagedListState<unknown>;
  /** From useListPaging: the count the pager states, -1 when unknown. */
  rowCount: number;
  hasNextPage: boolean;
}

/** The pager of a list shown as something other than a grid (cards): the same label, page sizes and Next as the grids. */
export function ListPager<F extends ListFilters, S extends string>({ list, data, rowCount, hasNextPage }: ListPagerProps<F, S>) {
  return (
    <TablePagination
      component="div"
      count={rowCount}
      page={data.pageIndex}
      rowsPerPage={list.state.pageSize}
      rowsPerPageOptions={[...list.definition.pageSizes]}
      onPageChange={(_event, page) => list.goToPage(page)}
      onRowsPerPageChange={(event) => list.setPageSize(Number(event.target.value))}
      // A known count disables Next on the last page by itself; an unknown one leaves it to the page.
      slotProps={rowCount < 0 ? { actions: { nextButton: { disabled: !hasNextPage } } } : undefined}
    />
  );
}
