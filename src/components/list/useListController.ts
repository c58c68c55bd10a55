import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  clearFilters,
  hasFilters,
  readListState,
  writeListState,
  type ListDefinition,
  type ListFilters,
  type ListSort,
  type ListState,
} from './listState';

export interface ListController<F extends ListFilters, S extends string = string> {
  definition: ListDefinition<F, S>;
  state: ListState<F, S>;
  /** Whether a filter that applies to the viewer narrows the list. */
  filtered: boolean;
  /** Changes some filters; the list starts again at its first page. */
  setFilters: (change: Partial<F>) => void;
  setSort: (sort: ListSort<S>) => void;
  setPageSize: (pageSize: number) => void;
  goToPage: (page: number) => void;
  clearFilters: () => void;
}

export interface ListControllerOptions<F extends ListFilters> {
  /** Filters that do not apply to this viewer (a dealer's company filter): never counted as narrowing the list. */
  ignore?: readonly (keyof F)[];
}

/**
 * What a paged list shows, read from and written to the URL query with the one codec (listState.ts). Every change
 * replaces the history entry rather than adding one, so Back leaves the list instead of undoing a filter. A
 * change of filters, sort or page size starts again at the first page.
 */
export function useListController<F extends ListFilters, S extends string = string>(
  definition: ListDefinition<F, S>,
  options: ListControllerOptions<F> = {},
): ListController<F, S> {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const state = useMemo(() => readListState(definition, new URLSearchParams(query)), [definition, query]);

  // Each change applies to the URL as it is when it happens, so two quick changes (a search applied while a
  // status is chosen) never undo each other.
  const change = useCallback(
    (next: (current: ListState<F, S>) => ListState<F, S>) =>
      setParams((current) => writeListState(definition, next(readListState(definition, current)), current), { replace: true }),
    [definition, setParams],
  );

  const setFilters = useCallback(
    (filters: Partial<F>) => change((current) => ({ ...current, filters: { ...current.filters, ...filters }, page: 0 })),
    [change],
  );
  const setSort = useCallback((sort: ListSort<S>) => change((current) => ({ ...current, sort, page: 0 })), [change]);
  const setPageSize = useCallback((pageSize: number) => change((current) => ({ ...current, pageSize, page: 0 })), [change]);
  const goToPage = useCallback((page: number) => change((current) => ({ ...current, page: Math.max(0, page) })), [change]);
  const clear = useCallback(() => change((current) => clearFilters(definition, current)), [change, definition]);

  const { ignore } = options;
  const filtered = hasFilters(definition, state.filters, ignore);
  return useMemo(
    () => ({ definition, state, filtered, setFilters, setSort, setPageSize, goToPage, clearFilters: clear }),
    [definition, state, filtered, setFilters, setSort, setPageSize, goToPage, clear],
  );
}
