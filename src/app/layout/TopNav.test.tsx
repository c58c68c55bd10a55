import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signOut } from '../../data/auth/authApi';
import { useSessionStore } from '../../store/session';
import { resetSessionStore, signInAs } from '../../test/session';
import { testUser } from '../../test/users';
import { LanguageProvider } from '../../i18n/LanguageProvider';
import { axeViolations, inLanguage } from '../../i18n/testing';
import { ThemeModeProvider } from '../ThemeModeProvider';
import { TopNav } from './TopNav';
import { stubMediaQuery } from '../../test/mediaQuery';

vi.mock('../../data/auth/authApi');
// The bell is the notifications feature's; its own tests cover it.
vi.mock('../../features/notifications/NotificationBell', () => ({
  NotificationBell: () => <button type="button">Notifications</button>,
}));

function renderNav() {
  const user = userEvent.setup();
  render(
    <LanguageProvider>
      <ThemeModeProvider>
        <MemoryRouter initialEntries={['/dashboard']}>
          <TopNav />
        </MemoryRouter>
      </ThemeModeProvider>
    </LanguageProvider>,
  );
  return user;
}

const bar = () => screen.getByRole('navigation', { name: 'Main navigation' });

async function openAccountMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Account' }));
  return screen.findByRole('menu');
}

