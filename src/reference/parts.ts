/**
 * Parts inventory categories (spec section 3): stored values (codes, as the spec writes them, and the parts CSV's
 * category column), the same whatever the reader's language; people read them through labels/parts.ts.
 */

export const PARTS_CATEGORIES = [
  'endwall',
  'accessories',
  'installation tools',
  'trusses',
  'base plates',
  'purlins and braces',
  'components',
  'legs',
  'sleeve pipe',
  'fasteners / hardware',
] as const;
export type PartsCategory = (typeof PARTS_CATEGORIES)[number];

export function isPartsCategory(value: unknown): value is PartsCategory {
  return typeof value === 'string' && (PARTS_CATEGORIES as readonly string[]).includes(value);
}

/**
 * 'purlins and braces' -> 'Purlins And Braces': a category as the English screens name it ('reference.partsCategory.*'
 * in English, labels.test.ts), for scripts that drive them (scripts/bench-orders.ts).
 */
export function partsCategoryLabel(category: PartsCategory): string {
  return category.replace(/\b\w/g, (letter) => letter.toUpperCase());
}
