import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sortedResourceSubtypes } from '../../reference/resources';
import { expectConsoleError } from '../../test/consoleErrors';
import { renderWithProviders } from '../../test/render';
import { resetSessionStore, signInAs, signOutAndRestoreMocks } from '../../test/session';
import type { User } from '../../types/domain';
import type { Resource } from '../../types/resources';
import ResourcesScreen from './ResourcesScreen';
import { subtypeLabel } from './labels';
import { at, libraryAt } from './testing';

vi.mock('../../data/resourcesApi', () => ({ listResources: vi.fn(), getResource: vi.fn() }));
vi.mock('../../data/filesApi', () => ({ fileDownloadUrl: vi.fn() }));
const downloadUrl = async (path: string) => `https://files.test/${path}`;

const { listResources } = await import('../../data/resourcesApi');
const { fileDownloadUrl } = await import('../../data/filesApi');

function user(admin: boolean): User {
  return {
    id: admin ? 'u-admin' : 'u-dealer',
    company: 'acme',
    active: true,
    data: { firstname: 'Dana', lastname: 'Dealer', email: 'dana@acme.test', phone: '', sms: false, admin, manager: false },
  };
}

function resource(id: string, overrides: Partial<Resource>): Resource {
  return {
    id,
    title: id,
    type: 'marketing',
    subtype: 'brochures',
    description: '',
    file: { path: `resources/marketing/${id}/${id}.pdf`, name: `${id}.pdf`, contentType: 'application/pdf', size: 1_572_864 },
    createdBy: 'u-admin',
    createdByName: 'Alex Morgan',
    createdDate: at(new Date(2026, 2, 4)),
    updatedDate: at(new Date(2026, 2, 4)),
    ...overrides,
  };
}

const brochure = resource('r-1', { title: '2027 Brochure', description: 'The full range of fabric buildings.' });
const logo = resource('r-2', {
  title: 'Logo pack',
  subtype: 'logos',
  description: 'The red logo on white.',
  file: { path: 'resources/marketing/r-2/logo.png', name: 'logo.png', contentType: 'image/png', size: 2048 },
  updatedDate: at(new Date(2026, 4, 1)),
});

const renderLibrary = (type?: string) => renderWithProviders(<ResourcesScreen />, libraryAt(type));

beforeEach(() => {
  resetSessionStore();
  signInAs(user(false));
  vi.mocked(listResources).mockResolvedValue([brochure, logo]);
  vi.mocked(fileDownloadUrl).mockImplementation(downloadUrl);
});
afterEach(signOutAndRestoreMocks);

