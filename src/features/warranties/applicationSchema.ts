/**
 * What a dealer fills in to apply for warranty on a delivered order: the end customer and site, the install
 * date (not in the future, not before the order was placed), the installer and at least one photo.
 */
import * as z from 'zod/mini';
import { endCustomerSchema, type EndCustomerInput } from '../../lib/schemas/endCustomer';
import { REQUIRED_MESSAGE, requiredText } from '../../reference/validation';
import { INSTALLER_MAX_LENGTH } from '../../reference/warranty';
import type { StoredFile } from '../../types/orders';

export const INVALID_DATE_MESSAGE = 'Enter a valid date.';
export const FUTURE_INSTALL_MESSAGE = 'The install date cannot be in the future.';
export const PHOTOS_REQUIRED_MESSAGE = 'Add at least one photo of the installation.';

export function installBeforeOrderMessage(orderDate: Date): string {
  return `The install date cannot be before the order date (${orderDate.toLocaleDateString('en-US', { dateStyle: 'medium' })}).`;
}

function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** A picked day between the order's day and today, both included. */
export function installDateSchema(orderDate: Date, today: Date) {
  const earliest = startOfDay(orderDate);
  const latest = startOfDay(today);
  return z.pipe(
    z.custom<Date | null>((value) => value === null || value instanceof Date, REQUIRED_MESSAGE).check(
      z.superRefine((value, context) => {
        const fail = (message: string) => context.addIssue({ code: 'custom', message, input: value });
        if (value === null) fail(REQUIRED_MESSAGE);
        else if (Number.isNaN(value.getTime())) fail(INVALID_DATE_MESSAGE);
        else if (startOfDay(value) > latest) fail(FUTURE_INSTALL_MESSAGE);
        else if (startOfDay(value) < earliest) fail(installBeforeOrderMessage(orderDate));
      }),
    ),
    z.transform((value) => startOfDay(value as Date)),
  );
}

export function applicationSchema(orderDate: Date, today: Date = new Date()) {
  return z.object({
    customer: endCustomerSchema,
    installDate: installDateSchema(orderDate, today),
    installer: requiredText(INSTALLER_MAX_LENGTH),
    photos: z.array(z.custom<StoredFile>()).check(z.minLength(1, PHOTOS_REQUIRED_MESSAGE)),
  });
}

export interface ApplicationInput {
  customer: EndCustomerInput;
  installDate: Date | null;
  installer: string;
  photos: StoredFile[];
}
export type ApplicationValues = z.output<ReturnType<typeof applicationSchema>>;
