import { render, screen, within } from '@testing-library/react';
import TablePagination from '@mui/material/TablePagination';
import { DataGrid } from '@mui/x-data-grid';
import { describe, expect, it } from 'vitest';
import { LanguageProvider } from '../i18n/LanguageProvider';
import { inLanguage } from '../i18n/testing';
import { ThemeModeProvider } from './ThemeModeProvider';

function Pager({ count }: { count: number }) {
  return (
    <LanguageProvider>
      <ThemeModeProvider>
        <TablePagination component="div" count={count} page={0} rowsPerPage={25} rowsPerPageOptions={[25, 50]} onPageChange={() => undefined} />
      </ThemeModeProvider>
    </LanguageProvider>
  );
}

const ROWS = Array.from({ length: 6 }, (_v, i) => ({ id: i, name: `Row ${i}` }));

function Grid() {
  return (
    <LanguageProvider>
      <ThemeModeProvider>
        <DataGrid
          aria-label="Rows"
          rows={ROWS}
          columns={[{ field: 'name', headerName: 'Name' }]}
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
          pageSizeOptions={[25, 50]}
          autoHeight
        />
      </ThemeModeProvider>
    </LanguageProvider>
  );
}

describe("MUI's own texts", () => {
  it('are English on an English page', () => {
    render(<Pager count={6} />);
    expect(screen.getByText('Rows per page:')).toBeInTheDocument();
    expect(screen.getByText('1–6 of 6')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
  });

  it('turn French with the page, in Canadian French, an unknown total included', async () => {
    await inLanguage('fr', async () => {
      const { unmount } = render(<Pager count={1234} />);
      expect(await screen.findByText('Lignes par page :')).toBeInTheDocument();
      // Digits grouped with a no-break space, as Canadian French writes them.
      expect(document.querySelector('.MuiTablePagination-displayedRows')?.textContent).toBe('1–25 sur 1\u00a0234');
      expect(screen.getByRole('button', { name: 'Aller à la page suivante' })).toBeEnabled();
      unmount();

      render(<Pager count={-1} />);
      expect(await screen.findByText('1–25 sur plus de 25')).toBeInTheDocument();
    });
  });

  it("put the grid's pager and labels in French", async () => {
    await inLanguage('fr', async () => {
      render(<Grid />);
      const grid = screen.getByRole('grid', { name: 'Rows' }).closest<HTMLElement>('.MuiDataGrid-root')!;
      expect(await within(grid).findByText('1–6 sur 6')).toBeInTheDocument();
      expect(within(grid).getByText('Lignes par page :')).toBeInTheDocument();
    });
  });
});
