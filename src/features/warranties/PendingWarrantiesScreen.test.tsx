import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { resetSessionStore, signInAs, signOutAndRestoreMocks } from '../../test/session';
import type { User } from '../../types/domain';
import type { Warranty } from '../../types/orders';
import PendingWarrantiesScreen from './PendingWarrantiesScreen';
import { day, warrantyFixture } from './testing';

vi.mock('../../data/warrantiesApi', () => ({
  subscribeToPendingWarrantyPage: vi.fn(),
  countPendingWarranties: vi.fn(),
  approveWarranty: vi.fn(),
  rejectWarranty: vi.fn(),
}));
vi.mock('../../data/filesApi', () => ({ fileDownloadUrl: vi.fn(async (path: string) => `https://files.test/${path}`) }));
vi.mock('../../data/orders/orderWrites', () => ({
  actorOf: (user: User) => ({ id: user.id, name: `${user.data.firstname} ${user.data.lastname}`, company: user.company }),
}));
vi.mock('../../data/notifications/notificationsApi', () => ({ createNotifications: vi.fn(async () => true) }));
const { subscribeToPendingWarrantyPage, countPendingWarranties, approveWarranty, rejectWarranty } = await import('../../data/warrantiesApi');
const { createNotifications } = await import('../../data/notifications/notificationsApi');

const admin: User = {
  id: 'u-admin',
  company: 'maker',
  active: true,
  data: { firstname: 'Alex', lastname: 'Admin', email: 'alex@maker.test', phone: '', sms: false, admin: true, manager: false },
};
const actor = { id: 'u-admin', name: 'Alex Admin', company: 'maker' };

function listing(warranties: Warranty[]) {
  vi.mocked(subscribeToPendingWarrantyPage).mockImplementation((_size, _after, onChange) => {
    onChange({ items: warranties, hasMore: false, last: null });
    return () => undefined;
  });
  vi.mocked(countPendingWarranties).mockResolvedValue(warranties.length);
  renderWithProviders(<PendingWarrantiesScreen />, { path: '/admin/warranties' });
}

beforeEach(() => {
  resetSessionStore();
  signInAs(admin);
});
afterEach(signOutAndRestoreMocks);

describe('PendingWarrantiesScreen', () => {
  it('says when nothing is pending', () => {
    listing([]);
    expect(screen.getByText('No pending warranty requests')).toBeInTheDocument();
  });

  it('lists a request with its details and photos, opening a photo larger', async () => {
    listing([warrantyFixture()]);
    const request = screen.getByRole('article', { name: 'Order 100001 · Acme Buildings' });
    expect(within(request).getByRole('link', { name: 'Order 100001' })).toHaveAttribute('href', '/orders/view/100001');
    expect(within(request).getByText('Northern Installs')).toBeInTheDocument();
    expect(within(request).getByText('12 Range Road 300, Saskatoon, SK S7K 1A1, Canada')).toBeInTheDocument();
    await userEvent.click(await within(request).findByRole('button', { name: 'Open barn.png larger' }));
    const dialog = screen.getByRole('dialog', { name: 'barn.png' });
    expect(within(dialog).getByRole('img')).toHaveAccessibleName('Installation photo 1 of 1 for order 100001: barn.png');
  });

  it('approves with the proposed number and coverage, and notifies the applicant', async () => {
    const pending = warrantyFixture();
    listing([pending]);
    vi.mocked(approveWarranty).mockResolvedValue({
      ...pending,
      status: 'approved',
      warrantyNumber: 'W-100001-2026',
      coverageStart: day(2026, 5, 14),
      coverageEnd: day(2041, 5, 14),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Approve warranty for order 100001' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve warranty for order 100001' });
    expect(within(dialog).getByText('FR fabric: 15 years from the install date.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Warranty Number/)).toHaveValue('W-100001-2026');
    expect(dialog.querySelector('input[name="coverageStart"]')).toHaveValue('05/14/2026');
    expect(dialog.querySelector('input[name="coverageEnd"]')).toHaveValue('05/14/2041');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(createNotifications).toHaveBeenCalled());
    expect(approveWarranty).toHaveBeenCalledWith('w-1', {
      warrantyNumber: 'W-100001-2026',
      coverageStart: new Date(2026, 4, 14),
      coverageEnd: new Date(2041, 4, 14),
      note: '',
    });
    expect(createNotifications).toHaveBeenCalledWith(
      expect.objectContaining({
        recipients: ['u-dana'],
        sender: { id: actor.id, name: actor.name },
        subject: '',
        message: { id: 'notifications.system.warrantyApproved', values: { number: 100001 } },
        link: '/orders/warranty/w-1',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('rejects only with a note, and keeps the dialog open when it fails', async () => {
    const pending = warrantyFixture();
    listing([pending]);
    vi.mocked(rejectWarranty).mockRejectedValueOnce(new Error('This warranty application was already approved.'));
    await userEvent.click(screen.getByRole('button', { name: 'Reject warranty for order 100001' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject warranty for order 100001' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Say why the request is rejected: the dealer reads this note.')).toBeInTheDocument();
    expect(rejectWarranty).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Photos show another building.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Rejecting the warranty failed: This warranty application was already approved.')).toBeInTheDocument();
    expect(rejectWarranty).toHaveBeenCalledWith('w-1', 'Photos show another building.');
    expect(within(dialog).getByLabelText(/Reason/)).toHaveValue('Photos show another building.');
    expect(createNotifications).not.toHaveBeenCalled();
  });

  it("gives the server's reason when it refuses the decision", async () => {
    listing([warrantyFixture()]);
    const refused = Object.assign(new Error('You are not allowed to decide warranty requests.'), { refused: true });
    vi.mocked(rejectWarranty).mockRejectedValueOnce(refused);
    await userEvent.click(screen.getByRole('button', { name: 'Reject warranty for order 100001' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject warranty for order 100001' });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Photos show another building.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await within(dialog).findByText('Rejecting the warranty was refused: You are not allowed to decide warranty requests.'),
    ).toBeInTheDocument();
    expect(createNotifications).not.toHaveBeenCalled();
  });
});
