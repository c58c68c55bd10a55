import { describe, expect, it } from 'vitest';
import { accessOf, findRoute } from './routeMatch';
import { appRoutes } from './routes';

describe('route table', () => {
  it('holds every route with a screen, with its access level', () => {
    const access = new Map(appRoutes.map((route) => [route.path, route.access]));
    expect(access.get('/login')).toBe('guest');
    expect(access.get('/register/:id')).toBe('public');
    for (const path of ['/dashboard', '/notifications', '/user', '/orders', '/orders/history', '/orders/view/:id']) {
      expect(access.get(path)).toBe('auth');
    }
    for (const path of ['/admin/notification/send', '/admin/warranties', '/admin/changerequests']) {
      expect(access.get(path)).toBe('admin');
    }
  });

  it('gives every route a unique name', () => {
    const names = appRoutes.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('matches paths with parameters, queries and hashes', () => {
    expect(findRoute('/register/invite-123')?.name).toBe('register');
    expect(accessOf('/admin/notification/send?to=admins')).toBe('admin');
    expect(accessOf('/dashboard#orders')).toBe('auth');
  });

  it('resolves paths without a screen to nothing (the not-found page)', () => {
    expect(findRoute('/foo/bar')).toBeNull();
    expect(findRoute('/manager/users')).toBeNull();
    expect(findRoute('/register')).toBeNull();
    expect(findRoute('/dashboard/extra')).toBeNull();
    expect(accessOf('/foo/bar')).toBeNull();
  });

  it('lets every visitor pass the root path, which only forwards to /login', () => {
    expect(accessOf('/')).toBe('public');
    expect(accessOf('/?from=mail')).toBe('public');
  });
});
