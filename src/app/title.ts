import { translate, type Translate } from '../i18n/i18n';

/**
 * The title of each route by its name (src/app/routes.tsx): the route name in Title Case in English, its
 * translation in other languages. A route missing here is titled by its name as it is (title.test.ts requires one).
 */
export const ROUTE_TITLES: Readonly<Record<string, string>> = {
  login: 'app.title.login',
  register: 'app.title.register',
  dashboard: 'app.title.dashboard',
  'notification dashboard': 'app.title.notificationDashboard',
  profile: 'app.title.profile',
  resources: 'app.title.resources',
  'send notification': 'app.title.sendNotification',
  'pending warranty requests': 'app.title.pendingWarrantyRequests',
  'pending change requests': 'app.title.pendingChangeRequests',
  'active orders': 'app.title.activeOrders',
  'order history': 'app.title.orderHistory',
  'submit an order': 'app.title.submitAnOrder',
  'order submitted': 'app.title.orderSubmitted',
  'parts order': 'app.title.partsOrder',
  'cover order': 'app.title.coverOrder',
  'building order': 'app.title.buildingOrder',
  'VP building order': 'app.title.vpBuildingOrder',
  'edit parts order': 'app.title.editPartsOrder',
  'edit cover order': 'app.title.editCoverOrder',
  'edit building order': 'app.title.editBuildingOrder',
  'order updated': 'app.title.orderUpdated',
  'view order': 'app.title.viewOrder',
  warranty: 'app.title.warranty',
  'apply for warranty': 'app.title.applyForWarranty',
  'warranty submitted': 'app.title.warrantySubmitted',
  'dealer profile': 'app.title.dealerProfile',
  'manage users': 'app.title.manageUsers',
  'invite user': 'app.title.inviteUser',
  'user invited': 'app.title.userInvited',
  'edit user': 'app.title.editUser',
  reports: 'app.title.reports',
  'SMS recipients': 'app.title.smsRecipients',
  'manage parts': 'app.title.manageParts',
  'add part': 'app.title.addPart',
  'edit part': 'app.title.editPart',
  'manage dealers': 'app.title.manageDealers',
  'add dealer': 'app.title.addDealer',
  'edit dealer': 'app.title.editDealer',
  'add resource': 'app.title.addResource',
  'edit resource': 'app.title.editResource',
  'not found': 'app.title.notFound',
};

/** 'send notification' -> 'Send Notification'; words may be separated by spaces, hyphens or underscores. */
export function toTitleCase(name: string): string {
  return name
    .split(/[\s_-]+/)
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * The document title after a navigation: the route's title and the product name (spec section 2), in the
 * active language unless `t` says otherwise.
 */
export function documentTitle(routeName: string | null, t: Translate = translate): string {
  const product = t('app.productName');
  if (!routeName) return product;
  const id = ROUTE_TITLES[routeName];
  const title = id ? t(id) : toTitleCase(routeName);
  return title ? t('app.title.withProduct', { title, product }) : product;
}
