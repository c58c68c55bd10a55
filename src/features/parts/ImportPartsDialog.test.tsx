import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../test/consoleErrors';
import { renderWithProviders } from '../../test/render';
import { ImportPartsDialog } from './ImportPartsDialog';
import { CSV_COLUMNS } from './partsCsv';

vi.mock('../../data/partsApi', async () => {
  class PartsImportError extends Error {
    constructor(
      message: string,
      readonly restored: boolean,
      readonly notRestored: string[],
    ) {
      super(message);
    }
  }
  return { IMPORT_BATCH_SIZE: 400, PartsImportError, findExistingParts: vi.fn(), importParts: vi.fn() };
});

const { PartsImportError, findExistingParts, importParts } = await import('../../data/partsApi');

const HEADER = CSV_COLUMNS.join(',');
const GOOD = 'CS-0110,Endwall Standard,endwall,,each,25,18.75,37,true';
const NEW = 'CS-9010,Ratchet Strap,accessories,,each,24.50,18.25,40,yes';
const BAD = 'CS-9011,Strap,accessories,,each,12.345,9,4,true';

function chooseFile(lines: string[], name = 'parts.csv') {
  const file = new File([[HEADER, ...lines].join('\n')], name, { type: 'text/csv' });
  fireEvent.change(screen.getByLabelText('CSV file of parts'), { target: { files: [file] } });
}

const onClose = vi.fn();
/** The preview grid takes a while to render on a busy machine. */
const SLOW = { timeout: 15_000 };

beforeEach(() => {
  vi.mocked(findExistingParts).mockResolvedValue(new Set(['CS-0110']));
});
afterEach(() => vi.clearAllMocks());

describe('ImportPartsDialog', () => {
  it('documents the format and offers a template', () => {
    renderWithProviders(<ImportPartsDialog open onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Import Parts from CSV' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'CSV columns' })).toHaveTextContent('priceCAD');
    expect(screen.getByRole('button', { name: 'Download template' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it('imports nothing while a row is bad, and says how many rows are bad', async () => {
    renderWithProviders(<ImportPartsDialog open onClose={onClose} />);
    chooseFile([GOOD, NEW, BAD]);
    expect(await screen.findByText(/1 of 3 rows has an error\. Nothing is imported while any row is bad/, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    // The preview starts with the bad rows only, each with its row number and message.
    expect(await screen.findByText('CAD price: Use at most 2 decimals (cents).', {}, SLOW)).toBeInTheDocument();
    expect(findExistingParts).toHaveBeenCalledWith(['CS-0110', 'CS-9010']);
    expect(importParts).not.toHaveBeenCalled();
  });

  it('refuses a file without the expected columns', async () => {
    renderWithProviders(<ImportPartsDialog open onClose={onClose} />);
    const file = new File(['partNumber,name\nA,B'], 'short.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText('CSV file of parts'), { target: { files: [file] } });
    expect(await screen.findByText(/^short\.csv: The first row must name the columns/, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it('imports a good file, tells the counts and closes', async () => {
    vi.mocked(importParts).mockImplementation(async (_rows, onProgress) => {
      onProgress?.(0.5);
      onProgress?.(1);
      return { created: 1, updated: 1 };
    });
    renderWithProviders(<ImportPartsDialog open onClose={onClose} />);
    chooseFile([GOOD, NEW]);
    expect(await screen.findByText('All 2 parts are ready to import: 1 new, 1 updated.', {}, SLOW)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Import 2 parts' }));
    expect(await screen.findByText('Imported 2 parts from parts.csv: 1 new, 1 updated.', {}, SLOW)).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(vi.mocked(importParts).mock.calls[0][0]).toEqual([
      expect.objectContaining({ partNumber: 'CS-0110', priceUSD: 18.75 }),
      expect.objectContaining({ partNumber: 'CS-9010', active: true }),
    ]);
  });

  it('says that a failed import left nothing written, and lets it be tried again', async () => {
    expectConsoleError('Parts import failed');
    vi.mocked(importParts).mockRejectedValue(
      new PartsImportError('Batch 2 of 2 failed (unavailable); the parts already written were put back as they were, so nothing was imported.', true, []),
    );
    renderWithProviders(<ImportPartsDialog open onClose={onClose} />);
    chooseFile([GOOD, NEW]);
    fireEvent.click(await screen.findByRole('button', { name: 'Import 2 parts' }, SLOW));
    expect(await screen.findByText(/so nothing was imported\. You can try the import again\./, {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Import 2 parts' })).toBeEnabled());
    expect(onClose).not.toHaveBeenCalled();
  });
});
