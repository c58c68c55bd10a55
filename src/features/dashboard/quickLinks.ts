/**
 * The main tasks, one click from the dashboard: a dealer's (placing and following orders) or an admin's (the
 * decisions waiting for them and the Admin menu's screens). Only routes with a screen, for the role that sees them
 * (docs/product-rules.md, Routes and access).
 */
export interface QuickLink {
  label: string;
  to: string;
  /** Material icon ligature. */
  icon: string;
  description: string;
}

export const QUICK_LINKS: readonly QuickLink[] = [
  { label: 'Submit an Order', to: '/orders/new', icon: 'add_shopping_cart', description: 'Parts, cover, building or VP building.' },
  { label: 'Active Orders', to: '/orders', icon: 'local_shipping', description: 'Track orders in progress.' },
  { label: 'Order History', to: '/orders/history', icon: 'history', description: 'Delivered and cancelled orders.' },
  { label: 'Resources', to: '/resources/marketing', icon: 'folder_open', description: 'Marketing, sales and engineering files.' },
  { label: 'Profile', to: '/user', icon: 'person', description: 'Your details, SMS and password.' },
];

export const ADMIN_QUICK_LINKS: readonly QuickLink[] = [
  { label: 'Pending Change Requests', to: '/admin/changerequests', icon: 'rule', description: 'Approve or reject changes to orders.' },
  { label: 'Pending Warranty Requests', to: '/admin/warranties', icon: 'verified_user', description: 'Decide warranty applications.' },
  { label: 'Active Orders', to: '/orders', icon: 'local_shipping', description: "Every dealer's orders: move their status on." },
  { label: 'Manage Dealers', to: '/admin/companies', icon: 'store', description: 'Dealer companies and their users.' },
  { label: 'Manage Users', to: '/admin/users', icon: 'group', description: 'Invite, edit and disable users.' },
  { label: 'Reports', to: '/admin/reports', icon: 'bar_chart', description: 'Orders by status, type, dealer and month.' },
  { label: 'Send Notification', to: '/admin/notification/send', icon: 'campaign', description: 'To a user, a company, the admins or everyone.' },
];

export function quickLinksFor(isAdmin: boolean): readonly QuickLink[] {
  return isAdmin ? ADMIN_QUICK_LINKS : QUICK_LINKS;
}
