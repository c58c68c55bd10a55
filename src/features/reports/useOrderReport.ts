import { useCallback, useEffect, useState } from 'react';
import { listCompanies } from '../../data/companiesApi';
import { fetchOrderReport, type OrderReport, type ReportProgress } from '../../data/ordersApi';
import type { Company } from '../../types/domain';
import { isoDay, monthPeriods, parseIsoDay, reportPeriod, type ReportRange } from './reportRange';

export type OrderReportState =
  /** `progress` is null while the dealers load, before the first count. */
  | { status: 'loading'; progress: ReportProgress | null }
  | { status: 'error' }
  | { status: 'ready'; report: OrderReport; companies: Company[] };

/**
 * The order report of a range: the dealers, then every count and sum (progress as they arrive). A new range or
 * leaving the screen stops the queries still waiting; `retry` runs the report again after a failure.
 */
export function useOrderReport(range: ReportRange): { state: OrderReportState; retry: () => void } {
  const [state, setState] = useState<OrderReportState>({ status: 'loading', progress: null });
  const [attempt, setAttempt] = useState(0);
  const fromKey = isoDay(range.from);
  const toKey = isoDay(range.to);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    setState({ status: 'loading', progress: null });
    (async () => {
      try {
        const companies = await listCompanies();
        signal.throwIfAborted();
        // The range is keyed by its days, so a new Date object for the same days runs nothing again.
        const period = reportPeriod({ from: parseIsoDay(fromKey) as Date, to: parseIsoDay(toKey) as Date });
        const report = await fetchOrderReport(
          { range: period, periods: monthPeriods(period), dealers: companies.map(({ id, name }) => ({ id, name })) },
          { signal, onProgress: (progress) => !signal.aborted && setState({ status: 'loading', progress }) },
        );
        if (!signal.aborted) setState({ status: 'ready', report, companies });
      } catch (error) {
        if (signal.aborted) return;
        console.error('Unable to load the order report', error);
        setState({ status: 'error' });
      }
    })();
    return () => controller.abort();
  }, [fromKey, toKey, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
