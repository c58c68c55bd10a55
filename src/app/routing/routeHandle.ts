import { useMatches } from 'react-router-dom';
import type { Access } from '../guard';

/** Carried by every screen route of the router as its `handle`. */
export interface RouteHandle {
  name: string;
  /** null for pages outside the route table (the not-found page). */
  access: Access | null;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'name' in handle && 'access' in handle;
}

/** The handle of the deepest matched route that has one; null on the root redirect. */
export function useCurrentRouteHandle(): RouteHandle | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return null;
}
