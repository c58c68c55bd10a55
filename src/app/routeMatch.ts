import { matchPath } from 'react-router-dom';
import type { Access } from './guard';
import { appRoutes, ROOT_REDIRECT, type AppRoute } from './routes';

/** The route-table entry that a path (optionally with query and hash) resolves to, if any. */
export function findRoute(path: string, routes: readonly AppRoute[] = appRoutes): AppRoute | null {
  const pathname = path.split(/[?#]/, 1)[0] ?? path;
  return routes.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null) ?? null;
}

/** The root path only forwards to /login, so every visitor may pass through it and none is remembered asking for it. */
export const ROOT_ACCESS: Access = 'public';

/** The access level of a path; null for a path outside the route table (the not-found page). */
export function accessOf(path: string): Access | null {
  const pathname = path.split(/[?#]/, 1)[0] ?? path;
  if (pathname === ROOT_REDIRECT.path) return ROOT_ACCESS;
  return findRoute(pathname)?.access ?? null;
}
