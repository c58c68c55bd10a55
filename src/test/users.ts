import type { Company, User } from '../types/domain';

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

/** The company of `testUser()`. */
export function testCompany(): Company {
  return {
    id: 'company-1',
    name: 'Prairie Shelters Ltd.',
    address: { street: '210 Range Road 45', city: 'Saskatoon', state: 'SK', zip: 'S7K 1A1', country: 'CA' },
    currency: 'CAD',
    phone: '+13065550123',
    email: 'office@prairie.example.com',
    dealerNumber: 'D-1001',
    representative: 'Riley Hart',
    active: true,
  };
}
