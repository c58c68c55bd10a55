/** The order view and the status dialog in Canadian French: words, reference values, dates, money and texts. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribeToOrderChangeRequests } from '../../../data/changeRequestsApi';
import { subscribeToOrder, subscribeToOrderHistory } from '../../../data/orders/orderReads';
import { changeOrderStatus } from '../../../data/orders/orderWrites';
import { sendSms } from '../../../data/smsApi';
import { listActiveUsersByCompany } from '../../../data/usersApi';
import { subscribeToOrderWarranties } from '../../../data/warrantiesApi';
import { axeViolations, inLanguage } from '../../../i18n/testing';
import { buildingOrder, changeRequest, historyEntry, partsOrder } from '../../../test/orderFixtures';
import { renderWithProviders } from '../../../test/render';
import { signInAs, signOutAndRestoreMocks } from '../../../test/session';
import { testCompany, testUser } from '../../../test/users';
import type { User } from '../../../types/domain';
import type { Order } from '../../../types/orders';
import OrderViewScreen from './OrderViewScreen';
import { StatusChangeDialog } from './status/StatusChangeDialog';

vi.mock('../../../data/orders/orderReads', () => ({ subscribeToOrder: vi.fn(), subscribeToOrderHistory: vi.fn() }));
vi.mock('../../../data/orders/orderWrites', () => ({
  actorOf: vi.fn(() => ({ id: 'admin-1', name: 'Ada Admin', company: 'hq' })),
  changeOrderStatus: vi.fn(),
}));
vi.mock('../../../data/changeRequestsApi', () => ({ subscribeToOrderChangeRequests: vi.fn() }));
vi.mock('../../../data/warrantiesApi', () => ({ subscribeToOrderWarranties: vi.fn() }));
vi.mock('../../../data/filesApi', () => ({ fileDownloadUrl: vi.fn(async (path: string) => `https://files.example/${path}`) }));
vi.mock('../../../data/usersApi', () => ({ listActiveUsersByCompany: vi.fn() }));
vi.mock('../../../data/notifications/notificationsApi', () => ({ createNotifications: vi.fn(async () => true) }));
vi.mock('../../../data/smsApi', () => ({ sendSms: vi.fn() }));

const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
const renderScreen = (id: string) => renderWithProviders(<OrderViewScreen />, { path: `/orders/view/${id}`, route: '/orders/view/:id' });

function serveOrder(order: Order) {
  vi.mocked(subscribeToOrder).mockImplementation((_id, onChange) => {
    onChange(order);
    return () => undefined;
  });
}

function companyUser(id: string, firstname: string, phone: string, language: 'en' | 'fr'): User {
  const person = testUser({ id });
  return { ...person, data: { ...person.data, firstname, lastname: 'Field', phone, sms: true, language } };
}

beforeEach(() => {
  signInAs(testUser(), testCompany());
  vi.mocked(subscribeToOrderHistory).mockImplementation((_id, onChange) => {
    onChange([
      historyEntry(),
      historyEntry({ id: '3', seq: 3, kind: 'status', from: 'pending', to: 'order received', byName: 'Ada Admin', note: 'Merci!' }),
    ]);
    return () => undefined;
  });
  vi.mocked(subscribeToOrderChangeRequests).mockImplementation((_order, onChange) => {
    onChange([changeRequest(), changeRequest({ id: 'cr-0', status: 'rejected', reason: 'Vieille idée' })]);
    return () => undefined;
  });
  vi.mocked(subscribeToOrderWarranties).mockImplementation((_order, onChange) => {
    onChange([]);
    return () => undefined;
  });
  vi.mocked(listActiveUsersByCompany).mockResolvedValue([
    companyUser('u-bo', 'Bo', '+13065550101', 'fr'),
    companyUser('u-al', 'Al', '+13065550102', 'en'),
  ]);
  vi.mocked(changeOrderStatus).mockImplementation(async (input) => ({ ...buildingOrder(), status: input.to, soNumber: input.soNumber }));
  vi.mocked(sendSms).mockImplementation(async (targets) => ({ sent: targets.length, failed: 0 }));
});

afterEach(signOutAndRestoreMocks);

// MUI dialogs and menus render slowly in jsdom on a busy machine.
describe('the order view in French', { timeout: 60_000 }, () => {
  it('words a building order, its requests and its history in French, without accessibility violations', async () => {
    serveOrder(buildingOrder());
    await inLanguage('fr', async () => {
      renderScreen('100007');
      expect(await screen.findByRole('heading', { level: 1, name: 'Commande 100007' })).toBeInTheDocument();
      expect(screen.getByText('Commande de bâtiment · Prairie Shelters Ltd.')).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
        'Demandes de modification en attente',
        'Commande',
        'Bâtiment',
        'Ancrage',
        'Toile',
        'Client final et chantier',
        'Pièces jointes',
        'Historique des statuts',
      ]);
      const section = (title: string) => screen.getByRole('heading', { level: 2, name: title }).closest('section') as HTMLElement;
      expect(section('Bâtiment')).toHaveTextContent('UsageAG - Bovins');
      expect(section('Ancrage')).toHaveTextContent('Sous-typeMur coulé');
      expect(section('Toile')).toHaveTextContent('Couleur des garnituresIdentique à la toile principale');
      expect(section('Client final et chantier')).toHaveTextContent('Date demandée1 juin 2026');
      expect(section('Demandes de modification en attente')).toHaveTextContent('Une demande de modification attend une décision.');
      expect(screen.getByRole('table', { name: 'Modifications demandées par Dana Dealer' })).toHaveTextContent('ChampValeur actuelleValeur demandée');

      const timeline = screen.getByRole('list', { name: 'Historique des statuts' });
      expect(within(timeline).getAllByRole('listitem').map((entry) => entry.querySelector('p')?.textContent)).toEqual([
        'Soumise avec le statut En attente',
        'En attente → Commande reçue',
        'Demande de modification refusée',
      ]);
      expect(timeline).toHaveTextContent('Note : Merci!');
      expect(timeline).toHaveTextContent('4 mars 2026, 14 h 05');
      expect(screen.getByRole('link', { name: 'Demander une modification' })).toBeInTheDocument();
      document.title = 'Commande | Portail des concessionnaires';
      expect(await axeViolations()).toEqual([]);
    });
  });

  it('prices parts in French', async () => {
    serveOrder(partsOrder());
    await inLanguage('fr', async () => {
      renderScreen('100004');
      const parts = await screen.findByRole('table', { name: 'Pièces de la commande 100004' });
      expect(parts).toHaveTextContent('Prix unitaire');
      expect(parts).toHaveTextContent('Total3 723,50 $ CA');
    });
  });

  it('words the fields an edit changed in French, whatever label the history entry stored', async () => {
    vi.mocked(subscribeToOrderHistory).mockImplementation((_id, onChange) => {
      onChange([
        historyEntry(),
        historyEntry({
          id: '2',
          seq: 2,
          kind: 'edited',
          changes: [
            { path: 'details.lines.P-100', label: 'Part P-100', from: { quantity: 3, partNumber: 'P-100', name: 'Purlin 10ft', unitPrice: 1234.5 }, to: null },
            { path: 'details.total', label: 'Total', from: 3723.5, to: 10 },
            { path: 'poReference', label: 'PO reference', from: 'PO-1', to: 'PO-77' },
          ],
        }),
      ]);
      return () => undefined;
    });
    serveOrder(partsOrder({ currency: 'USD' }));
    await inLanguage('fr', async () => {
      renderScreen('100004');
      const table = await screen.findByRole('table', { name: /^Champs modifiés le 4 mars 2026/ });
      expect(within(table).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
        ['Champ', 'Avant', 'Après'],
        ['Pièce P-100', '3 × P-100 Purlin 10ft à 1\u00a0234,50\u00a0$\u00a0US', '—'],
        ['Total', '3\u00a0723,50\u00a0$\u00a0US', '10,00\u00a0$\u00a0US'],
        ['Référence de bon de commande', 'PO-1', 'PO-77'],
      ]);
    });
  });

  it('says in French when the order is not to be found', async () => {
    vi.mocked(subscribeToOrder).mockImplementation((_id, onChange) => {
      onChange(null);
      return () => undefined;
    });
    await inLanguage('fr', async () => {
      renderScreen('999999');
      expect(await screen.findByRole('heading', { level: 1, name: 'Commande introuvable' })).toBeInTheDocument();
      expect(screen.getByText(/^Aucune commande 999999 ne vous est accessible/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Retour aux commandes en cours' })).toHaveAttribute('href', '/orders');
    });
  });

  it('changes the status in French, texting each recipient in their own language', async () => {
    const order = buildingOrder({ status: 'drawings stamped', soNumber: 'SO-5512' });
    await inLanguage('fr', async () => {
      renderWithProviders(<StatusChangeDialog open order={order} actor={{ id: 'admin-1', name: 'Ada Admin', company: 'hq' }} onClose={() => undefined} />);
      const dialog = await screen.findByRole('dialog', { name: 'Changer le statut de la commande 100007' });
      await within(dialog).findByRole('button', { name: 'Changer le statut' });
      expect(dialog).toHaveTextContent('Statut actuel : Dessins scellés');
      expect(within(dialog).getByRole('combobox', { name: /Nouveau statut/ })).toHaveTextContent('Préproduction');
      const recipients = within(dialog).getByRole('group', { name: 'Texto à' });
      expect(within(recipients).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
        'Al Field · 306 555-0102',
        'Bo Field · 306 555-0101',
      ]);
      // One preview per language the texts go out in: English for Al, French for Bo.
      expect(within(dialog).getByText(/^Texto : Dealer Portal: The order status for SO# SO-5512 has changed to pre production\./)).toBeInTheDocument();
      expect(within(dialog).getByText(/^Texto : Portail des concessionnaires : .*«\s*préproduction\s*»/)).toBeInTheDocument();
      expect(await axeViolations()).toEqual([]);

      await user.click(within(dialog).getByRole('button', { name: 'Changer le statut' }));
      expect(await screen.findByText('Statut modifié; 2 textos envoyés', undefined, { timeout: 5_000 })).toBeInTheDocument();
      await waitFor(() => expect(sendSms).toHaveBeenCalledTimes(2));
      expect(sendSms).toHaveBeenCalledWith([{ userId: 'u-al', phone: '+13065550102' }], expect.stringMatching(/^Dealer Portal: /));
      expect(sendSms).toHaveBeenCalledWith([{ userId: 'u-bo', phone: '+13065550101' }], expect.stringMatching(/^Portail des concessionnaires\u00a0: /));
    });
  });

  it('asks for the SO number in French', async () => {
    await inLanguage('fr', async () => {
      renderWithProviders(
        <StatusChangeDialog open order={partsOrder({ status: 'pending', soNumber: null })} actor={{ id: 'admin-1', name: 'Ada Admin', company: 'hq' }} onClose={() => undefined} />,
      );
      const dialog = await screen.findByRole('dialog', { name: 'Changer le statut de la commande 100004' });
      await user.click(await within(dialog).findByRole('button', { name: 'Changer le statut' }));
      expect(await within(dialog).findByText('Un nº de commande client (SO) est requis à partir du statut « Commande reçue ».')).toBeInTheDocument();
      expect(changeOrderStatus).not.toHaveBeenCalled();
    });
  });
});
