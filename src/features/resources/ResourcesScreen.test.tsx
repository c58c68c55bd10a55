import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sortedResourceSubtypes } from '../../reference/resources';
import { renderWithProviders } from '../../test/render';
import { resetSessionStore, signInAs, signOutAndRestoreMocks } from '../../test/session';
import type { User } from '../../types/domain';
import type { Resource } from '../../types/resources';
import ResourcesScreen from './ResourcesScreen';
import { subtypeLabel } from './labels';

vi.mock('../../data/resourcesApi', () => ({ listResources: vi.fn(), getResource: vi.fn() }));
vi.mock('../../data/filesApi', () => ({ fileDownloadUrl: vi.fn(async (path: string) => `https://files.test/${path}`) }));

const { listResources } = await import('../../data/resourcesApi');

function user(admin: boolean): User {
  return {
    id: admin ? 'u-admin' : 'u-dealer',
    company: 'acme',
    active: true,
    data: { firstname: 'Dana', lastname: 'Dealer', email: 'dana@acme.test', phone: '', sms: false, admin, manager: false },
  };
}
const at = (date: Date) => ({ toDate: () => date, toMillis: () => date.getTime() }) as Resource['createdDate'];

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

function renderLibrary(type = 'marketing') {
  return renderWithProviders(<ResourcesScreen />, { path: `/resources/${type}`, route: '/resources/:type' });
}

beforeEach(() => {
  resetSessionStore();
  signInAs(user(false));
  vi.mocked(listResources).mockResolvedValue([brochure, logo]);
});
afterEach(signOutAndRestoreMocks);

describe('ResourcesScreen', { timeout: 20_000 }, () => {
  it('shows the type’s description, its mailbox and every subtype by name, each with its files', async () => {
    renderLibrary();
    expect(await screen.findByRole('heading', { level: 1, name: 'Marketing Resources' })).toBeInTheDocument();
    expect(screen.getByText(/Brochures, imagery, videos/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'marketing@calhounsuperstructure.com' })).toHaveAttribute(
      'href',
      'mailto:marketing@calhounsuperstructure.com?subject=Marketing%20Resources',
    );
    await screen.findByRole('article', { name: '2027 Brochure' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(sortedResourceSubtypes('marketing').map((subtype) => subtypeLabel(subtype.name)));
    expect(listResources).toHaveBeenCalledWith('marketing');

    const card = screen.getByRole('article', { name: '2027 Brochure' });
    expect(card).toHaveTextContent('The full range of fabric buildings.');
    expect(card).toHaveTextContent('PDF · 1.5 MB · Added Mar 4, 2026');
    expect(screen.getByRole('article', { name: 'Logo pack' })).toHaveTextContent('PNG image · 2 KB · Updated May 1, 2026');
    // Subtypes without files say so.
    const ebooks = screen.getByRole('region', { name: 'Ebooks' });
    expect(ebooks).toHaveTextContent('Long-form guides for buyers.');
    expect(ebooks).toHaveTextContent('No resources here yet.');
    // Dealers do not publish or edit.
    expect(screen.queryByRole('link', { name: 'Add Resource' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
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
    expect(await screen.findByRole('region', { name: 'Price Books' })).toHaveTextContent('No resources here yet.');
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
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderLibrary();
    expect(await screen.findByText(/The resources could not be loaded/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: '2027 Brochure' })).toBeInTheDocument();
  });
});
