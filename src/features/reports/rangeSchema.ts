/** The report's date range form: two picked days, the first not after the last, at most five years apart. */
import * as z from 'zod/mini';
import { MAX_REPORT_MONTHS, monthCount, startOfDay, type ReportRange } from './reportRange';

export const FROM_REQUIRED_MESSAGE = 'Choose the first day of the report.';
export const TO_REQUIRED_MESSAGE = 'Choose the last day of the report.';
export const INVALID_DATE_MESSAGE = 'Enter a valid date.';
export const TO_BEFORE_FROM_MESSAGE = 'The last day cannot be before the first day.';
export const RANGE_TOO_LONG_MESSAGE = `Choose a range of at most ${MAX_REPORT_MONTHS / 12} years.`;

export interface RangeInput {
  from: Date | null;
  to: Date | null;
}

const day = (requiredMessage: string) =>
  z.custom<Date | null>((value) => value === null || value instanceof Date, requiredMessage).check(
    z.superRefine((value, context) => {
      if (value === null) context.addIssue({ code: 'custom', message: requiredMessage, input: value });
      else if (Number.isNaN(value.getTime())) context.addIssue({ code: 'custom', message: INVALID_DATE_MESSAGE, input: value });
    }),
  );

export const rangeSchema = z.pipe(
  z
    .object({ from: day(FROM_REQUIRED_MESSAGE), to: day(TO_REQUIRED_MESSAGE) })
    .check(
      z.superRefine((value, context) => {
        const { from, to } = value;
        if (!from || !to || Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return;
        const range = { from: startOfDay(from), to: startOfDay(to) };
        if (range.to < range.from) {
          context.addIssue({ code: 'custom', message: TO_BEFORE_FROM_MESSAGE, path: ['to'], input: to });
        } else if (monthCount(range) > MAX_REPORT_MONTHS) {
          context.addIssue({ code: 'custom', message: RANGE_TOO_LONG_MESSAGE, path: ['to'], input: to });
        }
      }),
    ),
  z.transform((value): ReportRange => ({ from: startOfDay(value.from as Date), to: startOfDay(value.to as Date) })),
);
