/** The reports in Canadian French: summary, tables, charts, CSV files and the SMS recipients. */
import Papa from 'papaparse';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations, inLanguage } from '../../i18n/testing';
import { renderWithProviders } from '../../test/render';
import ReportsScreen from './ReportsScreen';
import SmsRecipientsScreen from './SmsRecipientsScreen';
import { LONG_WAIT, SMS_RECIPIENTS, admin, closeReports, openReportsAsAdmin, reportDealers, reportFixture, reportsAt } from './testing';

vi.mock('../../data/orders/orderReports', () => ({ fetchOrderReport: vi.fn() }));
vi.mock('../../data/companiesApi', () => ({ listCompanies: vi.fn() }));
vi.mock('../../data/usersApi', () => ({ findUsers: vi.fn() }));
vi.mock('../../lib/download', () => ({ downloadCsv: vi.fn() }));
const { fetchOrderReport } = await import('../../data/orders/orderReports');
const { listCompanies } = await import('../../data/companiesApi');
const { findUsers } = await import('../../data/usersApi');
const { downloadCsv } = await import('../../lib/download');

const cellTexts = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.replace(/\s/g, ' '));

beforeEach(() => {
  openReportsAsAdmin();
  vi.mocked(listCompanies).mockResolvedValue(reportDealers);
  vi.mocked(fetchOrderReport).mockResolvedValue(reportFixture());
});
afterEach(closeReports);

describe('the reports in French', () => {
  it('words the summary, tables and charts in French, with French numbers, money and months', async () => {
    await inLanguage('fr', async () => {
      renderWithProviders(<ReportsScreen />, reportsAt());
      expect(await screen.findByText('10 commandes du 15 mars 2026 au 10 mai 2026', undefined, LONG_WAIT)).toBeInTheDocument();
      expect(screen.getByText('Commandes de pièces : 1 234,50 $ CA (3 commandes) et 99,99 $ US (2 commandes)')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Rapports' })).toBeInTheDocument();

      const status = screen.getByRole('table', { name: 'Commandes par statut' });
      expect(cellTexts(within(status).getByRole('row', { name: /^En attente/ }))).toEqual(['En attente', '4', '40 %']);
      expect(cellTexts(within(screen.getByRole('table', { name: 'Commandes par type' })).getByRole('row', { name: /^Commande de pièces/ }))).toEqual([
        'Commande de pièces',
        '5',
        '50 %',
      ]);
      const months = screen.getByRole('table', { name: 'Commandes par mois' });
      expect(cellTexts(within(months).getByRole('row', { name: /^avr\. 2026/ }))).toEqual(['avr. 2026', '5', '234,50 $ CA', '49,99 $ US']);
      expect(screen.getByText('1 commande n’appartient à aucun concessionnaire de la liste.')).toBeInTheDocument();
      expect(
        screen.getByRole('img', { name: 'Graphique\u00a0: Commandes par statut; le tableau ci-dessous donne les mêmes chiffres' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Cette année' })).toBeInTheDocument();

      fireEvent.click(screen.getByRole('button', { name: 'Exporter en CSV (commandes par type)' }));
      const [csv, fileName] = vi.mocked(downloadCsv).mock.calls[0];
      expect(fileName).toBe('orders-by-type-2026-03-15-to-2026-05-10.csv');
      expect(Papa.parse<string[]>(csv).data.slice(0, 2)).toEqual([
        ['Type', 'Commandes'],
        ['Commande de pièces', '5'],
      ]);
      expect(await screen.findByText('Exportation terminée : commandes par type.')).toBeInTheDocument();
    });
  });

  it('lists the SMS recipients in French, phone numbers as French writes them, with no accessibility violations', async () => {
    vi.mocked(findUsers).mockResolvedValue([
      { ...admin, id: 'u1', company: 'prairie', data: { ...admin.data, firstname: 'Zoé', lastname: 'Ng', phone: '+13065550101', sms: true } },
      { ...admin, id: 'u2', company: 'prairie', data: { ...admin.data, firstname: 'Mia', lastname: 'Cruz', phone: '', sms: true } },
    ]);
    await inLanguage('fr', async () => {
      renderWithProviders(<SmsRecipientsScreen />, SMS_RECIPIENTS);
      const grid = await screen.findByRole('grid', { name: 'Destinataires des textos' }, LONG_WAIT);
      expect(screen.getByText('2 utilisateurs actifs reçoivent des textos')).toBeInTheDocument();
      expect(within(grid).getByText('306 555-0101')).toBeInTheDocument();
      expect(within(grid).getByText('Aucun numéro de téléphone')).toBeInTheDocument();
      expect(within(grid).getByRole('columnheader', { name: 'Entreprise' })).toBeInTheDocument();

      fireEvent.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
      const [csv] = vi.mocked(downloadCsv).mock.calls[0];
      expect(Papa.parse<string[]>(csv).data[0]).toEqual(['Nom', 'Courriel', 'Téléphone', 'Entreprise']);
      expect(await screen.findByText('2 destinataires exportés.')).toBeInTheDocument();
      document.title = 'Destinataires des textos | Portail des concessionnaires';
      expect(await axeViolations()).toEqual([]);
    });
  });
});
