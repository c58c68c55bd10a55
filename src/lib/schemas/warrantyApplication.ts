/**
 * A warranty application, judged alike by the dealer's form and by the APPLYWARRANTY function that writes it:
 * the end customer and site, the installer, an install date no later than today and no earlier than the order's
 * delivery, and 1 to 10 photos, each uploaded into the warranty's own Storage folder
 * `warranties/{company}/{warrantyId}/{file}`. Storage freezes that folder once the warranty is decided
 * (storage.rules), so every photo a decision rests on stays as the admin saw it.
 *
 * The functions bundle this module: it imports nothing from Firebase, React or browser APIs.
 */
import * as z from 'zod/mini';
import { requiredText } from '../../reference/validation';
import { INSTALLER_MAX_LENGTH } from '../../reference/warranty';
import type { StoredFile } from '../../types/orders';
import { endCustomerSchema, type EndCustomerInput } from './endCustomer';
import { REFUSALS, issueRefusal, type Refusal } from './refusals';

/** Ids are made by the client (the photos are uploaded under it first), so the server checks their shape. */
export const WARRANTY_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
export const MAX_WARRANTY_PHOTOS = 10;
export const PHOTO_NAME_MAX_LENGTH = 200;

// Message ids: the form's are the 'validation' catalogue's (every page loads it), worded by the screen; the
// shapes only a malformed request has are the server's refusals ('errors' catalogue). The form shows a message
// alone, so a limit is in its words: 'Add at most 10 photos.' (MAX_WARRANTY_PHOTOS), 'At most 100 characters.'
// (INSTALLER_MAX_LENGTH), 200 characters for a photo's name (PHOTO_NAME_MAX_LENGTH).
export const INVALID_DATE_MESSAGE = 'validation.invalidDate';
export const INSTALL_DATE_REQUIRED_MESSAGE = 'validation.warranty.installDateRequired';
export const INSTALLER_REQUIRED_MESSAGE = 'validation.warranty.installerRequired';
export const INSTALLER_TOO_LONG_MESSAGE = 'validation.warranty.installerTooLong';
export const FUTURE_INSTALL_MESSAGE = 'validation.warranty.futureInstall';
export const INSTALL_BEFORE_DELIVERY_MESSAGE = 'validation.warranty.installBeforeDelivery';
export const PHOTOS_REQUIRED_MESSAGE = 'validation.warranty.photosRequired';
export const TOO_MANY_PHOTOS_MESSAGE = 'validation.warranty.tooManyPhotos';
export const PHOTO_ELSEWHERE_MESSAGE = 'validation.warranty.photoElsewhere';
export const PHOTO_NAME_MESSAGE = 'validation.warranty.photoName';
export const DUPLICATE_PHOTO_MESSAGE = 'validation.warranty.duplicatePhoto';
export const WARRANTY_ID_MESSAGE = REFUSALS.notWarrantyId;
export const ORDER_ID_MESSAGE = REFUSALS.notOrderNumber;

/** The folder a warranty's photos must be in: its company's, under its own id. */
export function warrantyPhotoFolder(company: string, warrantyId: string): string {
  return `warranties/${company}/${warrantyId}/`;
}

function hasControlCharacter(text: string): boolean {
  return [...text].some((character) => character.charCodeAt(0) < 32 || character.charCodeAt(0) === 127);
}

/**
 * Why a photo's path is refused, null when it names a file directly in `folder`. URLs (gs://, https) and paths of
 * any other folder are refused: Storage freezes only the decided warranty's own folder.
 */
export function photoPathProblem(path: string, folder: string): string | null {
  if (!path.startsWith(folder)) return PHOTO_ELSEWHERE_MESSAGE;
  const name = path.slice(folder.length);
  if (name === '' || name.includes('/')) return PHOTO_ELSEWHERE_MESSAGE;
  if (name.length > PHOTO_NAME_MAX_LENGTH || name.includes('..') || hasControlCharacter(name)) {
    return PHOTO_NAME_MESSAGE;
  }
  return null;
}

/** Why a list of photo paths is refused (the first reason), null when it is 1 to 10 distinct files of `folder`. */
export function photoListProblem(paths: readonly string[], folder: string): string | null {
  if (paths.length === 0) return PHOTOS_REQUIRED_MESSAGE;
  if (paths.length > MAX_WARRANTY_PHOTOS) return TOO_MANY_PHOTOS_MESSAGE;
  for (const path of paths) {
    const problem = photoPathProblem(path, folder);
    if (problem) return problem;
  }
  return new Set(paths).size === paths.length ? null : DUPLICATE_PHOTO_MESSAGE;
}

