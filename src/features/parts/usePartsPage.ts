import { countParts, countPartsByCategory, subscribeToPartsPage, type PartsFilter } from '../../data/partsApi';
import { useServerCount, useServerList, type ListSource, type ServerListState } from '../../data/serverList';
import { shownValue } from '../../data/serverState/serverState';
import type { Part } from '../../types/parts';

const PARTS: ListSource<PartsFilter, Part> = { name: 'parts', subscribe: subscribeToPartsPage, count: countParts };

/** One live page of parts and how many the filter matches in all. */
export function usePartsPage(filter: PartsFilter, paging: { pageSize: number; pageIndex: number }) {
  return useServerList(PARTS, filter, paging);
}

/**
 * Parts per category for the search (count aggregations), so every tab shows its count once the list's rows have
 * come; counted again after the list's live changes (an import is a burst of them). Null while unknown.
 */
export function usePartCounts(search: string, list: ServerListState<Part>) {
  const counts = useServerCount(list.answered ? `parts-by-category|${search}` : null, () => countPartsByCategory(search), list.changes, {
    label: 'the parts per category',
    recountDelayMs: 500,
  });
  return shownValue(counts) ?? null;
}
