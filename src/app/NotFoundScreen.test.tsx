import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LanguageProvider } from '../i18n/LanguageProvider';
import { inLanguage } from '../i18n/testing';
import NotFoundScreen from './NotFoundScreen';

function renderAt(path: string) {
  render(
    <LanguageProvider>
      <MemoryRouter initialEntries={[path]}>
        <NotFoundScreen />
      </MemoryRouter>
    </LanguageProvider>,
  );
}

describe('NotFoundScreen', () => {
  it('names the missing path and leads to the dashboard', () => {
    renderAt('/nowhere');
    expect(screen.getByRole('heading', { name: 'Page not found', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('/nowhere', { selector: 'code' })).toBeInTheDocument();
    expect(screen.getByText(/There is no page at/)).toHaveTextContent('There is no page at /nowhere.');
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('says so in French, with the path inside the sentence', async () => {
    await inLanguage('fr', () => {
      renderAt('/nulle-part');
      expect(screen.getByRole('heading', { name: 'Page introuvable', level: 1 })).toBeInTheDocument();
      expect(screen.getByText(/Il n’y a aucune page/)).toHaveTextContent('Il n’y a aucune page à l’adresse /nulle-part.');
      expect(screen.getByText('/nulle-part', { selector: 'code' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Aller au tableau de bord' })).toHaveAttribute('href', '/dashboard');
    });
  });
});
