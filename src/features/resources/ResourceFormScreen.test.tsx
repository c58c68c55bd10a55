import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../test/consoleErrors';
import { translate } from '../../i18n/i18n';
import { renderWithProviders } from '../../test/render';
import { resetSessionStore, signInAs, signOutAndRestoreMocks } from '../../test/session';
import ResourceFormScreen from './ResourceFormScreen';
import { admin, resourceFixture, resourceFormAt } from './testing';
import { FILE_REQUIRED_MESSAGE, SUBTYPE_REQUIRED_MESSAGE, TYPE_REQUIRED_MESSAGE } from './resourceSchema';

vi.mock('../../data/resourcesApi', () => ({
  newResourceId: vi.fn(() => 'r-new'),
  getResource: vi.fn(),
  createResource: vi.fn(),
  updateResource: vi.fn(),
  deleteResource: vi.fn(),
}));
vi.mock('../../data/filesApi', () => ({
  isUploadCancelled: (error: unknown) => typeof error === 'object' && error !== null && 'code' in error && error.code === 'storage/canceled',
}));

const { createResource, deleteResource, getResource, updateResource } = await import('../../data/resourcesApi');

const stored = resourceFixture();

const renderAdd = (path = '/admin/resources/add?type=marketing') => renderWithProviders(<ResourceFormScreen />, resourceFormAt(path));
const renderEdit = (id = 'r-1') => renderWithProviders(<ResourceFormScreen />, resourceFormAt(`/admin/resources/edit/${id}`));

function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

function optionsOf(label: string): string[] {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const names = within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent ?? '');
  fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
  return names;
}

function chooseFile(file: File) {
  fireEvent.change(screen.getByLabelText('File', { selector: 'input' }), { target: { files: [file] } });
}

const pdf = () => new File(['%PDF-1.4'], 'brochure.pdf', { type: 'application/pdf' });
const path = () => screen.getByTestId('current-path');

beforeEach(() => {
  resetSessionStore();
  signInAs(admin);
  vi.mocked(getResource).mockResolvedValue(stored);
});
afterEach(signOutAndRestoreMocks);

