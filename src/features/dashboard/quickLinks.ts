/**
 * The main tasks, one click from the dashboard. Only routes with a screen (quickLinks.test.ts checks it against the
 * route table).
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
