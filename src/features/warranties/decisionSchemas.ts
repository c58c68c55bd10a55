/**
 * What an admin enters to approve or reject a warranty request. The messages of this module are catalogue ids
 * (the dialogs word them); the required and date messages come from the shared validation.
 */
import * as z from 'zod/mini';
import { REQUIRED_MESSAGE, requiredText } from '../../reference/validation';
import { DECISION_NOTE_MAX_LENGTH, WARRANTY_NUMBER_MAX_LENGTH, coverageEnd, warrantyNumberFor } from '../../reference/warranty';
import type { Warranty } from '../../types/orders';
import { INVALID_DATE_MESSAGE } from '../../lib/schemas/warrantyApplication';

export const END_BEFORE_START_MESSAGE = 'warranties.approve.endBeforeStart';
/** Worded with `{ max: DECISION_NOTE_MAX_LENGTH }`. */
export const NOTE_TOO_LONG_MESSAGE = 'warranties.decision.noteTooLong';
export const REJECTION_NOTE_REQUIRED_MESSAGE = 'warranties.reject.noteRequired';

function requiredDate() {
  return z.pipe(
    z.custom<Date | null>((value) => value === null || value instanceof Date, REQUIRED_MESSAGE).check(
      z.superRefine((value, context) => {
        if (value === null) context.addIssue({ code: 'custom', message: REQUIRED_MESSAGE, input: value });
        else if (Number.isNaN(value.getTime())) context.addIssue({ code: 'custom', message: INVALID_DATE_MESSAGE, input: value });
      }),
    ),
    z.transform((value) => value as Date),
  );
}

const note = z.string().check(z.trim(), z.maxLength(DECISION_NOTE_MAX_LENGTH, NOTE_TOO_LONG_MESSAGE));

export const approvalSchema = z
  .object({
    warrantyNumber: requiredText(WARRANTY_NUMBER_MAX_LENGTH),
    coverageStart: requiredDate(),
    coverageEnd: requiredDate(),
    note,
  })
  .check(
    z.superRefine((values, context) => {
      // Runs even when a date failed its own check: compare only two real dates.
      const start: unknown = values.coverageStart;
      const end: unknown = values.coverageEnd;
      if (start instanceof Date && end instanceof Date && end.getTime() <= start.getTime()) {
        context.addIssue({ code: 'custom', path: ['coverageEnd'], message: END_BEFORE_START_MESSAGE, input: values.coverageEnd });
      }
    }),
  );

export interface ApprovalInput {
  warrantyNumber: string;
  coverageStart: Date | null;
  coverageEnd: Date | null;
  note: string;
}
export type ApprovalValues = z.output<typeof approvalSchema>;

/** The proposal an admin starts from: the number from the format, coverage from the install date and the fabric. */
export function proposedApproval(warranty: Warranty): ApprovalInput {
  const start = warranty.installDate.toDate();
  return {
    warrantyNumber: warrantyNumberFor(warranty.orderNumber, start),
    coverageStart: start,
    coverageEnd: coverageEnd(start, warranty.fabric),
    note: '',
  };
}

export const rejectionSchema = z.object({
  note: requiredText(DECISION_NOTE_MAX_LENGTH, { required: REJECTION_NOTE_REQUIRED_MESSAGE, tooLong: NOTE_TOO_LONG_MESSAGE }),
});
export type RejectionValues = z.output<typeof rejectionSchema>;
