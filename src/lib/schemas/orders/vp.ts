/**
 * The VP building order form: series VPe or VPr sized per project (width, length and eave height within
 * VP_DIMENSION_LIMITS), then the same building fields as a building order.
 */
import * as z from 'zod/mini';
import { emptyEndCustomer, endCustomerFromValues, endCustomerToInput, type EndCustomerInput } from '../endCustomer';
import type { OrderContentWithDates } from '../orderContentDates';
import { VP_DIMENSION_LIMITS, VP_SERIES, type DimensionLimit, type VpSeriesName } from '../../../reference/vpBuildings';
import { REQUIRED_MESSAGE } from '../../../reference/validation';
import type { CountryCode } from '../../../types/domain';
import type { OrderContent, StoredFile } from '../../../types/orders';
import {
  POSITIVE_NUMBER_MESSAGE,
  commonFormFromContent,
  coverOptionsFormFromContent,
  parsePositiveNumber,
  type CommonOrderFormValues,
  type CoverOptionsFormValues,
} from './common';
import { mountFormFromDetails, type MountFormValues } from './mount';
import { BUILDING_SHARED_DEFAULTS, buildingSharedShape, choiceOf, dateOf, legHeightMatchesSeries } from './building';

export const CHOOSE_VP_SERIES_MESSAGE = 'Choose VPe or VPr.';

export function dimensionRangeMessage(limit: DimensionLimit): string {
  return `${limit.label} must be from ${limit.min}' to ${limit.max}'.`;
}

/** Feet typed as text: required, a positive number, within the limit. */
export function dimensionText(limit: DimensionLimit) {
  return z.pipe(
    z.string().check(
      z.trim(),
      z.minLength(1, { error: REQUIRED_MESSAGE, abort: true }),
      z.superRefine((text, context) => {
        const value = parsePositiveNumber(text);
        if (value === null) context.addIssue({ code: 'custom', message: POSITIVE_NUMBER_MESSAGE, input: text });
        else if (value < limit.min || value > limit.max) {
          context.addIssue({ code: 'custom', message: dimensionRangeMessage(limit), input: text });
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
      width: dimensionText(VP_DIMENSION_LIMITS.width),
      length: dimensionText(VP_DIMENSION_LIMITS.length),
      eaveHeight: dimensionText(VP_DIMENSION_LIMITS.eaveHeight),
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

/** 'VP VPe 60 × 120' for the drafts list. */
export function vpSummary(values: Pick<VpFormValues, 'series' | 'width' | 'length'>): string {
  const size = values.width && values.length ? `${values.width} × ${values.length}` : values.width;
  const text = [values.series, size].filter(Boolean).join(' ');
  return text ? `VP building ${text}` : 'VP building, size not chosen yet';
}
