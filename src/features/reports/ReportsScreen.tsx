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
import { useNamespaces, useT } from '../../i18n/hooks';
import { useFormat } from '../../i18n/useFormat';
import { CURRENCY_CODES } from '../../reference/currencies';
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

/** '58 orders from Jun 1, 2025 to May 31, 2026' and the parts orders' value per currency. */
function Summary({ report, range }: { report: OrderReport; range: ReportRange }) {
  const t = useT();
  const format = useFormat();
  const [cad, usd] = CURRENCY_CODES.map((code) => {
    const { orders, value } = report.parts[code];
    return t('reports.summary.currency', { value: format.money(value, code), count: orders });
  });
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="h6" component="p">
        {t('reports.summary.orders', { count: report.total, from: formatDay(range.from, format.locale), to: formatDay(range.to, format.locale) })}
      </Typography>
      <Typography variant="body1" color="text.secondary">
        {t('reports.summary.parts', { first: cad, second: usd })}
      </Typography>
    </Box>
  );
}

function Progress({ state }: { state: Extract<OrderReportState, { status: 'loading' }> }) {
  const t = useT();
  const { progress } = state;
  const value = progress && progress.total > 0 ? (progress.done / progress.total) * 100 : undefined;
  return (
    <Box role="status" aria-live="polite" sx={{ my: 4 }}>
      <LinearProgress variant={value === undefined ? 'indeterminate' : 'determinate'} value={value} aria-label={t('reports.progress.label')} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {progress ? t('reports.progress.counting', { done: progress.done, total: progress.total }) : t('reports.progress.dealers')}
      </Typography>
    </Box>
  );
}

function Report({ report, companies, range }: { report: OrderReport; companies: Company[]; range: ReportRange }) {
  const t = useT();
  const { locale } = useFormat();
  const wording = useMemo(() => ({ t, locale }), [t, locale]);
  const { enqueueSnackbar } = useSnackbar();
  const dealerNumbers = useMemo(() => new Map(companies.map((company) => [company.id, company.dealerNumber])), [companies]);
  const statuses = useMemo(() => statusRows(report, wording), [report, wording]);
  const types = useMemo(() => typeRows(report, wording), [report, wording]);
  const dealers = useMemo(() => dealerRows(report, dealerNumbers), [report, dealerNumbers]);
  const months = useMemo(() => monthRows(report, wording), [report, wording]);
  const title = (section: Section) => t(SECTION_TITLES[section]);
  const unlisted = unlistedDealerOrders(report);
  const partsValue = Object.fromEntries(CURRENCY_CODES.map((code) => [code, report.parts[code].value]));

  const exportSection = (section: Section) => {
    downloadCsv(sectionCsv(section, report, dealerNumbers, wording), sectionFileName(section, range));
    enqueueSnackbar(t('reports.export.done', { section: title(section).toLowerCase() }), { variant: 'success' });
  };

  const dealerNote = [
    dealers.length > TOP_DEALERS ? t('reports.dealers.topNote', { top: TOP_DEALERS, count: dealers.length }) : '',
    unlisted > 0 ? t('reports.dealers.unlisted', { count: unlisted }) : '',
  ].filter(Boolean).join(' ');

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, lg: 6 }}>
        <ReportSection title={title('status')} onExport={() => exportSection('status')}>
          <CountBarChart title={title('status')} rows={statuses} />
          <CountTable title={title('status')} labelHeader={t('reports.column.status')} rows={statuses} total={report.total} />
        </ReportSection>
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <ReportSection title={title('type')} onExport={() => exportSection('type')}>
          <CountPieChart title={title('type')} rows={types} />
          <CountTable title={title('type')} labelHeader={t('reports.column.type')} rows={types} total={report.total} />
        </ReportSection>
      </Grid>
      <Grid size={12}>
        <ReportSection title={title('dealer')} description={dealerNote || undefined} onExport={() => exportSection('dealer')}>
          <CountBarChart
            title={t('reports.dealers.chartTitle', { title: title('dealer'), top: Math.min(TOP_DEALERS, dealers.length) })}
            rows={dealers.slice(0, TOP_DEALERS)}
            labelWidth={200}
          />
          <DealerTable title={title('dealer')} rows={dealers} />
        </ReportSection>
      </Grid>
      <Grid size={12}>
        <ReportSection
          title={title('month')}
          description={t('reports.months.description')}
          onExport={() => exportSection('month')}
        >
          <MonthBarChart title={title('month')} rows={months} />
          <MonthTable title={title('month')} rows={months} total={report.total} partsValue={partsValue} />
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
  useNamespaces('reports', 'reference');
  const t = useT();
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
        title={t('reports.title')}
        subtitle={t('reports.subtitle')}
        actions={
          <Button
            variant="outlined"
            component={RouterLink}
            to="/admin/reports/sms_recipients"
            startIcon={<Icon aria-hidden="true">sms</Icon>}
            sx={{ color: 'primary.dark', borderColor: 'primary.dark' }}
          >
            {t('reports.sms.title')}
          </Button>
        }
      />
      <RangeForm range={range} today={today} onChange={setRange} />
      {state.status === 'loading' ? <Progress state={state} /> : null}
      {state.status === 'error' ? (
        <LoadErrorAlert what={t('reports.what')} onRetry={retry} />
      ) : null}
      {state.status === 'ready' ? (
        <>
          <Summary report={state.report} range={range} />
          {state.report.total === 0 ? (
            <EmptyState
              icon="bar_chart"
              title={t('reports.empty.title')}
              message={t('reports.empty.message')}
            />
          ) : (
            <Report report={state.report} companies={state.companies} range={range} />
          )}
        </>
      ) : null}
    </>
  );
}
