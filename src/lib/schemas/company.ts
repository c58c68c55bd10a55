/**
 * A dealer company, judged alike by the admins' dealer form and by the SAVECOMPANY function that stores it, and
 * the managers' dealer profile (contact details and address). The address is the site address of the order
 * forms: a province or state of the chosen country and a postal code or ZIP in that country's format.
 *
 * The functions bundle this module: it imports nothing from Firebase, React or browser APIs.
 */
import * as z from 'zod/mini';
import { CURRENCY_CODES } from '../../reference/currencies';
import { phoneNumber, requiredText } from '../../reference/validation';
import type { Company } from '../../types/domain';
import { endCustomerSchema, siteAddressSchema } from './endCustomer';
import { REFUSALS, fieldProblem, issueRefusal, unexpectedFields, type Refusal } from './refusals';

// The sizes a stored dealer has (docs/data-model.md); the manager's profile is held to them by firestore.rules too.
export const COMPANY_NAME_MAX_LENGTH = 60;
export const DEALER_NUMBER_MAX_LENGTH = 30;
export const REPRESENTATIVE_MAX_LENGTH = 60;
export { PHONE_MAX_LENGTH } from '../../reference/validation';
export const EMAIL_MAX_LENGTH = 254;

// The forms' messages are message ids ('companies' namespace): the screens word them in the reader's language,
// and SAVECOMPANY refuses a dealer with them (and the field's label), for the admin's screen to word too.
export const CURRENCY_REQUIRED_MESSAGE = 'companies.validation.currencyRequired';
export const NAME_TOO_LONG_MESSAGE = 'companies.validation.nameTooLong';
export const DEALER_NUMBER_TOO_LONG_MESSAGE = 'companies.validation.dealerNumberTooLong';
export const REPRESENTATIVE_TOO_LONG_MESSAGE = 'companies.validation.representativeTooLong';
export const EMAIL_TOO_LONG_MESSAGE = 'companies.validation.emailTooLong';

// Refusals of a request the form never sends (a malformed call).
export const COMPANY_ID_MESSAGE = REFUSALS.notDealerId;
export const INCOMPLETE_COMPANY_MESSAGE = REFUSALS.dealerIncomplete;

function optionalText(maxLength: number, tooLong: string) {
  return z.string().check(z.trim(), z.maxLength(maxLength, tooLong));
}

/** The fields a manager may change too: phone, email (the same loose check as an end customer's) and address. */
const contactShape = {
  phone: phoneNumber({ required: false }),
  email: endCustomerSchema.shape.email.check(z.maxLength(EMAIL_MAX_LENGTH, EMAIL_TOO_LONG_MESSAGE)),
  address: siteAddressSchema,
};

/** Every field of a dealer but its id: what an admin's form holds and what SAVECOMPANY stores. */
export const companySchema = z.object({
  name: requiredText(COMPANY_NAME_MAX_LENGTH, { tooLong: NAME_TOO_LONG_MESSAGE }),
  dealerNumber: optionalText(DEALER_NUMBER_MAX_LENGTH, DEALER_NUMBER_TOO_LONG_MESSAGE),
  ...contactShape,
  representative: optionalText(REPRESENTATIVE_MAX_LENGTH, REPRESENTATIVE_TOO_LONG_MESSAGE),
  currency: z.enum(CURRENCY_CODES as ['CAD', 'USD'], CURRENCY_REQUIRED_MESSAGE),
  active: z.boolean(),
});

export const dealerProfileSchema = z.object(contactShape);

export type CompanyValues = z.output<typeof companySchema>;

/** What SAVECOMPANY is sent: the dealer's id to replace one (null to add one), and every other field. */
export interface SaveCompanyRequest {
  id: string | null;
  company: Omit<Company, 'id'>;
}

/** Document ids as Firestore takes them: no slash, not '.' or '..', not reserved ('__x__'), at most 128 characters. */
function isCompanyId(value: unknown): value is string {
  return typeof value === 'string' && /^[^/]{1,128}$/.test(value) && value !== '.' && value !== '..' && !/^__.*__$/.test(value);
}

/** The form's labels (message ids), so a refusal names the field as the admin saw it. */
const FIELD_LABELS: Record<string, string> = {
  name: 'companies.form.name',
  dealerNumber: 'companies.form.dealerNumber',
  phone: 'companies.form.phone',
  email: 'companies.form.email',
  representative: 'companies.form.representative',
  currency: 'companies.form.currency',
  active: 'companies.form.active',
  'address.street': 'companies.address.street',
  'address.city': 'companies.address.city',
  'address.state': 'companies.address.provinceOrState',
  'address.zip': 'companies.address.postalCodeOrZip',
  'address.country': 'companies.address.country',
};

const COMPANY_KEYS = Object.keys(companySchema.shape);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const refused = (refusal: Refusal) => ({ ok: false as const, refusal });

/**
 * The request as the server accepts it, or its first problem, naming the field by its label on the form. Keys
 * the form does not have (a `nameLower`, say) are refused rather than ignored: the server works those out itself.
 */
export function parseSaveCompanyRequest(
  data: unknown,
): { ok: true; id: string | null; values: CompanyValues } | { ok: false; refusal: Refusal } {
  if (!isRecord(data)) return refused({ message: INCOMPLETE_COMPANY_MESSAGE });
  const extraKeys = Object.keys(data).filter((key) => key !== 'id' && key !== 'company');
  if (extraKeys.length > 0) return refused(unexpectedFields(extraKeys));
  const id = data.id ?? null;
  if (id !== null && !isCompanyId(id)) return refused({ message: COMPANY_ID_MESSAGE });
  if (!isRecord(data.company)) return refused({ message: INCOMPLETE_COMPANY_MESSAGE });
  const extraFields = Object.keys(data.company).filter((key) => !COMPANY_KEYS.includes(key));
  if (extraFields.length > 0) return refused(unexpectedFields(extraFields));
  const result = z.safeParse(companySchema, data.company);
  if (result.success) return { ok: true, id, values: result.data };
  const issue = result.error.issues[0];
  if (!issue) return refused({ message: INCOMPLETE_COMPANY_MESSAGE });
  const problem = issueRefusal(issue);
  const path = issue.path.join('.');
  // Every message of the dealer's fields takes no value, so the label and the message are worded alike.
  return refused(Object.hasOwn(FIELD_LABELS, path) ? fieldProblem(FIELD_LABELS[path], problem.message) : problem);
}
