/**
 * What the parts list shows (category tab, search, page size, page), as the list codec keeps it in the URL
 * query, so a reload or a shared link opens the same view.
 */
import { choiceParam, textParam, type ListDefinition } from '../../components/list/listState';
import { PARTS_CATEGORIES, type PartsCategory } from '../../reference/parts';

export interface PartsFilters {
  /** null: every category. */
  category: PartsCategory | null;
  search: string;
}

export const PARTS_LIST: ListDefinition<PartsFilters> = {
  filters: { category: choiceParam('category', PARTS_CATEGORIES), search: textParam('q') },
  pageSizes: [10, 25, 50, 100],
  defaultPageSize: 25,
};
