import { matchPath } from 'react-router-dom';
import type { Access } from './guard';
import { appRoutes, type AppRoute } from './routes';

/** The route-table entry that a path (optionally with query and hash) resolves to, if any. */
export function findRoute(path: string, routes: readonly AppRoute[] = appRoutes): AppRoute | null {
  const pathname = path.split(/[?#]/, 1)[0] ?? path;
  return routes.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null) ?? null;
}

export function accessOf(path: string): Access | null {
  return findRoute(path)?.access ?? null;
}
