/**
 * The building order form: series and width, length, use, risk category, side walls, the mount and its dependent
 * fields, cover options, the end customer and site, the requested date, attachments, and the fields every order
 * has. Form values hold what the dealer typed; buildingContentFromForm turns the checked values into the stored
 * content (with the requested date as a JS Date: see OrderContentWithDates).
 */
import * as z from 'zod/mini';
import {
  emptyEndCustomer,
  endCustomerFromValues,
  endCustomerSchema,
  endCustomerToInput,
  type EndCustomerInput,
} from '../endCustomer';
import type { OrderContentWithDates } from '../orderContentDates';
import { BUILDING_USES, RISK_CATEGORIES, SIDE_WALL_TYPES } from '../../../reference/building';
import type { CountryCode } from '../../../types/domain';
import type { OrderContent, StoredFile } from '../../../types/orders';
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
  type CommonOrderFormValues,
  type CoverOptionsFormValues,
  type SeriesWidthFormValues,
} from './common';
import {
  LEG_HEIGHT_HT_ONLY_MESSAGE,
  MOUNT_FORM_DEFAULTS,
  legHeightRefusal,
  mountFormFromDetails,
  mountSchema,
  type MountFormValues,
} from './mount';

export const CHOOSE_USE_MESSAGE = 'orders.form.error.chooseUse';
export const CHOOSE_RISK_CATEGORY_MESSAGE = 'orders.form.error.chooseRiskCategory';
export const CHOOSE_SIDE_WALLS_MESSAGE = 'orders.form.error.chooseSideWalls';
export const REQUESTED_DATE_REQUIRED_MESSAGE = 'orders.form.error.requestedDateRequired';
export const INVALID_DATE_MESSAGE = 'orders.form.error.invalidDate';
export const PAST_DATE_MESSAGE = 'orders.form.error.pastDate';

/** One of a fixed list of texts, with the message to show when nothing (or something else) is chosen. */
export function choiceOf(values: readonly string[], message: string) {
  return z.string().check(z.refine((value) => values.includes(value), message));
}

/** A Firestore Timestamp restored from a draft has toDate(); a picked date is a Date. Anything else is no date. */
function asDate(value: unknown): Date | null {
  if (value instanceof Date) return value;
  if (value && typeof value === 'object' && 'toDate' in value && typeof value.toDate === 'function') {
    return (value as { toDate: () => Date }).toDate();
  }
  return null;
}

