import { describe, expect, it } from 'vitest';
import type { Page } from '../../types/pages';
import { shownRowCount } from './rowCount';

const page = (count: number, hasMore: boolean): Page<number> => ({ items: Array.from({ length: count }, (_v, i) => i), hasMore, last: null });
const ready = (pageIndex: number, items: Page<number>, total: number | null) => ({ status: 'ready' as const, page: items, pageIndex, total });

describe('shownRowCount', () => {
  it('states the count when it agrees with the page', () => {
    expect(shownRowCount(ready(0, page(6, false), 6), 25, null)).toBe(6);
    expect(shownRowCount(ready(0, page(25, true), 30), 25, null)).toBe(30);
    expect(shownRowCount(ready(1, page(5, false), 30), 25, null)).toBe(30);
    expect(shownRowCount(ready(0, page(0, false), 0), 25, null)).toBe(0);
  });

  it('ends on the last page whatever a count behind it says, so Next never leads to an empty page', () => {
    expect(shownRowCount(ready(0, page(6, false), null), 25, null)).toBe(6);
    expect(shownRowCount(ready(0, page(6, false), 40), 25, null)).toBe(6);
    expect(shownRowCount(ready(1, page(3, false), 20), 25, null)).toBe(28);
  });

  it('is unknown while more pages follow and no count says how many', () => {
    expect(shownRowCount(ready(0, page(25, true), null), 25, null)).toBe(-1);
    // A count behind a page that still has a next one cannot be right.
    expect(shownRowCount(ready(0, page(25, true), 25), 25, null)).toBe(-1);
  });

  it('keeps the count shown before while a page loads', () => {
    expect(shownRowCount({ status: 'loading', page: page(25, true), pageIndex: 1, total: null }, 25, 30)).toBe(30);
    expect(shownRowCount({ status: 'loading', page: null, pageIndex: 0, total: null }, 25, null)).toBe(-1);
    expect(shownRowCount({ status: 'error', page: null, pageIndex: 0, total: 12 }, 25, 30)).toBe(12);
  });
});
