/** Order field values (strings, numbers, dates, lines, addresses) as one line of text, for diffs and history. */

export const EMPTY_VALUE = '—';

const isTimestampLike = (value: object): value is { toDate: () => Date } =>
  'toDate' in value && typeof (value as { toDate: unknown }).toDate === 'function';

/** Parts order lines read as '3 × P-100 Purlin'; anything else as its own fields. */
function formatObject(value: Record<string, unknown>): string {
  if ('quantity' in value && ('partNumber' in value || 'name' in value)) {
    return [`${String(value.quantity)} ×`, value.partNumber, value.name].filter((part) => part !== undefined && part !== '').join(' ');
  }
  return Object.entries(value)
    .filter(([, entry]) => entry !== null && entry !== undefined && entry !== '')
    .map(([key, entry]) => `${key}: ${formatFieldValue(entry)}`)
    .join(', ');
}

export function formatFieldValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (value instanceof Date) return value.toLocaleDateString('en-US', { dateStyle: 'medium' });
  if (Array.isArray(value)) return value.length === 0 ? EMPTY_VALUE : value.map(formatFieldValue).join('; ');
  if (typeof value === 'object') {
    if (isTimestampLike(value)) return formatFieldValue(value.toDate());
    const text = formatObject(value as Record<string, unknown>);
    return text === '' ? EMPTY_VALUE : text;
  }
  return String(value);
}
