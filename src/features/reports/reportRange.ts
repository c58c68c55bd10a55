/**
 * The date range of the order reports: whole days as people pick them (both ends included), the period the
 * queries count ([first day at midnight, the day after the last one)), its calendar months, the quick ranges and
 * the range kept in the address bar.
 */
import type { ReportPeriod } from '../../data/orders/orderReports';

/** Days picked in the form, both included, each at local midnight. */
export interface ReportRange {
  from: Date;
  to: Date;
}

/** At most five years of months: each month costs three queries. */
export const MAX_REPORT_MONTHS = 60;

export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** What the queries count: from the first day's midnight up to (not including) the midnight after the last day. */
export function reportPeriod(range: ReportRange): ReportPeriod {
  return { from: startOfDay(range.from), to: addDays(range.to, 1) };
}

/**
 * The calendar months a period touches, each cut to the period: a period from March 15 to May 10 gives
 * [Mar 15, Apr 1), [Apr 1, May 1), [May 1, May 10). An empty period has no months.
 */
export function monthPeriods(period: ReportPeriod): ReportPeriod[] {
  const months: ReportPeriod[] = [];
  let from = period.from;
  while (from < period.to) {
    const nextMonth = new Date(from.getFullYear(), from.getMonth() + 1, 1);
    const to = nextMonth < period.to ? nextMonth : period.to;
    months.push({ from, to });
    from = to;
  }
  return months;
}

/** How many calendar months the picked days touch. */
export function monthCount(range: ReportRange): number {
  return (range.to.getFullYear() - range.from.getFullYear()) * 12 + (range.to.getMonth() - range.from.getMonth()) + 1;
}

export type QuickRangeKey = 'this-year' | 'last-12-months' | 'last-30-days';

export interface QuickRange {
  key: QuickRangeKey;
  /** A message id. */
  label: string;
  range: ReportRange;
}

/** January 1 to today. */
export function thisYear(today: Date): ReportRange {
  return { from: new Date(today.getFullYear(), 0, 1), to: startOfDay(today) };
}

/** This month and the eleven before it, whole months, up to today: twelve bars in the month chart. */
export function last12Months(today: Date): ReportRange {
  return { from: new Date(today.getFullYear(), today.getMonth() - 11, 1), to: startOfDay(today) };
}

/** Thirty days ending today, today included. */
export function last30Days(today: Date): ReportRange {
  return { from: addDays(today, -29), to: startOfDay(today) };
}

/** The range a report opens with. */
export const defaultRange = last12Months;

export function quickRanges(today: Date): QuickRange[] {
  return [
    { key: 'this-year', label: 'reports.range.thisYear', range: thisYear(today) },
    { key: 'last-12-months', label: 'reports.range.last12Months', range: last12Months(today) },
    { key: 'last-30-days', label: 'reports.range.last30Days', range: last30Days(today) },
  ];
}

export function sameRange(a: ReportRange, b: ReportRange): boolean {
  return startOfDay(a.from).getTime() === startOfDay(b.from).getTime() && startOfDay(a.to).getTime() === startOfDay(b.to).getTime();
}

const pad = (n: number) => String(n).padStart(2, '0');

/** '2026-03-04' (local day). */
export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** '2026-03' (local month). */
export function isoMonth(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}`;
}

/** A 'YYYY-MM-DD' day as local midnight; null for anything else, including days that do not exist. */
export function parseIsoDay(value: string | null): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** Whether a range can be reported on: the first day not after the last, and at most MAX_REPORT_MONTHS months. */
export function isReportableRange(range: ReportRange): boolean {
  return range.from <= range.to && monthCount(range) <= MAX_REPORT_MONTHS;
}

/** The range in the address bar (`?from=YYYY-MM-DD&to=YYYY-MM-DD`), or the default one when it is missing or unusable. */
export function readRange(params: URLSearchParams, today: Date): ReportRange {
  const from = parseIsoDay(params.get('from'));
  const to = parseIsoDay(params.get('to'));
  if (from && to && isReportableRange({ from, to })) return { from, to };
  return defaultRange(today);
}

export function writeRange(range: ReportRange): URLSearchParams {
  return new URLSearchParams({ from: isoDay(range.from), to: isoDay(range.to) });
}

/** 'Mar 4, 2026' ('4 mars 2026' in 'fr-CA'). */
export function formatDay(date: Date, locale = 'en-US'): string {
  return date.toLocaleDateString(locale, { dateStyle: 'medium' });
}

/** 'Mar 2026' ('mars 2026' in 'fr-CA'). */
export function formatMonth(date: Date, locale = 'en-US'): string {
  return date.toLocaleDateString(locale, { month: 'short', year: 'numeric' });
}
