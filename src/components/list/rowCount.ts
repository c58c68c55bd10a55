import type { PagedListState } from '../../types/pages';

/**
 * The row count the grid's pager states ("1–6 of 6"), or -1 when unknown ("of more than 25"). The total comes
 * from a count, the page from a live listener, and either may be a moment behind the other after a change: the
 * page decides whether another page follows (so Next never leads to an empty page), the count says how many
 * when it agrees with the page. While a page loads, the count shown before it stays.
 */
export function shownRowCount(list: Pick<PagedListState<unknown>, 'status' | 'page' | 'pageIndex' | 'total'>, pageSize: number, shownBefore: number | null): number {
  const { status, page, pageIndex, total } = list;
  if (status !== 'ready' || page === null) return total ?? shownBefore ?? -1;
  const before = pageIndex * pageSize;
  if (!page.hasMore) {
    // The last page: the count must end on it, else the page's own end is the count.
    const end = before + page.items.length;
    return total !== null && total > before && total <= before + pageSize ? total : end;
  }
  return total !== null && total > before + pageSize ? total : -1;
}
