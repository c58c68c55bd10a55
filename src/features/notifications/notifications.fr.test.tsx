/** The notification screens, the bell and its dialog for a French-speaking reader. */
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Timestamp } from 'firebase/firestore';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppNotification } from '../../types/domain';
import { axeViolations, inLanguage } from '../../i18n/testing';
import { useSessionStore } from '../../store/session';
import { createNotifications, resolveRecipientUsers, subscribeToNotifications } from '../../data/notifications/notificationsApi';
import { sendSms } from '../../data/smsApi';
import { renderWithProviders } from '../../test/render';
import { NotificationBell } from './NotificationBell';
import { NotificationDialog } from './NotificationDialog';
import NotificationsScreen from './NotificationsScreen';
import SendNotificationScreen from './SendNotificationScreen';
import { aNotification, aUser } from './testing/fixtures';

vi.mock('../../data/notifications/notificationsApi', () => ({
  subscribeToNotifications: vi.fn(),
  markAsRead: vi.fn(async () => undefined),
  markManyAsRead: vi.fn(async () => undefined),
  createNotifications: vi.fn(async () => true),
  resolveRecipientUsers: vi.fn(async () => []),
}));
vi.mock('../../data/smsApi', () => ({ sendSms: vi.fn(async (targets: unknown[]) => ({ sent: targets.length, failed: 0 })) }));
vi.mock('../../data/usersApi', () => ({ queryUsers: vi.fn(async () => []), listActiveUsersByCompany: vi.fn(async () => []) }));
vi.mock('../../data/companiesApi', () => ({ getCompany: vi.fn(async (id: string) => ({ id, name: id })) }));
vi.mock('../../data/filesApi', () => ({ fileDownloadUrl: vi.fn() }));

let emit: (notifications: AppNotification[]) => void = () => undefined;

beforeEach(() => {
  vi.mocked(subscribeToNotifications).mockImplementation((_uid, onChange) => {
    emit = (notifications) => act(() => onChange(notifications));
    return () => undefined;
  });
  act(() => useSessionStore.getState().setCurrentUser(aUser({ data: { ...aUser().data, admin: true, language: 'fr' } })));
});

afterEach(() => {
  act(() => useSessionStore.getState().reset());
  vi.clearAllMocks();
  vi.useRealTimers();
});

/** Sent on 4 March 2026 in the afternoon, that day in every time zone of the Americas and Europe. */
const MARCH_4 = Timestamp.fromMillis(Date.UTC(2026, 2, 4, 15));

