/**
 * What differs between the order types for the form shell: schema, blank values, conversion to and from the
 * stored content, the drafts-list summary and the type's own fields. The shell (OrderForm) is the same for all.
 */
import type { ReactNode } from 'react';
import type { Control, FieldValues, UseFormSetValue, UseFormWatch } from 'react-hook-form';
import type * as z from 'zod/mini';
import type { OrderContentWithDates } from '../../../lib/schemas/orderContentDates';
import type { OrderMessage } from '../../../lib/schemas/orders/messages';
import type { OrderType } from '../../../reference/orders';
import type { Company } from '../../../types/domain';
import type { OrderContent } from '../../../types/orders';
import { BuildingOrderFields } from './building/BuildingOrderFields';
import { VpOrderFields } from './building/VpOrderFields';
import { CoverOrderFields } from './cover/CoverOrderFields';
import { PartsOrderFields } from './parts/PartsOrderFields';
import {
  buildingContentFromForm,
  buildingFormDefaults,
  buildingFormFromContent,
  buildingFormSchema,
  buildingSummary,
  type BuildingFormValues,
} from '../../../lib/schemas/orders/building';
import { coverContentFromForm, coverFormFromContent, coverFormSchema, coverSummary, COVER_FORM_DEFAULTS, type CoverFormValues } from '../../../lib/schemas/orders/cover';
import { partsContentFromForm, partsFormFromContent, partsFormSchema, partsSummary, PARTS_FORM_DEFAULTS, type PartsFormValues } from '../../../lib/schemas/orders/parts';
import { vpContentFromForm, vpFormDefaults, vpFormFromContent, vpFormSchema, vpSummary, type VpFormValues } from '../../../lib/schemas/orders/vp';

export interface OrderFieldsContext<V extends FieldValues, O extends FieldValues> {
  control: Control<V, unknown, O>;
  watch: UseFormWatch<V>;
  setValue: UseFormSetValue<V>;
  /** Files are uploaded under this id: the draft's for a new order, the order's for an edit. */
  uploadId: string;
  company: Company;
}

export interface OrderFormType<V extends FieldValues = FieldValues, O extends FieldValues = FieldValues> {
  schema: z.core.$ZodType<O, V>;
  defaults: (company: Company) => V;
  /** The stored content (dates of building and VP orders still JS Dates: the data layer stores them). */
  toContent: (values: O) => OrderContent | OrderContentWithDates;
  fromContent: (content: OrderContent) => V;
  /** What the drafts list says of the order so far ('Cover CC 42 × 80'), as a message to word. */
  summary: (values: V) => OrderMessage;
  renderFields: (context: OrderFieldsContext<V, O>) => ReactNode;
}

/** Each type is typed against its own values; the shell handles them as plain field values. */
function defineFormType<V extends FieldValues, O extends FieldValues>(type: OrderFormType<V, O>): OrderFormType {
  return type as unknown as OrderFormType;
}

export const ORDER_FORM_TYPES: Record<OrderType, OrderFormType> = {
  parts: defineFormType({
    schema: partsFormSchema,
    defaults: () => PARTS_FORM_DEFAULTS,
    toContent: partsContentFromForm,
    fromContent: (content) => partsFormFromContent(content as OrderContent<'parts'>),
    summary: (values: PartsFormValues) => partsSummary(values),
    renderFields: ({ control, company }) => <PartsOrderFields control={control} currency={company.currency} />,
  }),
  cover: defineFormType({
    schema: coverFormSchema,
    defaults: () => COVER_FORM_DEFAULTS,
    toContent: coverContentFromForm,
    fromContent: (content) => coverFormFromContent(content as OrderContent<'cover'>),
    summary: (values: CoverFormValues) => coverSummary(values),
    renderFields: ({ control }) => <CoverOrderFields control={control} />,
  }),
  building: defineFormType({
    schema: buildingFormSchema,
    defaults: (company) => buildingFormDefaults(company.address.country),
    toContent: buildingContentFromForm,
    fromContent: (content) => buildingFormFromContent(content as OrderContent<'building'>),
    summary: (values: BuildingFormValues) => buildingSummary(values),
    renderFields: ({ control, watch, setValue, uploadId }) => (
      <BuildingOrderFields control={control} watch={watch} setValue={setValue} uploadId={uploadId} />
    ),
  }),
  vp: defineFormType({
    schema: vpFormSchema,
    defaults: (company) => vpFormDefaults(company.address.country),
    toContent: vpContentFromForm,
    fromContent: (content) => vpFormFromContent(content as OrderContent<'vp'>),
    summary: (values: VpFormValues) => vpSummary(values),
    renderFields: ({ control, watch, setValue, uploadId }) => (
      <VpOrderFields control={control} watch={watch} setValue={setValue} uploadId={uploadId} />
    ),
  }),
};
