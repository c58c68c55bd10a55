/**
 * The report's charts. Each sits in an image with a title (its section's numbers are in the table under it,
 * which is what assistive technology reads); the charts' own drawing is hidden from it. Series take their colours
 * from the theme's chart palette (brand-derived, each at 3:1 or more against the chart in either theme).
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useT } from '../../i18n/hooks';
import { useFormat } from '../../i18n/useFormat';
import type { CountRow } from './reportRows';

/** The theme's chart palette; a theme without one (not the app's) draws in its primary colour. */
function useChartColours(): readonly string[] {
  const { palette } = useTheme();
  const chart = palette.chart as readonly string[] | undefined;
  return chart && chart.length > 0 ? chart : [palette.primary.dark];
}

function ChartFigure({ title, height, children }: { title: string; height: number; children: ReactNode }) {
  const t = useT();
  return (
    <Box role="img" aria-label={t('reports.chart.label', { title })} sx={{ width: '100%', height }}>
      {children}
    </Box>
  );
}

/** Horizontal bars, one per row, labels on the left (long status and dealer names stay readable). */
export function CountBarChart({ title, rows, labelWidth = 170 }: { title: string; rows: CountRow[]; labelWidth?: number }) {
  const t = useT();
  const format = useFormat();
  const [colour] = useChartColours();
  const height = Math.max(160, rows.length * 30 + 60);
  return (
    <ChartFigure title={title} height={height}>
      <BarChart
        height={height}
        layout="horizontal"
        hideLegend
        yAxis={[{ scaleType: 'band', data: rows.map((row) => row.label), width: labelWidth }]}
        xAxis={[{ tickMinStep: 1, valueFormatter: (value: number) => format.number(value) }]}
        series={[{ data: rows.map((row) => row.count), label: t('reports.column.orders'), color: colour }]}
        margin={{ right: 24 }}
      />
    </ChartFigure>
  );
}

/** Vertical bars over time (months). */
export function MonthBarChart({ title, rows }: { title: string; rows: CountRow[] }) {
  const t = useT();
  const format = useFormat();
  const [colour] = useChartColours();
  const height = 300;
  return (
    <ChartFigure title={title} height={height}>
      <BarChart
        height={height}
        hideLegend
        xAxis={[{ scaleType: 'band', data: rows.map((row) => row.label) }]}
        yAxis={[{ tickMinStep: 1, valueFormatter: (value: number) => format.number(value) }]}
        series={[{ data: rows.map((row) => row.count), label: t('reports.column.orders'), color: colour }]}
      />
    </ChartFigure>
  );
}

/** Shares of a whole (order types); slices with no orders are left out. */
export function CountPieChart({ title, rows }: { title: string; rows: CountRow[] }) {
  const colours = useChartColours();
  const height = 260;
  return (
    <ChartFigure title={title} height={height}>
      <PieChart
        height={height}
        colors={[...colours]}
        series={[
          {
            data: rows.filter((row) => row.count > 0).map((row) => ({ id: row.id, value: row.count, label: row.label })),
            innerRadius: 50,
            paddingAngle: 1,
          },
        ]}
      />
    </ChartFigure>
  );
}
