import { NAV_ITEM_WIDTH_PX } from '../../reference/app';

/**
 * Splits the top-level entries into those shown and those moved into the 'More' menu: as many are shown as
 * whole multiples of the item width fit into the available width (spec section 2). An unknown width (not
 * measured yet, or no layout engine) shows everything.
 */
export function splitOverflow<T>(
  entries: readonly T[],
  availableWidth: number | null,
  itemWidth: number = NAV_ITEM_WIDTH_PX,
): { visible: T[]; overflow: T[] } {
  if (availableWidth === null) return { visible: [...entries], overflow: [] };
  const count = Math.max(0, Math.floor(availableWidth / itemWidth));
  return { visible: entries.slice(0, count), overflow: entries.slice(count) };
}
