import type { User } from '../types/domain';

/** A user document for tests; roles default to a plain dealer. */
export function testUser(overrides: { id?: string; company?: string; active?: boolean; admin?: boolean; manager?: boolean } = {}): User {
  return {
    id: overrides.id ?? 'user-1',
    company: overrides.company ?? 'company-1',
    active: overrides.active ?? true,
    data: {
      firstname: 'Dana',
      lastname: 'Dealer',
      email: 'dana@example.com',
      phone: '555-0100',
      sms: false,
      admin: overrides.admin ?? false,
      manager: overrides.manager ?? false,
    },
  };
}
