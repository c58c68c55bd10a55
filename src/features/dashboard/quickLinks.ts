/**
 * The main tasks, one click from the dashboard: a dealer's (placing and following orders) or an admin's (the
 * decisions waiting for them and the Admin menu's screens). Only routes with a screen, for the role that sees them
 * (docs/product-rules.md, Routes and access). Labels and descriptions are message ids.
 */
export interface QuickLink {
  label: string;
  to: string;
  /** Material icon ligature. */
  icon: string;
  description: string;
}

export const QUICK_LINKS: readonly QuickLink[] = [
  { label: 'dashboard.link.submitOrder', to: '/orders/new', icon: 'add_shopping_cart', description: 'dashboard.link.submitOrder.description' },
  { label: 'dashboard.link.activeOrders', to: '/orders', icon: 'local_shipping', description: 'dashboard.link.activeOrders.description' },
  { label: 'dashboard.link.orderHistory', to: '/orders/history', icon: 'history', description: 'dashboard.link.orderHistory.description' },
  { label: 'dashboard.link.resources', to: '/resources/marketing', icon: 'folder_open', description: 'dashboard.link.resources.description' },
  { label: 'dashboard.link.profile', to: '/user', icon: 'person', description: 'dashboard.link.profile.description' },
];

export const ADMIN_QUICK_LINKS: readonly QuickLink[] = [
  { label: 'dashboard.link.pendingChangeRequests', to: '/admin/changerequests', icon: 'rule', description: 'dashboard.link.pendingChangeRequests.description' },
  { label: 'dashboard.link.pendingWarrantyRequests', to: '/admin/warranties', icon: 'verified_user', description: 'dashboard.link.pendingWarrantyRequests.description' },
  { label: 'dashboard.link.activeOrders', to: '/orders', icon: 'local_shipping', description: 'dashboard.link.allActiveOrders.description' },
  { label: 'dashboard.link.manageDealers', to: '/admin/companies', icon: 'store', description: 'dashboard.link.manageDealers.description' },
  { label: 'dashboard.link.manageUsers', to: '/admin/users', icon: 'group', description: 'dashboard.link.manageUsers.description' },
  { label: 'dashboard.link.reports', to: '/admin/reports', icon: 'bar_chart', description: 'dashboard.link.reports.description' },
  { label: 'dashboard.link.sendNotification', to: '/admin/notification/send', icon: 'campaign', description: 'dashboard.link.sendNotification.description' },
];

export function quickLinksFor(isAdmin: boolean): readonly QuickLink[] {
  return isAdmin ? ADMIN_QUICK_LINKS : QUICK_LINKS;
}
