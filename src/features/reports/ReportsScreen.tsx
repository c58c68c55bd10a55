import { useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useSnackbar } from 'notistack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Icon from '@mui/material/Icon';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { LoadErrorAlert } from '../../components/data/LoadErrorAlert';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import type { OrderReport } from '../../data/orders/orderReports';
import { CURRENCY_CODES, formatMoney } from '../../reference/currencies';
import type { Company } from '../../types/domain';
import { downloadCsv } from '../../lib/download';
import { RangeForm } from './RangeForm';
import { CountBarChart, CountPieChart, MonthBarChart } from './ReportCharts';
import { ReportSection } from './ReportSection';
import { CountTable, DealerTable, MonthTable } from './ReportTables';
import {
  SECTION_TITLES,
  TOP_DEALERS,
  dealerRows,
  monthRows,
  sectionCsv,
  sectionFileName,
  statusRows,
  typeRows,
  unlistedDealerOrders,
  type ReportSection as Section,
} from './reportRows';
import { formatDay, readRange, writeRange, type ReportRange } from './reportRange';
import { useOrderReport, type OrderReportState } from './useOrderReport';

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** '58 orders from Jun 1, 2025 to May 31, 2026.' and the parts orders' value per currency. */
function Summary({ report, range }: { report: OrderReport; range: ReportRange }) {
  const parts = CURRENCY_CODES.map((code) => {
    const { orders, value } = report.parts[code];
    return `${formatMoney(value, code)} (${plural(orders, 'order', 'orders')})`;
  });
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="h6" component="p">
        {`${plural(report.total, 'order', 'orders')} from ${formatDay(range.from)} to ${formatDay(range.to)}`}
      </Typography>
      <Typography variant="body1" color="text.secondary">
        {`Parts orders: ${parts.join(' and ')}`}
      </Typography>
    </Box>
  );
}

function Progress({ state }: { state: Extract<OrderReportState, { status: 'loading' }> }) {
  const { progress } = state;
  const value = progress && progress.total > 0 ? (progress.done / progress.total) * 100 : undefined;
  return (
    <Box role="status" aria-live="polite" sx={{ my: 4 }}>
      <LinearProgress variant={value === undefined ? 'indeterminate' : 'determinate'} value={value} aria-label="Report progress" />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {progress ? `Counting orders: ${progress.done} of ${progress.total} counts done` : 'Loading dealers…'}
      </Typography>
    </Box>
  );
}

function Report({ report, companies, range }: { report: OrderReport; companies: Company[]; range: ReportRange }) {
  const { enqueueSnackbar } = useSnackbar();
  const dealerNumbers = useMemo(() => new Map(companies.map((company) => [company.id, company.dealerNumber])), [companies]);
  const statuses = useMemo(() => statusRows(report), [report]);
  const types = useMemo(() => typeRows(report), [report]);
  const dealers = useMemo(() => dealerRows(report, dealerNumbers), [report, dealerNumbers]);
  const months = useMemo(() => monthRows(report), [report]);
  const unlisted = unlistedDealerOrders(report);
  const partsValue = Object.fromEntries(CURRENCY_CODES.map((code) => [code, report.parts[code].value]));

  const exportSection = (section: Section) => {
    downloadCsv(sectionCsv(section, report, dealerNumbers), sectionFileName(section, range));
    enqueueSnackbar(`Exported ${SECTION_TITLES[section].toLowerCase()}.`, { variant: 'success' });
  };

  const dealerNote = [
    dealers.length > TOP_DEALERS ? `The chart shows the ${TOP_DEALERS} dealers with the most orders; the table lists all ${dealers.length}.` : '',
    unlisted > 0 ? `${plural(unlisted, 'order belongs', 'orders belong')} to no listed dealer.` : '',
  ].filter(Boolean).join(' ');

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, lg: 6 }}>
        <ReportSection title={SECTION_TITLES.status} onExport={() => exportSection('status')}>
          <CountBarChart title={SECTION_TITLES.status} rows={statuses} />
          <CountTable title={SECTION_TITLES.status} labelHeader="Status" rows={statuses} total={report.total} />
        </ReportSection>
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <ReportSection title={SECTION_TITLES.type} onExport={() => exportSection('type')}>
          <CountPieChart title={SECTION_TITLES.type} rows={types} />
          <CountTable title={SECTION_TITLES.type} labelHeader="Type" rows={types} total={report.total} />
        </ReportSection>
      </Grid>
      <Grid size={12}>
        <ReportSection title={SECTION_TITLES.dealer} description={dealerNote || undefined} onExport={() => exportSection('dealer')}>
          <CountBarChart title={`${SECTION_TITLES.dealer}, top ${Math.min(TOP_DEALERS, dealers.length)}`} rows={dealers.slice(0, TOP_DEALERS)} labelWidth={200} />
          <DealerTable title={SECTION_TITLES.dealer} rows={dealers} />
        </ReportSection>
      </Grid>
      <Grid size={12}>
        <ReportSection
          title={SECTION_TITLES.month}
          description="Each month's orders, and the value of its parts orders in each currency."
          onExport={() => exportSection('month')}
        >
          <MonthBarChart title={SECTION_TITLES.month} rows={months} />
          <MonthTable title={SECTION_TITLES.month} rows={months} total={report.total} partsValue={partsValue} />
        </ReportSection>
      </Grid>
    </Grid>
  );
}

/**
 * Reports (admins): the orders created in a date range counted by status, type, dealer and month, with the
 * parts orders' value per currency; each as a chart and a table that exports to CSV. Every number comes from an
 * aggregation query, so no order is read. The range lives in the address bar.
 */
export default function ReportsScreen() {
  // The day the screen opened: quick ranges and the default range count from it.
  const [today] = useState(() => new Date());
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const range = useMemo(() => readRange(new URLSearchParams(query), today), [query, today]);
  const { state, retry } = useOrderReport(range);
  const setRange = (next: ReportRange) => setParams(writeRange(next), { replace: true });

  return (
    <>
      <PageHeader
        title="Reports"
        subtitle="Orders by status, type, dealer and month"
        actions={
          <Button
            variant="outlined"
            component={RouterLink}
            to="/admin/reports/sms_recipients"
            startIcon={<Icon aria-hidden="true">sms</Icon>}
            sx={{ color: 'primary.dark', borderColor: 'primary.dark' }}
          >
            SMS Recipients
          </Button>
        }
      />
      <RangeForm range={range} today={today} onChange={setRange} />
      {state.status === 'loading' ? <Progress state={state} /> : null}
      {state.status === 'error' ? (
        <LoadErrorAlert what="report" onRetry={retry} />
      ) : null}
      {state.status === 'ready' ? (
        <>
          <Summary report={state.report} range={range} />
          {state.report.total === 0 ? (
            <EmptyState
              icon="bar_chart"
              title="No orders in this range"
              message="Choose other days, or one of the quick ranges above."
            />
          ) : (
            <Report report={state.report} companies={state.companies} range={range} />
          )}
        </>
      ) : null}
    </>
  );
}
