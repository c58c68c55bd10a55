import { describe, expect, it } from 'vitest';
import {
  decideGuard,
  guardEffect,
  hasAccess,
  sessionEvent,
  signInTarget,
  type Access,
  type GuardInput,
  type GuardSession,
  type Roles,
} from './guard';

const DEALER: Roles = { admin: false, manager: false };
const MANAGER: Roles = { admin: false, manager: true };
const ADMIN: Roles = { admin: true, manager: false };

const UNKNOWN: GuardSession = { status: 'unknown' };
const SIGNED_OUT: GuardSession = { status: 'signedOut' };
const signedIn = (roles: Roles): GuardSession => ({ status: 'signedIn', roles });

const ACCESS: Record<string, Access> = {
  '/login': 'guest',
  '/register/abc': 'public',
  '/dashboard': 'auth',
  '/notifications': 'auth',
  '/manager/users': 'manager',
  '/admin/notification/send': 'admin',
};
const accessOf = (path: string): Access | null => ACCESS[path.split('?')[0] ?? path] ?? null;

function decide(path: string, session: GuardSession, overrides: Partial<GuardInput> = {}) {
  return decideGuard({ path, access: accessOf(path), session, event: 'navigation', rejectedRoute: null, accessOf, ...overrides });
}

describe('decideGuard while the auth state is unknown', () => {
  it.each(['/login', '/dashboard', '/manager/users', '/admin/notification/send', '/no/such/page'])(
    'waits on %s instead of showing it',
    (path) => {
      expect(decide(path, UNKNOWN)).toEqual({ type: 'pending' });
    },
  );

  it('shows public pages right away', () => {
    expect(decide('/register/abc', UNKNOWN)).toEqual({ type: 'allow', clearRejected: false });
  });
});

describe('decideGuard without a session', () => {
  it('sends a visitor opening a login-required route to /login and remembers the wanted path', () => {
    expect(decide('/notifications', SIGNED_OUT)).toEqual({ type: 'redirect', to: '/login', rememberRejected: '/notifications' });
  });

  it('remembers the query string with the path', () => {
    expect(decide('/dashboard?tab=orders', SIGNED_OUT)).toEqual({
      type: 'redirect',
      to: '/login',
      rememberRejected: '/dashboard?tab=orders',
    });
  });

  it.each(['/manager/users', '/admin/notification/send'])('treats role route %s as login-required', (path) => {
    expect(decide(path, SIGNED_OUT)).toEqual({ type: 'redirect', to: '/login', rememberRejected: path });
  });

  it('shows the login page and public pages', () => {
    expect(decide('/login', SIGNED_OUT).type).toBe('allow');
    expect(decide('/register/abc', SIGNED_OUT).type).toBe('allow');
  });

  it.each(['/nowhere', '/foo/bar', '/orders/history', '/register'])(
    'treats %s, a path with or without a screen, as login-required rather than showing it',
    (path) => {
      expect(decide(path, SIGNED_OUT)).toEqual({ type: 'redirect', to: '/login', rememberRejected: path });
    },
  );

  it('sends a user who signs out on an unknown path to /login without remembering it', () => {
    expect(decide('/nowhere', SIGNED_OUT, { event: 'signOut' })).toEqual({ type: 'redirect', to: '/login' });
  });

  it('sends a user who signs out on a protected route to /login without remembering it', () => {
    expect(decide('/dashboard', SIGNED_OUT, { event: 'signOut' })).toEqual({ type: 'redirect', to: '/login' });
  });

  it('leaves a user who signs out on a public route where they are', () => {
    expect(decide('/register/abc', SIGNED_OUT, { event: 'signOut' }).type).toBe('allow');
  });
});

describe('decideGuard for signed-in users navigating', () => {
  it('allows login-required routes to every user', () => {
    expect(decide('/dashboard', signedIn(DEALER))).toEqual({ type: 'allow', clearRejected: false });
  });

  it('clears the rejected route once that path is reached', () => {
    expect(decide('/notifications', signedIn(DEALER), { rejectedRoute: '/notifications' })).toEqual({
      type: 'allow',
      clearRejected: true,
    });
    expect(decide('/dashboard', signedIn(DEALER), { rejectedRoute: '/notifications' })).toEqual({
      type: 'allow',
      clearRejected: false,
    });
  });

  it('blocks a dealer from manager and admin routes, silently, with the dashboard as the direct-load fallback', () => {
    expect(decide('/manager/users', signedIn(DEALER))).toEqual({ type: 'block', fallback: '/dashboard' });
    expect(decide('/admin/notification/send', signedIn(DEALER))).toEqual({ type: 'block', fallback: '/dashboard' });
  });

  it('lets a manager into manager routes but not admin routes', () => {
    expect(decide('/manager/users', signedIn(MANAGER)).type).toBe('allow');
    expect(decide('/admin/notification/send', signedIn(MANAGER)).type).toBe('block');
  });

  it('lets an admin into manager and admin routes', () => {
    expect(decide('/manager/users', signedIn(ADMIN)).type).toBe('allow');
    expect(decide('/admin/notification/send', signedIn(ADMIN)).type).toBe('allow');
  });

  it('sends a signed-in user opening /login to the dashboard', () => {
    expect(decide('/login', signedIn(DEALER))).toEqual({ type: 'redirect', to: '/dashboard' });
  });

  it('lets a signed-in user open a public route and the not-found page', () => {
    expect(decide('/register/abc', signedIn(DEALER)).type).toBe('allow');
    expect(decide('/nowhere', signedIn(DEALER)).type).toBe('allow');
  });
});

