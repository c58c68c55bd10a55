/** The resource library and its form in Canadian French: sections, file details, dates and messages. */
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations, inLanguage } from '../../i18n/testing';
import { renderWithProviders } from '../../test/render';
import { resetSessionStore, signInAs, signOutAndRestoreMocks } from '../../test/session';
import ResourceFormScreen from './ResourceFormScreen';
import ResourcesScreen from './ResourcesScreen';
import { admin, at, libraryAt, resourceFixture, resourceFormAt } from './testing';

vi.mock('../../data/resourcesApi', () => ({
  listResources: vi.fn(),
  getResource: vi.fn(),
  newResourceId: vi.fn(() => 'r-new'),
  createResource: vi.fn(),
  updateResource: vi.fn(),
  deleteResource: vi.fn(),
}));
vi.mock('../../data/filesApi', () => ({ fileDownloadUrl: vi.fn(), isUploadCancelled: () => false }));

const { listResources, getResource } = await import('../../data/resourcesApi');
const { fileDownloadUrl } = await import('../../data/filesApi');

const brochure = resourceFixture({
  title: 'Brochure 2027',
  type: 'marketing',
  subtype: 'white papers',
  description: 'Toute la gamme.',
  file: { path: 'resources/marketing/r-1/gamme.png', name: 'gamme.png', contentType: 'image/png', size: 1_572_864 },
  createdDate: at(new Date(2026, 2, 4)),
  updatedDate: at(new Date(2026, 2, 4)),
});

beforeEach(() => {
  resetSessionStore();
  signInAs(admin);
  vi.mocked(listResources).mockResolvedValue([brochure]);
  vi.mocked(getResource).mockResolvedValue({ ...brochure, type: 'sales', subtype: 'dealer kits', updatedDate: at(new Date(2026, 4, 1)) });
  vi.mocked(fileDownloadUrl).mockImplementation(async (path: string) => `https://files.test/${path}`);
});
afterEach(signOutAndRestoreMocks);

describe('the resource screens in French', () => {
  it('shows a library by section with French names, file details and dates, with no accessibility violations', async () => {
    await inLanguage('fr', async () => {
      renderWithProviders(<ResourcesScreen />, libraryAt());
      expect(await screen.findByRole('heading', { level: 1, name: 'Ressources marketing' })).toBeInTheDocument();
      const card = await screen.findByRole('article', { name: 'Brochure 2027' });
      const section = screen.getByRole('region', { name: 'Livres blancs' });
      expect(section).toHaveTextContent('1 ressource');
      expect(within(section).getByRole('list', { name: 'Fichiers de la section Livres blancs' })).toContainElement(card);
      expect(card).toHaveTextContent('Image PNG · 1,5 Mo · Ajoutée le 4 mars 2026');
      expect(within(card).getByRole('link', { name: 'Télécharger Brochure 2027' })).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Pas encore publié' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Ajouter une ressource' })).toBeInTheDocument();
      document.title = 'Ressources | Portail des concessionnaires';
      expect(await axeViolations()).toEqual([]);

      fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher des ressources' }), { target: { value: 'livres blancs' } });
      expect(await screen.findByText('1 ressource trouvée.')).toBeInTheDocument();
      fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher des ressources' }), { target: { value: 'grange' } });
      expect(await screen.findByText('Aucune des ressources marketing ne contient « grange ».')).toBeInTheDocument();
    });
  });

  it('checks a new resource in French', async () => {
    await inLanguage('fr', async () => {
      const user = userEvent.setup();
      renderWithProviders(<ResourceFormScreen />, resourceFormAt('/admin/resources/add'));
      expect(screen.getByRole('heading', { level: 1, name: 'Ajouter une ressource' })).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: /^Sous-type/ })).toHaveAccessibleDescription('Choisissez d’abord un type.');
      expect(screen.getByText('PDF, JPEG, PNG ou WebP, jusqu’à 100 Mo.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Publier la ressource' }));
      expect(await screen.findByText('Choisissez le type de ressource.')).toBeInTheDocument();
      expect(screen.getByText('Choisissez le fichier à publier.')).toBeInTheDocument();
    });
  });

  it('edits a resource in French, naming its library and its current file', async () => {
    await inLanguage('fr', async () => {
      renderWithProviders(<ResourceFormScreen />, resourceFormAt('/admin/resources/edit/r-1'));
      expect(await screen.findByRole('heading', { level: 1, name: 'Modifier la ressource' })).toBeInTheDocument();
      expect(screen.getByText('Brochure 2027 · ressources de ventes')).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: /^Sous-type/ })).toHaveTextContent('Trousses du concessionnaire');
      expect(screen.getByText(/^Fichier actuel/)).toHaveTextContent('Fichier actuel : gamme.png · Image PNG · 1,5 Mo');
      expect(screen.getByRole('button', { name: 'Supprimer la ressource' })).toBeInTheDocument();
    });
  });
});
