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
    expect(access.get('/resources/:type')).toBe('auth');
    for (const path of ['/manager/dealer', '/manager/users', '/manager/users/invite', '/manager/users/invite/success/:id', '/manager/users/edit/:id']) {
      expect(access.get(path)).toBe('manager');
    }
    for (const path of [
      '/admin/notification/send', '/admin/warranties', '/admin/changerequests', '/admin/reports', '/admin/reports/sms_recipients',
      '/admin/parts', '/admin/parts/add', '/admin/parts/edit/:id', '/admin/users', '/admin/users/invite',
      '/admin/users/invite/success/:id', '/admin/users/edit/:id', '/admin/companies', '/admin/companies/add',
      '/admin/companies/edit/:id', '/admin/resources/add', '/admin/resources/edit/:id',
    ]) {
      expect(access.get(path)).toBe('admin');
    }
  });

  it('gives every path one entry, and a name shared only by the manager and admin forms of one user screen', () => {
    const paths = appRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    const named = new Map<string, string[]>();
    for (const route of appRoutes) named.set(route.name, [...(named.get(route.name) ?? []), route.path]);
    for (const [name, shared] of named) {
      if (shared.length === 1) continue;
      expect(shared, name).toEqual([shared[0], shared[0].replace('/manager/users', '/admin/users')]);
    }
  });

  it('matches paths with parameters, queries and hashes', () => {
    expect(findRoute('/register/invite-123')?.name).toBe('register');
    expect(accessOf('/admin/notification/send?to=admins')).toBe('admin');
    expect(accessOf('/dashboard#orders')).toBe('auth');
  });

  it('resolves paths without a screen to nothing (the not-found page)', () => {
    expect(findRoute('/foo/bar')).toBeNull();
    expect(findRoute('/manager/unknown')).toBeNull();
    expect(findRoute('/register')).toBeNull();
    expect(findRoute('/dashboard/extra')).toBeNull();
    expect(accessOf('/foo/bar')).toBeNull();
  });

  it('lets every visitor pass the root path, which only forwards to /login', () => {
    expect(accessOf('/')).toBe('public');
    expect(accessOf('/?from=mail')).toBe('public');
  });
});
