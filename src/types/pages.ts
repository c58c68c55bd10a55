/** One page of a long list read by cursor (src/data/pages.ts reads them; screens page through them). */

/** Opaque to screens: where the page ended (the data layer's last document snapshot). */
export type PageCursor = unknown;

export interface Page<T> {
  items: T[];
  hasMore: boolean;
  last: PageCursor | null;
}
