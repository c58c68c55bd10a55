import type { ComponentType } from 'react';
import type { Access } from './guard';
import type { RouteName } from './title';

export interface AppRoute {
  path: string;
  /** Language-neutral name of the route; it keys the page title, whose words are in the catalogues (title.ts). */
  name: RouteName;
  access: Access;
  /** Loads the screen (a default export) on demand. */
  load: () => Promise<{ default: ComponentType }>;
}

/** Every route of spec section 2 that has a screen; any other path shows the not-found page to a signed-in user. */
export const appRoutes: readonly AppRoute[] = [
  { path: '/login', name: 'login', access: 'guest', load: () => import('../features/auth/LoginScreen') },
  {
    path: '/register/:id',
    name: 'register',
    access: 'public',
    load: () => import('../features/register/RegisterScreen'),
  },
  {
    path: '/dashboard',
    name: 'dashboard',
    access: 'auth',
    load: () => import('../features/dashboard/DashboardScreen'),
  },
  {
    path: '/notifications',
    name: 'notificationDashboard',
    access: 'auth',
    load: () => import('../features/notifications/NotificationsScreen'),
  },
  { path: '/user', name: 'profile', access: 'auth', load: () => import('../features/profile/ProfileScreen') },
  ...orderRoutes(),
  {
    path: '/resources/:type',
    name: 'resources',
    access: 'auth',
    load: () => import('../features/resources/ResourcesScreen'),
  },
  ...managerRoutes(),
  ...adminRoutes(),
  {
    path: '/admin/notification/send',
    name: 'sendNotification',
    access: 'admin',
    load: () => import('../features/notifications/SendNotificationScreen'),
  },
  {
    path: '/admin/warranties',
    name: 'pendingWarrantyRequests',
    access: 'admin',
    load: () => import('../features/warranties/PendingWarrantiesScreen'),
  },
  {
    path: '/admin/changerequests',
    name: 'pendingChangeRequests',
    access: 'admin',
    load: () => import('../features/change-requests/PendingChangeRequestsScreen'),
  },
];

/** Placing, listing, viewing and editing orders, and warranties on them: every signed-in user. */
function orderRoutes(): AppRoute[] {
  const orderForm = () => import('../features/orders/form/OrderFormScreen');
  return [
    { path: '/orders', name: 'activeOrders', access: 'auth', load: () => import('../features/orders/list/ActiveOrdersScreen') },
    { path: '/orders/history', name: 'orderHistory', access: 'auth', load: () => import('../features/orders/list/OrderHistoryScreen') },
    { path: '/orders/new', name: 'submitAnOrder', access: 'auth', load: () => import('../features/orders/new/NewOrderScreen') },
    { path: '/orders/new/success', name: 'orderSubmitted', access: 'auth', load: () => import('../features/orders/new/OrderSubmittedScreen') },
    { path: '/orders/new/parts/:id?', name: 'partsOrder', access: 'auth', load: orderForm },
    { path: '/orders/new/cover/:id?', name: 'coverOrder', access: 'auth', load: orderForm },
    { path: '/orders/new/building/:id?', name: 'buildingOrder', access: 'auth', load: orderForm },
    { path: '/orders/new/vp/:id?', name: 'vpBuildingOrder', access: 'auth', load: orderForm },
    { path: '/orders/edit/parts/:id', name: 'editPartsOrder', access: 'auth', load: orderForm },
    { path: '/orders/edit/cover/:id', name: 'editCoverOrder', access: 'auth', load: orderForm },
    { path: '/orders/edit/building/:id', name: 'editBuildingOrder', access: 'auth', load: orderForm },
    { path: '/orders/edit/success', name: 'orderUpdated', access: 'auth', load: () => import('../features/orders/form/OrderEditedScreen') },
    { path: '/orders/view/:id', name: 'viewOrder', access: 'auth', load: () => import('../features/orders/view/OrderViewScreen') },
    { path: '/orders/warranty/:id', name: 'warranty', access: 'auth', load: () => import('../features/warranties/WarrantyScreen') },
    { path: '/orders/warranty/apply/:id', name: 'applyForWarranty', access: 'auth', load: () => import('../features/warranties/ApplyWarrantyScreen') },
    {
      path: '/orders/warranty/apply/success/:id',
      name: 'warrantySubmitted',
      access: 'auth',
      load: () => import('../features/warranties/WarrantySubmittedScreen'),
    },
  ];
}

/** A manager runs their own company; admins reach these too (spec section 2). */
function managerRoutes(): AppRoute[] {
  return [
    { path: '/manager/dealer', name: 'dealerProfile', access: 'manager', load: () => import('../features/companies/DealerProfileScreen') },
    ...userRoutes('/manager/users', 'manager'),
  ];
}

/** The same user screens serve admins (every company) and managers (their own); the path prefix sets the scope. */
function userRoutes(base: string, access: 'manager' | 'admin'): AppRoute[] {
  const invite = () => import('../features/users/InviteUserScreen');
  return [
    { path: base, name: 'manageUsers', access, load: () => import('../features/users/UsersScreen') },
    { path: `${base}/invite`, name: 'inviteUser', access, load: invite },
    { path: `${base}/invite/success/:id`, name: 'userInvited', access, load: () => import('../features/users/InviteSuccessScreen') },
    { path: `${base}/edit/:id`, name: 'editUser', access, load: () => import('../features/users/EditUserScreen') },
  ];
}

function adminRoutes(): AppRoute[] {
  const partForm = () => import('../features/parts/PartFormScreen');
  const companyForm = () => import('../features/companies/CompanyFormScreen');
  const resourceForm = () => import('../features/resources/ResourceFormScreen');
  return [
    { path: '/admin/reports', name: 'reports', access: 'admin', load: () => import('../features/reports/ReportsScreen') },
    {
      path: '/admin/reports/sms_recipients',
      name: 'smsRecipients',
      access: 'admin',
      load: () => import('../features/reports/SmsRecipientsScreen'),
    },
    { path: '/admin/parts', name: 'manageParts', access: 'admin', load: () => import('../features/parts/PartsScreen') },
    { path: '/admin/parts/add', name: 'addPart', access: 'admin', load: partForm },
    { path: '/admin/parts/edit/:id', name: 'editPart', access: 'admin', load: partForm },
    ...userRoutes('/admin/users', 'admin'),
    { path: '/admin/companies', name: 'manageDealers', access: 'admin', load: () => import('../features/companies/CompaniesScreen') },
    { path: '/admin/companies/add', name: 'addDealer', access: 'admin', load: companyForm },
    { path: '/admin/companies/edit/:id', name: 'editDealer', access: 'admin', load: companyForm },
    { path: '/admin/resources/add', name: 'addResource', access: 'admin', load: resourceForm },
    { path: '/admin/resources/edit/:id', name: 'editResource', access: 'admin', load: resourceForm },
  ];
}

/** The root path only forwards to the login screen, which sends signed-in users on to the dashboard. */
export const ROOT_REDIRECT = { path: '/', to: '/login' } as const;

export const NOT_FOUND_NAME: RouteName = 'notFound';
