/** The signed-in dealer, their company and their notifications, for the dashboard's tests. */
import { act } from '@testing-library/react';
import { Timestamp } from 'firebase/firestore';
import type { subscribeToNotifications } from '../../data/notifications/notificationsApi';
import { useSessionStore } from '../../store/session';
import type { AppNotification, Company, User } from '../../types/domain';

/** A dealer (user-1) of the company `acme`; `data` changes who they are. */
export function dealerUser(data: Partial<User['data']> = {}): User {
  return {
    id: 'user-1',
    company: 'acme',
    active: true,
    data: { firstname: 'Dana', lastname: 'Dealer', email: 'dana@example.com', phone: '', sms: false, admin: false, manager: false, ...data },
  };
}

/** The dealer's company, as the dashboard reads it: an id and a name. */
export const acme = (name = 'Acme Buildings') => ({ id: 'acme', name }) as Company;

/** Makes the signed-in `user` an admin, as when an admin signs in. */
export function promoteToAdmin(user: User): void {
  act(() => useSessionStore.getState().setCurrentUser({ ...user, data: { ...user.data, admin: true } }));
}

/** A notification to user-1, sent on 4 March 2026 in the afternoon, a weekday in every time zone of the Americas and Europe. */
export function notificationFixture(id: string, subject: string): AppNotification {
  return {
    id,
    recipient: 'user-1',
    status: 'active',
    data: { subject, body: {}, createdBy: 'a', createdByName: 'Ada Admin', createdDate: Timestamp.fromMillis(Date.UTC(2026, 2, 4, 15)) },
  };
}

/** A notifications subscription that answers at once with `notifications`. */
export function answeringNotifications(notifications: AppNotification[]): typeof subscribeToNotifications {
  return (_uid, onChange) => {
    onChange(notifications);
    return () => undefined;
  };
}
