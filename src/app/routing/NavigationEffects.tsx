import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { documentTitle } from '../title';
import { useCurrentRouteHandle } from './routeHandle';

/** After every navigation: the document title names the route, and the page starts at the top. */
export function NavigationEffects() {
  const location = useLocation();
  const routeName = useCurrentRouteHandle()?.name ?? null;

  useEffect(() => {
    document.title = documentTitle(routeName);
  }, [location.key, routeName]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.key]);

  return null;
}
