import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/i18n';
import {
  MAX_REPORT_MONTHS,
  defaultRange,
  isReportableRange,
  last12Months,
  last30Days,
  monthCount,
  monthPeriods,
  parseIsoDay,
  quickRanges,
  readRange,
  reportPeriod,
  sameRange,
  thisYear,
  writeRange,
} from './reportRange';

const d = (year: number, month: number, day: number, hours = 0) => new Date(year, month - 1, day, hours);

describe('reportPeriod', () => {
  it('counts from the first day at midnight up to the midnight after the last day', () => {
    expect(reportPeriod({ from: d(2026, 3, 4, 15), to: d(2026, 3, 31, 9) })).toEqual({ from: d(2026, 3, 4), to: d(2026, 4, 1) });
  });

  it('makes one day a period of one day, across a year end too', () => {
    expect(reportPeriod({ from: d(2025, 12, 31), to: d(2025, 12, 31) })).toEqual({ from: d(2025, 12, 31), to: d(2026, 1, 1) });
  });
});

describe('monthPeriods', () => {
  it('cuts the first and last month to the period', () => {
    expect(monthPeriods({ from: d(2026, 3, 15), to: d(2026, 5, 10) })).toEqual([
      { from: d(2026, 3, 15), to: d(2026, 4, 1) },
      { from: d(2026, 4, 1), to: d(2026, 5, 1) },
      { from: d(2026, 5, 1), to: d(2026, 5, 10) },
    ]);
  });

  it('gives whole months for whole months, across a year end', () => {
    const months = monthPeriods({ from: d(2025, 11, 1), to: d(2026, 3, 1) });
    expect(months.map((m) => [m.from, m.to])).toEqual([
      [d(2025, 11, 1), d(2025, 12, 1)],
      [d(2025, 12, 1), d(2026, 1, 1)],
      [d(2026, 1, 1), d(2026, 2, 1)],
      [d(2026, 2, 1), d(2026, 3, 1)],
    ]);
  });

  it('gives one month for a period inside a month, and none for an empty period', () => {
    expect(monthPeriods({ from: d(2026, 2, 3), to: d(2026, 2, 4) })).toEqual([{ from: d(2026, 2, 3), to: d(2026, 2, 4) }]);
    expect(monthPeriods({ from: d(2026, 2, 3), to: d(2026, 2, 3) })).toEqual([]);
  });

  it('covers the period exactly, month after month, for any period', () => {
    for (const [from, to] of [[d(2024, 2, 29), d(2026, 7, 2)], [d(2026, 1, 31), d(2026, 3, 1)], [d(2020, 6, 15), d(2025, 6, 14)]]) {
      const months = monthPeriods({ from, to });
      expect(months[0].from).toEqual(from);
      expect(months.at(-1)?.to).toEqual(to);
      months.slice(1).forEach((month, index) => {
        expect(month.from).toEqual(months[index].to);
        expect(month.from.getDate()).toBe(1);
      });
    }
  });

  it('matches the month count of the picked days', () => {
    const range = { from: d(2025, 6, 1), to: d(2026, 5, 31) };
    expect(monthCount(range)).toBe(12);
    expect(monthPeriods(reportPeriod(range))).toHaveLength(12);
    expect(monthCount({ from: d(2026, 5, 31), to: d(2026, 5, 31) })).toBe(1);
  });
});

describe('quick ranges and the default range', () => {
  const today = d(2026, 5, 20, 14);

  it('opens on the last 12 months: this month and the eleven before it, up to today', () => {
    expect(defaultRange(today)).toEqual({ from: d(2025, 6, 1), to: d(2026, 5, 20) });
    expect(monthCount(defaultRange(today))).toBe(12);
    expect(last12Months(d(2026, 1, 2))).toEqual({ from: d(2025, 2, 1), to: d(2026, 1, 2) });
  });

  it('has this year from January 1 and the last 30 days with today included', () => {
    expect(thisYear(today)).toEqual({ from: d(2026, 1, 1), to: d(2026, 5, 20) });
    expect(last30Days(today)).toEqual({ from: d(2026, 4, 21), to: d(2026, 5, 20) });
    expect(last30Days(d(2026, 3, 1))).toEqual({ from: d(2026, 1, 31), to: d(2026, 3, 1) });
  });

  it('lists the three quick ranges in order', () => {
    expect(quickRanges(today).map((quick) => translate(quick.label))).toEqual(['This year', 'Last 12 months', 'Last 30 days']);
  });

  it('compares ranges by their days', () => {
    expect(sameRange({ from: d(2026, 1, 1, 9), to: d(2026, 2, 1) }, { from: d(2026, 1, 1), to: d(2026, 2, 1, 23) })).toBe(true);
    expect(sameRange({ from: d(2026, 1, 1), to: d(2026, 2, 1) }, { from: d(2026, 1, 2), to: d(2026, 2, 1) })).toBe(false);
  });
});

describe('the range in the address bar', () => {
  const today = d(2026, 5, 20);

  it('writes and reads back the days', () => {
    const range = { from: d(2024, 2, 29), to: d(2026, 1, 5) };
    const params = writeRange(range);
    expect(params.toString()).toBe('from=2024-02-29&to=2026-01-05');
    expect(readRange(params, today)).toEqual(range);
  });

  it('falls back to the default range for missing, malformed, impossible, reversed or too long ranges', () => {
    for (const query of ['', 'from=2026-01-01', 'from=2026-1-1&to=2026-02-01', 'from=2026-02-30&to=2026-03-01', 'from=2026-03-01&to=2026-02-01', 'from=2020-01-01&to=2025-01-01']) {
      expect(readRange(new URLSearchParams(query), today)).toEqual(defaultRange(today));
    }
  });

  it('parses only real days', () => {
    expect(parseIsoDay('2026-02-28')).toEqual(d(2026, 2, 28));
    expect(parseIsoDay('2026-02-29')).toBeNull();
    expect(parseIsoDay('2026-13-01')).toBeNull();
    expect(parseIsoDay(null)).toBeNull();
  });

  it('allows at most five years of months', () => {
    expect(isReportableRange({ from: d(2021, 6, 1), to: d(2026, 5, 31) })).toBe(true);
    expect(monthCount({ from: d(2021, 6, 1), to: d(2026, 5, 31) })).toBe(MAX_REPORT_MONTHS);
    expect(isReportableRange({ from: d(2021, 5, 31), to: d(2026, 5, 31) })).toBe(false);
  });
});
