/**
 * The CSV export of an order list, with the cells the grid shows (orderCells.ts) so the two always agree. Loaded
 * when an export starts: papaparse stays out of the list's first load.
 */
import Papa from 'papaparse';
import type { Translate } from '../../../i18n/i18n';
import { isoDate } from '../../../lib/dates';
import { orderStatusText, orderTypeText } from '../../../reference/labels/orders';
import type { Order } from '../../../types/orders';
import { endCustomerName, orderTotal } from './orderCells';

export interface CsvOptions {
  /** Admins see every dealer, so their export names the dealer of each order. */
  includeDealer: boolean;
  /** Headings, types and statuses in the reader's language; dates and amounts are written as data, the same in any. */
  t: Translate;
}

interface CsvColumn {
  /** The heading's message id. */
  heading: string;
  /** Admins' exports only. */
  dealerOnly?: boolean;
  cell: (order: Order, t: Translate) => string;
}

/** The grid's columns plus the currency, in the grid's order. */
const COLUMNS: CsvColumn[] = [
  { heading: 'orders.list.csv.number', cell: (order) => String(order.number) },
  { heading: 'orders.list.csv.type', cell: (order, t) => orderTypeText(order.type, t) },
  { heading: 'orders.list.csv.status', cell: (order, t) => orderStatusText(order.status, t) },
  { heading: 'orders.list.csv.dealer', dealerOnly: true, cell: (order) => order.companyName },
  { heading: 'orders.list.csv.customer', cell: (order) => endCustomerName(order) },
  { heading: 'orders.list.csv.poReference', cell: (order) => order.poReference },
  { heading: 'orders.list.csv.soNumber', cell: (order) => order.soNumber ?? '' },
  { heading: 'orders.list.csv.created', cell: (order) => isoDate(order.createdDate) },
  { heading: 'orders.list.csv.total', cell: (order) => orderTotal(order)?.toFixed(2) ?? '' },
  { heading: 'orders.list.csv.currency', cell: (order) => order.currency },
];

function columnsOf({ includeDealer }: CsvOptions): CsvColumn[] {
  return COLUMNS.filter((column) => includeDealer || !column.dealerOnly);
}

/** One CSV record per order, by heading; dates as YYYY-MM-DD. */
export function csvRecords(orders: readonly Order[], options: CsvOptions): Record<string, string>[] {
  const columns = columnsOf(options);
  return orders.map((order) => Object.fromEntries(columns.map((column) => [options.t(column.heading), column.cell(order, options.t)])));
}

export function csvColumns(options: CsvOptions): string[] {
  return columnsOf(options).map((column) => options.t(column.heading));
}

/** The CSV text (header row first, even for no orders). */
export function ordersCsv(orders: readonly Order[], options: CsvOptions): string {
  const fields = csvColumns(options);
  const data = csvRecords(orders, options).map((record) => fields.map((field) => record[field]));
  // escapeFormulae: a customer name such as '=HYPERLINK(...)' stays text when the file opens in a spreadsheet.
  return Papa.unparse({ fields, data }, { escapeFormulae: true });
}

/** 'active-orders-2026-11-26.csv' or 'order-history-2026-11-26.csv'. */
export function csvFileName(scope: 'active' | 'history', today: Date): string {
  const day = isoDate({ toDate: () => today });
  return `${scope === 'active' ? 'active-orders' : 'order-history'}-${day}.csv`;
}
