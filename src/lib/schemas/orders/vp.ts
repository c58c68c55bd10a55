/**
 * The VP building order form: series VPe or VPr sized per project (width, length and eave height within
 * VP_DIMENSION_LIMITS), then the same building fields as a building order.
 */
import * as z from 'zod/mini';
import { emptyEndCustomer, endCustomerFromValues, endCustomerToInput, type EndCustomerInput } from '../endCustomer';
import type { OrderContentWithDates } from '../orderContentDates';
import { VP_DIMENSION_LIMITS, VP_SERIES, type VpDimension, type VpSeriesName } from '../../../reference/vpBuildings';
import type { CountryCode } from '../../../types/domain';
import type { OrderContent, StoredFile } from '../../../types/orders';
import {
  POSITIVE_NUMBER_MESSAGE,
  REQUIRED_MESSAGE,
  commonFormFromContent,
  coverOptionsFormFromContent,
  numberMessage,
  parsePositiveNumber,
  type CommonOrderFormValues,
  type CoverOptionsFormValues,
} from './common';
import { mountFormFromDetails, type MountFormValues } from './mount';
import type { OrderMessage } from './messages';
import { BUILDING_SHARED_DEFAULTS, buildingSharedShape, choiceOf, dateOf, legHeightMatchesSeries } from './building';

export const CHOOSE_VP_SERIES_MESSAGE = 'orders.form.error.chooseVpSeries';

/** "Width must be from {min}' to {max}'." and the like. */
const RANGE_MESSAGES: Record<VpDimension, string> = {
  width: 'orders.form.error.vpWidthRange',
  length: 'orders.form.error.vpLengthRange',
  eaveHeight: 'orders.form.error.vpEaveHeightRange',
};

export function dimensionRangeMessage(dimension: VpDimension): OrderMessage {
  const { min, max } = VP_DIMENSION_LIMITS[dimension];
  return { id: RANGE_MESSAGES[dimension], values: { min, max } };
}

/** Feet typed as text: required, a positive number, within the dimension's limits. */
export function dimensionText(dimension: VpDimension) {
  const limit = VP_DIMENSION_LIMITS[dimension];
  return z.pipe(
    z.string().check(
      z.trim(),
      z.minLength(1, { error: REQUIRED_MESSAGE, abort: true }),
      z.superRefine((text, context) => {
        const value = parsePositiveNumber(text);
        if (value === null) context.addIssue({ code: 'custom', message: numberMessage(text, POSITIVE_NUMBER_MESSAGE), input: text });
        else if (value < limit.min || value > limit.max) {
          const range = dimensionRangeMessage(dimension);
          context.addIssue({ code: 'custom', message: range.id, params: range.values, input: text });
        }
      }),
    ),
    z.transform((text) => parsePositiveNumber(text) as number),
  );
}

export interface VpFormValues extends CommonOrderFormValues {
  /** 'VPe' or 'VPr'; '' until chosen. */
  series: string;
  /** Feet, as typed. */
  width: string;
  length: string;
  eaveHeight: string;
  use: string;
  riskCategory: string;
  sideWalls: string;
  mount: MountFormValues;
  cover: CoverOptionsFormValues;
  customer: EndCustomerInput;
  requestedDate: Date | null;
  attachments: StoredFile[];
}

export const VP_FORM_DEFAULTS: VpFormValues = {
  ...BUILDING_SHARED_DEFAULTS,
  series: '',
  width: '',
  length: '',
  eaveHeight: '',
};

export function vpFormDefaults(country: CountryCode): VpFormValues {
  return { ...VP_FORM_DEFAULTS, customer: emptyEndCustomer(country) };
}

export function createVpFormSchema(now?: () => Date) {
  return z
    .object({
      ...buildingSharedShape(now),
      series: choiceOf(VP_SERIES, CHOOSE_VP_SERIES_MESSAGE),
      width: dimensionText('width'),
      length: dimensionText('length'),
      eaveHeight: dimensionText('eaveHeight'),
    })
    .check(legHeightMatchesSeries<{ series?: unknown; mount: unknown }>((values) => values.series));
}

export const vpFormSchema = createVpFormSchema();

export type VpFormInput = z.input<typeof vpFormSchema>;
export type VpFormOutput = z.output<typeof vpFormSchema>;

export function vpContentFromForm(values: VpFormOutput): OrderContentWithDates<'vp'> {
  return {
    type: 'vp',
    leadSource: values.leadSource,
    poReference: values.poReference,
    notes: values.notes,
    customer: endCustomerFromValues(values.customer),
    details: {
      series: values.series as VpSeriesName,
      width: values.width,
      length: values.length,
      eaveHeight: values.eaveHeight,
      use: values.use,
      riskCategory: values.riskCategory,
      sideWalls: values.sideWalls,
      mount: values.mount,
      cover: values.cover,
      requestedDate: values.requestedDate,
    },
    attachments: values.attachments.map(({ path, name, contentType, size }) => ({ path, name, contentType, size })),
  };
}

export function vpFormFromContent(content: OrderContent<'vp'> | OrderContentWithDates<'vp'>): VpFormValues {
  const { details } = content;
  return {
    ...commonFormFromContent(content),
    series: details.series,
    width: String(details.width),
    length: String(details.length),
    eaveHeight: String(details.eaveHeight),
    use: details.use,
    riskCategory: details.riskCategory,
    sideWalls: details.sideWalls,
    mount: mountFormFromDetails(details.mount),
    cover: coverOptionsFormFromContent(details.cover),
    customer: endCustomerToInput(content.customer),
    requestedDate: dateOf(details.requestedDate),
    attachments: content.attachments.map((file) => ({ ...file })),
  };
}

/** The drafts list's words for a VP order so far. */
export { vpSummary } from './summaries';
