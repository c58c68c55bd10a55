/** A stored warranty for screen tests, with Timestamp-like dates. */
import type { Company, User } from '../../types/domain';
import type { Warranty } from '../../types/orders';
import { testCompany, testUser } from '../../test/users';

export const day = (y: number, m: number, d: number) => ({ toDate: () => new Date(y, m - 1, d) }) as Warranty['installDate'];

export function warrantyFixture(overrides: Partial<Warranty> = {}): Warranty {
  return {
    id: 'w-1',
    order: '100001',
    orderNumber: 100001,
    orderType: 'building',
    company: 'acme',
    companyName: 'Acme Buildings',
    createdBy: 'u-dana',
    createdByName: 'Dana Dealer',
    createdDate: day(2026, 6, 2),
    status: 'pending',
    endCustomer: {
      name: 'Prairie Cattle Co.',
      phone: '306-555-0142',
      email: 'owner@prairiecattle.ca',
      site: { street: '12 Range Road 300', city: 'Saskatoon', state: 'SK', zip: 'S7K 1A1', country: 'CA' },
    },
    installDate: day(2026, 5, 14),
    installer: 'Northern Installs',
    photos: [{ path: 'warranties/acme/w-1/barn.png', name: 'barn.png', contentType: 'image/png', size: 3 }],
    fabric: 'FR',
    warrantyNumber: null,
    coverageStart: null,
    coverageEnd: null,
    decidedBy: null,
    decidedByName: null,
    decidedDate: null,
    decisionNote: '',
    ...overrides,
  };
}

/** The dealer who applies in the screen tests, and their company. */
export const dealer: User = testUser({ id: 'u-dana', company: 'acme' });
export const company: Company = { ...testCompany(), id: 'acme', name: 'Acme Buildings' };
