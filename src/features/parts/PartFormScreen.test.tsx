import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { translate } from '../../i18n/i18n';
import { expectConsoleError } from '../../test/consoleErrors';
import { renderWithProviders } from '../../test/render';
import { enterText } from '../../test/typing';
import { PART_NUMBER_LOCKED_HINT } from './PartForm';
import PartFormScreen from './PartFormScreen';
import { partFormAt, partFixture } from './testing';
import { CHOOSE_CATEGORY_MESSAGE, PART_NUMBER_MESSAGE, PRICE_DECIMALS_MESSAGE, PRICE_MESSAGE, STOCK_MESSAGE } from './partSchema';

vi.mock('../../data/partsApi', async () => {
  class PartExistsError extends Error {
    constructor(readonly partNumber: string) {
      super(`A part with part number ${partNumber} already exists.`);
    }
  }
  class PartNotFoundError extends Error {}
  return { PartExistsError, PartNotFoundError, createPart: vi.fn(), updatePart: vi.fn(), getPart: vi.fn() };
});

const { PartExistsError, createPart, getPart, updatePart } = await import('../../data/partsApi');

const strap = partFixture();

const renderAdd = () => renderWithProviders(<PartFormScreen />, partFormAt('/admin/parts/add'));
const renderEdit = (id: string) => renderWithProviders(<PartFormScreen />, partFormAt(`/admin/parts/edit/${id}`));

function chooseCategory(label: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /Category/ }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: label }));
}

beforeEach(() => {
  vi.mocked(createPart).mockImplementation(async (input) => ({ id: input.partNumber, ...input }));
  vi.mocked(updatePart).mockImplementation(async (id, input) => ({ id, ...input }));
});
afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

// Typing every field of the form took up to 7 s on a busy two-core machine: too close to the 15 s default.
describe('PartFormScreen: add', { timeout: 40_000 }, () => {
  it('reports every missing field and writes nothing', async () => {
    renderAdd();
    await userEvent.clear(screen.getByRole('textbox', { name: /^Unit/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Part' }));
    expect(await screen.findByText(translate(CHOOSE_CATEGORY_MESSAGE))).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Part Number/ })).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByRole('textbox', { name: /^CAD Price/ })).toHaveAccessibleDescription('This field is required.');
    // Part number, name, unit and both prices (the stock starts at 0).
    expect(screen.getAllByText('This field is required.')).toHaveLength(5);
    expect(createPart).not.toHaveBeenCalled();
  });

  it('says what is wrong with a part number, a price and a stock', async () => {
    const user = userEvent.setup();
    renderAdd();
    await enterText(user, screen.getByRole('textbox', { name: /^Part Number/ }), 'CS 9010');
    await enterText(user, screen.getByRole('textbox', { name: /^CAD Price/ }), '12.345');
    await enterText(user, screen.getByRole('textbox', { name: /^USD Price/ }), '-2');
    const stock = screen.getByRole('textbox', { name: /^Stock/ });
    await user.clear(stock);
    await enterText(user, stock, '1.5');
    fireEvent.click(screen.getByRole('button', { name: 'Add Part' }));
    expect(await screen.findByText(translate(PART_NUMBER_MESSAGE))).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^CAD Price/ })).toHaveAccessibleDescription(translate(PRICE_DECIMALS_MESSAGE));
    expect(screen.getByRole('textbox', { name: /^USD Price/ })).toHaveAccessibleDescription(translate(PRICE_MESSAGE));
    expect(screen.getByRole('textbox', { name: /^Stock/ })).toHaveAccessibleDescription(translate(STOCK_MESSAGE));
    expect(createPart).not.toHaveBeenCalled();
  });

  it('adds the part with its number in upper case, says so and returns to the list', async () => {
    const user = userEvent.setup();
    renderAdd();
    await enterText(user, screen.getByRole('textbox', { name: /^Part Number/ }), ' cs-9010 ');
    chooseCategory('Accessories');
    await enterText(user, screen.getByRole('textbox', { name: /^Name/ }), 'Ratchet Strap');
    await enterText(user, screen.getByRole('textbox', { name: /^Description/ }), '2 in. strap.');
    await enterText(user, screen.getByRole('textbox', { name: /^CAD Price/ }), '24.5');
    await enterText(user, screen.getByRole('textbox', { name: /^USD Price/ }), '18');
    const stock = screen.getByRole('textbox', { name: /^Stock/ });
    await user.clear(stock);
    await enterText(user, stock, '40');
    fireEvent.click(screen.getByRole('button', { name: 'Add Part' }));
    expect(await screen.findByText('Parts list')).toBeInTheDocument();
    const { id: _id, ...input } = strap;
    expect(createPart).toHaveBeenCalledWith(input);
    expect(screen.getByText('Part CS-9010 added.')).toBeInTheDocument();
  });

  it('keeps the form and marks the part number when it is taken', async () => {
    vi.mocked(createPart).mockRejectedValue(new PartExistsError('CS-0110'));
    const user = userEvent.setup();
    renderAdd();
    await enterText(user, screen.getByRole('textbox', { name: /^Part Number/ }), 'CS-0110');
    chooseCategory('Endwall');
    await enterText(user, screen.getByRole('textbox', { name: /^Name/ }), 'Endwall');
    await enterText(user, screen.getByRole('textbox', { name: /^CAD Price/ }), '1');
    await enterText(user, screen.getByRole('textbox', { name: /^USD Price/ }), '1');
    fireEvent.click(screen.getByRole('button', { name: 'Add Part' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Part Number/ })).toHaveAccessibleDescription(
        'A part with part number CS-0110 already exists. Choose another part number.',
      ),
    );
    expect(screen.queryByText('Parts list')).not.toBeInTheDocument();
  });

  it('leaves without saving on Cancel', async () => {
    renderAdd();
    fireEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByText('Parts list')).toBeInTheDocument();
    expect(createPart).not.toHaveBeenCalled();
  });
});

