/**
 * The report's numbers as table rows and CSV files: one section per table (status, type, dealer, month). The
 * tables under the charts and the exported files show the same rows, in the reader's language (the `wording`
 * the screen passes; the active language's by default). The CSV files keep their numbers plain (1234.50), so a
 * spreadsheet reads them as numbers in any language.
 */
import Papa from 'papaparse';
import type { OrderReport } from '../../data/orders/orderReports';
import { currentLanguage, translate, type Translate } from '../../i18n/i18n';
import { LOCALES } from '../../i18n/languages';
import { CURRENCY_CODES } from '../../reference/currencies';
import { orderStatusText, orderTypeText } from '../../reference/labels/orders';
import type { CurrencyCode } from '../../types/domain';
import { formatMonth, isoDay, isoMonth, type ReportRange } from './reportRange';

export type ReportSection = 'status' | 'type' | 'dealer' | 'month';

/** How rows are worded: the message reader and the Intl locale of the reader's language. */
export interface Wording {
  t: Translate;
  locale: string;
}

const activeWording = (): Wording => ({ t: translate, locale: LOCALES[currentLanguage()] });

/** Each section's title, as a message id. */
export const SECTION_TITLES: Record<ReportSection, string> = {
  status: 'reports.section.status',
  type: 'reports.section.type',
  dealer: 'reports.section.dealer',
  month: 'reports.section.month',
};

/** The dealers the chart shows; the table lists them all. */
export const TOP_DEALERS = 10;

export interface CountRow {
  id: string;
  label: string;
  count: number;
}

export interface DealerRow extends CountRow {
  dealerNumber: string;
}

export interface MonthRow extends CountRow {
  /** 'YYYY-MM'. */
  month: string;
  partsValue: Record<CurrencyCode, number>;
}

export function statusRows(report: OrderReport, { t } = activeWording()): CountRow[] {
  return report.byStatus.map(({ status, count }) => ({ id: status, label: orderStatusText(status, t), count }));
}

export function typeRows(report: OrderReport, { t } = activeWording()): CountRow[] {
  return report.byType.map(({ type, count }) => ({ id: type, label: orderTypeText(type, t), count }));
}

/** Dealers with orders, most first; `dealerNumbers` maps company ids to dealer numbers. */
export function dealerRows(report: OrderReport, dealerNumbers: ReadonlyMap<string, string> = new Map()): DealerRow[] {
  return report.byDealer.map(({ id, name, count }) => ({ id, label: name, count, dealerNumber: dealerNumbers.get(id) ?? '' }));
}

/** Orders counted for no listed dealer (a company that no longer exists, or none at all). */
export function unlistedDealerOrders(report: OrderReport): number {
  return Math.max(0, report.total - report.byDealer.reduce((total, dealer) => total + dealer.count, 0));
}

export function monthRows(report: OrderReport, { locale } = activeWording()): MonthRow[] {
  return report.byPeriod.map((period) => ({
    id: isoMonth(period.from),
    month: isoMonth(period.from),
    label: formatMonth(period.from, locale),
    count: period.count,
    partsValue: Object.fromEntries(CURRENCY_CODES.map((code) => [code, period.parts[code].value])) as Record<CurrencyCode, number>,
  }));
}

/** A share of the total as people read it: '25%', '0.5%' ('0,5 %' in 'fr-CA'), '' when there is no total. */
export function shareOf(count: number, total: number, locale = 'en-US'): string {
  if (total <= 0) return '';
  const share = count / total;
  const digits = share * 100 >= 10 || share === 0 ? 0 : 1;
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: digits }).format(share);
}

const money = (value: number) => value.toFixed(2);

/** A section's rows as CSV: a header row, then one row per line of its table. */
export function sectionCsvRows(
  section: ReportSection,
  report: OrderReport,
  dealerNumbers?: ReadonlyMap<string, string>,
  wording = activeWording(),
): string[][] {
  const { t } = wording;
  const orders = t('reports.column.orders');
  switch (section) {
    case 'status':
      return [[t('reports.column.status'), orders], ...statusRows(report, wording).map((row) => [row.label, String(row.count)])];
    case 'type':
      return [[t('reports.column.type'), orders], ...typeRows(report, wording).map((row) => [row.label, String(row.count)])];
    case 'dealer':
      return [
        [t('reports.column.dealer'), t('reports.column.dealerNumber'), orders],
        ...dealerRows(report, dealerNumbers).map((row) => [row.label, row.dealerNumber, String(row.count)]),
      ];
    case 'month':
      return [
        [t('reports.column.month'), orders, ...CURRENCY_CODES.map((currency) => t('reports.column.partsValue', { currency }))],
        ...monthRows(report, wording).map((row) => [row.month, String(row.count), ...CURRENCY_CODES.map((code) => money(row.partsValue[code]))]),
      ];
  }
}

export function sectionCsv(section: ReportSection, report: OrderReport, dealerNumbers?: ReadonlyMap<string, string>, wording = activeWording()): string {
  return Papa.unparse(sectionCsvRows(section, report, dealerNumbers, wording));
}

/** 'orders-by-status-2025-06-01-to-2026-05-31.csv'. */
export function sectionFileName(section: ReportSection, range: ReportRange): string {
  return `orders-by-${section}-${isoDay(range.from)}-to-${isoDay(range.to)}.csv`;
}
