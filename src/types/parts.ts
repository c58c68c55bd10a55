/** Collection `parts`: the parts catalogue dealers order from (spec section 3). */
import type { DateStamp } from './dates';
import type { PartsCategory } from '../reference/parts';

export interface Part {
  /** The part number: a part's document id is its part number, so part numbers are unique. */
  id: string;
  partNumber: string;
  name: string;
  category: PartsCategory;
  description: string;
  /** What one unit is, e.g. 'each', 'box of 100'. */
  unit: string;
  /** Price of one unit for Canadian-dollar companies. */
  priceCAD: number;
  /** Price of one unit for US-dollar companies. */
  priceUSD: number;
  stock: number;
  /** Inactive parts stay in the catalogue for old orders but cannot be ordered. */
  active: boolean;
}

/** What an admin writes for a part (the form and a CSV row); the id is the part number. */
export type PartInput = Omit<Part, 'id'>;

/** The stored document: the part, the keys it is searched by, and when it was last written. */
export interface PartDocument extends Part {
  searchKeys: string[];
  /** serverTimestamp() on every write. */
  updatedDate: DateStamp;
}

/** Upper case letters and digits, then also '.', '_' or '-': 1 to 40 characters (the document id). */
export const PART_NUMBER_PATTERN = /^[A-Z0-9][A-Z0-9._-]{0,39}$/;

/** At most this many search keys per part (a bound the rules check). */
export const MAX_PART_SEARCH_KEYS = 100;

/**
 * A search box's text as it is matched against the keys: lower case and trimmed; text of several words is
 * matched as its words (letters and digits) joined by single spaces, so 'Heavy  Duty!' finds 'heavy duty'.
 */
export function normalisePartSearch(text: string): string {
  const term = text.trim().toLowerCase().replace(/\s+/g, ' ');
  return term.includes(' ') ? words(term).join(' ') : term;
}

function words(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');
}

function prefixes(text: string): string[] {
  return Array.from({ length: text.length - 1 }, (_unused, i) => text.slice(0, i + 1));
}

/**
 * The lower-case keys a part is found by with `searchKeys array-contains <term>` (pure: the data module and the
 * demo data use it). Whole keys come first, so they are kept when the list reaches its bound: the part number,
 * the name's words, the whole name, the part number's pieces between '-', '.' and '_', runs of two and three
 * consecutive words; then the beginnings of the part number and of each word, so a search finds a part while its
 * number or a word of its name is still being typed.
 */
export function partSearchKeys(part: Pick<Part, 'partNumber' | 'name'>): string[] {
  const number = part.partNumber.trim().toLowerCase();
  const nameWords = words(part.name.toLowerCase());
  const runs: string[] = [];
  for (const length of [2, 3]) {
    for (let start = 0; start + length <= nameWords.length; start += 1) runs.push(nameWords.slice(start, start + length).join(' '));
  }
  const keys = [
    number,
    ...nameWords,
    nameWords.join(' '),
    ...number.split(/[-._]+/),
    ...runs,
    ...prefixes(number),
    ...nameWords.flatMap(prefixes),
  ];
  return [...new Set(keys.filter((key) => key !== ''))].slice(0, MAX_PART_SEARCH_KEYS);
}
