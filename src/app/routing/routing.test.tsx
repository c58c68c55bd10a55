import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../store/session';
import { expectConsoleError } from '../../test/consoleErrors';
import { resetSessionStore, signInAs, signOutNow } from '../../test/session';
import { testUser } from '../../test/users';
import { buildRouteObjects } from '../router';
import { appRoutes, type AppRoute } from '../routes';

// The real navigation loads Firebase; these tests are about routing, so a landmark stands in for it.
vi.mock('../layout/TopNav', () => ({ TopNav: () => <nav aria-label="Main navigation" /> }));

function FakeScreen({ name }: { name: string }) {
  return (
    <>
      <h1>{name} screen</h1>
      <Link to="/admin/notification/send">to send notification</Link>
      <Link to="/notifications">to notifications</Link>
    </>
  );
}

// The real table's paths, names and access levels, with stand-in screens.
const testRoutes: AppRoute[] = appRoutes.map((route) => ({
  ...route,
  load: () => Promise.resolve({ default: () => <FakeScreen name={route.name} /> }),
}));

function renderAt(path: string) {
  const router = createMemoryRouter(buildRouteObjects(testRoutes), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const currentPath = (router: ReturnType<typeof renderAt>) => router.state.location.pathname;

describe('routing and the route guard', () => {
  beforeEach(() => {
    resetSessionStore();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows a loading state, not the login page, while the auth state is unknown', async () => {
    const router = renderAt('/login');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('heading', { name: 'login screen' })).not.toBeInTheDocument();
    signOutNow();
    expect(await screen.findByRole('heading', { name: 'login screen' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/login');
  });

  it('sends a visitor to /login, remembers the wanted route, goes there after sign-in and then clears it', async () => {
    const router = renderAt('/notifications');
    signOutNow();
    await waitFor(() => expect(currentPath(router)).toBe('/login'));
    expect(useSessionStore.getState().rejectedRoute).toBe('/notifications');
    expect(window.sessionStorage.getItem('dealer-portal.rejected-route')).toBe('/notifications');

    signInAs(testUser());
    expect(await screen.findByRole('heading', { name: 'notificationDashboard screen' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/notifications');
    await waitFor(() => expect(useSessionStore.getState().rejectedRoute).toBeNull());
  });

  it('goes to the dashboard after sign-in when nothing was rejected', async () => {
    const router = renderAt('/login');
    signOutNow();
    await screen.findByRole('heading', { name: 'login screen' });
    signInAs(testUser());
    expect(await screen.findByRole('heading', { name: 'dashboard screen' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/dashboard');
  });

  it('keeps a restored session on the login-required route it was loaded on', async () => {
    const router = renderAt('/notifications');
    signInAs(testUser());
    expect(await screen.findByRole('heading', { name: 'notificationDashboard screen' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/notifications');
  });

  it('sends a signed-in user who opens /login to the dashboard', async () => {
    signInAs(testUser());
    const router = renderAt('/login');
    expect(await screen.findByRole('heading', { name: 'dashboard screen' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/dashboard');
  });

  it('silently keeps a dealer where they are when they follow a link to an admin route', async () => {
    signInAs(testUser());
    const router = renderAt('/dashboard');
    await screen.findByRole('heading', { name: 'dashboard screen' });
    const locationBefore = router.state.location.key;

    await userEvent.click(screen.getByRole('link', { name: 'to send notification' }));

    expect(currentPath(router)).toBe('/dashboard');
    expect(router.state.location.key).toBe(locationBefore);
    expect(screen.getByRole('heading', { name: 'dashboard screen' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('lets an admin follow the same link', async () => {
    signInAs(testUser({ admin: true }));
    const router = renderAt('/dashboard');
    await screen.findByRole('heading', { name: 'dashboard screen' });
    await userEvent.click(screen.getByRole('link', { name: 'to send notification' }));
    expect(await screen.findByRole('heading', { name: 'sendNotification screen' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/admin/notification/send');
  });

  it('sends a dealer who loads an admin route directly to the dashboard', async () => {
    signInAs(testUser({ manager: true }));
    const router = renderAt('/admin/notification/send');
    expect(await screen.findByRole('heading', { name: 'dashboard screen' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/dashboard');
  });

  it('goes to /login on sign-out from a protected route without remembering it', async () => {
    signInAs(testUser());
    const router = renderAt('/notifications');
    await screen.findByRole('heading', { name: 'notificationDashboard screen' });
    signOutNow();
    expect(await screen.findByRole('heading', { name: 'login screen' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/login');
    expect(useSessionStore.getState().rejectedRoute).toBeNull();
  });

  it('shows the navigation only while a user is signed in', async () => {
    renderAt('/login');
    signOutNow();
    await screen.findByRole('heading', { name: 'login screen' });
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    signInAs(testUser());
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('redirects the root path to /login', async () => {
    const router = renderAt('/');
    signOutNow();
    expect(await screen.findByRole('heading', { name: 'login screen' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/login');
  });

  it('shows a signed-in user the not-found page for paths without a screen, with a way back', async () => {
    signInAs(testUser());
    renderAt('/foo/bar');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(document.title).toBe('Not Found | Dealer Portal');
  });

  it('sends a visitor on a path without a screen to /login, and there after sign-in', async () => {
    const router = renderAt('/foo/bar?x=1');
    signOutNow();
    expect(await screen.findByRole('heading', { name: 'login screen' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/login');
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
    expect(useSessionStore.getState().rejectedRoute).toBe('/foo/bar?x=1');

    signInAs(testUser());
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/foo/bar?x=1');
    await waitFor(() => expect(useSessionStore.getState().rejectedRoute).toBeNull());
  });

  it('sends a visitor on a login-required route whose screen is built by someone else to /login too', async () => {
    const router = renderAt('/orders/history');
    signOutNow();
    await waitFor(() => expect(currentPath(router)).toBe('/login'));
    expect(useSessionStore.getState().rejectedRoute).toBe('/orders/history');
  });

  it('titles the page after the route and scrolls to the top after every navigation', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    signInAs(testUser());
    renderAt('/dashboard');
    await screen.findByRole('heading', { name: 'dashboard screen' });
    expect(document.title).toBe('Dashboard | Dealer Portal');
    const scrollsBefore = scrollTo.mock.calls.length;

    await userEvent.click(screen.getByRole('link', { name: 'to notifications' }));

    await screen.findByRole('heading', { name: 'notificationDashboard screen' });
    expect(document.title).toBe('Notification Dashboard | Dealer Portal');
    expect(scrollTo.mock.calls.length).toBeGreaterThan(scrollsBefore);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });
});

describe('screens that fail to load', () => {
  beforeEach(() => {
    resetSessionStore();
  });

  it('shows the stylesheet preload error with a reload button', async () => {
    // React and the router each report the error the screen shows.
    expectConsoleError('Unable to preload CSS for /assets/DashboardScreen-1a2b.css');
    const failing = testRoutes.map((route) =>
      route.path === '/dashboard'
        ? { ...route, load: () => Promise.reject(new Error('Unable to preload CSS for /assets/DashboardScreen-1a2b.css')) }
        : route,
    );
    signInAs(testUser());
    render(<RouterProvider router={createMemoryRouter(buildRouteObjects(failing), { initialEntries: ['/dashboard'] })} />);

    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText('Unable to preload CSS for /assets/DashboardScreen-1a2b.css')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    // The navigation stays usable around the failed screen.
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });
});
