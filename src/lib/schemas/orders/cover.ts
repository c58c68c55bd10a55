/** The cover order form: series and width, length, cover options and quantity. */
import * as z from 'zod/mini';
import type { OrderContent } from '../../../types/orders';
import {
  COMMON_ORDER_DEFAULTS,
  COVER_OPTIONS_DEFAULTS,
  SERIES_WIDTH_DEFAULTS,
  commonFormFromContent,
  commonOrderShape,
  coverOptionsFormFromContent,
  coverOptionsSchema,
  positiveNumberText,
  seriesWidthFormFromContent,
  seriesWidthSchema,
  wholeNumberText,
  type CommonOrderFormValues,
  type CoverOptionsFormValues,
  type SeriesWidthFormValues,
} from './common';

export interface CoverFormValues extends CommonOrderFormValues {
  size: SeriesWidthFormValues;
  /** Feet, as typed. */
  length: string;
  cover: CoverOptionsFormValues;
  quantity: string;
}

export const COVER_FORM_DEFAULTS: CoverFormValues = {
  ...COMMON_ORDER_DEFAULTS,
  size: SERIES_WIDTH_DEFAULTS,
  length: '',
  cover: COVER_OPTIONS_DEFAULTS,
  quantity: '1',
};

export const COVER_LENGTH_REQUIRED_MESSAGE = 'orders.form.error.coverLengthRequired';

export const coverFormSchema = z.object({
  ...commonOrderShape,
  size: seriesWidthSchema,
  length: positiveNumberText(COVER_LENGTH_REQUIRED_MESSAGE),
  cover: coverOptionsSchema,
  quantity: wholeNumberText(),
});

export type CoverFormOutput = z.output<typeof coverFormSchema>;

export function coverContentFromForm(values: CoverFormOutput): OrderContent<'cover'> {
  return {
    type: 'cover',
    leadSource: values.leadSource,
    poReference: values.poReference,
    notes: values.notes,
    customer: null,
    details: { ...values.cover, series: values.size.series, width: values.size.width, length: values.length, quantity: values.quantity },
    attachments: [],
  };
}

export function coverFormFromContent(content: OrderContent<'cover'>): CoverFormValues {
  const { series, width, length, quantity, ...cover } = content.details;
  return {
    ...commonFormFromContent(content),
    size: seriesWidthFormFromContent({ series, width }),
    length: String(length),
    cover: coverOptionsFormFromContent(cover),
    quantity: String(quantity),
  };
}

/** The drafts list's words for a cover order so far. */
export { coverSummary } from './summaries';