describe('ResourcesScreen', () => {
  it('shows the type’s description, its mailbox, a section of tiles per subtype with files, and the others listed once', async () => {
    renderLibrary();
    expect(await screen.findByRole('heading', { level: 1, name: 'Marketing Resources' })).toBeInTheDocument();
    expect(screen.getByText(/Brochures, imagery, videos/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'marketing@calhounsuperstructure.com' })).toHaveAttribute(
      'href',
      'mailto:marketing@calhounsuperstructure.com?subject=Marketing%20Resources',
    );
    await screen.findByRole('article', { name: '2027 Brochure' });
    expect(listResources).toHaveBeenCalledWith('marketing');
    // Sections with files, by name; then one list of the sections with nothing yet.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Brochures', 'Logos', 'Not Yet Published']);
    const brochures = screen.getByRole('region', { name: 'Brochures' });
    expect(brochures).toHaveTextContent('Printable product brochures.');
    expect(brochures).toHaveTextContent('1 resource');
    expect(within(brochures).getByRole('list', { name: 'Brochures files' })).toContainElement(screen.getByRole('article', { name: '2027 Brochure' }));

    const notYet = screen.getByRole('region', { name: 'Not Yet Published' });
    const listed = within(notYet).getAllByRole('term').map((term) => term.textContent);
    const withFiles = ['Brochures', 'Logos'];
    expect(listed).toEqual(sortedResourceSubtypes('marketing').map((subtype) => subtypeLabel(subtype.name)).filter((label) => !withFiles.includes(label)));
    expect(notYet).toHaveTextContent('Long-form guides for buyers.');
    // Dealers do not publish or edit.
    expect(screen.queryByRole('link', { name: 'Add Resource' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
  });

  it('shows every file with its thumbnail, kind, size and date, newest first', async () => {
    const older = resource('r-3', { title: '2026 Brochure', createdDate: at(new Date(2025, 2, 4)), updatedDate: at(new Date(2025, 2, 4)) });
    vi.mocked(listResources).mockResolvedValue([older, brochure, logo]);
    renderLibrary();
    const card = await screen.findByRole('article', { name: '2027 Brochure' });
    expect(card).toHaveTextContent('The full range of fabric buildings.');
    expect(card).toHaveTextContent('PDF · 1.5 MB · Added Mar 4, 2026');
    const sheet = within(card).getByTestId('resource-thumbnail');
    expect(sheet.querySelector('[data-thumbnail="document"]')).not.toBeNull();
    expect(sheet).toHaveTextContent('PDF');

    const logoCard = screen.getByRole('article', { name: 'Logo pack' });
    expect(logoCard).toHaveTextContent('PNG image · 2 KB · Updated May 1, 2026');
    // An image is its own thumbnail, once its address is known.
    const thumbnail = within(logoCard).getByTestId('resource-thumbnail');
    await waitFor(() => expect(thumbnail.querySelector('img')).toHaveAttribute('src', 'https://files.test/resources/marketing/r-2/logo.png'));
    expect(thumbnail).toHaveTextContent('PNG');
    // The thumbnail repeats the tile's words: assistive technology skips it.
    expect(thumbnail).toHaveAttribute('aria-hidden', 'true');

    const titles = within(screen.getByRole('list', { name: 'Brochures files' })).getAllByRole('article').map((article) => article.getAttribute('aria-labelledby'));
    expect(titles.map((id) => document.getElementById(id!)?.textContent)).toEqual(['2027 Brochure', '2026 Brochure']);
  });

  it('works by keyboard: each tile’s buttons in reading order, the preview opened and closed, focus back where it was', async () => {
    const user = userEvent.setup();
    renderLibrary();
    const card = await screen.findByRole('article', { name: '2027 Brochure' });
    const preview = within(card).getByRole('button', { name: 'Preview 2027 Brochure' });
    await waitFor(() => expect(preview).toBeEnabled());
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Logo pack' })).getByRole('button', { name: 'Preview Logo pack' })).toBeEnabled());

    await user.click(screen.getByRole('searchbox', { name: 'Search resources' }));
    await user.tab();
    expect(preview).toHaveFocus();
    await user.tab();
    expect(within(card).getByRole('link', { name: 'Download 2027 Brochure' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Preview Logo pack' })).toHaveFocus();

    await user.tab({ shift: true });
    await user.tab({ shift: true });
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: '2027 Brochure' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(preview).toHaveFocus();
  });

  it('opens the preview from a click on the thumbnail', async () => {
    renderLibrary();
    const card = await screen.findByRole('article', { name: 'Logo pack' });
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Preview Logo pack' })).toBeEnabled());
    fireEvent.click(within(card).getByTestId('resource-thumbnail'));
    expect(await screen.findByRole('dialog', { name: 'Logo pack' })).toBeInTheDocument();
  });

  it('says when a file cannot be opened, and offers no preview of it', async () => {
    vi.mocked(fileDownloadUrl).mockImplementation(async (path: string) => {
      if (path.endsWith('logo.png')) throw new Error('storage/unauthorized');
      return `https://files.test/${path}`;
    });
    const failures = expectConsoleError('resources/marketing/r-2/logo.png');
    renderLibrary();
    const card = await screen.findByRole('article', { name: 'Logo pack' });
    expect(await within(card).findByText(/The file cannot be opened right now/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Preview Logo pack' })).toBeDisabled();
    expect(within(card).getByTestId('resource-thumbnail')).toHaveTextContent('broken_image');
    expect(failures.calls).toContainEqual([expect.stringContaining('resources/marketing/r-2/logo.png'), expect.any(Error)]);
  });

  it('downloads through a link to the file', async () => {
    renderLibrary();
    const card = await screen.findByRole('article', { name: '2027 Brochure' });
    const download = await within(card).findByRole('link', { name: 'Download 2027 Brochure' });
    expect(download).toHaveAttribute('href', 'https://files.test/resources/marketing/r-1/r-1.pdf');
    expect(download).toHaveAttribute('download', 'r-1.pdf');
  });

  it('searches titles, descriptions and subtypes, and says when nothing matches', async () => {
    renderLibrary();
    await screen.findByRole('article', { name: '2027 Brochure' });
    const search = screen.getByRole('searchbox', { name: 'Search resources' });

    fireEvent.change(search, { target: { value: 'red logo' } });
    await waitFor(() => expect(screen.queryByRole('article', { name: '2027 Brochure' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Logo pack' })).toBeInTheDocument();
    // Only the sections with a match; the list of empty ones goes while searching.
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Logos']);
    expect(screen.getByRole('status')).toHaveTextContent('1 resource found.');

    fireEvent.change(search, { target: { value: 'brochures' } });
    expect(await screen.findByRole('article', { name: '2027 Brochure' })).toBeInTheDocument();

    fireEvent.change(search, { target: { value: 'tractor' } });
    expect(await screen.findByText('No resources match your search')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(await screen.findByRole('article', { name: 'Logo pack' })).toBeInTheDocument();
    expect(search).toHaveValue('');
  });

  it('previews an image with its description as its text, and a PDF in the browser’s viewer', async () => {
    renderLibrary();
    const logoCard = await screen.findByRole('article', { name: 'Logo pack' });
    const previewLogo = within(logoCard).getByRole('button', { name: 'Preview Logo pack' });
    await waitFor(() => expect(previewLogo).toBeEnabled());
    fireEvent.click(previewLogo);
    const dialog = await screen.findByRole('dialog', { name: 'Logo pack' });
    expect(within(dialog).getByRole('img', { name: 'Logo pack: The red logo on white.' })).toHaveAttribute(
      'src',
      'https://files.test/resources/marketing/r-2/logo.png',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.click(within(screen.getByRole('article', { name: '2027 Brochure' })).getByRole('button', { name: 'Preview 2027 Brochure' }));
    const pdf = await screen.findByRole('dialog', { name: '2027 Brochure' });
    const viewer = pdf.querySelector('object');
    expect(viewer).toHaveAttribute('data', 'https://files.test/resources/marketing/r-1/r-1.pdf');
    expect(viewer).toHaveAttribute('title', '2027 Brochure (PDF preview)');
    expect(within(pdf).getAllByRole('link', { name: 'Download r-1.pdf' })[0]).toHaveAttribute('download', 'r-1.pdf');
  });

  it('gives admins Add Resource for the type, even in an empty library', async () => {
    signInAs(user(true));
    vi.mocked(listResources).mockResolvedValue([]);
    renderLibrary('sales');
    expect(await screen.findByRole('link', { name: 'Add Resource' })).toHaveAttribute('href', '/admin/resources/add?type=sales');
    expect(await screen.findByText('No sales resources yet')).toBeInTheDocument();
    expect(screen.getByText('Publish the first one with Add Resource.')).toBeInTheDocument();
    const notYet = within(screen.getByRole('region', { name: 'Not Yet Published' })).getAllByRole('term');
    expect(notYet.map((term) => term.textContent)).toContain('Price Books');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('links each file to its edit form for admins', async () => {
    signInAs(user(true));
    renderLibrary();
    const card = await screen.findByRole('article', { name: 'Logo pack' });
    expect(within(card).getByRole('link', { name: 'Edit Logo pack' })).toHaveAttribute('href', '/admin/resources/edit/r-2');
  });

  it('shows the not-found state for an unknown type', async () => {
    renderLibrary('recipes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('There are no recipes resources')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Engineering Resources' })).toHaveAttribute('href', '/resources/engineering');
    expect(listResources).not.toHaveBeenCalled();
  });

  it('offers to try again when the library cannot be read', async () => {
    vi.mocked(listResources).mockRejectedValueOnce(new Error('offline'));
    expectConsoleError('Unable to load the marketing resources');
    renderLibrary();
    expect(await screen.findByText(/The resources could not be loaded/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: '2027 Brochure' })).toBeInTheDocument();
  });
});
