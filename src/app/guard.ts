/**
 * Route guard decisions (spec sections 2, 6 and 8), free of React and the router so every rule is unit-tested.
 * Deny by default: a route is reachable only when its access level says so for the current session.
 */

/**
 * public: anyone (e.g. /register/{id}); guest: the login screen (signed-in users are sent on);
 * auth: any signed-in user; manager: managers and admins; admin: admins.
 */
export type Access = 'public' | 'guest' | 'auth' | 'manager' | 'admin';

export interface Roles {
  admin: boolean;
  manager: boolean;
}

export type GuardSession =
  | { status: 'unknown' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; roles: Roles };

/** What changed: the location (a navigation or the first load), or the session on the same location. */
export type GuardEvent = 'navigation' | 'signIn' | 'signOut';

export interface GuardInput {
  /** Path (with query) being shown or navigated to. */
  path: string;
  /** Access of the matched route; null when no route matches (the not-found page). */
  access: Access | null;
  session: GuardSession;
  event: GuardEvent;
  rejectedRoute: string | null;
  /** Access of any path; used to check that a remembered route suits the user who signed in. */
  accessOf: (path: string) => Access | null;
}

export type GuardDecision =
  /** The auth state is not known yet: show a loading state rather than a screen that may be wrong. */
  | { type: 'pending' }
  | { type: 'allow'; clearRejected: boolean }
  | { type: 'redirect'; to: string; rememberRejected?: string; clearRejected?: boolean }
  /** The user lacks the role: cancel the navigation silently; where it cannot be cancelled (a direct load), go to `fallback`. */
  | { type: 'block'; fallback: string };

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/dashboard';

export function hasAccess(access: Access, roles: Roles): boolean {
  switch (access) {
    case 'admin':
      return roles.admin;
    case 'manager':
      return roles.manager || roles.admin;
    default:
      return true;
  }
}

/** Without a session only the login page and public pages (e.g. /register/{id}) are reachable (spec section 6). */
export function reachableSignedOut(access: Access | null): boolean {
  return access === 'guest' || access === 'public';
}

/**
 * Where a user goes after signing in: the remembered route when it suits their roles, otherwise the dashboard.
 * A remembered path outside the route table is honoured too: the user asked for it, and now sees the not-found page.
 */
export function signInTarget(rejectedRoute: string | null, roles: Roles, accessOf: GuardInput['accessOf']): string {
  if (rejectedRoute === null) return HOME_PATH;
  const access = accessOf(rejectedRoute);
  if (access === null) return rejectedRoute;
  if (access === 'guest' || !hasAccess(access, roles)) return HOME_PATH;
  return rejectedRoute;
}

export function decideGuard(input: GuardInput): GuardDecision {
  const { path, access, session, event, rejectedRoute, accessOf } = input;
  const allow = (): GuardDecision => ({ type: 'allow', clearRejected: rejectedRoute !== null && path === rejectedRoute });

  if (session.status === 'unknown') {
    // Even the not-found page waits: its way back (dashboard or login) depends on the session.
    return access === 'public' ? allow() : { type: 'pending' };
  }

  if (session.status === 'signedOut') {
    // Every other path, with or without a screen, is a login-required route to a visitor.
    if (reachableSignedOut(access)) return allow();
    // Signing out on a protected page is not a visit to remember.
    if (event === 'signOut') return { type: 'redirect', to: LOGIN_PATH };
    return { type: 'redirect', to: LOGIN_PATH, rememberRejected: path };
  }

  const { roles } = session;
  const toSignInTarget = (): GuardDecision => {
    const to = signInTarget(rejectedRoute, roles, accessOf);
    // A remembered route the user may not open is dropped rather than kept for a later sign-in.
    if (rejectedRoute === null || to === rejectedRoute) return { type: 'redirect', to };
    return { type: 'redirect', to, clearRejected: true };
  };

  if (access === null) return allow();
  if (access === 'guest') return toSignInTarget();
  if (access === 'public') return event === 'signIn' ? toSignInTarget() : allow();
  if (!hasAccess(access, roles)) return { type: 'block', fallback: HOME_PATH };
  return allow();
}

/** Derives the guard event from the session status before and after a render on the same location. */
export function sessionEvent(previous: GuardSession['status'], current: GuardSession['status']): GuardEvent {
  if (previous === current) return 'navigation';
  if (current === 'signedIn') return 'signIn';
  if (current === 'signedOut' && previous === 'signedIn') return 'signOut';
  // The first auth state of a page load: the visitor opened this location without a session.
  return 'navigation';
}

/** What applying a decision does: where to navigate (replacing the entry) and how the rejected route changes. */
export interface GuardEffect {
  navigateTo: string | null;
  /** undefined: unchanged; null: cleared; a path: remembered. */
  rejectedRoute?: string | null;
}

export function guardEffect(decision: GuardDecision): GuardEffect {
  switch (decision.type) {
    case 'pending':
      return { navigateTo: null };
    case 'allow':
      return decision.clearRejected ? { navigateTo: null, rejectedRoute: null } : { navigateTo: null };
    case 'block':
      return { navigateTo: decision.fallback };
    case 'redirect':
      if (decision.rememberRejected !== undefined) return { navigateTo: decision.to, rejectedRoute: decision.rememberRejected };
      return decision.clearRejected ? { navigateTo: decision.to, rejectedRoute: null } : { navigateTo: decision.to };
  }
}
