import { lazy } from 'react';

const loadNavMenus = () => import('./NavMenus');

/** Starts loading the menus when a menu button is pointed at or focused, so a press rarely waits for them. */
export function preloadNavMenus(): void {
  // A failed early load is reported when a menu itself loads, through the screen's error boundary.
  loadNavMenus().catch(() => undefined);
}

export const EntryMenu = lazy(() => loadNavMenus().then((module) => ({ default: module.EntryMenu })));
export const AccountMenuList = lazy(() => loadNavMenus().then((module) => ({ default: module.AccountMenuList })));
export const MoreMenuList = lazy(() => loadNavMenus().then((module) => ({ default: module.MoreMenuList })));
