import type { Roles } from '../guard';
import { EXTERNAL_LINKS, mailtoHref, SUPPORT_CONTACTS } from './navLinks';

/** One destination of the top navigation (spec section 2, 'Top navigation'). */
export type NavItem =
  | { kind: 'route'; label: string; to: string }
  /** Opens in a new tab. */
  | { kind: 'external'; label: string; href: string }
  | { kind: 'mail'; label: string; href: string }
  | { kind: 'signOut'; label: string };

/** A top-level entry: a menu of items, or a single link. */
export type NavEntry =
  | { kind: 'menu'; id: string; label: string; items: NavItem[] }
  | { kind: 'link'; id: string; label: string; item: NavItem };

export const DASHBOARD_PATH = '/dashboard';

const route = (label: string, to: string): NavItem => ({ kind: 'route', label, to });
const external = (label: string, href: string): NavItem => ({ kind: 'external', label, href });

/** The top-level entries in display order; the Admin menu only for admins. Account is separate (always shown). */
export function buildNavEntries(roles: Roles): NavEntry[] {
  const entries: NavEntry[] = [
    {
      kind: 'menu',
      id: 'sales',
      label: 'Sales',
      items: [route('Submit an Order', '/orders/new'), route('Active Orders', '/orders'), route('Order History', '/orders/history')],
    },
    {
      kind: 'menu',
      id: 'resources',
      label: 'Resources',
      items: [
        route('Marketing', '/resources/marketing'),
        route('Sales', '/resources/sales'),
        route('Engineering', '/resources/engineering'),
        external('Merchandise', EXTERNAL_LINKS.merchandise),
      ],
    },
    { kind: 'link', id: 'rewards', label: 'Rewards', item: external('Rewards', EXTERNAL_LINKS.rewards) },
    {
      kind: 'menu',
      id: 'university',
      label: 'University',
      items: [
        external('Onboarding', EXTERNAL_LINKS.onboarding),
        external('Price Book & Quoting', EXTERNAL_LINKS.priceBookQuoting),
        external('Meet With Marketing', EXTERNAL_LINKS.meetWithMarketing),
        external('Fabric Install Training', EXTERNAL_LINKS.fabricInstallTraining),
      ],
    },
    {
      kind: 'menu',
      id: 'support',
      label: 'Support',
      items: SUPPORT_CONTACTS.map((contact) => ({ kind: 'mail', label: contact.label, href: mailtoHref(contact) })),
    },
  ];
  if (roles.admin) {
    entries.push({
      kind: 'menu',
      id: 'admin',
      label: 'Admin',
      items: [
        route('Manage Parts', '/admin/parts'),
        route('Manage Dealers', '/admin/companies'),
        route('Manage Users', '/admin/users'),
        route('Add Resources', '/admin/resources/add'),
        route('Pending Warranty Requests', '/admin/warranties'),
        route('Pending Change Requests', '/admin/changerequests'),
        route('Reports', '/admin/reports'),
        // Not in the spec's list of this menu, but its screen has no other way in.
        route('Send Notification', '/admin/notification/send'),
      ],
    });
  }
  return entries;
}

/**
 * Account, in the spec's order: Profile always, Sign Out, then Manage Users for managers (the manager flag), and
 * after it the company's Dealer Profile, which has no other way in.
 */
export function buildAccountMenu(roles: Roles): NavEntry & { kind: 'menu' } {
  const items: NavItem[] = [route('Profile', '/user'), { kind: 'signOut', label: 'Sign Out' }];
  if (roles.manager) items.push(route('Manage Users', '/manager/users'), route('Dealer Profile', '/manager/dealer'));
  return { kind: 'menu', id: 'account', label: 'Account', items };
}
