import { useEffect, useState } from 'react';
import type { PagedListState } from '../../types/pages';
import type { ListFilters } from './listState';
import { shownRowCount } from './rowCount';
import type { ListController } from './useListController';

/**
 * What every view of a paged list derives from its controller and its data: the rows on screen, the count the
 * pager states (-1 when unknown; see rowCount.ts), and whether the list is empty. The page the URL asks for may
 * not be reachable (after a reload: Firestore pages by cursor), so the URL follows the page the list shows.
 */
export function useListPaging<T, F extends ListFilters, S extends string>(list: ListController<F, S>, data: PagedListState<T>) {
  const { state, goToPage } = list;
  useEffect(() => {
    if (data.pageIndex < state.page) goToPage(data.pageIndex);
  }, [data.pageIndex, state.page, goToPage]);

  const [shownBefore, setShownBefore] = useState<number | null>(null);
  const rowCount = shownRowCount(data, state.pageSize, shownBefore);
  if (rowCount >= 0 && rowCount !== shownBefore) setShownBefore(rowCount);

  const rows = data.page?.items ?? [];
  return {
    rows,
    rowCount,
    /** While a page loads the page on screen is another's: the count decides, and an unknown one leaves Next open. */
    hasNextPage: data.status === 'ready' ? (data.page?.hasMore ?? false) : rowCount < 0 || rowCount > (data.pageIndex + 1) * state.pageSize,
    empty: data.status === 'ready' && rows.length === 0 && data.pageIndex === 0,
  };
}
