import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { LoadingState } from '../../components/LoadingState';
import { useSessionStore } from '../../store/session';
import { NavigationBlocker } from '../routing/NavigationBlocker';
import { NavigationEffects } from '../routing/NavigationEffects';
import { RouteGuard } from '../routing/RouteGuard';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

// The navigation (with the notification bell and its Firestore listener) loads only once somebody signs in.
const TopNav = lazy(() => import('./TopNav').then((module) => ({ default: module.TopNav })));

/** The page frame around every screen: navigation for signed-in users, the guard, and the screen. */
export function RootLayout() {
  const signedIn = useSessionStore((state) => state.authStatus === 'signedIn' && state.currentUser !== null);
  return (
    <>
      <NavigationEffects />
      <NavigationBlocker />
      {signedIn ? (
        <>
          <SkipLink />
          <Suspense fallback={<Box sx={{ height: { xs: 56, sm: 64 } }} />}>
            <TopNav />
          </Suspense>
        </>
      ) : null}
      <Container component="main" id={MAIN_CONTENT_ID} tabIndex={-1} maxWidth="xl" sx={{ py: { xs: 2, sm: 3 }, outline: 'none' }}>
        <RouteGuard>
          <Suspense fallback={<LoadingState />}>
            <Outlet />
          </Suspense>
        </RouteGuard>
      </Container>
    </>
  );
}
