import { translate, type Translate } from '../i18n/i18n';

/**
 * The page title of each route, by its name (src/app/routes.tsx): names are language-neutral keys, the titles
 * are in the catalogues ('app' namespace, which every page loads before its first paint).
 */
export const ROUTE_TITLES = {
  login: 'app.title.login',
  register: 'app.title.register',
  dashboard: 'app.title.dashboard',
  notificationDashboard: 'app.title.notificationDashboard',
  profile: 'app.title.profile',
  resources: 'app.title.resources',
  sendNotification: 'app.title.sendNotification',
  pendingWarrantyRequests: 'app.title.pendingWarrantyRequests',
  pendingChangeRequests: 'app.title.pendingChangeRequests',
  activeOrders: 'app.title.activeOrders',
  orderHistory: 'app.title.orderHistory',
  submitAnOrder: 'app.title.submitAnOrder',
  orderSubmitted: 'app.title.orderSubmitted',
  partsOrder: 'app.title.partsOrder',
  coverOrder: 'app.title.coverOrder',
  buildingOrder: 'app.title.buildingOrder',
  vpBuildingOrder: 'app.title.vpBuildingOrder',
  editPartsOrder: 'app.title.editPartsOrder',
  editCoverOrder: 'app.title.editCoverOrder',
  editBuildingOrder: 'app.title.editBuildingOrder',
  orderUpdated: 'app.title.orderUpdated',
  viewOrder: 'app.title.viewOrder',
  warranty: 'app.title.warranty',
  applyForWarranty: 'app.title.applyForWarranty',
  warrantySubmitted: 'app.title.warrantySubmitted',
  dealerProfile: 'app.title.dealerProfile',
  manageUsers: 'app.title.manageUsers',
  inviteUser: 'app.title.inviteUser',
  userInvited: 'app.title.userInvited',
  editUser: 'app.title.editUser',
  reports: 'app.title.reports',
  smsRecipients: 'app.title.smsRecipients',
  manageParts: 'app.title.manageParts',
  addPart: 'app.title.addPart',
  editPart: 'app.title.editPart',
  manageDealers: 'app.title.manageDealers',
  addDealer: 'app.title.addDealer',
  editDealer: 'app.title.editDealer',
  addResource: 'app.title.addResource',
  editResource: 'app.title.editResource',
  notFound: 'app.title.notFound',
} as const satisfies Record<string, string>;

/** A route's name: the key of its page title. */
export type RouteName = keyof typeof ROUTE_TITLES;

/**
 * The document title after a navigation: the route's title and the product name (spec section 2), in the
 * active language unless `t` says otherwise. A path without a named route (the root's redirect) shows the
 * product name alone.
 */
export function documentTitle(routeName: string | null, t: Translate = translate): string {
  const product = t('app.productName');
  if (!routeName || !isRouteName(routeName)) return product;
  return t('app.title.withProduct', { title: t(ROUTE_TITLES[routeName]), product });
}

function isRouteName(name: string): name is RouteName {
  return Object.hasOwn(ROUTE_TITLES, name);
}
