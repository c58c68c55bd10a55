/**
 * The notices the portal sends by itself are stored without words (a message id, its values and a body of facts)
 * and read in the reader's language, whoever sent them and in whatever language the sender reads the portal.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Timestamp } from 'firebase/firestore';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppNotification } from '../../types/domain';
import { axeViolations, inLanguage } from '../../i18n/testing';
import { useSessionStore } from '../../store/session';
import { subscribeToNotifications } from '../../data/notifications/notificationsApi';
import { renderWithProviders } from '../../test/render';
import { NotificationBell } from './NotificationBell';
import NotificationsScreen from './NotificationsScreen';
import { aNotification, aUser } from './testing/fixtures';

vi.mock('../../data/notifications/notificationsApi', () => ({
  subscribeToNotifications: vi.fn(),
  markAsRead: vi.fn(async () => undefined),
  markManyAsRead: vi.fn(async () => undefined),
}));
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
});

const MARCH_4 = Timestamp.fromMillis(Date.UTC(2026, 2, 4, 15));

/** As an English-speaking admin's portal stores a status change: no subject, the facts as codes. */
const statusChanged = aNotification('status', {
  subject: '',
  message: { id: 'notifications.system.statusChanged', values: { number: 100044, status: 'drawings stamped' } },
  body: { order: '100044', type: 'building', status: 'drawings stamped', soNumber: 'SO-9', note: 'Two trucks on Monday' },
  link: '/orders/view/100044',
  createdByName: 'Ada Admin',
  createdDate: MARCH_4,
});

/** As an English-speaking dealer's portal stores a change request: the changed fields by their paths. */
const changeRequested = aNotification('change', {
  subject: '',
  message: { id: 'notifications.system.changeRequested', values: { number: 100045 } },
  body: {
    order: '100045',
    dealer: 'Prairie Shelters',
    requestedBy: 'Dana Dealer',
    reason: 'The customer wants a wider building.',
    changes: 'details.width\ndetails.cover.colour\ndetails.lines.BP-100\ndetails.mount.braceCount',
  },
  link: '/admin/changerequests',
  createdByName: 'Dana Dealer',
  createdDate: MARCH_4,
});

/** A warranty request: the install date as the calendar day, the sentence's names among the values. */
const warrantyApplied = aNotification('warranty', {
  subject: '',
  message: { id: 'notifications.system.warrantyApplied', values: { number: 100046, applicant: 'Dana Dealer', company: 'Prairie Shelters' } },
  body: { order: '100046', dealer: 'Prairie Shelters', endCustomer: 'Farm Co', installDate: '2026-03-04', installer: 'Prairie crew' },
  link: '/admin/warranties',
  createdByName: 'Dana Dealer',
  createdDate: MARCH_4,
});

