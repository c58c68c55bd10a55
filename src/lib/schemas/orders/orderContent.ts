/**
 * Order content on its way to the server (SUBMITORDER, EDITORDER, REQUESTCHANGE) and back into the stored shape.
 * The server re-reads what a client sends through the very form schemas the order forms use: the content is
 * turned back into form values and parsed again, so every rule and message of a form holds on the server too,
 * and nothing the form would not produce (unknown keys, oversized text, a negative quantity) is ever stored.
 * Pure: no Firebase, no React, no browser API, so the functions bundle it as it is.
 */
import type * as z from 'zod/mini';
import { ORDER_TYPES, type OrderType } from '../../../reference/orders';
import type { OrderContent } from '../../../types/orders';
import type { OrderContentWithDates } from '../orderContentDates';
import { buildingContentFromForm, buildingFormFromContent, createBuildingFormSchema } from './building';
import { coverContentFromForm, coverFormFromContent, coverFormSchema } from './cover';
import { partsContentFromForm, partsFormFromContent, partsFormSchema } from './parts';
import { createVpFormSchema, vpContentFromForm, vpFormFromContent } from './vp';
import { issueRefusal, type Refusal } from '../refusals';

export { toWireContent, type WireOrderContent } from './wireContent';

/** The functions refuse a request without order content with it too. */
export const INCOMPLETE_ORDER_MESSAGE = 'orders.form.error.incompleteOrder';
const INCOMPLETE_ORDER: Refusal = { message: INCOMPLETE_ORDER_MESSAGE, values: {} };

interface FormType {
  schema: (now: () => Date) => z.ZodMiniType;
  fromContent: (content: never) => unknown;
  toContent: (values: never) => OrderContent | OrderContentWithDates;
}

const FORM_TYPES: Record<OrderType, FormType> = {
  parts: { schema: () => partsFormSchema, fromContent: partsFormFromContent, toContent: partsContentFromForm },
  cover: { schema: () => coverFormSchema, fromContent: coverFormFromContent, toContent: coverContentFromForm },
  building: { schema: createBuildingFormSchema, fromContent: buildingFormFromContent, toContent: buildingContentFromForm },
  vp: { schema: createVpFormSchema, fromContent: vpFormFromContent, toContent: vpContentFromForm },
};

/**
 * Content checked as its form would: in the stored shape, or refused with the form's message (an id with its
 * values, for the caller's screen to word) and the field it concerns ('lines.0.quantity', '' for the whole order).
 */
export type ParsedOrderContent =
  | { ok: true; content: OrderContentWithDates }
  | { ok: false; path: string; refusal: Refusal };

function refused(path: string, refusal: Refusal): ParsedOrderContent {
  return { ok: false, path, refusal };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The wire's requested date as a Date; undefined when the field holds something that is no date. */
function requestedDateOf(details: Record<string, unknown>): Date | null | undefined {
  const millis = details.requestedDate;
  if (millis === null || millis === undefined) return null;
  return typeof millis === 'number' && Number.isFinite(millis) ? new Date(millis) : undefined;
}

/**
 * Checks wire content as its form would and returns it in the stored shape (requested dates as Dates). `now`
 * decides what "in the past" means for requested dates; the server passes a day earlier than its own clock, since
 * a date is picked as midnight of the dealer's own day, which may still be yesterday where the server runs.
 */
export function parseOrderContent(raw: unknown, now: () => Date = () => new Date()): ParsedOrderContent {
  if (!isRecord(raw) || !ORDER_TYPES.includes(raw.type as OrderType) || !isRecord(raw.details)) {
    return refused('', INCOMPLETE_ORDER);
  }
  const type = raw.type as OrderType;
  const formType = FORM_TYPES[type];
  let content: unknown = raw;
  if (type === 'building' || type === 'vp') {
    const requestedDate = requestedDateOf(raw.details);
    if (requestedDate === undefined) return refused('', INCOMPLETE_ORDER);
    content = { ...raw, details: { ...raw.details, requestedDate } };
  }
  let values: unknown;
  try {
    values = formType.fromContent(content as never);
  } catch {
    return refused('', INCOMPLETE_ORDER);
  }
  const result = formType.schema(now).safeParse(values);
  if (!result.success) {
    const issue = result.error.issues[0];
    return issue ? refused(issue.path.join('.'), issueRefusal(issue)) : refused('', INCOMPLETE_ORDER);
  }
  return { ok: true, content: formType.toContent(result.data as never) as OrderContentWithDates };
}
