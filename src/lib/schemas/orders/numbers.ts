/** Numbers as dealers type them in the order forms (lengths, quantities): plain digits, no units. */

/** '12.5' -> 12.5; null for text that is not a plain positive decimal number. */
export function parsePositiveNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value > 0 && Number.isFinite(value) ? value : null;
}

/** '3' -> 3; null unless a whole number of at least 1. */
export function parseWholeNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= 1 && Number.isSafeInteger(value) ? value : null;
}
