import { useCursorPages } from '../../components/data/useCursorPages';
import { useLiveCounts, type LiveCountsState } from '../../components/data/useLiveCounts';
import { countPartsByCategory, subscribeToPartsPage, type PartCounts, type PartsFilter } from '../../data/partsApi';
import type { Part } from '../../types/parts';

/** One live page of parts (see useCursorPages): a new filter or page size starts again at the first page. */
export function usePartsPage(filter: PartsFilter, pageSize: number) {
  return useCursorPages<Part>(
    JSON.stringify({ ...filter, pageSize }),
    (after, onChange, onError) => subscribeToPartsPage(filter, pageSize, after, onChange, onError),
    'parts',
  );
}

export type CountsState = LiveCountsState<{ counts: PartCounts }>;

/**
 * Parts per category for the search (count aggregations), so every tab shows its count. `changes` (live updates
 * seen by the list) triggers a recount after a short delay (an import is a burst of changes).
 */
export function usePartCounts(search: string, changes: number, enabled: boolean) {
  return useLiveCounts(search, changes, async () => ({ counts: await countPartsByCategory(search) }), {
    label: 'parts',
    recountDelayMs: 500,
    enabled,
  });
}