describe('decideGuard when a user signs in', () => {
  const onSignIn = (path: string, roles: Roles, rejectedRoute: string | null = null) =>
    decide(path, signedIn(roles), { event: 'signIn', rejectedRoute });

  it('goes to the remembered rejected route', () => {
    expect(onSignIn('/login', DEALER, '/notifications')).toEqual({ type: 'redirect', to: '/notifications' });
  });

  it('goes to the dashboard without a rejected route', () => {
    expect(onSignIn('/login', DEALER)).toEqual({ type: 'redirect', to: '/dashboard' });
  });

  it('goes to the dashboard, dropping the rejected route, when the user lacks its role', () => {
    expect(onSignIn('/login', DEALER, '/admin/notification/send')).toEqual({
      type: 'redirect',
      to: '/dashboard',
      clearRejected: true,
    });
  });

  it('goes to a remembered role route when the user has the role', () => {
    expect(onSignIn('/login', ADMIN, '/admin/notification/send')).toEqual({ type: 'redirect', to: '/admin/notification/send' });
  });

  it('moves on from a public route too (the current route does not require authentication)', () => {
    expect(onSignIn('/register/abc', DEALER)).toEqual({ type: 'redirect', to: '/dashboard' });
  });

  it('stays on a route that itself requires authentication', () => {
    expect(onSignIn('/notifications', DEALER, '/dashboard')).toEqual({ type: 'allow', clearRejected: false });
  });

  it('clears the rejected route when the session is restored on that very route', () => {
    expect(onSignIn('/notifications', DEALER, '/notifications')).toEqual({ type: 'allow', clearRejected: true });
  });

  it('goes to the dashboard when the session is restored on a route the user lacks the role for', () => {
    expect(onSignIn('/admin/notification/send', MANAGER)).toEqual({ type: 'block', fallback: '/dashboard' });
  });

  it('stays on the not-found page', () => {
    expect(onSignIn('/nowhere', DEALER).type).toBe('allow');
  });

  it('goes to a remembered path without a screen, where the signed-in user sees the not-found page', () => {
    expect(onSignIn('/login', DEALER, '/foo/bar')).toEqual({ type: 'redirect', to: '/foo/bar' });
    expect(decide('/foo/bar', signedIn(DEALER), { rejectedRoute: '/foo/bar' })).toEqual({ type: 'allow', clearRejected: true });
  });
});

describe('sessionEvent', () => {
  it.each([
    ['unknown', 'signedIn', 'signIn'],
    ['signedOut', 'signedIn', 'signIn'],
    ['signedIn', 'signedOut', 'signOut'],
    // The first auth state of a page load is the visit itself.
    ['unknown', 'signedOut', 'navigation'],
    ['signedIn', 'signedIn', 'navigation'],
    ['signedOut', 'signedOut', 'navigation'],
  ] as const)('%s -> %s is %s', (previous, current, event) => {
    expect(sessionEvent(previous, current)).toBe(event);
  });
});

describe('guardEffect', () => {
  it('remembers, clears or keeps the rejected route as decided, and navigates where needed', () => {
    expect(guardEffect({ type: 'pending' })).toEqual({ navigateTo: null });
    expect(guardEffect({ type: 'allow', clearRejected: false })).toEqual({ navigateTo: null });
    expect(guardEffect({ type: 'allow', clearRejected: true })).toEqual({ navigateTo: null, rejectedRoute: null });
    expect(guardEffect({ type: 'block', fallback: '/dashboard' })).toEqual({ navigateTo: '/dashboard' });
    expect(guardEffect({ type: 'redirect', to: '/login', rememberRejected: '/user' })).toEqual({
      navigateTo: '/login',
      rejectedRoute: '/user',
    });
    expect(guardEffect({ type: 'redirect', to: '/dashboard', clearRejected: true })).toEqual({
      navigateTo: '/dashboard',
      rejectedRoute: null,
    });
    expect(guardEffect({ type: 'redirect', to: '/user' })).toEqual({ navigateTo: '/user' });
  });
});

describe('roles', () => {
  it('grants manager routes to managers and admins, admin routes to admins only', () => {
    expect(hasAccess('manager', DEALER)).toBe(false);
    expect(hasAccess('manager', MANAGER)).toBe(true);
    expect(hasAccess('manager', ADMIN)).toBe(true);
    expect(hasAccess('admin', MANAGER)).toBe(false);
    expect(hasAccess('admin', ADMIN)).toBe(true);
    expect(hasAccess('auth', DEALER)).toBe(true);
  });

  it('never sends a signed-in user back to the login page, but does to the unknown path they asked for', () => {
    expect(signInTarget('/login', DEALER, accessOf)).toBe('/dashboard');
    expect(signInTarget('/nowhere', DEALER, accessOf)).toBe('/nowhere');
    expect(signInTarget('/manager/users', MANAGER, accessOf)).toBe('/manager/users');
  });
});
