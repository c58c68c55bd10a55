import { listCompanies } from '../../data/companiesApi';
import { fetchOrderReport, type OrderReport, type ReportProgress } from '../../data/orders/orderReports';
import { useServerSubscription, type Subscribe } from '../../data/serverState/serverState';
import type { Company } from '../../types/domain';
import { isoDay, monthPeriods, parseIsoDay, reportPeriod, type ReportRange } from './reportRange';

export type OrderReportState =
  /** `progress` is null while the dealers load, before the first count. */
  | { status: 'loading'; progress: ReportProgress | null }
  | { status: 'error' }
  | { status: 'ready'; report: OrderReport; companies: Company[] };

/** What a running report says: how far it got, then the report. */
type ReportStep = { progress: ReportProgress } | { report: OrderReport; companies: Company[] };

/** Runs the report of the days from `fromKey` to `toKey`; stopping it aborts the queries still waiting. */
function runReport(fromKey: string, toKey: string): Subscribe<ReportStep> {
  return (onValue, onError) => {
    const controller = new AbortController();
    const { signal } = controller;
    (async () => {
      const companies = await listCompanies();
      signal.throwIfAborted();
      const period = reportPeriod({ from: parseIsoDay(fromKey) as Date, to: parseIsoDay(toKey) as Date });
      const report = await fetchOrderReport(
        { range: period, periods: monthPeriods(period), dealers: companies.map(({ id, name }) => ({ id, name })) },
        { signal, onProgress: (progress) => onValue({ progress }) },
      );
      onValue({ report, companies });
    })().catch((error: unknown) => {
      if (!signal.aborted) onError(error);
    });
    return () => controller.abort();
  };
}

/**
 * The order report of a range: the dealers, then every count and sum (progress as they arrive). A new range or
 * leaving the screen stops the queries still waiting; `retry` runs the report again after a failure.
 */
export function useOrderReport(range: ReportRange): { state: OrderReportState; retry: () => void } {
  // Keyed by its days, so a new Date object for the same days runs nothing again.
  const fromKey = isoDay(range.from);
  const toKey = isoDay(range.to);
  const run = useServerSubscription(`order-report:${fromKey}:${toKey}`, runReport(fromKey, toKey), {
    label: 'the order report',
    refusalIsError: true,
  });
  let state: OrderReportState;
  if (run.status === 'loading') state = { status: 'loading', progress: null };
  else if (run.status !== 'ready') state = { status: 'error' };
  else if ('progress' in run.value) state = { status: 'loading', progress: run.value.progress };
  else state = { status: 'ready', report: run.value.report, companies: run.value.companies };
  return { state, retry: run.retry };
}
