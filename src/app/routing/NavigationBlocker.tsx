import { useCallback, useEffect } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { useSessionStore } from '../../store/session';
import { decideGuard } from '../guard';
import { accessOf } from '../routeMatch';
import { useGuardSession } from './useGuardSession';

/** Silently cancels in-app navigations to routes the signed-in user lacks the role for (spec section 2). */
export function NavigationBlocker() {
  const session = useGuardSession();
  const rejectedRoute = useSessionStore((state) => state.rejectedRoute);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ nextLocation }) => {
      const path = nextLocation.pathname + nextLocation.search;
      const decision = decideGuard({ path, access: accessOf(path), session, event: 'navigation', rejectedRoute, accessOf });
      return decision.type === 'block';
    },
    [session, rejectedRoute],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (blocker.state === 'blocked') blocker.reset();
  }, [blocker]);

  return null;
}
