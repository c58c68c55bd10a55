/**
 * The order forms' messages in English, for the replies of the functions: they re-check every order through these
 * schemas (orderContent.ts) and answer a refused one with its message, but they have no message catalogue. The
 * screens never read this table: they word the same ids from the catalogues in the reader's language. Each entry
 * says exactly what src/i18n/messages/en/orders.json says (checked by serverEnglish.test.ts in the order form).
 */
import type { OrderMessage, OrderMessageValues } from './messages';

type Words = (values: OrderMessageValues) => string;

const count = (value: string | number | undefined) => (typeof value === 'number' ? value.toLocaleString('en-US') : String(value));

const ENGLISH: Record<string, Words> = {
  'validation.required': () => 'This field is required.',
  'orders.form.error.incompleteOrder': () => 'The order is incomplete or malformed; reload the form and try again.',
  'orders.form.error.chooseLeadSource': () => 'Choose a lead source.',
  'orders.form.error.chooseStyle': () => 'Choose a cover style.',
  'orders.form.error.chooseFabric': () => 'Choose a fabric.',
  'orders.form.error.chooseColour': () => 'Choose a colour for this fabric.',
  'orders.form.error.chooseTrimColour': () => 'Choose a trim colour.',
  'orders.form.error.chooseFabricDrop': () => 'Choose a fabric drop.',
  'orders.form.error.customDropRequired': () => 'Enter the custom fabric drop.',
  'orders.form.error.chooseSeries': () => 'Choose a series.',
  'orders.form.error.inactiveSeries': () => 'This series is no longer offered; choose another.',
  'orders.form.error.chooseWidth': () => 'Choose a width.',
  'orders.form.error.widthNotInSeries': () => 'This width is not available in the chosen series.',
  'orders.form.error.positiveNumber': () => 'Enter a number greater than 0.',
  'orders.form.error.wholeNumber': () => 'Enter a whole number of at least 1.',
  'orders.form.error.tooLong': ({ max }) => `At most ${max} characters.`,
  'orders.form.error.coverLengthRequired': () => 'Enter the cover length.',
  'orders.form.error.chooseUse': () => 'Choose a building use.',
  'orders.form.error.chooseRiskCategory': () => 'Choose a risk category.',
  'orders.form.error.chooseSideWalls': () => 'Choose a side wall type.',
  'orders.form.error.requestedDateRequired': () => 'Choose the requested date.',
  'orders.form.error.invalidDate': () => 'Enter a valid date (MM/DD/YYYY).',
  'orders.form.error.pastDate': () => 'The requested date cannot be in the past.',
  'orders.form.error.invalidAttachment': () => 'An attachment is not a file uploaded to this order; remove it and upload it again.',
  'orders.form.error.tooManyAttachments': ({ max }) => `At most ${max} attachments.`,
  'orders.form.error.chooseMountType': () => 'Choose a mount type.',
  'orders.form.error.legHeightHtOnly': () => "12' legs are available on HT buildings only; choose 11' or less.",
  'orders.form.error.chooseMountSubtype': () => 'Choose a mount subtype.',
  'orders.form.error.choosePostHeight': () => 'Choose a post height.',
  'orders.form.error.choosePierDiameter': () => 'Choose a pier diameter.',
  'orders.form.error.choosePostLength': () => 'Choose a post length.',
  'orders.form.error.chooseLegHeight': () => 'Choose a leg height.',
  'orders.form.error.chooseWallHeight': () => 'Choose a wall height.',
  'orders.form.error.chooseWallThickness': () => 'Choose a wall thickness.',
  'orders.form.error.chooseWallCount': () => 'Choose a wall count.',
  'orders.form.error.chooseFoundationProvider': () => 'Choose a foundation provider.',
  'orders.form.error.choosePocketTensioning': () => 'Choose a pocket tensioning.',
  'orders.form.error.mountSubtypeNotAvailable': ({ value, type }) => `Mount subtype ${value} is not available for ${type} mounts.`,
  'orders.form.error.postHeightNotAvailable': ({ value, type }) => `Post height ${value} is not available for ${type} mounts.`,
  'orders.form.error.pierDiameterNotAvailable': ({ value, type }) => `Pier diameter ${value} is not available for ${type} mounts.`,
  'orders.form.error.postLengthNotAvailable': ({ value, type }) => `Post length ${value} is not available for ${type} mounts.`,
  'orders.form.error.legHeightNotAvailable': ({ value, type }) => `Leg height ${value} is not available for ${type} mounts.`,
  'orders.form.error.wallHeightNotAvailable': ({ value, type }) => `Wall height ${value} is not available for ${type} mounts.`,
  'orders.form.error.wallThicknessNotAvailable': ({ value, type }) => `Wall thickness ${value} is not available for ${type} mounts.`,
  'orders.form.error.wallCountNotAvailable': ({ value, type }) => `Wall count ${value} is not available for ${type} mounts.`,
  'orders.form.error.foundationProviderNotAvailable': ({ value, type }) => `Foundation provider ${value} is not available for ${type} mounts.`,
  'orders.form.error.pocketTensioningNotAvailable': ({ value, type }) => `Pocket tensioning ${value} is not available for ${type} mounts.`,
  'orders.form.error.chooseVpSeries': () => 'Choose VPe or VPr.',
  'orders.form.error.vpWidthRange': ({ min, max }) => `Width must be from ${min}' to ${max}'.`,
  'orders.form.error.vpLengthRange': ({ min, max }) => `Length must be from ${min}' to ${max}'.`,
  'orders.form.error.vpEaveHeightRange': ({ min, max }) => `Eave height must be from ${min}' to ${max}'.`,
  'orders.form.error.noLines': () => 'Add at least one part.',
  'orders.form.error.duplicatePart': () => 'Each part appears once: change its quantity instead.',
  'orders.form.error.tooManyOfPart': ({ max }) => `At most ${count(max)} of one part.`,
  'orders.form.error.tooManyLines': ({ max }) => `At most ${max} parts in one order.`,
};

/** The ids this table words: every message the order schemas give. */
export const SERVER_ENGLISH_IDS: readonly string[] = Object.keys(ENGLISH);

/**
 * A message in English. A message that is no id of the order forms (a sentence of a schema they include, such as
 * the end customer's, or zod's own) is already words: it comes back as it is.
 */
export function englishText({ id, values }: OrderMessage): string {
  return Object.hasOwn(ENGLISH, id) ? ENGLISH[id](values) : id;
}
