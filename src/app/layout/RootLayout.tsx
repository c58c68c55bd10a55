import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { LoadingState } from '../../components/LoadingState';
import { useLanguage } from '../../i18n/hooks';
import { useSessionStore } from '../../store/session';
import { NavigationBlocker } from '../routing/NavigationBlocker';
import { NavigationEffects } from '../routing/NavigationEffects';
import { RouteGuard } from '../routing/RouteGuard';
import { useCurrentRouteHandle } from '../routing/routeHandle';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

// The navigation (with the notification bell and its Firestore listener) loads only once somebody signs in.
const TopNav = lazy(() => import('./TopNav').then((module) => ({ default: module.TopNav })));

/** The navigation bar's height (MUI's toolbar), kept free while the bar loads or is about to appear. */
const BAR_SPACE = { height: { xs: 56, sm: 64 } } as const;

/** The page frame around every screen: navigation for signed-in users, the guard, and the screen. */
export function RootLayout() {
  const { language } = useLanguage();
  const signedIn = useSessionStore((state) => state.authStatus === 'signedIn' && state.currentUser !== null);
  // A page for signed-in users keeps the bar's place while a session is restored, so the page does not jump
  // down when the bar appears.
  const restoring = useSessionStore((state) => state.authStatus === 'unknown');
  const access = useCurrentRouteHandle()?.access;
  const barExpected = restoring && (access === 'auth' || access === 'manager' || access === 'admin');
  return (
    <>
      {/* Keyed by the language, so the document title is reworded when the language changes. */}
      <NavigationEffects key={language} />
      <NavigationBlocker />
      {signedIn ? (
        <>
          <SkipLink />
          <Suspense fallback={<Box sx={BAR_SPACE} />}>
            <TopNav />
          </Suspense>
        </>
      ) : barExpected ? (
        <Box sx={BAR_SPACE} />
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
