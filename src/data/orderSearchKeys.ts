/** The lower-case keys an order is found by with `searchKeys array-contains <term>`: pure, shared with the seed. */
import type { EndCustomer } from '../types/orders';

export interface SearchableOrder {
  number: number;
  soNumber: string | null;
  customer: Pick<EndCustomer, 'name'> | null;
}

/** Order number, SO number, the end customer's full name and each of its words; lower case, no duplicates. */
export function orderSearchKeys(order: SearchableOrder): string[] {
  const name = normaliseSearchTerm(order.customer?.name ?? '');
  const keys = [String(order.number), normaliseSearchTerm(order.soNumber ?? ''), name, ...name.split(' ')];
  return [...new Set(keys.filter((key) => key !== ''))];
}

/** What a search box's text is matched as: trimmed, lower case, inner runs of spaces collapsed. */
export function normaliseSearchTerm(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ');
}
