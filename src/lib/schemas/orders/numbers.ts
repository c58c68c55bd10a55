/**
 * Numbers as dealers type them in the order forms (lengths, quantities): plain digits, no units, a decimal point
 * or a decimal comma ('12.5', '12,5': French readers write the comma, and the schemas are the same in every
 * language, on the server too). A number written with thousands grouped ('1,100', '1 100', '1.100,5') is never
 * read: '1,100' is 1100 to one reader and 1.1 to another, so it is refused with its own message instead of
 * being guessed.
 */

/** The spaces a grouped number may hold: the ordinary one and the no-break ones French formatting writes. */
const SPACE = '[ \\u00a0\\u202f\\u2009]';
/** The first group of a grouped number: 1 to 3 digits, not starting with 0 ('0,125' is a decimal). */
const FIRST_GROUP = '[1-9]\\d{0,2}';

const GROUPED = [
  // 1 100, 12 500,75, 2 500.5
  new RegExp(`^${FIRST_GROUP}(${SPACE}\\d{3})+([.,]\\d+)?$`),
  // 1,100 and 1,000,000 (or 1.1 written with three decimals: the reader cannot tell), 1,100.5
  new RegExp(`^${FIRST_GROUP}(,\\d{3})+(\\.\\d+)?$`),
  // 1.000.000, 1.100,5; a single point with three decimals ('1.100') stays the decimal it always was.
  new RegExp(`^${FIRST_GROUP}((\\.\\d{3}){2,}(,\\d+)?|(\\.\\d{3})+,\\d+)$`),
];

/** Whether the text is a number written with its thousands grouped, which the forms refuse to guess at. */
export function isGroupedNumber(text: string): boolean {
  const trimmed = text.trim();
  return GROUPED.some((pattern) => pattern.test(trimmed));
}

/** The text with a decimal comma read as a point; null when grouped or not a plain decimal number. */
function plainDecimal(text: string): string | null {
  const trimmed = text.trim();
  if (isGroupedNumber(trimmed)) return null;
  const decimal = trimmed.replace(',', '.');
  return /^\d+(\.\d+)?$|^\.\d+$/.test(decimal) ? decimal : null;
}

/** '12.5' or '12,5' -> 12.5; null for text that is not a plain positive decimal number, or is grouped. */
export function parsePositiveNumber(text: string): number | null {
  const decimal = plainDecimal(text);
  if (decimal === null) return null;
  const value = Number(decimal);
  return value > 0 && Number.isFinite(value) ? value : null;
}

/** '3' -> 3; null unless a whole number of at least 1 written without grouping. */
export function parseWholeNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= 1 && Number.isSafeInteger(value) ? value : null;
}
