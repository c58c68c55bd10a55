import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../i18n/testing';
import { renderWithProviders } from '../../test/render';
import type { Warranty } from '../../types/orders';
import { day, warrantyFixture } from './testing';
import WarrantyScreen from './WarrantyScreen';

vi.mock('../../data/warrantiesApi', () => ({ subscribeToWarranty: vi.fn() }));
vi.mock('../../data/filesApi', () => ({ fileDownloadUrl: vi.fn(async (path: string) => `https://files.test/${path}`) }));
const { subscribeToWarranty } = await import('../../data/warrantiesApi');
const { fileDownloadUrl } = await import('../../data/filesApi');

function showing(answer: Warranty | null | Error) {
  vi.mocked(subscribeToWarranty).mockImplementation((_id, onChange, onError) => {
    if (answer instanceof Error) onError(answer);
    else onChange(answer);
    return () => undefined;
  });
  return renderWithProviders(<WarrantyScreen />, { path: '/orders/warranty/w-1', route: '/orders/warranty/:id' });
}

const approved = warrantyFixture({
  status: 'approved',
  warrantyNumber: 'W-100001-2026',
  coverageStart: day(2026, 5, 14),
  coverageEnd: day(2041, 5, 14),
  decidedBy: 'u-admin',
  decidedByName: 'Alex Admin',
  decidedDate: day(2026, 6, 5),
});

afterEach(() => {
  vi.clearAllMocks();
});

describe('WarrantyScreen', () => {
  it('prints a certificate with everything an approved warranty states', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    showing(approved);
    const certificate = screen.getByRole('region', { name: 'Warranty Certificate' });
    const facts = Object.fromEntries(
      within(certificate)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      'Warranty number': 'W-100001-2026',
      Dealer: 'Acme Buildings',
      'End customer': 'Prairie Cattle Co.',
      Site: '12 Range Road 300, Saskatoon, SK S7K 1A1, Canada',
      Order: '100001 (Building Order)',
      Fabric: 'FR',
      'Install date': 'May 14, 2026',
      'Coverage start': 'May 14, 2026',
      'Coverage end': 'May 14, 2041',
      Issued: 'Jun 5, 2026',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
    expect(await screen.findByRole('img', { name: /Installation photo 1 of 1 for order 100001/ })).toHaveAttribute(
      'src',
      'https://files.test/warranties/acme/w-1/barn.png',
    );
  });

  it('announces a photo still loading as an image, without breaking ARIA', async () => {
    vi.mocked(fileDownloadUrl).mockReturnValue(new Promise(() => undefined));
    // The app names every page (src/app/title.ts); axe checks that a page has a name.
    document.title = 'Dealer Portal';
    showing(approved);
    expect(screen.getByRole('img', { name: 'Loading barn.png' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('shows a pending request without a certificate', () => {
    showing(warrantyFixture());
    expect(screen.getByText('Pending review')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Warranty Certificate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
    expect(screen.getByText('Northern Installs')).toBeInTheDocument();
  });

  it('shows why a request was rejected', () => {
    showing(warrantyFixture({ status: 'rejected', decidedByName: 'Alex Admin', decidedDate: day(2026, 6, 5), decisionNote: 'Photos show another building.' }));
    expect(screen.getByText('Rejected Jun 5, 2026 by Alex Admin: Photos show another building.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Warranty Certificate' })).not.toBeInTheDocument();
  });

  it("says not found for an unknown id or another company's warranty", () => {
    const { unmount } = showing(null);
    expect(screen.getByText('Warranty not found')).toBeInTheDocument();
    unmount();
    showing(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    expect(screen.getByText('Warranty not found')).toBeInTheDocument();
  });
});
