/** The parts order form: lines picked from the parts inventory, whole quantities, prices in the company's currency. */
import * as z from 'zod/mini';
import type { OrderContent, PartsOrderLine } from '../../../types/orders';
import { COMMON_ORDER_DEFAULTS, commonFormFromContent, commonOrderShape, parseWholeNumber, wholeNumberText, type CommonOrderFormValues } from './common';

export const NO_LINES_MESSAGE = 'orders.form.error.noLines';

export interface PartsLineFormValues {
  partId: string;
  partNumber: string;
  name: string;
  unit: string;
  /** Price of one unit in the company's currency when the part was added. */
  unitPrice: number;
  /** As typed. */
  quantity: string;
}

export interface PartsFormValues extends CommonOrderFormValues {
  lines: PartsLineFormValues[];
}

export const PARTS_FORM_DEFAULTS: PartsFormValues = { ...COMMON_ORDER_DEFAULTS, lines: [] };

export const MAX_PARTS_LINES = 200;
export const MAX_PART_QUANTITY = 100_000;
export const DUPLICATE_PART_MESSAGE = 'orders.form.error.duplicatePart';
export const TOO_MANY_OF_PART_MESSAGE = 'orders.form.error.tooManyOfPart';
export const TOO_MANY_LINES_MESSAGE = 'orders.form.error.tooManyLines';

/** The form's unit price is an estimate: the server prices every line from the catalogue. */
const partsLineSchema = z.object({
  partId: z.string().check(z.minLength(1), z.maxLength(40)),
  partNumber: z.string().check(z.maxLength(40)),
  name: z.string().check(z.maxLength(200)),
  unit: z.string().check(z.maxLength(40)),
  unitPrice: z.number().check(z.nonnegative()),
  quantity: z.pipe(
    wholeNumberText(),
    z.number().check(z.maximum(MAX_PART_QUANTITY, TOO_MANY_OF_PART_MESSAGE)),
  ),
});

export const partsFormSchema = z.object({
  ...commonOrderShape,
  lines: z
    .array(partsLineSchema)
    .check(
      z.minLength(1, NO_LINES_MESSAGE),
      z.maxLength(MAX_PARTS_LINES, TOO_MANY_LINES_MESSAGE),
      z.refine((lines) => new Set(lines.map((line) => line.partId)).size === lines.length, DUPLICATE_PART_MESSAGE),
    ),
});

export type PartsFormOutput = z.output<typeof partsFormSchema>;

/** Cents, so that 3 × 0.1 reads 0.3 and totals add up as printed. */
export function roundMoney(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** quantity × unit price; 0 while the quantity is not a whole number yet. */
export function linePrice(line: Pick<PartsLineFormValues, 'quantity' | 'unitPrice'>): number {
  const quantity = parseWholeNumber(line.quantity);
  return quantity === null ? 0 : roundMoney(quantity * line.unitPrice);
}

export function partsTotal(lines: readonly Pick<PartsLineFormValues, 'quantity' | 'unitPrice'>[]): number {
  return roundMoney(lines.reduce((sum, line) => sum + linePrice(line), 0));
}

export function partsContentFromForm(values: PartsFormOutput): OrderContent<'parts'> {
  const lines: PartsOrderLine[] = values.lines.map((line) => ({
    partId: line.partId,
    partNumber: line.partNumber,
    name: line.name,
    unit: line.unit,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
  }));
  return {
    type: 'parts',
    leadSource: values.leadSource,
    poReference: values.poReference,
    notes: values.notes,
    customer: null,
    details: { lines, total: roundMoney(lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0)) },
    attachments: [],
  };
}

export function partsFormFromContent(content: OrderContent<'parts'>): PartsFormValues {
  return {
    ...commonFormFromContent(content),
    lines: content.details.lines.map((line) => ({ ...line, quantity: String(line.quantity) })),
  };
}

/** The drafts list's words for a parts order so far. */
export { partsSummary } from './summaries';
