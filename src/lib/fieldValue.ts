/**
 * Order field values (strings, numbers, dates, lines, addresses) as one line of text in the reader's language,
 * for diffs and history.
 */
import { formatDate } from './dates';
import { formatNumber } from './numbers';

export const EMPTY_VALUE = '—';

/** The reader's language: `t` reads a catalogue message (yes, no), `locale` writes dates and numbers. */
export interface ValueWords {
  t: (id: string) => string;
  locale: string;
}

const isTimestampLike = (value: object): value is { toDate: () => Date } =>
  'toDate' in value && typeof (value as { toDate: unknown }).toDate === 'function';

/** Parts order lines read as '3 × P-100 Purlin'; anything else as its own fields. */
function formatObject(value: Record<string, unknown>, words: ValueWords): string {
  if ('quantity' in value && ('partNumber' in value || 'name' in value)) {
    const quantity = typeof value.quantity === 'number' ? formatNumber(value.quantity, words.locale) : String(value.quantity);
    return [`${quantity} ×`, value.partNumber, value.name].filter((part) => part !== undefined && part !== '').join(' ');
  }
  return Object.entries(value)
    .filter(([, entry]) => entry !== null && entry !== undefined && entry !== '')
    .map(([key, entry]) => `${key}: ${formatFieldValue(entry, words)}`)
    .join(', ');
}

export function formatFieldValue(value: unknown, words: ValueWords): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  if (typeof value === 'boolean') return words.t(value ? 'orderFields.value.yes' : 'orderFields.value.no');
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return formatNumber(value, words.locale);
  if (value instanceof Date) return formatDate({ toDate: () => value }, words.locale);
  if (Array.isArray(value)) return value.length === 0 ? EMPTY_VALUE : value.map((item) => formatFieldValue(item, words)).join('; ');
  if (typeof value === 'object') {
    if (isTimestampLike(value)) return formatFieldValue(value.toDate(), words);
    const text = formatObject(value as Record<string, unknown>, words);
    return text === '' ? EMPTY_VALUE : text;
  }
  return String(value);
}
