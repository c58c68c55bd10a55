/** Dealers, their users and orders as the data layer returns them, for the dealer screens' tests. */
import { createElement } from 'react';
import type { CompanyListFilter, CompanyListItem, subscribeToCompanyPage } from '../../data/companiesApi';
import type { Page } from '../../data/pages';
import type { RenderOptions } from '../../test/render';
import { signInAs } from '../../test/session';
import type { Company, User } from '../../types/domain';
import type { Order } from '../../types/orders';

/** An admin of the head office. */
export const admin: User = {
  id: 'u-admin',
  company: 'hq',
  active: true,
  data: { firstname: 'Alex', lastname: 'Morgan', email: 'admin@example.com', phone: '', sms: false, admin: true, manager: false },
};

/** The manager of the dealer of `dealerFixture()`. */
export const manager: User = {
  id: 'u-maya',
  company: 'prairie',
  active: true,
  data: { firstname: 'Maya', lastname: 'Fournier', email: 'maya@prairie.example.com', phone: '', sms: false, admin: false, manager: true },
};

/** A stored dealer in Saskatchewan that orders in CAD. */
export function dealerFixture(overrides: Partial<Company> = {}): Company {
  return {
    id: 'prairie',
    name: 'Prairie Shelters Ltd.',
    dealerNumber: 'D-1001',
    address: { street: '210 Range Road 45', city: 'Saskatoon', state: 'SK', zip: 'S7K 1A1', country: 'CA' },
    phone: '+13065550123',
    email: 'office@prairie.example.com',
    representative: 'Riley Hart',
    currency: 'CAD',
    active: true,
    ...overrides,
  };
}

/** Signs the admin in, with `dealer`'s details standing for the head office. */
export function signInAsAdmin(dealer: Company = dealerFixture()): void {
  signInAs(admin, { ...dealer, id: 'hq', name: 'Head Office' });
}

/** The dealer's one recent order, a shipped cover order of March 4, 2026. */
export const recentOrder = {
  id: '100007',
  number: 100007,
  type: 'cover',
  status: 'shipped',
  createdDate: { toDate: () => new Date(2026, 2, 4) },
} as unknown as Order;

/** A row of the dealers' list: a Saskatchewan dealer that orders in CAD unless `overrides` say otherwise. */
export function companyRow(id: string, name: string, overrides: Partial<CompanyListItem> = {}): CompanyListItem {
  return {
    id,
    name,
    dealerNumber: `D-${id}`,
    city: 'Saskatoon',
    state: 'SK',
    country: 'CA',
    currency: 'CAD',
    phone: '+13065550123',
    active: true,
    problem: null,
    ...overrides,
  };
}

/** The list's only page: an active Canadian dealer and an inactive one in Texas. */
export function twoDealersPage(): Page<CompanyListItem> {
  return {
    items: [companyRow('a', 'Aspen Covers'), companyRow('b', 'Birch Domes', { active: false, country: 'US', state: 'TX', currency: 'USD' })],
    hasMore: false,
    last: null,
  };
}

/** A dealers' list subscription that answers at once with the page `pages` gives for the filter. */
export function answeringCompanyPages(pages: (filter: CompanyListFilter) => Page<CompanyListItem>): typeof subscribeToCompanyPage {
  return (filter, _size, _after, onChange) => {
    onChange(pages(filter));
    return () => undefined;
  };
}

/*
 * Where each screen renders (for renderWithProviders), with stand-ins for the pages it opens. Each test renders the
 * screen itself: a test mocks only the data functions its screen calls, so this module imports no screen.
 */

/** The dealer form at `path`: the add page, or the edit page of a dealer (`/admin/companies/edit/<id>`). */
export function companyFormAt(path: string): RenderOptions {
  return {
    path,
    route: path.includes('/edit/') ? '/admin/companies/edit/:id' : '/admin/companies/add',
    otherRoutes: { '/admin/companies': createElement('p', null, 'Dealer list') },
  };
}

/** The admins' list of dealers at `path`. */
export function companyListAt(path = '/admin/companies'): RenderOptions {
  return {
    path,
    route: '/admin/companies',
    otherRoutes: { '/admin/companies/add': createElement('p', null, 'Add page'), '/admin/companies/edit/:id': createElement('p', null, 'Edit page') },
  };
}

/** The manager's profile of their own dealer. */
export const DEALER_PROFILE: RenderOptions = { path: '/manager/dealer', route: '/manager/dealer' };
