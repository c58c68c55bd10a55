import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations, inLanguage } from '../../i18n/testing';
import { MANUFACTURER } from '../../reference/manufacturer';
import { renderWithProviders } from '../../test/render';
import { resetSessionStore, signInAs, signOutAndRestoreMocks } from '../../test/session';
import type { User } from '../../types/domain';
import type { Order, Warranty } from '../../types/orders';
import ApplyWarrantyScreen from './ApplyWarrantyScreen';
import PendingWarrantiesScreen from './PendingWarrantiesScreen';
import { company, day, dealer, warrantyFixture } from './testing';
import WarrantyScreen from './WarrantyScreen';
import WarrantySubmittedScreen from './WarrantySubmittedScreen';

vi.mock('../../data/warrantiesApi', () => ({
  subscribeToWarranty: vi.fn(),
  subscribeToPendingWarrantyPage: vi.fn(),
  countPendingWarranties: vi.fn(),
  approveWarranty: vi.fn(),
  rejectWarranty: vi.fn(),
  newWarrantyId: vi.fn(() => 'w-123'),
  applyForWarranty: vi.fn(),
  subscribeToOrderWarranties: vi.fn(),
}));
vi.mock('../../data/filesApi', () => ({
  fileDownloadUrl: vi.fn(async (path: string) => `https://files.test/${path}`),
  uploadFile: vi.fn(),
}));
vi.mock('../../data/orders/orderReads', () => ({ getOrder: vi.fn() }));
vi.mock('../../data/orders/orderWrites', () => ({
  actorOf: (user: User) => ({ id: user.id, name: `${user.data.firstname} ${user.data.lastname}`, company: user.company }),
}));
vi.mock('../../data/notifications/notificationsApi', () => ({ createNotifications: vi.fn(async () => true) }));

const warranties = await import('../../data/warrantiesApi');
const { getOrder } = await import('../../data/orders/orderReads');
const { createNotifications } = await import('../../data/notifications/notificationsApi');

const admin: User = {
  id: 'u-admin',
  company: 'maker',
  active: true,
  data: { firstname: 'Alex', lastname: 'Admin', email: 'alex@maker.test', phone: '', sms: false, admin: true, manager: false },
};

const approved = warrantyFixture({
  status: 'approved',
  warrantyNumber: 'W-100001-2026',
  coverageStart: day(2026, 5, 14),
  coverageEnd: day(2041, 5, 14),
  decidedBy: 'u-admin',
  decidedByName: 'Alex Admin',
  decidedDate: day(2026, 6, 5),
});

function showingWarranty(warranty: Warranty) {
  vi.mocked(warranties.subscribeToWarranty).mockImplementation((_id, onChange) => {
    onChange(warranty);
    return () => undefined;
  });
}

function pending(list: Warranty[]) {
  vi.mocked(warranties.subscribeToPendingWarrantyPage).mockImplementation((_size, _after, onChange) => {
    onChange({ items: list, hasMore: false, last: null });
    return () => undefined;
  });
  vi.mocked(warranties.countPendingWarranties).mockResolvedValue(list.length);
}

