import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useSnackbar } from 'notistack';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Icon from '@mui/material/Icon';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { signOut } from '../../data/auth/authApi';
import { useT } from '../../i18n/hooks';
import { MOBILE_BREAKPOINT_PX } from '../../reference/app';
import { useSessionStore } from '../../store/session';
import { AccountMenu } from './AccountMenu';
import { LogoButton } from './LogoButton';
import { MoreMenu } from './MoreMenu';
import { NavMenuButton } from './NavMenuButton';
import { buildAccountMenu, buildNavEntries } from './navModel';
import { splitOverflow } from './overflow';
import { ThemeModeToggle } from './ThemeModeToggle';
import { useElementWidth } from './useElementWidth';

// The drawer serves the compact layout only: wide screens never load it.
const NavDrawer = lazy(() => import('./NavDrawer').then((module) => ({ default: module.NavDrawer })));
// The bell (its menu, badge and live feed) loads beside the bar rather than before it: the bar and the screen
// paint first, and the bell takes the place kept for it.
const NotificationBell = lazy(() =>
  import('../../features/notifications/NotificationBell').then((module) => ({ default: module.NotificationBell })),
);

/** The bell's place while it loads: an icon button's size, so nothing moves when it appears. */
const BELL_PLACE = { width: 40, height: 40, flexShrink: 0 } as const;

/** Below this width the bar collapses into a drawer (spec: compact mobile layout under 600 px). */
export const COMPACT_MEDIA_QUERY = `(max-width:${MOBILE_BREAKPOINT_PX - 0.05}px)`;

/** The top navigation of spec section 2; rendered only while a user is signed in. */
export function TopNav() {
  const t = useT();
  const user = useSessionStore((state) => state.currentUser);
  const admin = user?.data.admin === true;
  const manager = user?.data.manager === true;
  const entries = useMemo(() => buildNavEntries({ admin, manager }, t), [admin, manager, t]);
  const account = useMemo(() => buildAccountMenu({ admin, manager }, t), [admin, manager, t]);

  const compact = useMediaQuery(COMPACT_MEDIA_QUERY);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [menuBar, setMenuBar] = useState<HTMLElement | null>(null);
  const { visible, overflow } = splitOverflow(entries, useElementWidth(compact ? null : menuBar));

  const { enqueueSnackbar } = useSnackbar();
  const handleSignOut = useCallback(() => {
    signOut().catch((error: unknown) => {
      console.error('Sign-out failed', error);
      enqueueSnackbar(t('app.nav.signOutFailed'), { variant: 'error' });
    });
  }, [enqueueSnackbar, t]);

  if (!user) return null;

  return (
    <AppBar position="sticky" color="inherit" elevation={1}>
      <Toolbar sx={{ gap: 0.5 }}>
        {compact ? (
          <IconButton color="inherit" edge="start" aria-label={t('app.nav.openMenu')} onClick={() => setDrawerOpen(true)}>
            <Icon>menu</Icon>
          </IconButton>
        ) : null}
        <LogoButton showName={!compact} />
        {compact ? (
          <Box sx={{ flex: 1 }} />
        ) : (
          <Box
            component="nav"
            aria-label={t('app.nav.main')}
            ref={setMenuBar}
            sx={{ flex: '1 1 0', minWidth: 0, display: 'flex', alignItems: 'center', overflow: 'hidden' }}
          >
            {visible.map((entry) => (
              <NavMenuButton key={entry.id} entry={entry} onSignOut={handleSignOut} />
            ))}
            {/* Inside the measured bar, so showing it never changes the width the split is based on. */}
            {overflow.length > 0 ? <MoreMenu entries={overflow} onSignOut={handleSignOut} /> : null}
          </Box>
        )}
        <ThemeModeToggle />
        <Suspense fallback={<Box sx={BELL_PLACE} />}>
          <NotificationBell />
        </Suspense>
        {compact ? null : <AccountMenu entry={account} user={user} onSignOut={handleSignOut} />}
      </Toolbar>
      {compact ? (
        <Suspense fallback={null}>
          <NavDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            entries={[...entries, account]}
            onSignOut={handleSignOut}
          />
        </Suspense>
      ) : null}
    </AppBar>
  );
}