/**
 * Why an install date is refused, null when it lies between `earliest` and `latest`, both included. The form
 * passes the delivery day and today; the server, which does not know the dealer's time zone, the delivery moment
 * less a day and now.
 */
export function installDateProblem(installDate: Date, bounds: { earliest: Date; latest: Date }): string | null {
  if (Number.isNaN(installDate.getTime())) return INVALID_DATE_MESSAGE;
  if (installDate.getTime() > bounds.latest.getTime()) return FUTURE_INSTALL_MESSAGE;
  if (installDate.getTime() < bounds.earliest.getTime()) return INSTALL_BEFORE_DELIVERY_MESSAGE;
  return null;
}

function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

const installerSchema = requiredText(INSTALLER_MAX_LENGTH, { required: INSTALLER_REQUIRED_MESSAGE, tooLong: INSTALLER_TOO_LONG_MESSAGE });

/** A picked day (local midnight) between the delivery day and today, both included. */
export function installDateSchema(deliveredAt: Date, today: Date) {
  const bounds = { earliest: startOfDay(deliveredAt), latest: today };
  return z.pipe(
    z.custom<Date | null>((value) => value === null || value instanceof Date, INSTALL_DATE_REQUIRED_MESSAGE).check(
      z.superRefine((value, context) => {
        const problem = value === null ? INSTALL_DATE_REQUIRED_MESSAGE : installDateProblem(startOfDay(value), bounds);
        if (problem) context.addIssue({ code: 'custom', message: problem, input: value });
      }),
    ),
    z.transform((value) => startOfDay(value as Date)),
  );
}

/** The dealer's form: `deliveredAt` is when the order was delivered, `today` when the form opened. */
export function applicationSchema(options: { company: string; warrantyId: string; deliveredAt: Date; today?: Date }) {
  const folder = warrantyPhotoFolder(options.company, options.warrantyId);
  return z.object({
    customer: endCustomerSchema,
    installDate: installDateSchema(options.deliveredAt, options.today ?? new Date()),
    installer: installerSchema,
    photos: z.array(z.custom<StoredFile>()).check(
      z.superRefine((photos, context) => {
        const problem = photoListProblem(photos.map((photo) => photo.path), folder);
        if (problem) context.addIssue({ code: 'custom', message: problem, input: photos });
      }),
    ),
  });
}

export interface ApplicationInput {
  customer: EndCustomerInput;
  installDate: Date | null;
  installer: string;
  photos: StoredFile[];
}
export type ApplicationValues = z.output<ReturnType<typeof applicationSchema>>;

/**
 * What the form sends to APPLYWARRANTY: the warranty id it uploaded the photos under, the order's id, the
 * install day as the instant of its local midnight (ISO 8601), and the photos' paths. Anything else (a fabric,
 * a company, a status, names, dates) is dropped: the server takes those from its own records.
 */
export function applicationRequestSchema(company: string) {
  return z
    .object({
      id: z.string(WARRANTY_ID_MESSAGE).check(z.regex(WARRANTY_ID_PATTERN, WARRANTY_ID_MESSAGE)),
      order: z.string(ORDER_ID_MESSAGE).check(z.regex(/^[A-Za-z0-9_-]{1,128}$/, ORDER_ID_MESSAGE)),
      endCustomer: endCustomerSchema,
      installDate: z.pipe(
        z.string(INVALID_DATE_MESSAGE).check(z.iso.datetime({ error: INVALID_DATE_MESSAGE })),
        z.transform((value) => new Date(value)),
      ),
      installer: installerSchema,
      photos: z.array(z.string(PHOTO_ELSEWHERE_MESSAGE).check(z.maxLength(1024, PHOTO_ELSEWHERE_MESSAGE)), PHOTOS_REQUIRED_MESSAGE),
    })
    .check(
      z.superRefine((request, context) => {
        const problem = photoListProblem(request.photos, warrantyPhotoFolder(company, request.id));
        if (problem) context.addIssue({ code: 'custom', path: ['photos'], message: problem, input: request.photos });
      }),
    );
}

export type ApplicationRequest = z.input<ReturnType<typeof applicationRequestSchema>>;
export type ParsedApplicationRequest = z.output<ReturnType<typeof applicationRequestSchema>>;

/** The request as the server accepts it, or its first problem. */
export function parseApplicationRequest(
  data: unknown,
  company: string,
): { ok: true; request: ParsedApplicationRequest } | { ok: false; refusal: Refusal } {
  const result = z.safeParse(applicationRequestSchema(company), data ?? {});
  if (result.success) return { ok: true, request: result.data };
  const issue = result.error.issues[0];
  return { ok: false, refusal: issue ? issueRefusal(issue) : { message: REFUSALS.warrantyIncomplete } };
}
