import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/i18n';
import { inLanguage } from '../i18n/testing';
import { documentTitle, ROUTE_TITLES, type RouteName } from './title';
import { appRoutes, NOT_FOUND_NAME } from './routes';

/** The route names of the specification (section 2), whose Title Case form is each page's English title. */
const SPEC_ROUTE_NAMES: Record<RouteName, string> = {
  login: 'login',
  register: 'register',
  dashboard: 'dashboard',
  notificationDashboard: 'notification dashboard',
  profile: 'profile',
  resources: 'resources',
  sendNotification: 'send notification',
  pendingWarrantyRequests: 'pending warranty requests',
  pendingChangeRequests: 'pending change requests',
  activeOrders: 'active orders',
  orderHistory: 'order history',
  submitAnOrder: 'submit an order',
  orderSubmitted: 'order submitted',
  partsOrder: 'parts order',
  coverOrder: 'cover order',
  buildingOrder: 'building order',
  vpBuildingOrder: 'VP building order',
  editPartsOrder: 'edit parts order',
  editCoverOrder: 'edit cover order',
  editBuildingOrder: 'edit building order',
  orderUpdated: 'order updated',
  viewOrder: 'view order',
  warranty: 'warranty',
  applyForWarranty: 'apply for warranty',
  warrantySubmitted: 'warranty submitted',
  dealerProfile: 'dealer profile',
  manageUsers: 'manage users',
  inviteUser: 'invite user',
  userInvited: 'user invited',
  editUser: 'edit user',
  reports: 'reports',
  smsRecipients: 'SMS recipients',
  manageParts: 'manage parts',
  addPart: 'add part',
  editPart: 'edit part',
  manageDealers: 'manage dealers',
  addDealer: 'add dealer',
  editDealer: 'edit dealer',
  addResource: 'add resource',
  editResource: 'edit resource',
  notFound: 'not found',
};

const titleCase = (name: string) => name.replace(/(^|\s)(\S)/g, (_match, space: string, letter: string) => space + letter.toUpperCase());

describe('document title', () => {
  it('is the route title followed by the product name', () => {
    expect(documentTitle('notificationDashboard')).toBe('Notification Dashboard | Dealer Portal');
    expect(documentTitle('sendNotification')).toBe('Send Notification | Dealer Portal');
    expect(documentTitle(NOT_FOUND_NAME)).toBe('Not Found | Dealer Portal');
  });

  it('is the product name alone when the route has no name, or one without a title', () => {
    expect(documentTitle(null)).toBe('Dealer Portal');
    expect(documentTitle('')).toBe('Dealer Portal');
    expect(documentTitle('toString')).toBe('Dealer Portal');
    expect(documentTitle('send notification')).toBe('Dealer Portal');
  });

  it('has a title for every route, which in English is the route name of the specification in Title Case', () => {
    const names = new Set<RouteName>([...appRoutes.map((route) => route.name), NOT_FOUND_NAME]);
    expect([...names].sort()).toEqual(Object.keys(ROUTE_TITLES).sort());
    for (const name of names) {
      expect(documentTitle(name), name).toBe(`${titleCase(SPEC_ROUTE_NAMES[name])} | Dealer Portal`);
    }
  });

  it('has a French title for every route', async () => {
    await inLanguage('fr', () => {
      for (const id of Object.values(ROUTE_TITLES)) {
        const title = translate(id);
        expect(title, id).not.toBe(id);
        expect(title, id).toMatch(/^\p{Lu}/u);
      }
    });
  });

  it('is in French for a French reader', async () => {
    await inLanguage('fr', () => {
      expect(documentTitle('pendingChangeRequests')).toBe('Demandes de modification en attente | Portail des concessionnaires');
      expect(documentTitle('dashboard')).toBe('Tableau de bord | Portail des concessionnaires');
      expect(documentTitle(NOT_FOUND_NAME)).toBe('Page introuvable | Portail des concessionnaires');
      expect(documentTitle(null)).toBe('Portail des concessionnaires');
    });
  });
});
