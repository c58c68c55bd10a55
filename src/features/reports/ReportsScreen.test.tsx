import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../test/consoleErrors';
import { translate } from '../../i18n/i18n';
import { renderWithProviders } from '../../test/render';
import type { OrderReport, OrderReportOptions, OrderReportRequest } from '../../data/orders/orderReports';
import ReportsScreen from './ReportsScreen';
import { TO_BEFORE_FROM_MESSAGE } from './rangeSchema';
import { LONG_WAIT, closeReports, openReportsAsAdmin, reportDealers, reportFixture, reportsAt } from './testing';

vi.mock('../../data/orders/orderReports', () => ({ fetchOrderReport: vi.fn() }));
vi.mock('../../data/companiesApi', () => ({ listCompanies: vi.fn() }));
vi.mock('../../lib/download', () => ({ downloadCsv: vi.fn() }));
const { fetchOrderReport } = await import('../../data/orders/orderReports');
const { listCompanies } = await import('../../data/companiesApi');
const { downloadCsv } = await import('../../lib/download');

const d = (year: number, month: number, day: number) => new Date(year, month - 1, day);
const renderScreen = (path?: string) => renderWithProviders(<ReportsScreen />, reportsAt(path));

/** The report resolves when the test says so, after reporting progress. */
function pendingReport() {
  let finish!: (report: OrderReport) => void;
  let fail!: (error: Error) => void;
  vi.mocked(fetchOrderReport).mockImplementationOnce((_request, options?: OrderReportOptions) => {
    options?.onProgress?.({ done: 0, total: 30 });
    options?.onProgress?.({ done: 12, total: 30 });
    return new Promise((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  });
  return { finish: (report: OrderReport) => act(async () => finish(report)), fail: (error: Error) => act(async () => fail(error)) };
}

function table(name: string) {
  return screen.getByRole('table', { name });
}

function cellTexts(row: HTMLElement) {
  return [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
}

beforeEach(() => {
  openReportsAsAdmin();
  vi.mocked(listCompanies).mockResolvedValue(reportDealers);
  vi.mocked(fetchOrderReport).mockResolvedValue(reportFixture());
});
afterEach(() => {
  vi.useRealTimers();
  closeReports();
});

// Each test renders the whole screen (date pickers, charts and a data grid): up to 24 s seen on a busy two-core machine.
describe('ReportsScreen', { timeout: 45_000 }, () => {
  it('counts the days in the address bar, month by month, for every dealer, showing progress', async () => {
    const report = pendingReport();
    renderScreen();
    expect(await screen.findByText('Counting orders: 12 of 30 counts done', undefined, LONG_WAIT)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Report progress' })).toHaveAttribute('aria-valuenow', '40');

    const [request] = vi.mocked(fetchOrderReport).mock.calls[0] as [OrderReportRequest];
    expect(request.range).toEqual({ from: d(2026, 3, 15), to: d(2026, 5, 11) });
    expect(request.periods).toEqual([
      { from: d(2026, 3, 15), to: d(2026, 4, 1) },
      { from: d(2026, 4, 1), to: d(2026, 5, 1) },
      { from: d(2026, 5, 1), to: d(2026, 5, 11) },
    ]);
    expect(request.dealers).toEqual(reportDealers.map(({ id, name }) => ({ id, name })));

    await report.finish(reportFixture());
    expect(await screen.findByText('10 orders from Mar 15, 2026 to May 10, 2026', undefined, LONG_WAIT)).toBeInTheDocument();
    expect(screen.getByText('Parts orders: $1,234.50 CAD (3 orders) and $99.99 USD (2 orders)')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows each section as a titled chart over a table of the same numbers', async () => {
    renderScreen();
    const status = await screen.findByRole('table', { name: 'Orders by status' }, LONG_WAIT);
    expect(within(status).getAllByRole('row')).toHaveLength(14);
    expect(cellTexts(within(status).getByRole('row', { name: /^Pending/ }))).toEqual(['Pending', '4', '40%']);
    expect(cellTexts(within(status).getByRole('row', { name: /^Total/ }))).toEqual(['Total', '10', '100%']);
    expect(cellTexts(within(table('Orders by type')).getByRole('row', { name: /^Parts Order/ }))).toEqual(['Parts Order', '5', '50%']);
    expect(cellTexts(within(table('Orders by month')).getByRole('row', { name: /^Apr 2026/ }))).toEqual(['Apr 2026', '5', '$234.50 CAD', '$49.99 USD']);
    expect(cellTexts(within(table('Orders by month')).getByRole('row', { name: /^Total/ }))).toEqual(['Total', '10', '$1,234.50 CAD', '$99.99 USD']);

    const dealers = screen.getByRole('grid', { name: 'Orders by dealer' });
    const dealerRows = within(dealers).getAllByRole('row').slice(1);
    expect(dealerRows.map((row) => within(row).getAllByRole('gridcell').map((cell) => cell.textContent))).toEqual([
      ['Prairie Shelters Ltd.', 'D-1001', '6'],
      ['Lone Star Covers LLC', 'D-2001', '3'],
    ]);
    expect(screen.getByText('1 order belongs to no listed dealer.')).toBeInTheDocument();

    for (const title of ['Orders by status', 'Orders by type', 'Orders by month']) {
      expect(screen.getByRole('img', { name: `${title} chart; the table below lists the same numbers` })).toBeInTheDocument();
      expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('img', { name: 'Orders by dealer, top 2 chart; the table below lists the same numbers' })).toBeInTheDocument();
  });

  it('exports each table as CSV', async () => {
    renderScreen();
    await screen.findByRole('table', { name: 'Orders by status' }, LONG_WAIT);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV of orders by month' }));
    expect(downloadCsv).toHaveBeenCalledWith(
      'Month,Orders,Parts value (CAD),Parts value (USD)\r\n2026-03,2,1000.00,0.00\r\n2026-04,5,234.50,49.99\r\n2026-05,3,0.00,50.00',
      'orders-by-month-2026-03-15-to-2026-05-10.csv',
    );
    expect(await screen.findByText('Exported orders by month.', undefined, LONG_WAIT)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV of orders by dealer' }));
    expect(vi.mocked(downloadCsv).mock.calls[1]).toEqual([
      'Dealer,Dealer number,Orders\r\nPrairie Shelters Ltd.,D-1001,6\r\nLone Star Covers LLC,D-2001,3',
      'orders-by-dealer-2026-03-15-to-2026-05-10.csv',
    ]);
  });

  it('opens on the last 12 months and applies a quick range at once', async () => {
    vi.setSystemTime(new Date(2026, 4, 20, 14, 30));
    // Only the form matters here: the reports never arrive.
    vi.mocked(fetchOrderReport).mockImplementation(() => new Promise(() => undefined));
    renderScreen('/admin/reports');
    await waitFor(() => expect(fetchOrderReport).toHaveBeenCalledTimes(1), LONG_WAIT);
    const [first] = vi.mocked(fetchOrderReport).mock.calls[0] as [OrderReportRequest];
    expect(first.range.from).toEqual(d(2025, 6, 1));
    expect(first.range.to).toEqual(d(2026, 5, 21));
    expect(first.periods).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'Last 12 months' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'This year' }));
    await waitFor(() => expect(fetchOrderReport).toHaveBeenCalledTimes(2), LONG_WAIT);
    const [second] = vi.mocked(fetchOrderReport).mock.calls[1] as [OrderReportRequest];
    expect(second.range).toEqual({ from: d(2026, 1, 1), to: d(2026, 5, 21) });
    expect(screen.getByRole('button', { name: 'This year' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.querySelector<HTMLInputElement>('input[name="from"]')).toHaveValue('01/01/2026');
  });

  it('runs the report for the days typed, and says when the last day is before the first', async () => {
    vi.mocked(fetchOrderReport).mockImplementation(() => new Promise(() => undefined));
    renderScreen();
    await waitFor(() => expect(fetchOrderReport).toHaveBeenCalledTimes(1), LONG_WAIT);
    const enterDate = (name: string, value: string) =>
      fireEvent.change(document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!, { target: { value } });

    enterDate('from', '02/01/2026');
    enterDate('to', '01/31/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Show report' }));
    expect(await screen.findByText(translate(TO_BEFORE_FROM_MESSAGE), undefined, LONG_WAIT)).toBeInTheDocument();
    expect(fetchOrderReport).toHaveBeenCalledTimes(1);

    enterDate('to', '02/28/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Show report' }));
    await waitFor(() => expect(fetchOrderReport).toHaveBeenCalledTimes(2), LONG_WAIT);
    const [request] = vi.mocked(fetchOrderReport).mock.calls[1] as [OrderReportRequest];
    expect(request.range).toEqual({ from: d(2026, 2, 1), to: d(2026, 3, 1) });
    expect(request.periods).toHaveLength(1);
    // The report of the earlier range, still counting, is stopped.
    const [, earlier] = vi.mocked(fetchOrderReport).mock.calls[0] as [OrderReportRequest, OrderReportOptions];
    expect(earlier.signal?.aborted).toBe(true);
  });

  it('offers Retry when the report fails, and says when the range has no orders', async () => {
    expectConsoleError('Unable to load the order report');
    const report = pendingReport();
    renderScreen();
    await waitFor(() => expect(fetchOrderReport).toHaveBeenCalled(), LONG_WAIT);
    await report.fail(new Error('unavailable'));
    expect(await screen.findByText('The report could not be loaded. Check your connection and try again.', undefined, LONG_WAIT)).toBeInTheDocument();

    vi.mocked(fetchOrderReport).mockResolvedValueOnce(reportFixture({ total: 0, byDealer: [] }));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No orders in this range', undefined, LONG_WAIT)).toBeInTheDocument();
    expect(screen.getByText('0 orders from Mar 15, 2026 to May 10, 2026')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the error when the dealers cannot be loaded', async () => {
    // Without the dealers there is no report to count.
    expectConsoleError('Unable to load the order report');
    vi.mocked(listCompanies).mockRejectedValueOnce(new Error('offline'));
    renderScreen();
    expect(await screen.findByRole('button', { name: 'Retry' }, LONG_WAIT)).toBeInTheDocument();
    expect(fetchOrderReport).not.toHaveBeenCalled();
  });

  it('leads to SMS Recipients', async () => {
    renderScreen();
    await userEvent.click(screen.getByRole('link', { name: 'SMS Recipients' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/admin/reports/sms_recipients');
  });
});
