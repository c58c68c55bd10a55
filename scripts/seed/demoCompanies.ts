/** The demo companies (the manufacturer's head office and two dealers), their people and an unused invite. */
import type { Company, Invite, User } from '../../src/types/domain.js';
import { MANUFACTURER } from '../../src/reference/manufacturer.js';
import type { WithDates } from './withDates.js';

export const DEMO_PASSWORD = 'DemoPass123';
export const DEMO_INVITE_ID = 'demo-invite-7f3k2q9x';

export interface DemoAccount { uid: string; email: string; role: 'admin' | 'manager' | 'dealer'; company: string }

export const HQ = 'calhoun-hq';
export const CA_DEALER = 'prairie-shelters';
export const US_DEALER = 'lone-star-covers';
/** The admin who publishes resources and decides requests in the demo data. */
export const ADMIN_ID = 'demo-admin';
export const ADMIN_NAME = 'Alex Morgan';

/** Stored with nameLower (the name trimmed and lower-cased, as companyNameKey in src/data/companyDocument.ts), which orders the dealer list and serves its name search. */
export const companies: (Company & { nameLower: string })[] = ([
  { id: HQ, name: MANUFACTURER.name, dealerNumber: 'HQ-0001', representative: 'Head Office', currency: 'CAD', active: true, phone: '+15195550100', email: 'info@example.com',
    address: { ...MANUFACTURER.address, country: 'CA' } },
  { id: CA_DEALER, name: 'Prairie Shelters Ltd.', dealerNumber: 'D-1001', representative: 'Riley Hart', currency: 'CAD', active: true, phone: '+13065550123', email: 'office@prairie.example.com',
    address: { street: '210 Range Road 45', city: 'Saskatoon', state: 'SK', zip: 'S7K 1A1', country: 'CA' } },
  { id: US_DEALER, name: 'Lone Star Covers LLC', dealerNumber: 'D-2001', representative: 'Jordan Reyes', currency: 'USD', active: true, phone: '+18065550177', email: 'sales@lonestar.example.com',
    address: { street: '1800 Amarillo Blvd W', city: 'Amarillo', state: 'TX', zip: '79107', country: 'US' } },
] satisfies Company[]).map((company) => ({ ...company, nameLower: company.name.trim().toLowerCase() }));

function user(uid: string, company: string, first: string, last: string, email: string, phone: string, roles: { admin?: boolean; manager?: boolean } = {}): User {
  return { id: uid, company, active: true,
    data: { firstname: first, lastname: last, email, phone, sms: phone !== '', admin: !!roles.admin, manager: !!roles.manager } };
}

export const users: User[] = [
  user('demo-admin', HQ, 'Alex', 'Morgan', 'admin@example.com', '+15195550101', { admin: true }),
  user('demo-manager-ca', CA_DEALER, 'Maya', 'Fournier', 'manager.ca@example.com', '+13065550124', { manager: true }),
  user('demo-dealer-ca', CA_DEALER, 'Dan', 'Kowalski', 'dealer.ca@example.com', '+13065550125'),
  user('demo-manager-us', US_DEALER, 'Megan', 'Reyes', 'manager.us@example.com', '+18065550178', { manager: true }),
  user('demo-dealer-us', US_DEALER, 'Dylan', 'Brooks', 'dealer.us@example.com', ''),
];

export const accounts: DemoAccount[] = users.map((u) => ({
  uid: u.id, email: u.data.email, company: u.company,
  role: u.data.admin ? 'admin' : u.data.manager ? 'manager' : 'dealer',
}));

export const invites: WithDates<Invite>[] = [
  { id: DEMO_INVITE_ID, email: 'new.dealer@example.com', firstname: 'Nadia', lastname: 'Novak', company: CA_DEALER,
    companyName: 'Prairie Shelters Ltd.', admin: false, manager: false, used: false, usedBy: null, usedDate: null,
    createdBy: 'demo-manager-ca', createdByName: 'Maya Fournier', createdDate: new Date(Date.UTC(2026, 9, 1)), lastSentDate: null },
];

export const fullNameOf = (u: User) => `${u.data.firstname} ${u.data.lastname}`;

export function userById(id: string): User {
  const found = users.find((u) => u.id === id);
  if (!found) throw new Error(`No demo user ${id}`);
  return found;
}