// Each test fills the form and its file field, with dialogs: up to 10 s seen on a busy two-core machine.
describe('ResourceFormScreen: add', { timeout: 20_000 }, () => {
  it('reports every missing field and writes nothing', async () => {
    renderAdd('/admin/resources/add');
    fireEvent.click(await screen.findByRole('button', { name: 'Publish Resource' }));
    expect(await screen.findByText(translate(FILE_REQUIRED_MESSAGE))).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByText(translate(TYPE_REQUIRED_MESSAGE))).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Subtype/ })).toHaveAccessibleDescription('Choose a type first.');
    choose('Type', 'Sales');
    expect(await screen.findByText(translate(SUBTYPE_REQUIRED_MESSAGE))).toBeInTheDocument();
    expect(createResource).not.toHaveBeenCalled();
  });

  it('offers only the chosen type’s subtypes, sorted, and starts over when the type changes', async () => {
    renderAdd();
    await screen.findByRole('button', { name: 'Publish Resource' });
    expect(screen.getByRole('combobox', { name: /Type/ })).toHaveTextContent('Marketing');
    expect(optionsOf('Subtype')).toEqual([
      'Bid Specs', 'Brochures', 'Bulletins', 'Ebooks', 'Fact Sheets', 'Image Library', 'Logos', 'Video Library', 'White Papers',
    ]);
    choose('Subtype', 'Brochures');
    expect(screen.getByText('Printable product brochures.')).toBeInTheDocument();
    choose('Type', 'Engineering');
    expect(screen.getByRole('combobox', { name: /Subtype/ })).not.toHaveTextContent('Brochures');
    expect(optionsOf('Subtype')).toContain('Inner and Outer Cords');
    expect(optionsOf('Subtype')).not.toContain('Brochures');
  });

  it('refuses a file of another kind as soon as it is chosen', async () => {
    renderAdd();
    await screen.findByRole('button', { name: 'Publish Resource' });
    chooseFile(new File(['x'], 'prices.xlsx', { type: 'application/vnd.ms-excel' }));
    expect(await screen.findByText('prices.xlsx is not a PDF, JPEG, PNG or WebP file.')).toBeInTheDocument();
    // Removing it and choosing a PDF clears the message.
    fireEvent.click(screen.getByRole('button', { name: 'Remove prices.xlsx' }));
    chooseFile(pdf());
    await waitFor(() => expect(screen.queryByText(/is not a PDF/)).not.toBeInTheDocument());
    expect(screen.getByText('brochure.pdf')).toBeInTheDocument();
  });

  it('uploads with its progress, publishes in the admin’s name and returns to the type’s page', async () => {
    let finish: () => void = () => undefined;
    vi.mocked(createResource).mockImplementation((_details, _file, _publisher, options) => {
      options?.onProgress?.(0.4);
      return new Promise((resolve) => {
        finish = () => resolve('r-new');
      });
    });
    renderAdd();
    fireEvent.change(await screen.findByRole('textbox', { name: /Title/ }), { target: { value: ' 2027 Brochure ' } });
    choose('Subtype', 'Brochures');
    fireEvent.change(screen.getByRole('textbox', { name: /Description/ }), { target: { value: 'The new range.' } });
    chooseFile(pdf());
    fireEvent.click(screen.getByRole('button', { name: 'Publish Resource' }));

    const bar = await screen.findByRole('progressbar', { name: 'Uploading brochure.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('Uploading brochure.pdf (40%)')).toBeInTheDocument();
    expect(createResource).toHaveBeenCalledWith(
      { title: '2027 Brochure', type: 'marketing', subtype: 'brochures', description: 'The new range.' },
      { data: expect.any(File), name: 'brochure.pdf', contentType: 'application/pdf' },
      { id: 'u-alex', name: 'Alex Morgan' },
      expect.objectContaining({ id: 'r-new', signal: expect.any(AbortSignal) }),
    );
    await act(async () => finish());
    await waitFor(() => expect(path()).toHaveTextContent('/resources/marketing'));
    expect(await screen.findByText('“2027 Brochure” published.')).toBeInTheDocument();
  });

  it('keeps everything when publishing fails, and says why', async () => {
    vi.mocked(createResource).mockRejectedValue(Object.assign(new Error('denied'), { code: 'storage/unauthorized' }));
    expectConsoleError('Unable to save the resource');
    renderAdd();
    fireEvent.change(await screen.findByRole('textbox', { name: /Title/ }), { target: { value: 'Logo pack' } });
    choose('Subtype', 'Logos');
    chooseFile(new File(['png'], 'logo.png', { type: 'image/png' }));
    fireEvent.click(screen.getByRole('button', { name: 'Publish Resource' }));
    expect(await screen.findByText('Publishing the resource was refused: you are not allowed to do this.')).toBeInTheDocument();
    expect(path()).toHaveTextContent('/admin/resources/add');
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('Logo pack');
    expect(screen.getByText('logo.png')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('cancels an upload under way', async () => {
    vi.mocked(createResource).mockImplementation((_details, _file, _publisher, options) => {
      options?.onProgress?.(0.1);
      return new Promise((_resolve, reject) => {
        options?.signal?.addEventListener('abort', () => reject(Object.assign(new Error('cancelled'), { code: 'storage/canceled' })));
      });
    });
    renderAdd();
    fireEvent.change(await screen.findByRole('textbox', { name: /Title/ }), { target: { value: 'Fact sheet' } });
    choose('Subtype', 'Fact Sheets');
    chooseFile(pdf());
    fireEvent.click(screen.getByRole('button', { name: 'Publish Resource' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Upload' }));
    expect(await screen.findByText('Upload cancelled. Nothing was saved.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('Fact sheet');
  });
});

// As above, with the stored resource loaded first.
describe('ResourceFormScreen: edit', { timeout: 20_000 }, () => {
  it('saves new details without touching the file', async () => {
    vi.mocked(updateResource).mockResolvedValue(undefined);
    renderEdit();
    const title = await screen.findByRole('textbox', { name: /Title/ });
    expect(title).toHaveValue('Dealer Kit 2026');
    expect(screen.getByText('kit.pdf')).toBeInTheDocument();
    fireEvent.change(title, { target: { value: 'Dealer Kit 2027' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(path()).toHaveTextContent('/resources/sales'));
    expect(updateResource).toHaveBeenCalledWith(
      stored,
      { title: 'Dealer Kit 2027', type: 'sales', subtype: 'dealer kits', description: 'Everything a new dealer needs.' },
      null,
      expect.any(Object),
    );
  });

  it('replaces the file only once confirmed', async () => {
    vi.mocked(updateResource).mockResolvedValue(undefined);
    renderEdit();
    await screen.findByRole('textbox', { name: /Title/ });
    chooseFile(new File(['%PDF'], 'kit-2027.pdf', { type: 'application/pdf' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace the file?' });
    expect(dialog).toHaveTextContent('kit.pdf will be replaced by kit-2027.pdf');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(updateResource).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Replace the file?' })).getByRole('button', { name: 'Replace File' }));
    await waitFor(() => expect(path()).toHaveTextContent('/resources/sales'));
    expect(updateResource).toHaveBeenCalledWith(
      stored,
      expect.objectContaining({ title: 'Dealer Kit 2026' }),
      { data: expect.any(File), name: 'kit-2027.pdf', contentType: 'application/pdf' },
      expect.any(Object),
    );
  });

  it('deletes the resource once confirmed and returns to its type’s page', async () => {
    vi.mocked(deleteResource).mockResolvedValue(undefined);
    renderEdit();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Resource' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this resource?' });
    expect(dialog).toHaveTextContent('Dealer Kit 2026 and its file kit.pdf will be deleted');
    expect(deleteResource).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Resource' }));
    await waitFor(() => expect(path()).toHaveTextContent('/resources/sales'));
    expect(deleteResource).toHaveBeenCalledWith(stored);
    expect(await screen.findByText('“Dealer Kit 2026” deleted.')).toBeInTheDocument();
  });

  it('says when the resource does not exist', async () => {
    vi.mocked(getResource).mockResolvedValue(null);
    renderEdit('missing');
    expect(await screen.findByText('Resource not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sales Resources' })).toHaveAttribute('href', '/resources/sales');
  });
});