/** The terms and values of a description list, as a reader meets them. */
function facts(root: HTMLElement): Record<string, string | null | undefined> {
  return Object.fromEntries(within(root).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
}

beforeEach(() => {
  resetSessionStore();
  // The app names every page (src/app/title.ts); axe checks that a page has a name.
  document.title = 'Portail des concessionnaires';
});
afterEach(signOutAndRestoreMocks);

describe('the warranty screens in French', () => {
  it('print the certificate, its terms and its dates in French', async () => {
    showingWarranty(approved);
    await inLanguage('fr', async () => {
      renderWithProviders(<WarrantyScreen />, { path: '/orders/warranty/w-1', route: '/orders/warranty/:id' });
      expect(await screen.findByRole('heading', { level: 1, name: 'Garantie de la commande 100001' })).toBeInTheDocument();
      expect(screen.getByText('Garantie W-100001-2026, en vigueur du 14 mai 2026 au 14 mai 2041.')).toBeInTheDocument();

      const certificate = screen.getByRole('region', { name: 'Certificat de garantie' });
      expect(certificate).toHaveTextContent(
        `${MANUFACTURER.name} garantit la toile FR du produit ci-dessous, installé au chantier indiqué, pour 15 ans, du 14 mai 2026 au 14 mai 2041, selon les conditions du présent certificat.`,
      );
      const coverage = within(certificate).getByRole('heading', { level: 3, name: 'Couverture' }).parentElement!;
      expect(facts(coverage)).toEqual({
        'Numéro de garantie': 'W-100001-2026',
        'Début de la couverture': '14 mai 2026',
        'Fin de la couverture': '14 mai 2041',
        'Émis le': '5 juin 2026',
      });
      const product = within(certificate).getByRole('heading', { level: 3, name: 'Produit' }).parentElement!;
      expect(product).toHaveTextContent('Commande de bâtiment 100001, toile FR');
      const terms = within(within(certificate).getByRole('heading', { level: 3, name: 'Conditions' }).parentElement!).getAllByRole('listitem');
      expect(terms).toHaveLength(6);
      expect(terms[0]).toHaveTextContent(/^Ce qui est couvert\. La toile nommée sur le présent certificat/);
      expect(terms[1]).toHaveTextContent(`${MANUFACTURER.name} réparera ou remplacera, à son choix,`);
      expect(within(certificate).getByText(`Signature autorisée, pour ${MANUFACTURER.name}`)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Imprimer' })).toBeInTheDocument();
      expect(await axeViolations()).toEqual([]);
    });
  });

  it('say a request is in and where to go next', async () => {
    showingWarranty(warrantyFixture());
    await inLanguage('fr', async () => {
      renderWithProviders(<WarrantySubmittedScreen />, { path: '/orders/warranty/apply/success/w-1', route: '/orders/warranty/apply/success/:id' });
      expect(await screen.findByText('Demande de garantie pour la commande 100001 envoyée')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Retour à la commande 100001' })).toHaveAttribute('href', '/orders/view/100001');
    });
  });

  it('let an admin approve in French, and tell the dealer in French', async () => {
    signInAs(admin);
    const request = warrantyFixture();
    pending([request]);
    vi.mocked(warranties.approveWarranty).mockResolvedValue({ ...approved });
    await inLanguage('fr', async () => {
      renderWithProviders(<PendingWarrantiesScreen />, { path: '/admin/warranties' });
      const card = await screen.findByRole('article', { name: 'Commande 100001 · Acme Buildings' });
      expect(within(card).getByText('Demande faite le 2 juin 2026 par Dana Dealer')).toBeInTheDocument();
      expect(facts(card)).toMatchObject({ 'Type de commande': 'Commande de bâtiment', Toile: 'FR', Chantier: '12 Range Road 300, Saskatoon, SK S7K 1A1, Canada' });
      expect(await axeViolations()).toEqual([]);

      await userEvent.click(within(card).getByRole('button', { name: 'Approuver la garantie de la commande 100001' }));
      const dialog = screen.getByRole('dialog', { name: 'Approuver la garantie de la commande 100001' });
      expect(within(dialog).getByText('Toile FR : 15 ans à compter de la date d’installation.')).toBeInTheDocument();
      expect(within(dialog).getByLabelText(/Numéro de garantie/)).toHaveValue('W-100001-2026');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Approuver' }));

      expect(await screen.findByText('Garantie de la commande 100001 approuvée; Dana Dealer a reçu une notification.')).toBeInTheDocument();
      expect(createNotifications).toHaveBeenCalledWith(
        // Stored without words: the dealer reads it in their own language, whatever the admin's.
        expect.objectContaining({
          subject: '',
          message: { id: 'notifications.system.warrantyApproved', values: { number: 100001 } },
          body: { order: '100001', warrantyNumber: 'W-100001-2026' },
        }),
      );
    });
  });

  it('ask for the reason of a rejection in French', async () => {
    signInAs(admin);
    pending([warrantyFixture()]);
    await inLanguage('fr', async () => {
      renderWithProviders(<PendingWarrantiesScreen />, { path: '/admin/warranties' });
      await userEvent.click(await screen.findByRole('button', { name: 'Refuser la garantie de la commande 100001' }));
      const dialog = screen.getByRole('dialog', { name: 'Refuser la garantie de la commande 100001' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Refuser' }));
      expect(await within(dialog).findByText('Indiquez pourquoi la demande est refusée : le concessionnaire lira cette remarque.')).toBeInTheDocument();
      expect(warranties.rejectWarranty).not.toHaveBeenCalled();
    });
  });

  it('let a dealer apply in French, with French dates and place names', async () => {
    signInAs(dealer, company);
    const delivered = {
      id: '100001',
      number: 100001,
      type: 'building',
      company: 'acme',
      companyName: 'Acme Buildings',
      status: 'delivered',
      customer: approved.endCustomer,
      createdDate: { toDate: () => new Date(2026, 0, 10) },
      updatedDate: { toDate: () => new Date(2026, 0, 20, 14, 0) },
      details: { cover: { fabric: 'FR' } },
    } as unknown as Order;
    vi.mocked(getOrder).mockResolvedValue(delivered);
    vi.mocked(warranties.subscribeToOrderWarranties).mockImplementation((_order, onChange) => {
      onChange([]);
      return () => undefined;
    });
    await inLanguage('fr', async () => {
      renderWithProviders(<ApplyWarrantyScreen />, { path: '/orders/warranty/apply/100001', route: '/orders/warranty/apply/:id' });
      expect(await screen.findByLabelText(/Nom du client/)).toHaveValue('Prairie Cattle Co.');
      expect(screen.getByText('Commande 100001 · Commande de bâtiment · commandée le 10 janv. 2026 · livrée le 20 janv. 2026')).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: /Pays/ })).toHaveTextContent('Canada');
      expect(screen.getByLabelText(/Code postal/)).toHaveAccessibleDescription('p. ex. S7K 1A1');
      expect(screen.getByText('JPEG, PNG ou WebP, jusqu’à 10 Mo chacune. Au moins une, au plus 10.')).toBeInTheDocument();
      expect(await axeViolations()).toEqual([]);

      await userEvent.click(screen.getByRole('combobox', { name: /Province/ }));
      const provinces = within(await screen.findByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
      expect(provinces).toContain('Colombie-Britannique');
      expect(provinces.indexOf('Île-du-Prince-Édouard')).toBeLessThan(provinces.indexOf('Manitoba'));
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
      expect(screen.getByRole('button', { name: 'Envoyer la demande de garantie' })).toBeInTheDocument();
    });
  });
});
