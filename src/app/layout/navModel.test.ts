import { describe, expect, it } from 'vitest';
import { buildAccountMenu, buildNavEntries, type NavEntry, type NavItem } from './navModel';

const DEALER = { admin: false, manager: false };
const MANAGER = { admin: false, manager: true };
const ADMIN = { admin: true, manager: false };

const menu = (entries: NavEntry[], id: string) => {
  const entry = entries.find((candidate) => candidate.id === id);
  if (!entry || entry.kind !== 'menu') throw new Error(`no menu ${id}`);
  return entry.items;
};
const labels = (items: NavItem[]) => items.map((item) => item.label);

describe('navigation model', () => {
  it('gives every user Sales, Resources, Rewards, University and Support, in that order', () => {
    expect(buildNavEntries(DEALER).map((entry) => entry.label)).toEqual(['Sales', 'Resources', 'Rewards', 'University', 'Support']);
    expect(buildNavEntries(MANAGER).map((entry) => entry.label)).toEqual(['Sales', 'Resources', 'Rewards', 'University', 'Support']);
  });

  it("adds the Admin menu with the spec's seven entries, then Send Notification, for admins only", () => {
    const entries = buildNavEntries(ADMIN);
    expect(entries.map((entry) => entry.label)).toEqual(['Sales', 'Resources', 'Rewards', 'University', 'Support', 'Admin']);
    expect(menu(entries, 'admin')).toEqual([
      { kind: 'route', label: 'Manage Parts', to: '/admin/parts' },
      { kind: 'route', label: 'Manage Dealers', to: '/admin/companies' },
      { kind: 'route', label: 'Manage Users', to: '/admin/users' },
      { kind: 'route', label: 'Add Resources', to: '/admin/resources/add' },
      { kind: 'route', label: 'Pending Warranty Requests', to: '/admin/warranties' },
      { kind: 'route', label: 'Pending Change Requests', to: '/admin/changerequests' },
      { kind: 'route', label: 'Reports', to: '/admin/reports' },
      { kind: 'route', label: 'Send Notification', to: '/admin/notification/send' },
    ]);
  });

  it('links the sales and resources routes of the spec', () => {
    const entries = buildNavEntries(DEALER);
    expect(menu(entries, 'sales')).toEqual([
      { kind: 'route', label: 'Submit an Order', to: '/orders/new' },
      { kind: 'route', label: 'Active Orders', to: '/orders' },
      { kind: 'route', label: 'Order History', to: '/orders/history' },
    ]);
    const resources = menu(entries, 'resources');
    expect(resources.slice(0, 3)).toEqual([
      { kind: 'route', label: 'Marketing', to: '/resources/marketing' },
      { kind: 'route', label: 'Sales', to: '/resources/sales' },
      { kind: 'route', label: 'Engineering', to: '/resources/engineering' },
    ]);
    expect(resources[3]).toMatchObject({ kind: 'external', label: 'Merchandise' });
  });

  it('opens Rewards and the University courses on the manufacturer site', () => {
    const entries = buildNavEntries(DEALER);
    const rewards = entries.find((entry) => entry.id === 'rewards');
    expect(rewards).toMatchObject({ kind: 'link', item: { kind: 'external' } });
    const university = menu(entries, 'university');
    expect(labels(university)).toEqual(['Onboarding', 'Price Book & Quoting', 'Meet With Marketing', 'Fabric Install Training']);
    for (const item of university) {
      expect(item.kind).toBe('external');
      if (item.kind === 'external') expect(item.href).toMatch(/^https:\/\/www\.calhounsuperstructure\.com\//);
    }
  });

  it('mails support with a preset subject per topic', () => {
    const support = menu(buildNavEntries(DEALER), 'support');
    expect(labels(support)).toEqual(['Portal Assistance', 'Marketing', 'Engineering', 'Sales', 'Price Book', 'Other']);
    for (const item of support) {
      expect(item.kind).toBe('mail');
      if (item.kind === 'mail') {
        const url = new URL(item.href);
        expect(url.protocol).toBe('mailto:');
        expect(url.searchParams.get('subject')).toBe(`Dealer Portal: ${item.label}`);
      }
    }
  });

  it('puts Profile and Sign Out in Account, then Manage Users and Dealer Profile for managers only, in the spec order', () => {
    expect(labels(buildAccountMenu(DEALER).items)).toEqual(['Profile', 'Sign Out']);
    expect(labels(buildAccountMenu(ADMIN).items)).toEqual(['Profile', 'Sign Out']);
    expect(buildAccountMenu(MANAGER).items).toEqual([
      { kind: 'route', label: 'Profile', to: '/user' },
      { kind: 'signOut', label: 'Sign Out' },
      { kind: 'route', label: 'Manage Users', to: '/manager/users' },
      { kind: 'route', label: 'Dealer Profile', to: '/manager/dealer' },
    ]);
  });
});
