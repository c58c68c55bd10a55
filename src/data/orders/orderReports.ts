/**
 * The back office's order reports: counts and sums with aggregation queries over a `createdDate` range, so no
 * order document is read however many orders the range holds.
 */
import { count, getAggregateFromServer, getCountFromServer, query, sum, Timestamp, where, type QueryConstraint } from 'firebase/firestore';
import { CURRENCY_CODES } from '../../reference/currencies';
import { ORDER_STATUSES, ORDER_TYPES, type OrderStatus, type OrderType } from '../../reference/orders';
import type { CurrencyCode } from '../../types/domain';
import { ordersCollection } from './orderReads';

/** A span of time: `from` included, `to` excluded. */
export interface ReportPeriod {
  from: Date;
  to: Date;
}

/** Parts orders of one currency and the sum of their totals (`details.total`), rounded to cents. */
export interface PartsTotals {
  orders: number;
  value: number;
}

export type PartsTotalsByCurrency = Record<CurrencyCode, PartsTotals>;

export interface OrderReportRequest {
  /** The orders created in this period are counted. */
  range: ReportPeriod;
  /** Parts of the range counted on their own (the screen passes the calendar months of the range). */
  periods: readonly ReportPeriod[];
  /** The dealers counted one by one (every company). */
  dealers: readonly { id: string; name: string }[];
}

export interface OrderReport {
  total: number;
  parts: PartsTotalsByCurrency;
  /** Every status, in workflow order, zeros included. */
  byStatus: { status: OrderStatus; count: number }[];
  /** Every order type, zeros included. */
  byType: { type: OrderType; count: number }[];
  /** Dealers with at least one order, most orders first, then by name. */
  byDealer: { id: string; name: string; count: number }[];
  /** One entry per requested period, in the order given. */
  byPeriod: (ReportPeriod & { count: number; parts: PartsTotalsByCurrency })[];
}

export interface ReportProgress {
  /** Queries answered so far. */
  done: number;
  /** Queries the report needs. */
  total: number;
}

export interface OrderReportOptions {
  /** Most queries in flight at once (REPORT_CONCURRENCY when not given). */
  concurrency?: number;
  /** Called once before the first query and after each answer. */
  onProgress?: (progress: ReportProgress) => void;
  /** Stops starting queries and rejects with its reason once aborted. */
  signal?: AbortSignal;
}

/** Enough parallel queries to finish quickly without flooding the connection. */
export const REPORT_CONCURRENCY = 6;

/**
 * Runs `task` for every item with at most `limit` tasks in flight, resolving to the results in item order.
 * The first failure rejects at once and no further task starts; so does an aborted signal.
 */
export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
  options: { onSettled?: (done: number) => void; signal?: AbortSignal } = {},
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let done = 0;
  let stopped = false;
  const worker = async (): Promise<void> => {
    while (!stopped && next < items.length) {
      options.signal?.throwIfAborted();
      const index = next;
      next += 1;
      try {
        results[index] = await task(items[index], index);
      } catch (error) {
        stopped = true;
        throw error;
      }
      done += 1;
      options.onSettled?.(done);
    }
  };
  const workers = Math.max(1, Math.min(Math.floor(limit) || 1, items.length));
  await Promise.all(Array.from({ length: workers }, worker));
  options.signal?.throwIfAborted();
  return results;
}

function createdIn(period: ReportPeriod): QueryConstraint[] {
  return [
    where('createdDate', '>=', Timestamp.fromDate(period.from)),
    where('createdDate', '<', Timestamp.fromDate(period.to)),
  ];
}

async function countWhere(constraints: QueryConstraint[]): Promise<number> {
  const snapshot = await getCountFromServer(query(ordersCollection(), ...constraints));
  return snapshot.data().count;
}

const roundCents = (value: number) => Math.round(value * 100) / 100;

