/**
 * What an admin enters for a part, in the form and in each row of a CSV import (one schema for both). Values are
 * strings as typed (prices and stock too); the schema checks them and turns them into the stored shape. Its
 * messages are message ids ('parts' namespace), worded where they are shown.
 */
import * as z from 'zod/mini';
import { GROUPED_NUMBER_MESSAGE } from '../../lib/schemas/orders/common';
import { isGroupedNumber } from '../../lib/schemas/orders/numbers';
import { PARTS_CATEGORIES, type PartsCategory } from '../../reference/parts';
import { REQUIRED_MESSAGE, requiredText } from '../../reference/validation';
import { PART_NUMBER_PATTERN, type Part, type PartInput } from '../../types/parts';

export const PART_NUMBER_MAX_LENGTH = 40;
export const PART_NAME_MAX_LENGTH = 100;
export const PART_DESCRIPTION_MAX_LENGTH = 1000;
export const PART_UNIT_MAX_LENGTH = 40;
/** Keeps a typo such as an extra zero from going unnoticed; far above any real part's price. */
export const PART_PRICE_MAX = 1_000_000;
export const PART_STOCK_MAX = 1_000_000;

// The limits above appear in the messages' words: a new limit needs new words in both catalogues.
export const PART_NUMBER_MESSAGE = 'parts.validation.partNumber';
export const CHOOSE_CATEGORY_MESSAGE = 'parts.validation.category';
export const PRICE_MESSAGE = 'parts.validation.price';
export const PRICE_DECIMALS_MESSAGE = 'parts.validation.priceDecimals';
export const PRICE_TOO_HIGH_MESSAGE = 'parts.validation.priceTooHigh';
export const STOCK_MESSAGE = 'parts.validation.stock';
export const STOCK_TOO_HIGH_MESSAGE = 'parts.validation.stockTooHigh';
export const ACTIVE_MESSAGE = 'parts.validation.active';
export const NAME_TOO_LONG_MESSAGE = 'parts.validation.nameTooLong';
export const DESCRIPTION_TOO_LONG_MESSAGE = 'parts.validation.descriptionTooLong';
export const UNIT_TOO_LONG_MESSAGE = 'parts.validation.unitTooLong';

/** The part number as stored: trimmed and upper case. */
export function normalisePartNumber(text: string): string {
  return text.trim().toUpperCase();
}

/** A category written in any case ('Fasteners / Hardware' or 'fasteners / hardware'); null if not one. */
export function parseCategory(text: string): PartsCategory | null {
  const wanted = text.trim().toLowerCase().replace(/\s+/g, ' ');
  return PARTS_CATEGORIES.find((category) => category === wanted) ?? null;
}

/** An amount as typed, with a decimal point or comma ('24.5', '24,5'); null when grouped or not a plain number. */
function decimalText(text: string): string | null {
  if (isGroupedNumber(text)) return null;
  const decimal = text.replace(',', '.');
  return /^\d+(\.\d+)?$|^\.\d+$/.test(decimal) ? decimal : null;
}

/** '12.5' or '12,5' -> 12.5; null unless a plain number of 0 or more. */
function parseAmount(text: string): number | null {
  const decimal = decimalText(text);
  if (decimal === null) return null;
  const value = Number(decimal);
  return Number.isFinite(value) ? value : null;
}

function amountText(pattern: { invalid: string; max: number; tooHigh: string; decimals: number; decimalsMessage?: string }) {
  return z.pipe(
    z.string().check(
      z.trim(),
      z.minLength(1, { error: REQUIRED_MESSAGE, abort: true }),
      // '1,234' is 1234 to one reader and 1.234 to another: refused with its own message, never guessed.
      z.refine((text) => !isGroupedNumber(text), { error: GROUPED_NUMBER_MESSAGE, abort: true }),
      z.refine((text) => parseAmount(text) !== null, { error: pattern.invalid, abort: true }),
      z.refine((text) => ((decimalText(text) ?? '').split('.')[1]?.length ?? 0) <= pattern.decimals, {
        error: pattern.decimalsMessage ?? pattern.invalid,
        abort: true,
      }),
      z.refine((text) => (parseAmount(text) as number) < pattern.max, pattern.tooHigh),
    ),
    z.transform((text) => parseAmount(text) as number),
  );
}

