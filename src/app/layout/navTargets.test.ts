import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { QUICK_LINKS } from '../../features/dashboard/quickLinks';
import { findRoute } from '../routeMatch';
import { buildAccountMenu, buildNavEntries, type NavItem } from './navModel';

/** The paths of spec section 2 that have no screen in the route table yet. */
const SPEC_PATHS_WITHOUT_SCREEN = [
  '/resources/:type',
  '/manager/dealer',
  '/manager/users',
  '/admin/reports',
  '/admin/parts',
  '/admin/users',
  '/admin/companies',
  '/admin/resources/add',
];

const EVERYONE = { admin: true, manager: true };
const routeItems = (items: NavItem[]) => items.flatMap((item) => (item.kind === 'route' ? [item] : []));
const navRouteItems = [
  ...buildNavEntries(EVERYONE).flatMap((entry) => routeItems(entry.kind === 'menu' ? entry.items : [entry.item])),
  ...routeItems(buildAccountMenu(EVERYONE).items),
];

describe('where the navigation leads', () => {
  it.each(QUICK_LINKS.map((link) => [link.label, link.to]))('quick link %s leads to %s, a route with a screen', (_label, to) => {
    expect(findRoute(to)).not.toBeNull();
  });

  it.each(navRouteItems.map((item) => [item.label, item.to]))('menu item %s leads to %s, a path of the spec', (_label, to) => {
    const pending = SPEC_PATHS_WITHOUT_SCREEN.some((path) => matchPath({ path, end: true }, to) !== null);
    expect(findRoute(to) !== null || pending).toBe(true);
  });

  it('leads from the Sales menu, Profile and Send Notification to screens of the route table', () => {
    for (const to of ['/orders/new', '/orders', '/orders/history', '/user', '/admin/notification/send', '/admin/warranties', '/admin/changerequests']) {
      expect(navRouteItems.some((item) => item.to === to)).toBe(true);
      expect(findRoute(to)).not.toBeNull();
    }
  });
});
