/** The stored shapes as the seed writes them, with firebase-admin: dates as JS Dates. */
import type { DateStamp } from '../../src/types/dates.js';

/** A stored shape as firebase-admin writes it: every Timestamp given as a JS Date (stored as a Timestamp). */
export type WithDates<T> = T extends DateStamp
  ? Date
  : T extends readonly (infer U)[]
    ? WithDates<U>[]
    : T extends object
      ? { [K in keyof T]: WithDates<T[K]> }
      : T;

export const DAY = 86_400_000;
