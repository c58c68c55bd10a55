/** The parts screens in Canadian French: the list, the part form and the CSV import. */
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations, inLanguage } from '../../i18n/testing';
import { renderWithProviders } from '../../test/render';
import { ImportPartsDialog } from './ImportPartsDialog';
import PartFormScreen from './PartFormScreen';
import PartsScreen from './PartsScreen';
import { CSV_COLUMNS } from './partsCsv';
import { partFormAt, partFixture } from './testing';

vi.mock('../../data/partsApi', async () => {
  class PartExistsError extends Error {}
  class PartNotFoundError extends Error {}
  class PartsImportError extends Error {}
  return {
    IMPORT_BATCH_SIZE: 400,
    PartExistsError,
    PartNotFoundError,
    PartsImportError,
    createPart: vi.fn(),
    updatePart: vi.fn(),
    getPart: vi.fn(),
    subscribeToPartsPage: vi.fn(),
    countParts: vi.fn(),
    countPartsByCategory: vi.fn(),
    fetchAllParts: vi.fn(),
    findExistingParts: vi.fn(),
    importParts: vi.fn(),
  };
});

const { subscribeToPartsPage, countParts, countPartsByCategory, findExistingParts } = await import('../../data/partsApi');

// French words, a price and a stock in the thousands, and an inactive part, to show each as French writes it.
const strap = partFixture({ name: 'Sangle à cliquet', description: '', priceCAD: 1234.5, stock: 1200, active: false });

afterEach(() => vi.clearAllMocks());

// Previewing a CSV and scanning the form for accessibility took up to 18 s on a busy two-core machine.
describe('the parts screens in French', { timeout: 60_000 }, () => {
  it('lists the catalogue with French headings, categories, money and numbers', async () => {
    vi.mocked(subscribeToPartsPage).mockImplementation((_filter, _size, _after, onChange) => {
      onChange({ items: [strap], hasMore: false, last: null });
      return () => undefined;
    });
    vi.mocked(countParts).mockResolvedValue(1);
    vi.mocked(countPartsByCategory).mockResolvedValue({ byCategory: new Map([['accessories', 1]]), all: 1 });
    await inLanguage('fr', async () => {
      renderWithProviders(<PartsScreen />, { path: '/admin/parts', route: '/admin/parts' });
      const grid = await screen.findByRole('grid', { name: 'Pièces' });
      expect(screen.getByRole('heading', { level: 1, name: 'Gérer les pièces' })).toBeInTheDocument();
      expect(within(grid).getByRole('columnheader', { name: 'Numéro de pièce' })).toBeInTheDocument();
      // Testing Library reads no-break spaces as spaces: the formats' own spaces are checked in src/lib.
      expect(within(grid).getByText('1 234,50 $ CA')).toBeInTheDocument();
      expect(within(grid).getByText('18,00 $ US')).toBeInTheDocument();
      expect(within(grid).getByText('1 200')).toBeInTheDocument();
      expect(within(grid).getByText('Non')).toBeInTheDocument();
      expect(screen.getByRole('searchbox', { name: 'Rechercher des pièces' })).toBeInTheDocument();
      expect(screen.getByRole('tablist', { name: 'Catégorie de pièces' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Importer un CSV' })).toBeInTheDocument();
    });
  });

  it('checks a new part in French, with no accessibility violations', async () => {
    await inLanguage('fr', async () => {
      const user = userEvent.setup();
      renderWithProviders(<PartFormScreen />, partFormAt('/admin/parts/add'));
      expect(screen.getByRole('heading', { level: 1, name: 'Ajouter une pièce' })).toBeInTheDocument();
      await user.type(screen.getByRole('textbox', { name: /^Numéro de pièce/ }), 'CS 1');
      // A decimal comma is a price as French writes it; a grouped one is refused rather than guessed.
      await user.type(screen.getByRole('textbox', { name: /^Prix CAD/ }), '12,50');
      await user.type(screen.getByRole('textbox', { name: /^Prix USD/ }), '1 250,50');
      await user.click(screen.getByRole('button', { name: 'Ajouter la pièce' }));
      expect(await screen.findByText('Choisissez l’une des catégories de pièces.')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: /^Prix CAD/ })).not.toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByRole('textbox', { name: /^Prix USD/ })).toHaveAccessibleDescription(
        'Entrez le nombre sans espace ni séparateur de milliers, p. ex. 1100 ou 12,5.',
      );
      fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Catégorie/ }));
      expect(within(screen.getByRole('listbox')).getByRole('option', { name: 'Fixations / quincaillerie' })).toBeInTheDocument();
      fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
      document.title = 'Ajouter une pièce | Portail des concessionnaires';
      expect(await axeViolations()).toEqual([]);
    });
  });

  it('previews a CSV file in French, naming each bad cell by its column', async () => {
    vi.mocked(findExistingParts).mockResolvedValue(new Set(['CS-0110']));
    await inLanguage('fr', async () => {
      renderWithProviders(<ImportPartsDialog open onClose={() => undefined} />);
      expect(screen.getByRole('dialog', { name: 'Importer des pièces d’un fichier CSV' })).toBeInTheDocument();
      expect(screen.getByRole('table', { name: 'Colonnes du CSV' })).toHaveTextContent('priceCAD');
      const text = [CSV_COLUMNS.join(','), 'CS-0110,Bout de mur,endwall,,each,25,18.75,37,true', 'CS-9011,Sangle,accessories,,each,12.345,9,4,true'].join('\n');
      fireEvent.change(screen.getByLabelText('Fichier CSV de pièces'), { target: { files: [new File([text], 'pieces.csv', { type: 'text/csv' })] } });
      expect(
        await screen.findByText(/^1 ligne sur 2 contient une erreur\. Rien n’est importé tant qu’une ligne est erronée/, {}, { timeout: 15_000 }),
      ).toBeInTheDocument();
      expect(await screen.findByText('Prix CAD : Utilisez au plus 2 décimales (les cents).', {}, { timeout: 15_000 })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Importer' })).toBeDisabled();
    });
  });
});