describe('PartFormScreen: edit', () => {
  it('shows the part with a read-only part number and saves the other fields', async () => {
    vi.mocked(getPart).mockResolvedValue(strap);
    const user = userEvent.setup();
    renderEdit('CS-9010');
    const partNumber = await screen.findByRole('textbox', { name: /^Part Number/ });
    expect(partNumber).toHaveValue('CS-9010');
    expect(partNumber).toHaveAttribute('readonly');
    expect(partNumber).toHaveAccessibleDescription(translate(PART_NUMBER_LOCKED_HINT));
    expect(screen.getByRole('textbox', { name: /^CAD Price/ })).toHaveValue('24.50');
    expect(screen.getByRole('checkbox', { name: /Active/ })).toBeChecked();

    const name = screen.getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await enterText(user, name, 'Ratchet Strap Long');
    fireEvent.click(screen.getByRole('checkbox', { name: /Active/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Part' }));
    expect(await screen.findByText('Parts list')).toBeInTheDocument();
    const { id: _id, ...input } = strap;
    expect(updatePart).toHaveBeenCalledWith('CS-9010', { ...input, name: 'Ratchet Strap Long', active: false });
    expect(screen.getByText('Part CS-9010 saved.')).toBeInTheDocument();
  });

  it('says when there is no such part', async () => {
    vi.mocked(getPart).mockResolvedValue(null);
    renderEdit('NOPE-1');
    expect(await screen.findByText('Part not found')).toBeInTheDocument();
    expect(screen.getByText('There is no part NOPE-1 in the catalogue.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Manage Parts' })).toHaveAttribute('href', '/admin/parts');
  });

  it('says when the part could not be loaded, and reads it again on Retry', async () => {
    const offline = Object.assign(new Error('offline'), { code: 'unavailable' });
    vi.mocked(getPart).mockRejectedValueOnce(offline).mockResolvedValueOnce(strap);
    const logged = expectConsoleError('Unable to load the part');
    renderEdit('CS-9010');
    expect(await screen.findByText('The part could not be loaded. Check your connection and try again.')).toBeInTheDocument();
    expect(logged.calls).toContainEqual(['Unable to load the part', offline]);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('textbox', { name: /^Part Number/ })).toHaveValue('CS-9010');
    expect(getPart).toHaveBeenCalledTimes(2);
  });

  it('says there is no such part when the read is refused', async () => {
    vi.mocked(getPart).mockRejectedValueOnce(Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' }));
    renderEdit('CS-9010');
    expect(await screen.findByText('Part not found')).toBeInTheDocument();
  });
});
