import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { LanguageProvider } from '../../i18n/LanguageProvider';
import { axeViolations, inLanguage } from '../../i18n/testing';
import { expectConsoleError } from '../../test/consoleErrors';
import { documentTitle } from '../title';
import { LoadErrorView, RouteErrorScreen } from './RouteErrorScreen';

const CSS_FAILURE = new Error('Unable to preload CSS for /assets/DashboardScreen-1a2b.css');
const CHUNK_FAILURE = new TypeError('Failed to fetch dynamically imported module: https://portal.example/assets/DashboardScreen-1a2b.js');

function Crashing(): never {
  throw new Error('Cannot read properties of undefined (reading "lines")');
}

/** A screen that crashes while rendering, under the router's error element, as the app's router places it. */
function renderCrashingRoute() {
  const router = createMemoryRouter([{ path: '/', element: <Crashing />, errorElement: <RouteErrorScreen /> }]);
  render(
    <LanguageProvider>
      <RouterProvider router={router} />
    </LanguageProvider>,
  );
}

describe('the error screen of a route', () => {
  it('says a stylesheet failed to preload, naming the file, and reloads the page on request', async () => {
    const reload = vi.fn();
    render(<LoadErrorView error={CSS_FAILURE} onReload={reload} />);
    expect(screen.getByRole('heading', { name: 'This page could not be loaded', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Unable to preload CSS for /assets/DashboardScreen-1a2b.css')).toBeInTheDocument();
    expect(screen.getByText('A part of the portal did not download. Check your connection and reload the page.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it("shows a failed screen download with the browser's own words and suggests reloading for a newer version", () => {
    render(<LoadErrorView error={CHUNK_FAILURE} onReload={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText(CHUNK_FAILURE.message)).toBeInTheDocument();
    expect(screen.getByText(/a newer version was published/)).toBeInTheDocument();
  });

  it('says something went wrong when a screen crashes, with what the error says', () => {
    expectConsoleError('Cannot read properties of undefined');
    renderCrashingRoute();
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Cannot read properties of undefined (reading "lines")')).toBeInTheDocument();
    expect(screen.getByText(/contact Portal Assistance from the Support menu/)).toBeInTheDocument();
  });

  it('leaves out the detail when the error carries no text', () => {
    render(<LoadErrorView error={{ status: 500 }} onReload={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    // The screen is the only alert: no detail box inside it.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Something went wrongReload the page to try again\./);
  });

  it('speaks French to a French reader, in a page marked French, and passes axe', async () => {
    await inLanguage('fr', async () => {
      const reload = vi.fn();
      render(
        <LanguageProvider>
          <LoadErrorView error={CSS_FAILURE} onReload={reload} />
        </LanguageProvider>,
      );
      expect(document.documentElement.lang).toBe('fr-CA');
      expect(screen.getByRole('heading', { name: 'Cette page n’a pas pu être chargée', level: 1 })).toBeInTheDocument();
      expect(screen.getByText('Impossible de précharger la feuille de style /assets/DashboardScreen-1a2b.css')).toBeInTheDocument();
      expect(screen.getByText('Une partie du Portail n’a pas été téléchargée. Vérifiez votre connexion et rechargez la page.')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Recharger' }));
      expect(reload).toHaveBeenCalledOnce();
      // The router's navigation effects title the page; this screen is rendered on its own.
      document.title = documentTitle('dashboard');
      expect(await axeViolations()).toEqual([]);
    });
  });

  it('says in French that something went wrong when a screen crashes, and passes axe', async () => {
    expectConsoleError('Cannot read properties of undefined');
    await inLanguage('fr', async () => {
      renderCrashingRoute();
      expect(document.documentElement.lang).toBe('fr-CA');
      expect(screen.getByRole('heading', { name: 'Une erreur est survenue', level: 1 })).toBeInTheDocument();
      expect(
        screen.getByText('Rechargez la page pour réessayer. Si le problème persiste, communiquez avec l’Aide sur le portail à partir du menu Soutien.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Recharger' })).toBeInTheDocument();
      document.title = documentTitle('dashboard');
      expect(await axeViolations()).toEqual([]);
    });
  });
});
