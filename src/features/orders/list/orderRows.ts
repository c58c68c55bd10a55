/**
 * The CSV export of an order list, with the cells the grid shows (orderCells.ts) so the two always agree. Loaded
 * when an export starts: papaparse stays out of the list's first load.
 */
import Papa from 'papaparse';
import { isoDate } from '../../../lib/dates';
import { ORDER_TYPE_LABELS, orderStatusLabel } from '../../../reference/orders';
import type { Order } from '../../../types/orders';
import { endCustomerName, orderTotal } from './orderCells';

export interface CsvOptions {
  /** Admins see every dealer, so their export names the dealer of each order. */
  includeDealer: boolean;
}

/** One CSV record per order, with the grid's columns plus the currency; dates as YYYY-MM-DD. */
export function csvRecords(orders: readonly Order[], { includeDealer }: CsvOptions): Record<string, string>[] {
  return orders.map((order) => {
    const total = orderTotal(order);
    return {
      'Order Number': String(order.number),
      Type: ORDER_TYPE_LABELS[order.type],
      Status: orderStatusLabel(order.status),
      ...(includeDealer ? { Dealer: order.companyName } : {}),
      'End Customer': endCustomerName(order),
      'PO Reference': order.poReference,
      'SO Number': order.soNumber ?? '',
      'Created Date': isoDate(order.createdDate),
      Total: total === null ? '' : total.toFixed(2),
      Currency: order.currency,
    };
  });
}

export function csvColumns({ includeDealer }: CsvOptions): string[] {
  return ['Order Number', 'Type', 'Status', ...(includeDealer ? ['Dealer'] : []), 'End Customer', 'PO Reference', 'SO Number',
    'Created Date', 'Total', 'Currency'];
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