describe('the notifications in French', () => {
  it('names the bell by its unread count and lists the menu in French', async () => {
    // A notification is dated five minutes before the clock's now (fixtures.ts): a pinned clock keeps that exact.
    vi.setSystemTime(new Date(2026, 4, 20, 14, 30));
    await inLanguage('fr', async () => {
      renderWithProviders(<NotificationBell />);
      emit([aNotification('n1', { createdByName: 'Ada Admin' }), aNotification('n2')]);
      const bell = screen.getByRole('button', { name: 'Notifications (2 non lues)' });

      await userEvent.click(bell);
      const menu = screen.getByRole('menu', { name: 'Notifications' });
      expect(within(menu).getByRole('menuitem', { name: /Subject n1/ })).toHaveTextContent('Ada Admin · il y a 5 minutes');
      expect(within(menu).getByRole('menuitem', { name: 'Tableau des notifications' })).toBeInTheDocument();
    });
  });

  it('shows the Notification Dashboard and its confirmation in French', async () => {
    await inLanguage('fr', async () => {
      renderWithProviders(<NotificationsScreen />);
      emit([aNotification('n1', { createdDate: Timestamp.fromMillis(2_000) }), aNotification('n2', { createdDate: Timestamp.fromMillis(1_000) })]);

      expect(screen.getByRole('heading', { name: 'Tableau des notifications', level: 1 })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Marquer «\u00a0Subject n1\u00a0» comme lu' })).toBeInTheDocument();
      document.title = 'Tableau des notifications | Portail des concessionnaires';
      expect(await axeViolations()).toEqual([]);

      await userEvent.click(screen.getByRole('button', { name: 'Tout marquer comme lu' }));
      const dialog = screen.getByRole('dialog', { name: 'Tout marquer comme lu?' });
      expect(dialog).toHaveTextContent('Les 2 notifications seront retirées de votre liste.');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Tout marquer comme lu' }));
      expect(await screen.findByText('Toutes les notifications ont été marquées comme lues.')).toBeInTheDocument();
      expect(screen.getByText('Vous avez lu toutes vos notifications.')).toBeInTheDocument();
    });
  });

  it('words the dialog, its field labels, yes and no, and its date in French, and keeps what was written', async () => {
    const notification = aNotification('n7', {
      subject: 'Garantie approuvée',
      createdByName: 'Ada Admin',
      createdDate: MARCH_4,
      link: '/orders/warranty/w1',
      body: { message: 'Votre demande a été approuvée.', endCustomer: 'Ferme Co', site: { street: '1 rue Principale', city: 'Québec', state: 'QC', gated: true } },
    });
    await inLanguage('fr', async () => {
      renderWithProviders(<NotificationDialog notification={notification} onMarkAsRead={vi.fn()} onClose={vi.fn()} />);
      const dialog = screen.getByRole('dialog', { name: 'Garantie approuvée' });

      expect(dialog).toHaveTextContent(/De Ada Admin, le 4 mars 2026, \d{1,2} h \d{2}/);
      expect(within(dialog).getByText('Client final').nextElementSibling).toHaveTextContent('Ferme Co');
      expect(within(dialog).getByText('Adresse').nextElementSibling).toHaveTextContent('1 rue Principale');
      expect(within(dialog).getByText('Province/État').nextElementSibling).toHaveTextContent('QC');
      expect(within(dialog).getByText('Gated').nextElementSibling).toHaveTextContent('Oui');
      expect(within(dialog).getByRole('link', { name: 'Aller à la page' })).toHaveAttribute('href', '/orders/warranty/w1');
      expect(within(dialog).getByRole('button', { name: 'Marquer comme lu' })).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
      document.title = 'Tableau de bord | Portail des concessionnaires';
      expect(await axeViolations()).toEqual([]);
    });
  });

  it('sends in French, validates in French, and texts each recipient in their own language', async () => {
    const english = aUser({ id: 'u1', data: { ...aUser().data, sms: true, phone: '306-555-0001', language: 'en' } });
    const french = aUser({ id: 'u2', data: { ...aUser().data, sms: true, phone: '418-555-0002', language: 'fr' } });
    vi.mocked(resolveRecipientUsers).mockResolvedValueOnce([english, french]);
    await inLanguage('fr', async () => {
      renderWithProviders(<SendNotificationScreen />);
      expect(screen.getByRole('heading', { name: 'Envoyer une notification', level: 1 })).toBeInTheDocument();
      fireEvent.change(screen.getByLabelText(/Lien/), { target: { value: 'www.example.com' } });
      fireEvent.click(screen.getByRole('button', { name: 'Envoyer la notification' }));
      expect(await screen.findByText('Choisissez l’utilisateur à aviser.', {}, { timeout: 5_000 })).toBeInTheDocument();
      expect(screen.getByText('L’objet est obligatoire.')).toBeInTheDocument();
      expect(screen.getByText(/Le lien doit mener à une page du Portail/)).toBeInTheDocument();
      document.title = 'Envoyer une notification | Portail des concessionnaires';
      expect(await axeViolations()).toEqual([]);

      fireEvent.click(screen.getByLabelText('Tous les administrateurs'));
      fireEvent.change(screen.getByLabelText(/Objet/), { target: { value: 'Bureau fermé' } });
      fireEvent.change(screen.getByLabelText(/^Message/), { target: { value: 'Fermé vendredi.' } });
      fireEvent.change(screen.getByLabelText(/Lien/), { target: { value: '' } });
      fireEvent.click(screen.getByLabelText(/texto/));
      fireEvent.click(screen.getByRole('button', { name: 'Envoyer la notification' }));

      expect(await screen.findByText('Notification envoyée, avec 2 textos.', {}, { timeout: 5_000 })).toBeInTheDocument();
      expect(createNotifications).toHaveBeenCalledWith(expect.objectContaining({ recipients: 'admins', subject: 'Bureau fermé' }));
      expect(sendSms).toHaveBeenCalledWith([{ userId: 'u1', phone: '306-555-0001' }], 'Dealer Portal: Bureau fermé\nFermé vendredi.');
      expect(sendSms).toHaveBeenCalledWith([{ userId: 'u2', phone: '418-555-0002' }], 'Portail des concessionnaires\u00a0: Bureau fermé\nFermé vendredi.');
    });
  });
});
