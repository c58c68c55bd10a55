/** Parts inventory categories (spec section 3). */

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

/** 'purlins and braces' -> 'Purlins And Braces'. */
export function partsCategoryLabel(category: PartsCategory): string {
  return category.replace(/\b\w/g, (letter) => letter.toUpperCase());
}