/** 'yes', 'TRUE', '1' -> true; 'no', 'false', '0' -> false (CSV cells); a checkbox's boolean as it is. */
export function parseActive(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return null;
  const text = value.trim().toLowerCase();
  if (['true', 'yes', 'y', '1', 'active'].includes(text)) return true;
  if (['false', 'no', 'n', '0', 'inactive'].includes(text)) return false;
  return null;
}

export const partSchema = z.object({
  partNumber: z.string().check(
    z.trim(),
    z.toUpperCase(),
    z.minLength(1, { error: REQUIRED_MESSAGE, abort: true }),
    z.regex(PART_NUMBER_PATTERN, PART_NUMBER_MESSAGE),
  ),
  name: requiredText(PART_NAME_MAX_LENGTH, { tooLong: NAME_TOO_LONG_MESSAGE }),
  category: z.pipe(
    z.string().check(z.refine((text) => parseCategory(text) !== null, CHOOSE_CATEGORY_MESSAGE)),
    z.transform((text) => parseCategory(text) as PartsCategory),
  ),
  description: z.string().check(z.trim(), z.maxLength(PART_DESCRIPTION_MAX_LENGTH, DESCRIPTION_TOO_LONG_MESSAGE)),
  unit: requiredText(PART_UNIT_MAX_LENGTH, { tooLong: UNIT_TOO_LONG_MESSAGE }),
  priceCAD: amountText({ invalid: PRICE_MESSAGE, decimals: 2, decimalsMessage: PRICE_DECIMALS_MESSAGE, max: PART_PRICE_MAX, tooHigh: PRICE_TOO_HIGH_MESSAGE }),
  priceUSD: amountText({ invalid: PRICE_MESSAGE, decimals: 2, decimalsMessage: PRICE_DECIMALS_MESSAGE, max: PART_PRICE_MAX, tooHigh: PRICE_TOO_HIGH_MESSAGE }),
  stock: amountText({ invalid: STOCK_MESSAGE, decimals: 0, max: PART_STOCK_MAX, tooHigh: STOCK_TOO_HIGH_MESSAGE }),
  // A checkbox in the form (typed as such); a CSV cell's text (true/false, yes/no) passes the same check.
  active: z.pipe(
    z.custom<boolean>((value) => parseActive(value) !== null, ACTIVE_MESSAGE),
    z.transform((value) => parseActive(value) as boolean),
  ),
});

/** What the form's fields hold. */
export interface PartFormValues {
  partNumber: string;
  name: string;
  /** '' until chosen. */
  category: string;
  description: string;
  unit: string;
  priceCAD: string;
  priceUSD: string;
  stock: string;
  active: boolean;
}

export type PartValues = z.output<typeof partSchema>;

/** Checked values are exactly what the data module writes. */
export function partInputFromValues(values: PartValues): PartInput {
  return values;
}

export const EMPTY_PART_FORM: PartFormValues = {
  partNumber: '',
  name: '',
  category: '',
  description: '',
  unit: 'each',
  priceCAD: '',
  priceUSD: '',
  stock: '0',
  active: true,
};

/** A stored price as an admin reads it: '12.50', '0.00'. */
export function priceText(price: number): string {
  return price.toFixed(2);
}

export function partToFormValues(part: Part): PartFormValues {
  return {
    partNumber: part.partNumber,
    name: part.name,
    category: part.category,
    description: part.description,
    unit: part.unit,
    priceCAD: priceText(part.priceCAD),
    priceUSD: priceText(part.priceUSD),
    stock: String(part.stock),
    active: part.active,
  };
}
