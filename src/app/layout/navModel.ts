import { translate, type Translate } from '../../i18n/i18n';
import type { Roles } from '../guard';
import { EXTERNAL_LINKS, mailtoHref, SUPPORT_CONTACTS } from './navLinks';

/** One destination of the top navigation (spec section 2, 'Top navigation'); labels in the reader's language. */
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

/**
 * The top-level entries in display order; the Admin menu only for admins. Account is separate (always shown).
 * `t` reads the labels in the reader's language (the active one unless told).
 */
export function buildNavEntries(roles: Roles, t: Translate = translate): NavEntry[] {
  const route = (label: string, to: string): NavItem => ({ kind: 'route', label: t(label), to });
  const external = (label: string, href: string): NavItem => ({ kind: 'external', label: t(label), href });
  const product = t('app.productName');
  const entries: NavEntry[] = [
    {
      kind: 'menu',
      id: 'sales',
      label: t('app.nav.sales'),
      items: [
        route('app.nav.sales.submitOrder', '/orders/new'),
        route('app.nav.sales.activeOrders', '/orders'),
        route('app.nav.sales.orderHistory', '/orders/history'),
      ],
    },
    {
      kind: 'menu',
      id: 'resources',
      label: t('app.nav.resources'),
      items: [
        route('app.nav.resources.marketing', '/resources/marketing'),
        route('app.nav.resources.sales', '/resources/sales'),
        route('app.nav.resources.engineering', '/resources/engineering'),
        external('app.nav.resources.merchandise', EXTERNAL_LINKS.merchandise),
      ],
    },
    { kind: 'link', id: 'rewards', label: t('app.nav.rewards'), item: external('app.nav.rewards', EXTERNAL_LINKS.rewards) },
    {
      kind: 'menu',
      id: 'university',
      label: t('app.nav.university'),
      items: [
        external('app.nav.university.onboarding', EXTERNAL_LINKS.onboarding),
        external('app.nav.university.priceBookQuoting', EXTERNAL_LINKS.priceBookQuoting),
        external('app.nav.university.meetWithMarketing', EXTERNAL_LINKS.meetWithMarketing),
        external('app.nav.university.fabricInstallTraining', EXTERNAL_LINKS.fabricInstallTraining),
      ],
    },
    {
      kind: 'menu',
      id: 'support',
      label: t('app.nav.support'),
      items: SUPPORT_CONTACTS.map(({ topic, email }) => {
        const label = t(topic);
        return { kind: 'mail', label, href: mailtoHref({ email, subject: t('app.nav.support.subject', { product, topic: label }) }) };
      }),
    },
  ];
  if (roles.admin) {
    entries.push({
      kind: 'menu',
      id: 'admin',
      label: t('app.nav.admin'),
      items: [
        route('app.nav.admin.manageParts', '/admin/parts'),
        route('app.nav.admin.manageDealers', '/admin/companies'),
        route('app.nav.admin.manageUsers', '/admin/users'),
        route('app.nav.admin.addResources', '/admin/resources/add'),
        route('app.nav.admin.pendingWarrantyRequests', '/admin/warranties'),
        route('app.nav.admin.pendingChangeRequests', '/admin/changerequests'),
        route('app.nav.admin.reports', '/admin/reports'),
        // Not in the spec's list of this menu, but its screen has no other way in.
        route('app.nav.admin.sendNotification', '/admin/notification/send'),
      ],
    });
  }
  return entries;
}

/**
 * Account, in the spec's order: Profile always, Sign Out, then Manage Users for managers (the manager flag), and
 * after it the company's Dealer Profile, which has no other way in.
 */
export function buildAccountMenu(roles: Roles, t: Translate = translate): NavEntry & { kind: 'menu' } {
  const items: NavItem[] = [
    { kind: 'route', label: t('app.nav.account.profile'), to: '/user' },
    { kind: 'signOut', label: t('app.nav.account.signOut') },
  ];
  if (roles.manager) {
    items.push(
      { kind: 'route', label: t('app.nav.account.manageUsers'), to: '/manager/users' },
      { kind: 'route', label: t('app.nav.account.dealerProfile'), to: '/manager/dealer' },
    );
  }
  return { kind: 'menu', id: 'account', label: t('app.nav.account'), items };
}
