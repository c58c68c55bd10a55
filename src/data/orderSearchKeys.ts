/**
 * The lower-case keys an order is found by with `searchKeys array-contains <term>`: pure, shared with the functions
 * (the only writers of orders) and the seed. Firestore matches a term only against whole keys, so every prefix a
 * person may type is stored as a key of its own, within the bounds below.
 */
import { END_CUSTOMER_NAME_MAX_LENGTH } from '../lib/schemas/endCustomer';
import type { EndCustomer } from '../types/orders';

export interface SearchableOrder {
  number: number;
  soNumber: string | null;
  poReference: string | null;
  customer: Pick<EndCustomer, 'name'> | null;
}

/**
 * The shortest prefix stored. One character would make a key of every order's first digit or letter (each of
 * them matching a large share of all orders), and nobody types one character to find one order. A value or word
 * shorter than this is still a key in full.
 */
export const MIN_PREFIX_LENGTH = 2;

/**
 * The longest prefix stored. References are typed in a few characters; a value or word longer than this is found
 * by any prefix up to this length and by the whole of it (pasted), which keeps each field to at most this many keys
 * however long it is.
 */
export const MAX_PREFIX_LENGTH = 20;

/** Digits of the largest order number JavaScript counts exactly (Number.MAX_SAFE_INTEGER). */
const MAX_ORDER_NUMBER_DIGITS = 16;

/**
 * The most keys an order can have, reached by no real order: the number's prefixes (one per digit), at most
 * MAX_PREFIX_LENGTH keys each for the SO number and the PO reference, the customer's full name, and one key per
 * character of that name at most (every word key ends at a different character of the name, whose length the
 * order schema the functions parse with holds to END_CUSTOMER_NAME_MAX_LENGTH, and which normaliseSearchTerm never
 * lengthens). The cut below is only a backstop for documents written outside those checks, and keeps the keys that
 * come first.
 */
export const MAX_SEARCH_KEYS = MAX_ORDER_NUMBER_DIGITS + 2 * MAX_PREFIX_LENGTH + 1 + END_CUSTOMER_NAME_MAX_LENGTH;

/** `text` itself and its prefixes from MIN_PREFIX_LENGTH to MAX_PREFIX_LENGTH characters, shortest first. */
export function prefixKeys(text: string): string[] {
  if (text.length <= MIN_PREFIX_LENGTH) return text === '' ? [] : [text];
  const keys: string[] = [];
  for (let length = MIN_PREFIX_LENGTH; length <= Math.min(text.length, MAX_PREFIX_LENGTH); length += 1) keys.push(text.slice(0, length));
  if (text.length > MAX_PREFIX_LENGTH) keys.push(text);
  return keys;
}

/**
 * Every prefix (as bounded above) of the order number, the SO number and the PO reference; the end customer's full
 * name, and every prefix of each of its words. Lower case, no duplicates, at most MAX_SEARCH_KEYS. Only the server
 * writes them (functions/src/orders), so an order answers no other order's search.
 */
export function orderSearchKeys(order: SearchableOrder): string[] {
  const name = normaliseSearchTerm(order.customer?.name ?? '');
  const keys = [
    ...prefixKeys(String(order.number)),
    ...prefixKeys(normaliseSearchTerm(order.soNumber ?? '')),
    ...prefixKeys(normaliseSearchTerm(order.poReference ?? '')),
    name,
    ...name.split(' ').flatMap(prefixKeys),
  ];
  return [...new Set(keys.filter((key) => key !== ''))].slice(0, MAX_SEARCH_KEYS);
}

/**
 * What a search box's text is matched as: trimmed, lower case, inner runs of spaces collapsed. A capital dotted I
 * (as in İzmir) becomes a plain i, as Turkish writes it in lower case: it is the one letter whose default lower
 * case is two characters, which would let a name within its length bound outgrow MAX_SEARCH_KEYS.
 */
export function normaliseSearchTerm(text: string): string {
  return text.trim().replace(/\u0130/g, 'i').toLowerCase().replace(/\s+/g, ' ');
}
