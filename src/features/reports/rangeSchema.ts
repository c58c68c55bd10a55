/**
 * The report's date range form: two picked days, the first not after the last, at most five years apart. Messages
 * are message ids ('reports' namespace), worded where they are shown.
 */
import * as z from 'zod/mini';
import { MAX_REPORT_MONTHS, monthCount, startOfDay, type ReportRange } from './reportRange';

export const FROM_REQUIRED_MESSAGE = 'reports.range.fromRequired';
export const TO_REQUIRED_MESSAGE = 'reports.range.toRequired';
export const INVALID_DATE_MESSAGE = 'reports.range.invalidDate';
export const TO_BEFORE_FROM_MESSAGE = 'reports.range.toBeforeFrom';
/** Its words give MAX_REPORT_MONTHS in years: a new limit needs new words in both catalogues. */
export const RANGE_TOO_LONG_MESSAGE = 'reports.range.tooLong';

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
