import { describe, expect, it } from 'vitest';
import { accessOf, findRoute } from './routeMatch';
import { appRoutes } from './routes';

describe('route table', () => {
  it('holds the screens that exist today with their access levels', () => {
    expect(appRoutes.map((route) => [route.path, route.access])).toEqual([
      ['/login', 'guest'],
      ['/register/:id', 'public'],
      ['/dashboard', 'auth'],
      ['/notifications', 'auth'],
      ['/user', 'auth'],
      ['/admin/notification/send', 'admin'],
    ]);
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

  it('resolves routes without a screen yet to nothing (the not-found page)', () => {
    expect(findRoute('/orders')).toBeNull();
    expect(findRoute('/manager/users')).toBeNull();
    expect(findRoute('/register')).toBeNull();
    expect(findRoute('/dashboard/extra')).toBeNull();
  });
});
