/** The lower-case keys an order is found by with `searchKeys array-contains <term>`: pure, shared with the seed. */
import type { EndCustomer } from '../types/orders';

export interface SearchableOrder {
  number: number;
  soNumber: string | null;
  customer: Pick<EndCustomer, 'name'> | null;
}

/** At most this many keys, so an order document stays small whatever its customer's name. */
export const MAX_SEARCH_KEYS = 50;

/**
 * Order number, SO number, the end customer's full name and each of its words; lower case, no duplicates, at most
 * MAX_SEARCH_KEYS. Only the server writes them (functions/src/orders), so an order answers no other order's search.
 */
export function orderSearchKeys(order: SearchableOrder): string[] {
  const name = normaliseSearchTerm(order.customer?.name ?? '');
  const keys = [String(order.number), normaliseSearchTerm(order.soNumber ?? ''), name, ...name.split(' ')];
  return [...new Set(keys.filter((key) => key !== ''))].slice(0, MAX_SEARCH_KEYS);
}

/** What a search box's text is matched as: trimmed, lower case, inner runs of spaces collapsed. */
export function normaliseSearchTerm(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ');
}
