import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { GridColDef } from '@mui/x-data-grid';
import type { PagedListState } from '../../types/pages';
import { ListView } from './ListView';
import { choiceParam, type ListDefinition } from './listState';
import { useListController } from './useListController';

interface Row {
  id: string;
  name: string;
}

const LIST: ListDefinition<{ kind: 'a' | 'b' | null }> = { filters: { kind: choiceParam('kind', ['a', 'b'] as const) }, pageSizes: [5, 10], defaultPageSize: 5 };
const COLUMNS: GridColDef<Row>[] = [{ field: 'name', headerName: 'Name', flex: 1 }];
const rows = (count: number, from = 0) => Array.from({ length: count }, (_v, i) => ({ id: `r${from + i}`, name: `Row ${from + i}` }));

function state(overrides: Partial<PagedListState<Row>>): PagedListState<Row> {
  return { status: 'ready', page: { items: [], hasMore: false, last: null }, pageIndex: 0, total: null, retry: vi.fn(), ...overrides };
}

function Search() {
  return <p data-testid="search">{useLocation().search}</p>;
}

/** `data` answers for the page the URL asks for (as the data layer does when it can reach it). */
function Things({ data }: { data: (page: number) => PagedListState<Row> }) {
  const list = useListController(LIST);
  return (
    <ListView
      aria-label="Things"
      list={list}
      data={data(list.state.page)}
      columns={COLUMNS}
      what="things"
      empty={{ title: 'No things yet', message: 'Things you add appear here.' }}
      noMatch={{ title: 'No things match', message: 'Try another kind.' }}
      compact={false}
    />
  );
}

function renderList(data: PagedListState<Row> | ((page: number) => PagedListState<Row>), url = '/things') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Things data={typeof data === 'function' ? data : () => data} />
      <Search />
    </MemoryRouter>,
  );
}

const pager = () => screen.getByRole('grid', { name: 'Things' }).closest<HTMLElement>('.MuiDataGrid-root')!;

describe('ListView', () => {
  it('states the true total and offers no page after the last', () => {
    renderList(state({ page: { items: rows(3), hasMore: false, last: null }, total: 3 }));
    expect(within(pager()).getByText('1–3 of 3')).toBeInTheDocument();
    expect(within(pager()).getByRole('button', { name: 'Go to next page' })).toBeDisabled();
  });

  it('goes to the next page through the URL while more follow', () => {
    renderList((page) =>
      page === 0
        ? state({ page: { items: rows(5), hasMore: true, last: 'r4' }, total: 7 })
        : state({ page: { items: rows(2, 5), hasMore: false, last: null }, pageIndex: 1, total: 7 }),
    );
    expect(within(pager()).getByText('1–5 of 7')).toBeInTheDocument();
    fireEvent.click(within(pager()).getByRole('button', { name: 'Go to next page' }));
    expect(screen.getByTestId('search')).toHaveTextContent('?page=2');
    expect(within(pager()).getByText('6–7 of 7')).toBeInTheDocument();
    expect(screen.getByRole('gridcell', { name: 'Row 6' })).toBeInTheDocument();
  });

  it('shows where the list is when the URL asks for a page it cannot reach', () => {
    renderList(state({ page: { items: rows(5), hasMore: true, last: 'r4' }, pageIndex: 0, total: 12 }), '/things?kind=a&page=3');
    expect(screen.getByTestId('search')).toHaveTextContent(/^\?kind=a$/);
  });

  it('tells an empty list from one the filters empty, and clears the filters', () => {
    const { unmount } = renderList(state({ total: 0 }));
    expect(screen.getByText('No things yet')).toBeInTheDocument();
    unmount();
    renderList(state({ total: 0 }), '/things?kind=b&size=10');
    expect(screen.getByText('No things match')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByTestId('search')).toHaveTextContent(/^\?size=10$/);
  });

  it('says when the list could not be loaded and retries, keeping rows already shown', () => {
    const retry = vi.fn();
    renderList(state({ status: 'error', page: { items: rows(2), hasMore: false, last: null }, retry }));
    expect(screen.getByText('The things could not be loaded. Check your connection and try again.')).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'Things' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