/** Parts orders of one currency in a period: their count and the sum of their totals, in one aggregation. */
async function partsTotalsIn(period: ReportPeriod, currency: CurrencyCode): Promise<PartsTotals> {
  const snapshot = await getAggregateFromServer(
    query(ordersCollection(), where('type', '==', 'parts'), where('currency', '==', currency), ...createdIn(period)),
    { orders: count(), value: sum('details.total') },
  );
  const { orders, value } = snapshot.data();
  return { orders, value: roundCents(Number(value) || 0) };
}

function emptyPartsTotals(): PartsTotalsByCurrency {
  return Object.fromEntries(CURRENCY_CODES.map((code) => [code, { orders: 0, value: 0 }])) as PartsTotalsByCurrency;
}

/** A period runs forward: 'range' (the whole report's) or 'period' (one of its sub-periods). */
function checkPeriod(period: ReportPeriod, which: 'range' | 'period'): void {
  const from = period.from.getTime();
  const to = period.to.getTime();
  if (!Number.isFinite(from) || !Number.isFinite(to) || from >= to) {
    throw new RangeError(`The report ${which} must start before it ends.`);
  }
}

/** How many aggregation queries a report makes: what progress counts up to. */
export function orderReportQueryCount(request: OrderReportRequest): number {
  const perPeriod = 1 + CURRENCY_CODES.length;
  return 1 + ORDER_STATUSES.length + ORDER_TYPES.length + request.dealers.length + CURRENCY_CODES.length + request.periods.length * perPeriod;
}

/**
 * The order report of a period with count and sum aggregations: the total, one count per status, per type, per
 * dealer and per sub-period, and the parts orders' value per currency for the range and each sub-period. Runs
 * at most `concurrency` queries at once; rejects with the first failure (admins only: the rules refuse others).
 */
export async function fetchOrderReport(request: OrderReportRequest, options: OrderReportOptions = {}): Promise<OrderReport> {
  const { range, periods, dealers } = request;
  checkPeriod(range, 'range');
  periods.forEach((period) => checkPeriod(period, 'period'));

  const report: OrderReport = {
    total: 0,
    parts: emptyPartsTotals(),
    byStatus: ORDER_STATUSES.map((status) => ({ status, count: 0 })),
    byType: ORDER_TYPES.map((type) => ({ type, count: 0 })),
    byDealer: dealers.map(({ id, name }) => ({ id, name, count: 0 })),
    byPeriod: periods.map(({ from, to }) => ({ from, to, count: 0, parts: emptyPartsTotals() })),
  };
  const inRange = createdIn(range);
  // Each job answers one query and puts its number in its place in the report.
  const jobs: (() => Promise<void>)[] = [
    async () => {
      report.total = await countWhere(inRange);
    },
    ...report.byStatus.map((entry) => async () => {
      entry.count = await countWhere([where('status', '==', entry.status), ...inRange]);
    }),
    ...report.byType.map((entry) => async () => {
      entry.count = await countWhere([where('type', '==', entry.type), ...inRange]);
    }),
    ...CURRENCY_CODES.map((code) => async () => {
      report.parts[code] = await partsTotalsIn(range, code);
    }),
    ...report.byPeriod.flatMap((entry) => [
      async () => {
        entry.count = await countWhere(createdIn(entry));
      },
      ...CURRENCY_CODES.map((code) => async () => {
        entry.parts[code] = await partsTotalsIn(entry, code);
      }),
    ]),
    ...report.byDealer.map((entry) => async () => {
      entry.count = await countWhere([where('company', '==', entry.id), ...inRange]);
    }),
  ];

  const total = jobs.length;
  options.onProgress?.({ done: 0, total });
  await mapWithConcurrency(jobs, options.concurrency ?? REPORT_CONCURRENCY, (job) => job(), {
    signal: options.signal,
    onSettled: (done) => options.onProgress?.({ done, total }),
  });

  report.byDealer = report.byDealer
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  return report;
}
