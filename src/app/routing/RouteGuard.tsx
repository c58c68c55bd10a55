import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LoadingState } from '../../components/LoadingState';
import { useSessionStore } from '../../store/session';
import { decideGuard, guardEffect, sessionEvent } from '../guard';
import { accessOf } from '../routeMatch';
import { useCurrentRouteHandle } from './routeHandle';
import { useGuardSession } from './useGuardSession';

/**
 * Applies the guard to the location on screen, after every navigation and every sign-in or sign-out: renders the
 * screen only when allowed, otherwise a loading state while it redirects. Navigations to a route the user lacks
 * the role for are cancelled earlier, by NavigationBlocker; what reaches this point (a direct load) goes home.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const handle = useCurrentRouteHandle();
  const session = useGuardSession();
  const rejectedRoute = useSessionStore((state) => state.rejectedRoute);
  const setRejectedRoute = useSessionStore((state) => state.setRejectedRoute);

  // The session status the last applied decision saw: a change on the same location is a sign-in or sign-out.
  const appliedStatus = useRef(session.status);
  const path = location.pathname + location.search;
  const decision = decideGuard({
    path,
    access: handle?.access ?? null,
    session,
    event: sessionEvent(appliedStatus.current, session.status),
    rejectedRoute,
    accessOf,
  });
  const { navigateTo, rejectedRoute: rejectedRouteChange } = guardEffect(decision);

  useEffect(() => {
    appliedStatus.current = session.status;
    if (rejectedRouteChange !== undefined) setRejectedRoute(rejectedRouteChange);
    if (navigateTo !== null) void navigate(navigateTo, { replace: true });
  }, [location.key, session.status, navigateTo, rejectedRouteChange, navigate, setRejectedRoute]);

  if (decision.type === 'allow') return children;
  return <LoadingState fullPage={session.status === 'unknown'} />;
}