function startOfToday(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

/** A requested date: required, a real date, today or later. `now` is for tests. */
export function requestedDateSchema(now: () => Date = () => new Date()) {
  return z.pipe(
    z.custom<Date | null>().check(
      z.superRefine((value, context) => {
        const date = asDate(value);
        if (value === null || value === undefined) {
          context.addIssue({ code: 'custom', message: REQUESTED_DATE_REQUIRED_MESSAGE, input: value });
        } else if (!date || Number.isNaN(date.getTime())) {
          context.addIssue({ code: 'custom', message: INVALID_DATE_MESSAGE, input: value });
        } else if (date < startOfToday(now())) {
          context.addIssue({ code: 'custom', message: PAST_DATE_MESSAGE, input: value });
        }
      }),
    ),
    z.transform((value) => {
      const date = asDate(value) as Date;
      return new Date(date.getFullYear(), date.getMonth(), date.getDate());
    }),
  );
}

export const MAX_ATTACHMENTS = 20;
export const MAX_ATTACHMENT_BYTES = 25 * 1024 * 1024;
export const ATTACHMENT_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
/** Also the server's refusal of an attachment outside the dealer's own folder (functions/src/orders). */
export const INVALID_ATTACHMENT_ID = 'orders.form.error.invalidAttachment';
export const TOO_MANY_ATTACHMENTS_MESSAGE = 'orders.form.error.tooManyAttachments';
/**
 * An attachment is a file uploaded with the order form: `orders/{company}/{uploadId}/{upload}/{name}` in the
 * project's own bucket (orders placed before uploads had a folder each: `orders/{company}/{uploadId}/{name}`),
 * never a URL. Which company's folder is checked where the company is known (the server).
 */
export const ATTACHMENT_PATH = /^orders\/[A-Za-z0-9_-]{1,128}\/[A-Za-z0-9_-]{1,128}\/(?:[A-Za-z0-9_-]{1,64}\/)?[^/\\]{1,200}$/;

const storedFileSchema = z
  .object({
    path: z.string(),
    name: z.string().check(z.minLength(1), z.maxLength(200)),
    contentType: z.enum(ATTACHMENT_CONTENT_TYPES),
    size: z.number().check(z.int(), z.positive(), z.maximum(MAX_ATTACHMENT_BYTES)),
  })
  .check(
    z.refine(
      (file) => ATTACHMENT_PATH.test(file.path) && file.path.endsWith(`/${file.name}`) && !file.path.split('/').includes('..'),
      INVALID_ATTACHMENT_ID,
    ),
  );

export const attachmentsSchema = z
  .array(storedFileSchema)
  .check(z.maxLength(MAX_ATTACHMENTS, TOO_MANY_ATTACHMENTS_MESSAGE));

/**
 * The series/leg height rule spans two groups, so it sits on the whole form. `when` lets it run even while other
 * fields are invalid, so every message shows at once.
 */
export function legHeightMatchesSeries<T extends { mount: unknown }>(seriesOf: (values: T) => unknown) {
  return z.refine<T>(
    (values) => {
      const series = seriesOf(values);
      const mount = values.mount as { legHeight?: unknown } | null | undefined;
      const legHeight = typeof mount?.legHeight === 'string' ? mount.legHeight : null;
      return legHeightRefusal(typeof series === 'string' ? series : '', legHeight) === null;
    },
    { path: ['mount', 'legHeight'], message: LEG_HEIGHT_HT_ONLY_MESSAGE, when: () => true },
  );
}

export interface BuildingFormValues extends CommonOrderFormValues {
  size: SeriesWidthFormValues;
  /** Feet, as typed. */
  length: string;
  use: string;
  riskCategory: string;
  sideWalls: string;
  mount: MountFormValues;
  cover: CoverOptionsFormValues;
  customer: EndCustomerInput;
  /** Local midnight of the chosen day; null until chosen. */
  requestedDate: Date | null;
  attachments: StoredFile[];
}

/** Blank values of the fields VP orders share with building orders (everything but the sizes). */
export const BUILDING_SHARED_DEFAULTS = {
  ...COMMON_ORDER_DEFAULTS,
  use: '',
  riskCategory: '',
  sideWalls: '',
  mount: MOUNT_FORM_DEFAULTS,
  cover: COVER_OPTIONS_DEFAULTS,
  customer: emptyEndCustomer('CA'),
  requestedDate: null,
  attachments: [],
} satisfies Omit<BuildingFormValues, 'size' | 'length'>;

export const BUILDING_FORM_DEFAULTS: BuildingFormValues = {
  ...BUILDING_SHARED_DEFAULTS,
  size: SERIES_WIDTH_DEFAULTS,
  length: '',
};

/** The defaults with the site country preset, usually to the dealer's own. */
export function buildingFormDefaults(country: CountryCode): BuildingFormValues {
  return { ...BUILDING_FORM_DEFAULTS, customer: emptyEndCustomer(country) };
}

/** The building fields VP orders share (everything but series, width and length). */
export function buildingSharedShape(now?: () => Date) {
  return {
    ...commonOrderShape,
    use: choiceOf(BUILDING_USES, CHOOSE_USE_MESSAGE),
    riskCategory: choiceOf(RISK_CATEGORIES, CHOOSE_RISK_CATEGORY_MESSAGE),
    sideWalls: choiceOf(SIDE_WALL_TYPES, CHOOSE_SIDE_WALLS_MESSAGE),
    mount: mountSchema,
    cover: coverOptionsSchema,
    customer: endCustomerSchema,
    requestedDate: requestedDateSchema(now),
    attachments: attachmentsSchema,
  };
}

/** The form's schema; `now` decides what "in the past" means (tests pass a fixed day). */
export function createBuildingFormSchema(now?: () => Date) {
  return z
    .object({ ...buildingSharedShape(now), size: seriesWidthSchema, length: positiveNumberText() })
    .check(legHeightMatchesSeries<{ size: { series?: unknown }; mount: unknown }>((values) => values.size?.series));
}

export const buildingFormSchema = createBuildingFormSchema();

export type BuildingFormInput = z.input<typeof buildingFormSchema>;
export type BuildingFormOutput = z.output<typeof buildingFormSchema>;

export function buildingContentFromForm(values: BuildingFormOutput): OrderContentWithDates<'building'> {
  return {
    type: 'building',
    leadSource: values.leadSource,
    poReference: values.poReference,
    notes: values.notes,
    customer: endCustomerFromValues(values.customer),
    details: {
      series: values.size.series,
      width: values.size.width,
      length: values.length,
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

/** A stored date (Timestamp) or one not yet stored (Date) as the Date the date field holds. */
export function dateOf(value: { toDate: () => Date } | Date | null): Date | null {
  if (value === null) return null;
  return value instanceof Date ? value : value.toDate();
}

export function buildingFormFromContent(content: OrderContent<'building'> | OrderContentWithDates<'building'>): BuildingFormValues {
  const { details } = content;
  return {
    ...commonFormFromContent(content),
    size: seriesWidthFormFromContent({ series: details.series, width: details.width }),
    length: String(details.length),
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

/** The drafts list's words for a building order so far. */
export { buildingSummary } from './summaries';
