/**
 * What the parts list shows (category tab, search, page size) as it lives in the URL query, so a reload or a
 * shared link opens the same view. Values that do not parse fall back to the defaults, which stay out of the URL.
 */
import { isPartsCategory, type PartsCategory } from '../../reference/parts';

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

export interface PartsListState {
  category: PartsCategory | null;
  search: string;
  pageSize: number;
}

export function readPartsListState(params: URLSearchParams): PartsListState {
  const category = params.get('category');
  const size = Number(params.get('size'));
  return {
    category: isPartsCategory(category) ? category : null,
    search: (params.get('q') ?? '').trim(),
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

export function writePartsListState(state: PartsListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.category) params.set('category', state.category);
  if (state.search) params.set('q', state.search);
  if (state.pageSize !== DEFAULT_PAGE_SIZE) params.set('size', String(state.pageSize));
  return params;
}
