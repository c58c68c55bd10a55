/** One page of a long list read by cursor (src/data/pages.ts reads them; screens page through them). */

/** Opaque to screens: where the page ended (the data layer's last document snapshot). */
export type PageCursor = unknown;

export interface Page<T> {
  items: T[];
  hasMore: boolean;
  last: PageCursor | null;
}

/** A paged list as a screen shows it (src/data/serverList.ts reads it, src/components/list/ shows it). */
export interface PagedListState<T> {
  status: 'loading' | 'ready' | 'error';
  /** The page on screen; while another page loads, the one shown before it (null before the first). */
  page: Page<T> | null;
  /** Which page is asked for, 0 for the first. */
  pageIndex: number;
  /** Every item the list holds, counted with the page query's own constraints; null while unknown. */
  total: number | null;
  /** Reads the page and the total again. */
  retry: () => void;
}