describe('TopNav', () => {
  beforeEach(() => {
    resetSessionStore();
    window.localStorage.clear();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('renders nothing without a signed-in user', () => {
    const { container } = render(
      <MemoryRouter>
        <TopNav />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('gives a dealer the common menus, no Admin menu and no Manage Users', async () => {
    signInAs(testUser());
    const user = renderNav();
    for (const name of ['Sales', 'Resources', 'University', 'Support']) {
      expect(within(bar()).getByRole('button', { name })).toHaveAttribute('aria-haspopup', 'menu');
    }
    expect(within(bar()).getByRole('link', { name: 'Rewards (opens in a new tab)' })).toHaveAttribute('target', '_blank');
    expect(within(bar()).queryByRole('button', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dealer Portal dashboard' })).toHaveAttribute('href', '/dashboard');
    // The bell loads beside the bar (lazily) and takes its place.
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();

    const account = await openAccountMenu(user);
    expect(within(account).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/user');
    expect(within(account).getByRole('menuitem', { name: 'Sign Out' })).toBeInTheDocument();
    expect(within(account).queryByRole('menuitem', { name: 'Manage Users' })).not.toBeInTheDocument();
  });

  it('gives a manager Manage Users and Dealer Profile in the Account menu', async () => {
    signInAs(testUser({ manager: true }));
    const user = renderNav();
    expect(within(bar()).queryByRole('button', { name: 'Admin' })).not.toBeInTheDocument();
    const account = await openAccountMenu(user);
    expect(within(account).getByRole('menuitem', { name: 'Manage Users' })).toHaveAttribute('href', '/manager/users');
    expect(within(account).getByRole('menuitem', { name: 'Dealer Profile' })).toHaveAttribute('href', '/manager/dealer');
    expect(within(account).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Profile', 'Sign Out', 'Manage Users', 'Dealer Profile',
    ]);
  });

  it("gives an admin the Admin menu with the spec's seven entries and Send Notification", async () => {
    signInAs(testUser({ admin: true }));
    const user = renderNav();
    const adminButton = within(bar()).getByRole('button', { name: 'Admin' });
    await user.click(adminButton);
    const menu = await screen.findByRole('menu', { name: 'Admin' });
    expect(adminButton).toHaveAttribute('aria-expanded', 'true');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Manage Parts', '/admin/parts'],
      ['Manage Dealers', '/admin/companies'],
      ['Manage Users', '/admin/users'],
      ['Add Resources', '/admin/resources/add'],
      ['Pending Warranty Requests', '/admin/warranties'],
      ['Pending Change Requests', '/admin/changerequests'],
      ['Reports', '/admin/reports'],
      ['Send Notification', '/admin/notification/send'],
    ]);
  });

  it('opens menus from the keyboard and moves focus into them', async () => {
    signInAs(testUser());
    const user = renderNav();
    within(bar()).getByRole('button', { name: 'Sales' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Sales' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Submit an Order' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Active Orders' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('opens University courses in a new tab and mails Support with a subject', async () => {
    signInAs(testUser());
    const user = renderNav();
    await user.click(within(bar()).getByRole('button', { name: 'University' }));
    const university = await screen.findByRole('menu', { name: 'University' });
    const onboarding = within(university).getByRole('menuitem', { name: /Onboarding/ });
    expect(onboarding).toHaveAttribute('target', '_blank');
    expect(onboarding).toHaveAttribute('rel', expect.stringContaining('noopener'));
    await user.keyboard('{Escape}');

    await user.click(within(bar()).getByRole('button', { name: 'Support' }));
    const support = await screen.findByRole('menu', { name: 'Support' });
    expect(within(support).getByRole('menuitem', { name: 'Portal Assistance' })).toHaveAttribute(
      'href',
      'mailto:portal@calhounsuperstructure.com?subject=Dealer%20Portal%3A%20Portal%20Assistance',
    );
  });

  it('signs out from the Account menu', async () => {
    vi.mocked(signOut).mockResolvedValue();
    signInAs(testUser());
    const user = renderNav();
    const account = await openAccountMenu(user);
    await user.click(within(account).getByRole('menuitem', { name: 'Sign Out' }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('toggles the theme and remembers the choice in this browser', async () => {
    signInAs(testUser());
    const user = renderNav();
    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
    expect(window.localStorage.getItem('dealer-portal.theme-mode')).toBe('dark');
  });

  it('moves the entries that do not fit into More', async () => {
    stubMeasuredWidth(320); // floor(320 / 150) = 2 entries fit
    signInAs(testUser({ admin: true }));
    const user = renderNav();

    await waitFor(() => expect(within(bar()).queryByRole('button', { name: 'University' })).not.toBeInTheDocument());
    expect(within(bar()).getByRole('button', { name: 'Sales' })).toBeInTheDocument();
    expect(within(bar()).getByRole('button', { name: 'Resources' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'More' }));
    const more = await screen.findByRole('menu', { name: 'More' });
    expect(within(more).getByRole('menuitem', { name: /Rewards/ })).toHaveAttribute('target', '_blank');
    for (const heading of ['University', 'Support', 'Admin']) {
      expect(within(more).getByText(heading)).toBeInTheDocument();
    }
    expect(within(more).getByRole('menuitem', { name: 'Reports' })).toHaveAttribute('href', '/admin/reports');
  });

  it('shows no More menu when everything fits', async () => {
    stubMeasuredWidth(1200);
    signInAs(testUser({ admin: true }));
    renderNav();
    expect(await within(bar()).findByRole('button', { name: 'Admin' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
  });

  it('collapses into a drawer under 600 px', async () => {
    stubMediaQuery((query) => query.includes('max-width:599.95px'));
    signInAs(testUser({ manager: true }));
    const user = renderNav();

    const open = await screen.findByRole('button', { name: 'Open navigation menu' });
    expect(screen.queryByRole('button', { name: 'Sales' })).not.toBeInTheDocument();
    await user.click(open);
    const drawer = await screen.findByRole('navigation', { name: 'Navigation' });
    expect(within(drawer).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(drawer).getByRole('link', { name: 'Submit an Order' })).toHaveAttribute('href', '/orders/new');
    expect(within(drawer).getByRole('link', { name: 'Manage Users' })).toHaveAttribute('href', '/manager/users');
    expect(within(drawer).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('reflects role changes of the signed-in user', async () => {
    signInAs(testUser());
    renderNav();
    expect(within(bar()).queryByRole('button', { name: 'Admin' })).not.toBeInTheDocument();
    act(() => useSessionStore.getState().setCurrentUser(testUser({ admin: true })));
    expect(within(bar()).getByRole('button', { name: 'Admin' })).toBeInTheDocument();
  });
});

describe('TopNav in French', () => {
  beforeEach(() => {
    resetSessionStore();
    window.localStorage.clear();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('names its menus, items, links and buttons in French, with French mail subjects', async () => {
    await inLanguage('fr', async () => {
      signInAs(testUser({ admin: true, manager: true }));
      const user = renderNav();
      const frenchBar = screen.getByRole('navigation', { name: 'Navigation principale' });
      for (const name of ['Ventes', 'Ressources', 'Université', 'Soutien', 'Administration']) {
        expect(within(frenchBar).getByRole('button', { name })).toHaveAttribute('aria-haspopup', 'menu');
      }
      expect(within(frenchBar).getByRole('link', { name: 'Récompenses (s’ouvre dans un nouvel onglet)' })).toHaveAttribute('target', '_blank');
      expect(screen.getByRole('link', { name: 'Tableau de bord du Portail des concessionnaires' })).toHaveAttribute('href', '/dashboard');
      expect(screen.getByRole('button', { name: 'Passer au thème sombre' })).toBeInTheDocument();

      await user.click(within(frenchBar).getByRole('button', { name: 'Soutien' }));
      const support = await screen.findByRole('menu', { name: 'Soutien' });
      const assistance = within(support).getByRole('menuitem', { name: 'Aide sur le portail' });
      expect(new URL(assistance.getAttribute('href') ?? '').searchParams.get('subject')).toBe('Portail des concessionnaires\u00a0: Aide sur le portail');
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

      await user.click(screen.getByRole('button', { name: 'Compte' }));
      const account = await screen.findByRole('menu');
      expect(within(account).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
        'Profil', 'Se déconnecter', 'Gérer les utilisateurs', 'Profil du concessionnaire',
      ]);
    });
  });

  it('has no accessibility violations with a menu open, in English or in French', async () => {
    document.title = 'Dashboard | Dealer Portal';
    signInAs(testUser({ admin: true }));
    const user = renderNav();
    await user.click(within(bar()).getByRole('button', { name: 'Sales' }));
    await screen.findByRole('menu', { name: 'Sales' });
    expect(await axeViolations()).toEqual([]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    await inLanguage('fr', async () => {
      document.title = 'Tableau de bord | Portail des concessionnaires';
      const frenchBar = await screen.findByRole('navigation', { name: 'Navigation principale' });
      await user.click(within(frenchBar).getByRole('button', { name: 'Ventes' }));
      await screen.findByRole('menu', { name: 'Ventes' });
      expect(await axeViolations()).toEqual([]);
    });
  });
});

/** jsdom has no layout: report a fixed width for the menu bar through ResizeObserver and getBoundingClientRect. */
function stubMeasuredWidth(width: number) {
  class FixedResizeObserver {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      this.callback([{ target, contentRect: { width } } as ResizeObserverEntry], this as unknown as ResizeObserver);
    }
    unobserve() {}
    disconnect() {}
  }
  vi.stubGlobal('ResizeObserver', FixedResizeObserver);
  const rect = { x: 0, y: 0, top: 0, left: 0, right: width, bottom: 48, width, height: 48 };
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ ...rect, toJSON: () => rect });
}
