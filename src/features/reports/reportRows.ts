/**
 * The report's numbers as table rows and CSV files: one section per table (status, type, dealer, month). The
 * tables under the charts and the exported files show the same rows.
 */
import Papa from 'papaparse';
import type { OrderReport } from '../../data/orders/orderReports';
import { CURRENCY_CODES } from '../../reference/currencies';
import { ORDER_TYPE_LABELS, orderStatusLabel } from '../../reference/orders';
import type { CurrencyCode } from '../../types/domain';
import { formatMonth, isoDay, isoMonth, type ReportRange } from './reportRange';

export type ReportSection = 'status' | 'type' | 'dealer' | 'month';

export const SECTION_TITLES: Record<ReportSection, string> = {
  status: 'Orders by status',
  type: 'Orders by type',
  dealer: 'Orders by dealer',
  month: 'Orders by month',
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

export function statusRows(report: OrderReport): CountRow[] {
  return report.byStatus.map(({ status, count }) => ({ id: status, label: orderStatusLabel(status), count }));
}

export function typeRows(report: OrderReport): CountRow[] {
  return report.byType.map(({ type, count }) => ({ id: type, label: ORDER_TYPE_LABELS[type], count }));
}

/** Dealers with orders, most first; `dealerNumbers` maps company ids to dealer numbers. */
export function dealerRows(report: OrderReport, dealerNumbers: ReadonlyMap<string, string> = new Map()): DealerRow[] {
  return report.byDealer.map(({ id, name, count }) => ({ id, label: name, count, dealerNumber: dealerNumbers.get(id) ?? '' }));
}

/** Orders counted for no listed dealer (a company that no longer exists, or none at all). */
export function unlistedDealerOrders(report: OrderReport): number {
  return Math.max(0, report.total - report.byDealer.reduce((total, dealer) => total + dealer.count, 0));
}

export function monthRows(report: OrderReport): MonthRow[] {
  return report.byPeriod.map((period) => ({
    id: isoMonth(period.from),
    month: isoMonth(period.from),
    label: formatMonth(period.from),
    count: period.count,
    partsValue: Object.fromEntries(CURRENCY_CODES.map((code) => [code, period.parts[code].value])) as Record<CurrencyCode, number>,
  }));
}

/** A share of the total as people read it: '25%', '0.5%', '' when there is no total. */
export function shareOf(count: number, total: number): string {
  if (total <= 0) return '';
  const percent = (count / total) * 100;
  return `${percent >= 10 || percent === 0 ? Math.round(percent) : Number(percent.toFixed(1))}%`;
}

const money = (value: number) => value.toFixed(2);

/** A section's rows as CSV: a header row, then one row per line of its table. */
export function sectionCsvRows(section: ReportSection, report: OrderReport, dealerNumbers?: ReadonlyMap<string, string>): string[][] {
  switch (section) {
    case 'status':
      return [['Status', 'Orders'], ...statusRows(report).map((row) => [row.label, String(row.count)])];
    case 'type':
      return [['Type', 'Orders'], ...typeRows(report).map((row) => [row.label, String(row.count)])];
    case 'dealer':
      return [
        ['Dealer', 'Dealer number', 'Orders'],
        ...dealerRows(report, dealerNumbers).map((row) => [row.label, row.dealerNumber, String(row.count)]),
      ];
    case 'month':
      return [
        ['Month', 'Orders', ...CURRENCY_CODES.map((code) => `Parts value (${code})`)],
        ...monthRows(report).map((row) => [row.month, String(row.count), ...CURRENCY_CODES.map((code) => money(row.partsValue[code]))]),
      ];
  }
}

export function sectionCsv(section: ReportSection, report: OrderReport, dealerNumbers?: ReadonlyMap<string, string>): string {
  return Papa.unparse(sectionCsvRows(section, report, dealerNumbers));
}

/** 'orders-by-status-2025-06-01-to-2026-05-31.csv'. */
export function sectionFileName(section: ReportSection, range: ReportRange): string {
  return `orders-by-${section}-${isoDay(range.from)}-to-${isoDay(range.to)}.csv`;
}
