/**
 * The one URL codec of the paged lists: what a list shows (its filters, sort, page size and page) lives in the URL
 * query, so a reload, Back from a row's page or a shared link opens the same view. A list declares its filters
 * as parameters; values that do not parse fall back to the defaults, and defaults stay out of the URL so a plain
 * list has a plain link.
 */

/** One query parameter of a list and how its value reads and writes. */
export interface ListParam<V> {
  name: string;
  initial: V;
  /** The value of the parameter as found (null when absent); `initial` when it does not parse. */
  read: (raw: string | null) => V;
  /** The parameter's text, or null to leave it out of the URL. */
  write: (value: V) => string | null;
}

/** A list's filters by name (an interface of its own: each is a parameter of the list's definition). */
export type ListFilters = object;
export type SortDirection = 'asc' | 'desc';

export interface ListSort<S extends string = string> {
  field: S;
  direction: SortDirection;
}

export interface ListDefinition<F extends ListFilters, S extends string = string> {
  /** The filters, in the order they are written to the URL. */
  filters: { [K in keyof F]: ListParam<F[K]> };
  /** The fields the server sorts by, keyed by their name in the URL (`sort=...&dir=...`); absent: one order only. */
  sort?: { fields: Readonly<Record<string, S>>; initial: ListSort<S> };
  pageSizes: readonly number[];
  defaultPageSize: number;
  /** The page size and page parameters ('size' and 'page'); a second list on a screen names its own. */
  params?: { pageSize: string; page: string };
}

export interface ListState<F extends ListFilters, S extends string = string> {
  filters: F;
  /** null for a list with one order. */
  sort: ListSort<S> | null;
  pageSize: number;
  /** 0 for the first page (written 1-based: 'page=2' is the second). */
  page: number;
}

const PAGING_PARAMS = { pageSize: 'size', page: 'page' } as const;
const SORT_PARAMS = { field: 'sort', direction: 'dir' } as const;

/** Free text: trimmed, cut to `maxLength`; '' (no search) by default. */
export function textParam(name: string, maxLength = 200): ListParam<string> {
  return {
    name,
    initial: '',
    read: (raw) => (raw ?? '').trim().slice(0, maxLength).trim(),
    write: (value) => value.trim() || null,
  };
}

/** One of `values`; `initial` (null: none chosen) when absent or unknown. */
export function choiceParam<V extends string, I extends V | null = null>(name: string, values: readonly V[], initial: I = null as I): ListParam<V | I> {
  return {
    name,
    initial,
    read: (raw) => ((values as readonly string[]).includes(raw ?? '') ? (raw as V) : initial),
    write: (value) => (value === initial || value === null ? null : value),
  };
}

/** An id chosen from a list (a company), or null for all of them. */
export function idParam(name: string): ListParam<string | null> {
  return { name, initial: null, read: (raw) => raw?.trim() || null, write: (value) => value };
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day in 'YYYY-MM-DD' form, or null. */
export function parseDay(value: string | null): string | null {
  if (!value || !ISO_DAY.test(value)) return null;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d ? value : null;
}

/** A calendar day as 'YYYY-MM-DD', or null. */
export function dayParam(name: string): ListParam<string | null> {
  return { name, initial: null, read: parseDay, write: (value) => value };
}

function pagingParams(definition: ListDefinition<ListFilters>) {
  return definition.params ?? PAGING_PARAMS;
}

/** The parameters a list owns: everything else in the URL belongs to someone else and stays. */
function ownParams(definition: ListDefinition<ListFilters>): string[] {
  const paging = pagingParams(definition);
  return [
    ...Object.values(definition.filters).map((param) => param.name),
    ...(definition.sort ? [SORT_PARAMS.field, SORT_PARAMS.direction] : []),
    paging.pageSize,
    paging.page,
  ];
}

function mapFilters<F extends ListFilters>(definition: ListDefinition<F>, value: <K extends keyof F>(key: K, param: ListParam<F[K]>) => F[K]): F {
  const filters = {} as F;
  for (const key of Object.keys(definition.filters) as (keyof F)[]) filters[key] = value(key, definition.filters[key]);
  return filters;
}

export function defaultListState<F extends ListFilters, S extends string>(definition: ListDefinition<F, S>): ListState<F, S> {
  return {
    filters: mapFilters(definition, (_key, param) => param.initial),
    sort: definition.sort ? { ...definition.sort.initial } : null,
    pageSize: definition.defaultPageSize,
    page: 0,
  };
}

export function readListState<F extends ListFilters, S extends string>(definition: ListDefinition<F, S>, params: URLSearchParams): ListState<F, S> {
  const paging = pagingParams(definition as ListDefinition<ListFilters>);
  const size = Number(params.get(paging.pageSize));
  const page = Number(params.get(paging.page));
  let sort: ListSort<S> | null = null;
  if (definition.sort) {
    const { fields, initial } = definition.sort;
    const field = params.get(SORT_PARAMS.field);
    const direction = params.get(SORT_PARAMS.direction);
    sort = {
      field: field !== null && Object.hasOwn(fields, field) ? fields[field] : initial.field,
      direction: direction === 'asc' || direction === 'desc' ? direction : initial.direction,
    };
  }
  return {
    filters: mapFilters(definition, (_key, param) => param.read(params.get(param.name))),
    sort,
    pageSize: definition.pageSizes.includes(size) ? size : definition.defaultPageSize,
    page: Number.isInteger(page) && page > 1 ? page - 1 : 0,
  };
}

/**
 * The URL query of a list state: `others` (the rest of the URL: another list's parameters) kept, then this
 * list's parameters that differ from their defaults.
 */
export function writeListState<F extends ListFilters, S extends string>(
  definition: ListDefinition<F, S>,
  state: ListState<F, S>,
  others: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const own = new Set(ownParams(definition as ListDefinition<ListFilters>));
  const params = new URLSearchParams([...others].filter(([name]) => !own.has(name)));
  for (const key of Object.keys(definition.filters) as (keyof F)[]) {
    const param = definition.filters[key];
    const text = param.write(state.filters[key]);
    if (text !== null && text !== '') params.set(param.name, text);
  }
  if (definition.sort && state.sort) {
    const { fields, initial } = definition.sort;
    if (state.sort.field !== initial.field || state.sort.direction !== initial.direction) {
      const name = Object.keys(fields).find((candidate) => fields[candidate] === state.sort?.field);
      if (name) params.set(SORT_PARAMS.field, name);
      params.set(SORT_PARAMS.direction, state.sort.direction);
    }
  }
  const paging = pagingParams(definition as ListDefinition<ListFilters>);
  if (state.pageSize !== definition.defaultPageSize) params.set(paging.pageSize, String(state.pageSize));
  if (state.page > 0) params.set(paging.page, String(state.page + 1));
  return params;
}

/** Whether a filter narrows the list (those in `ignore`, which do not apply to the viewer, aside). */
export function hasFilters<F extends ListFilters>(definition: ListDefinition<F, string>, filters: NoInfer<F>, ignore: readonly (keyof F)[] = []): boolean {
  return (Object.keys(definition.filters) as (keyof F)[]).some(
    (key) => !ignore.includes(key) && filters[key] !== definition.filters[key].initial,
  );
}

/** Every filter back to its default; sort and page size stay as chosen, and the list starts at its first page. */
export function clearFilters<F extends ListFilters, S extends string>(definition: ListDefinition<F, S>, state: ListState<F, S>): ListState<F, S> {
  return { ...defaultListState(definition), sort: state.sort, pageSize: state.pageSize };
}
