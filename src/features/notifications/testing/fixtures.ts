import { Timestamp } from 'firebase/firestore';
import type { AppNotification, User } from '../../../types/domain';

export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    company: 'acme',
    active: true,
    data: {
      firstname: 'Dana',
      lastname: 'Dealer',
      email: 'dana@example.com',
      phone: '555-123-4567',
      sms: false,
      admin: false,
      manager: false,
    },
    ...overrides,
  };
}

export function aNotification(id: string, overrides: Partial<AppNotification['data']> = {}): AppNotification {
  return {
    id,
    recipient: 'user-1',
    status: 'active',
    data: {
      subject: `Subject ${id}`,
      body: { message: `Body of ${id}` },
      createdBy: 'admin-1',
      createdByName: 'Ada Admin',
      createdDate: Timestamp.fromMillis(Date.now() - 5 * 60_000),
      ...overrides,
    },
  };
}
