import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { Timestamp } from 'firebase/firestore';
import { translate } from '../../../i18n/i18n';
import type { Order } from '../../../types/orders';
import { formattedTotal } from './orderCells';
import { inLanguage } from '../../../i18n/testing';
import { csvFileName, csvRecords, ordersCsv } from './orderRows';

const at = (date: Date) => ({ toDate: () => date }) as unknown as Timestamp;

function order(overrides: Partial<Order> & Pick<Order, 'type' | 'details'>): Order {
  return {
    id: '100001', number: 100001, company: 'prairie', companyName: 'Prairie Shelters Ltd.', currency: 'CAD',
    createdBy: 'u1', createdByName: 'Dan Kowalski', createdDate: at(new Date(2026, 10, 3, 15, 30)), updatedDate: at(new Date(2026, 10, 3)),
    status: 'pending', statusIndex: 0, closed: false, soNumber: null, searchKeys: ['100001'], historyCount: 1, revision: 1,
    leadSource: 'Own Lead', poReference: 'PO-77', notes: '', customer: null, attachments: [],
    ...overrides,
  } as Order;
}

const parts = order({ type: 'parts', details: { lines: [], total: 1234.5 } });
const building = order({
  id: '100002', number: 100002, type: 'building', status: 'shipped', statusIndex: 9, soNumber: 'SO-5521', currency: 'USD',
  companyName: 'Lone Star Covers LLC', poReference: '',
  customer: { name: '=Smith, "Big" Farms', phone: '', email: '', site: { street: '', city: '', state: 'TX', zip: '', country: 'US' } },
  details: {} as Order<'building'>['details'],
});

describe('csvRecords', () => {
  it('lists the grid columns plus the currency, with the dealer for admins', () => {
    expect(csvRecords([parts, building], { includeDealer: true, t: translate })).toEqual([
      { 'Order Number': '100001', Type: 'Parts Order', Status: 'Pending', Dealer: 'Prairie Shelters Ltd.', 'End Customer': '',
        'PO Reference': 'PO-77', 'SO Number': '', 'Created Date': '2026-11-03', Total: '1234.50', Currency: 'CAD' },
      { 'Order Number': '100002', Type: 'Building Order', Status: 'Shipped', Dealer: 'Lone Star Covers LLC',
        'End Customer': '=Smith, "Big" Farms', 'PO Reference': '', 'SO Number': 'SO-5521', 'Created Date': '2026-11-03', Total: '',
        Currency: 'USD' },
    ]);
  });

  it('leaves the dealer out for dealers and managers', () => {
    expect(Object.keys(csvRecords([parts], { includeDealer: false, t: translate })[0])).not.toContain('Dealer');
  });
});

describe('ordersCsv', () => {
  it('writes a header and one quoted, formula-safe line per order that parses back', () => {
    const text = ordersCsv([parts, building], { includeDealer: false, t: translate });
    const parsed = Papa.parse<string[]>(text.trim());
    expect(parsed.data[0]).toEqual(['Order Number', 'Type', 'Status', 'End Customer', 'PO Reference', 'SO Number', 'Created Date', 'Total', 'Currency']);
    expect(parsed.data).toHaveLength(3);
    expect(parsed.data[2][3]).toBe('\'=Smith, "Big" Farms');
  });

  it('writes the headings, types and statuses in the reader\'s language, and the data as data', async () => {
    await inLanguage('fr', () => {
      const text = ordersCsv([parts], { includeDealer: false, t: translate });
      expect(Papa.parse<string[]>(text.trim()).data).toEqual([
        ['Numéro de commande', 'Type', 'Statut', 'Client final', 'Nº de bon de commande', 'Nº de commande client (SO)', 'Date de création', 'Total', 'Devise'],
        ['100001', 'Commande de pièces', 'En attente', '', 'PO-77', '', '2026-11-03', '1234.50', 'CAD'],
      ]);
    });
  });

  it('keeps the header when nothing matches', () => {
    expect(ordersCsv([], { includeDealer: true, t: translate }).trim()).toBe(
      'Order Number,Type,Status,Dealer,End Customer,PO Reference,SO Number,Created Date,Total,Currency',
    );
  });
});

describe('formattedTotal and csvFileName', () => {
  it('shows parts totals with their currency and nothing for other types', () => {
    expect(formattedTotal(parts, 'en-US')).toBe('$1,234.50 CAD');
    expect(formattedTotal(parts, 'fr-CA')).toBe('1\u00a0234,50\u00a0$\u00a0CA');
    expect(formattedTotal(building, 'en-US')).toBe('');
  });

  it('names the file after the list and the local day', () => {
    expect(csvFileName('active', new Date(2026, 10, 26, 23, 59))).toBe('active-orders-2026-11-26.csv');
    expect(csvFileName('history', new Date(2026, 0, 5))).toBe('order-history-2026-01-05.csv');
  });
});