/** The value beside each label of a notice's body. */
function field(dialog: HTMLElement, label: string): HTMLElement {
  const term = within(dialog).getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

describe('a notice the portal sent, in the reader’s language', () => {
  it('lists and opens a status change sent by an English-speaking admin in French', async () => {
    await inLanguage('fr', async () => {
      renderWithProviders(<NotificationBell />);
      emit([statusChanged]);
      await userEvent.click(screen.getByRole('button', { name: 'Notifications (1 non lue)' }));
      const menu = screen.getByRole('menu', { name: 'Notifications' });
      await userEvent.click(within(menu).getByRole('menuitem', { name: /Commande 100044\u00a0: nouveau statut «\u00a0Dessins scellés\u00a0»/ }));

      const dialog = await screen.findByRole('dialog', { name: 'Commande 100044\u00a0: nouveau statut «\u00a0Dessins scellés\u00a0»' });
      expect(field(dialog, 'Commande')).toHaveTextContent('100044');
      expect(field(dialog, 'Type')).toHaveTextContent('Commande de bâtiment');
      expect(field(dialog, 'Statut')).toHaveTextContent('Dessins scellés');
      expect(field(dialog, 'Nº de commande client (SO)')).toHaveTextContent('SO-9');
      // What a person typed stays as they typed it.
      expect(field(dialog, 'Remarque')).toHaveTextContent('Two trucks on Monday');
      expect(dialog).not.toHaveTextContent(/Building Order|Drawings Stamped|is now/);
      document.title = 'Tableau de bord | Portail des concessionnaires';
      expect(await axeViolations()).toEqual([]);
    });
  });

  it('names the changed fields of a change request in French, and a field it has no name for as it can', async () => {
    await inLanguage('fr', async () => {
      renderWithProviders(<NotificationBell />);
      emit([changeRequested]);
      await userEvent.click(screen.getByRole('button', { name: 'Notifications (1 non lue)' }));
      await userEvent.click(screen.getByRole('menuitem', { name: /Demande de modification pour la commande nº 100045/ }));

      const dialog = await screen.findByRole('dialog', { name: 'Demande de modification pour la commande nº 100045' });
      const changes = within(field(dialog, 'Modifications')).getAllByRole('listitem').map((item) => item.textContent);
      expect(changes).toEqual(['Largeur', 'Couleur', 'Pièce BP-100', 'Autre champ de l’ancrage (braceCount)']);
      expect(field(dialog, 'Demandée par')).toHaveTextContent('Dana Dealer');
      expect(field(dialog, 'Motif')).toHaveTextContent('The customer wants a wider building.');
    });
  });

  it('words a warranty request’s sentence and writes its install date as the reader does', async () => {
    await inLanguage('fr', async () => {
      renderWithProviders(<NotificationBell />);
      emit([warrantyApplied]);
      await userEvent.click(screen.getByRole('button', { name: 'Notifications (1 non lue)' }));
      await userEvent.click(screen.getByRole('menuitem', { name: /Demande de garantie pour la commande 100046/ }));

      const dialog = await screen.findByRole('dialog', { name: 'Demande de garantie pour la commande 100046' });
      expect(field(dialog, 'Message')).toHaveTextContent('Dana Dealer (Prairie Shelters) a fait une demande de garantie pour la commande 100046.');
      expect(field(dialog, 'Date d’installation')).toHaveTextContent('4 mars 2026');
      expect(field(dialog, 'Client final')).toHaveTextContent('Farm Co');
    });
  });

  it('reads the same notices in English to an English-speaking reader', async () => {
    renderWithProviders(<NotificationBell />);
    emit([statusChanged, changeRequested, warrantyApplied]);
    await userEvent.click(screen.getByRole('button', { name: 'Notifications (3 unread)' }));
    const items = within(screen.getByRole('menu', { name: 'Notifications' })).getAllByRole('menuitem');
    expect(items.slice(0, 3).map((item) => item.querySelector('.MuiListItemText-primary')?.textContent)).toEqual([
      'Order 100044 is now Drawings Stamped',
      'Change requested for order #100045',
      'Warranty request for order 100046',
    ]);

    await userEvent.click(items[2]!);
    const dialog = await screen.findByRole('dialog', { name: 'Warranty request for order 100046' });
    expect(field(dialog, 'Message')).toHaveTextContent('Dana Dealer of Prairie Shelters applied for warranty on order 100046.');
    expect(field(dialog, 'Install Date')).toHaveTextContent('Mar 4, 2026');
  });

  it('names a notice by its worded subject on the Notification Dashboard, its mark-as-read button too', async () => {
    await inLanguage('fr', async () => {
      renderWithProviders(<NotificationsScreen />);
      emit([warrantyApplied]);
      expect(screen.getByRole('button', { name: /^Demande de garantie pour la commande 100046 Dana Dealer · / })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Marquer «\u00a0Demande de garantie pour la commande 100046\u00a0» comme lu' })).toBeInTheDocument();
    });
  });

  it('shows a notice of a kind this portal does not know by what was stored beside it', async () => {
    const unknown = aNotification('later', {
      subject: 'Stored subject',
      message: { id: 'notifications.system.somethingNew', values: { number: 7 } },
      body: { message: 'Stored words' },
    });
    renderWithProviders(<NotificationBell />);
    emit([unknown]);
    await userEvent.click(screen.getByRole('button', { name: 'Notifications (1 unread)' }));
    await userEvent.click(screen.getByRole('menuitem', { name: /Stored subject/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Stored subject' });
    expect(field(dialog, 'Message')).toHaveTextContent('Stored words');
  });
});
