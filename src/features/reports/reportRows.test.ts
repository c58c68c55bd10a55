import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  dealerRows,
  monthRows,
  sectionCsv,
  sectionCsvRows,
  sectionFileName,
  shareOf,
  statusRows,
  typeRows,
  unlistedDealerOrders,
} from './reportRows';
import { reportFixture } from './testing';

const report = reportFixture();
const numbers = new Map([['prairie', 'D-1001'], ['lonestar', 'D-2001']]);

describe('report rows', () => {
  it('lists every status in workflow order and every type, zeros included', () => {
    expect(statusRows(report).map((row) => [row.label, row.count])).toEqual([
      ['Pending', 4], ['Order Received', 3], ['Drawings In Engineering', 0], ['Drawings Out For Approval', 0],
      ['Drawings Out For Analysis', 0], ['Drawings Stamped', 0], ['Pre Production', 0], ['Post Production', 0],
      ['Ready For Shipment', 0], ['Shipped', 2], ['Delivered', 0], ['Cancelled', 1],
    ]);
    expect(typeRows(report).map((row) => [row.id, row.label, row.count])).toEqual([
      ['parts', 'Parts Order', 5], ['cover', 'Cover Order', 3], ['building', 'Building Order', 2], ['vp', 'VP Building Order', 0],
    ]);
  });

  it('gives dealers their numbers and counts the orders of no listed dealer', () => {
    expect(dealerRows(report, numbers)).toEqual([
      { id: 'prairie', label: 'Prairie Shelters Ltd.', count: 6, dealerNumber: 'D-1001' },
      { id: 'lonestar', label: 'Lone Star Covers LLC', count: 3, dealerNumber: 'D-2001' },
    ]);
    expect(dealerRows(report)[0].dealerNumber).toBe('');
    expect(unlistedDealerOrders(report)).toBe(1);
    expect(unlistedDealerOrders(reportFixture({ total: 9 }))).toBe(0);
  });

  it('names months by the month they start in, with the parts value per currency', () => {
    expect(monthRows(report)).toEqual([
      { id: '2026-03', month: '2026-03', label: 'Mar 2026', count: 2, partsValue: { CAD: 1000, USD: 0 } },
      { id: '2026-04', month: '2026-04', label: 'Apr 2026', count: 5, partsValue: { CAD: 234.5, USD: 49.99 } },
      { id: '2026-05', month: '2026-05', label: 'May 2026', count: 3, partsValue: { CAD: 0, USD: 50 } },
    ]);
  });

  it('writes shares as whole percents, or one decimal under ten percent', () => {
    expect(shareOf(4, 10)).toBe('40%');
    expect(shareOf(0, 10)).toBe('0%');
    expect(shareOf(1, 200)).toBe('0.5%');
    expect(shareOf(1, 3)).toBe('33%');
    expect(shareOf(1, 0)).toBe('');
  });
});

describe('report CSV', () => {
  it('has a header and one row per table line in each section', () => {
    expect(sectionCsvRows('status', report).slice(0, 3)).toEqual([['Status', 'Orders'], ['Pending', '4'], ['Order Received', '3']]);
    expect(sectionCsvRows('status', report)).toHaveLength(13);
    expect(sectionCsvRows('type', report)).toEqual([
      ['Type', 'Orders'], ['Parts Order', '5'], ['Cover Order', '3'], ['Building Order', '2'], ['VP Building Order', '0'],
    ]);
    expect(sectionCsvRows('dealer', report, numbers)).toEqual([
      ['Dealer', 'Dealer number', 'Orders'], ['Prairie Shelters Ltd.', 'D-1001', '6'], ['Lone Star Covers LLC', 'D-2001', '3'],
    ]);
    expect(sectionCsvRows('month', report)).toEqual([
      ['Month', 'Orders', 'Parts value (CAD)', 'Parts value (USD)'],
      ['2026-03', '2', '1000.00', '0.00'],
      ['2026-04', '5', '234.50', '49.99'],
      ['2026-05', '3', '0.00', '50.00'],
    ]);
  });

  it('quotes what needs quoting and reads back as written', () => {
    const quoted = reportFixture({ byDealer: [{ id: 'x', name: 'Smith, Jones & "Sons"', count: 1 }] });
    const csv = sectionCsv('dealer', quoted);
    expect(csv.split('\r\n')[1]).toBe('"Smith, Jones & ""Sons""",,1');
    expect(Papa.parse<string[]>(csv).data).toEqual(sectionCsvRows('dealer', quoted));
  });

  it('names the file after the section and the days', () => {
    expect(sectionFileName('month', { from: new Date(2025, 5, 1), to: new Date(2026, 4, 31) })).toBe('orders-by-month-2025-06-01-to-2026-05-31.csv');
  });
});
