import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SnackbarProvider } from 'notistack';
import { describe, expect, it, vi } from 'vitest';
import type { GridColDef } from '@mui/x-data-grid';
import { inLanguage } from '../../i18n/testing';
import { expectConsoleError } from '../../test/consoleErrors';
import type { PagedListState } from '../../types/pages';
import { CountTabs } from './CountTabs';
import { ExportCsvButton } from './ExportCsvButton';
import { ListView } from './ListView';
import { choiceParam, type ListDefinition } from './listState';
import { useListController } from './useListController';

vi.mock('../../lib/download', () => ({ downloadCsv: vi.fn() }));

interface Row {
  id: string;
  name: string;
}

const LIST: ListDefinition<{ kind: 'a' | 'b' | null }> = { filters: { kind: choiceParam('kind', ['a', 'b'] as const) }, pageSizes: [5, 10], defaultPageSize: 5 };
const COLUMNS: GridColDef<Row>[] = [{ field: 'name', headerName: 'Nom', flex: 1 }];

function Things({ data }: { data: PagedListState<Row> }) {
  const list = useListController(LIST);
  return (
    <ListView
      aria-label="Choses"
      list={list}
      data={data}
      columns={COLUMNS}
      what="les choses"
      empty={{ title: 'Aucune chose' }}
      compact={false}
    />
  );
}

const empty: PagedListState<Row> = { status: 'ready', page: { items: [], hasMore: false, last: null }, pageIndex: 0, total: 0, retry: vi.fn() };

describe('the list components in French', () => {
  it('say nothing matches the filters and offer to clear them', async () => {
    await inLanguage('fr', () => {
      render(
        <MemoryRouter initialEntries={['/things?kind=a']}>
          <Things data={empty} />
        </MemoryRouter>,
      );
      expect(screen.getByText('Aucun résultat pour ces filtres')).toBeInTheDocument();
      expect(screen.getByText('Essayez d’autres filtres, ou effacez-les pour tout afficher.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Effacer les filtres' })).toBeInTheDocument();
    });
  });

  it('say a list could not be loaded, with a retry', async () => {
    await inLanguage('fr', () => {
      render(
        <MemoryRouter>
          <Things data={{ ...empty, status: 'error', page: null, total: null }} />
        </MemoryRouter>,
      );
      expect(screen.getByRole('alert')).toHaveTextContent('Impossible de charger les choses. Vérifiez votre connexion et réessayez.');
      expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    });
  });

  it('count the tabs with French digit grouping', async () => {
    await inLanguage('fr', () => {
      render(
        <CountTabs
          aria-label="Statut"
          options={[{ value: 'open', label: 'Ouvertes' }]}
          value={null}
          counts={new Map([['open', 1234]])}
          onChange={vi.fn()}
        />,
      );
      // Digits grouped with a no-break space.
      expect(screen.getByRole('tab', { name: 'Tout (1\u00a0234)' })).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'Ouvertes (1\u00a0234)' })).toBeInTheDocument();
    });
  });

  it('export in French, counting with the French plural', async () => {
    await inLanguage('fr', async () => {
      render(
        <SnackbarProvider>
          <ExportCsvButton
            noun={{ one: 'commande', other: 'commandes' }}
            choices={[{ label: 'Commandes de cette liste', total: 1, run: async () => ({ csv: 'a', fileName: 'a.csv', count: 1 }) }]}
          />
        </SnackbarProvider>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
      expect(await screen.findByText('Exportation terminée : 1 commande.')).toBeInTheDocument();
    });
  });

  it('say in French that an export failed', async () => {
    expectConsoleError('Unable to export pièces');
    await inLanguage('fr', async () => {
      render(
        <SnackbarProvider>
          <ExportCsvButton
            noun={{ one: 'pièce', other: 'pièces' }}
            choices={[{ label: 'Pièces', total: 3, run: async () => Promise.reject(new Error('offline')) }]}
          />
        </SnackbarProvider>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
      expect(await screen.findByText('L’exportation des pièces a échoué. Veuillez réessayer.')).toBeInTheDocument();
    });
  });
});
