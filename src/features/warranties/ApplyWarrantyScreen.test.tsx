import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { translate } from '../../i18n/i18n';
import { renderWithProviders } from '../../test/render';
import { resetSessionStore, signInAs, signOutAndRestoreMocks } from '../../test/session';
import type { User } from '../../types/domain';
import type { Order, StoredFile, Warranty } from '../../types/orders';
import ApplyWarrantyScreen from './ApplyWarrantyScreen';
import { INSTALL_DATE_REQUIRED_MESSAGE, INSTALLER_REQUIRED_MESSAGE, PHOTOS_REQUIRED_MESSAGE } from '../../lib/schemas/warrantyApplication';
import { company, dealer, warrantyFixture } from './testing';

vi.mock('../../data/warrantiesApi', () => ({
  newWarrantyId: vi.fn(() => 'w-123'),
  applyForWarranty: vi.fn(),
  subscribeToOrderWarranties: vi.fn(),
}));
vi.mock('../../data/orders/orderReads', () => ({ getOrder: vi.fn() }));
vi.mock('../../data/orders/orderWrites', () => ({
  actorOf: (user: User) => ({ id: user.id, name: `${user.data.firstname} ${user.data.lastname}`, company: user.company }),
}));
vi.mock('../../data/filesApi', () => ({ uploadFile: vi.fn() }));
vi.mock('../../data/notifications/notificationsApi', () => ({ createNotifications: vi.fn(async () => true) }));

const { applyForWarranty, subscribeToOrderWarranties } = await import('../../data/warrantiesApi');
const { getOrder } = await import('../../data/orders/orderReads');
const { uploadFile } = await import('../../data/filesApi');
const { createNotifications } = await import('../../data/notifications/notificationsApi');

const customer = {
  name: 'Prairie Cattle Co.',
  phone: '306-555-0142',
  email: '',
  site: { street: '12 Range Road 300', city: 'Saskatoon', state: 'SK', zip: 'S7K 1A1', country: 'CA' as const },
};
const at = (date: Date) => ({ toDate: () => date }) as Order['createdDate'];

function order(overrides: Partial<Order> = {}): Order {
  return {
    id: '100001',
    number: 100001,
    type: 'building',
    company: 'acme',
    companyName: 'Acme Buildings',
    status: 'delivered',
    customer,
    createdDate: at(new Date(2026, 0, 10)),
    // Delivered: a delivered order's last change.
    updatedDate: at(new Date(2026, 0, 20, 14, 0)),
    details: { cover: { fabric: 'FR' } },
    ...overrides,
  } as Order;
}

const delivered = order();
const photo: StoredFile = { path: 'warranties/acme/w-123/barn.png', name: 'barn.png', contentType: 'image/png', size: 3 };

function renderScreen() {
  return renderWithProviders(<ApplyWarrantyScreen />, {
    path: '/orders/warranty/apply/100001',
    route: '/orders/warranty/apply/:id',
    otherRoutes: { '/orders/warranty/apply/success/:id': <p>Submitted</p> },
  });
}

/** Enters a date as autofill or a paste does: the picker's hidden input takes the whole text at once. */
function enterDate(name: string, mmddyyyy: string) {
  const input = document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  fireEvent.change(input, { target: { value: mmddyyyy } });
}

function choosePhoto(name: string) {
  fireEvent.change(screen.getByLabelText('Photos of the installed building'), {
    target: { files: [new File(['png'], name, { type: 'image/png' })] },
  });
}

beforeEach(() => {
  resetSessionStore();
  signInAs(dealer, company);
  vi.mocked(getOrder).mockResolvedValue(delivered);
  warrantiesOfOrder([]);
});

function warrantiesOfOrder(warranties: Warranty[]) {
  vi.mocked(subscribeToOrderWarranties).mockImplementation((_order, onChange) => {
    onChange(warranties);
    return () => undefined;
  });
}
afterEach(signOutAndRestoreMocks);

// The whole form (MUI X date picker included) renders in each test: generous on a busy machine.
describe('ApplyWarrantyScreen', { timeout: 20_000 }, () => {
  it("prefills the order's end customer and reports every missing field", async () => {
    renderScreen();
    expect(await screen.findByLabelText(/Customer Name/)).toHaveValue('Prairie Cattle Co.');
    expect(screen.getByText(/Order 100001 · Building Order/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Apply for Warranty' }));

    expect(await screen.findByText(translate(PHOTOS_REQUIRED_MESSAGE))).toBeInTheDocument();
    expect(screen.getByLabelText(/Installer/)).toHaveAccessibleDescription(translate(INSTALLER_REQUIRED_MESSAGE));
    expect(screen.getByText(translate(INSTALL_DATE_REQUIRED_MESSAGE))).toBeInTheDocument();
    // Only the installer's and the install date's: the prefilled customer is complete.
    expect(screen.queryAllByText('This field is required.')).toHaveLength(0);
    expect(applyForWarranty).not.toHaveBeenCalled();
  });

  it('refuses an install date in the future', async () => {
    renderScreen();
    await screen.findByLabelText(/Customer Name/);
    enterDate('installDate', '01/01/2099');
    fireEvent.click(screen.getByRole('button', { name: 'Apply for Warranty' }));
    expect(await screen.findByText('The install date cannot be in the future.')).toBeInTheDocument();
  });

  it('refuses an install date before the delivery, even after the order was placed', async () => {
    renderScreen();
    expect(await screen.findByText(/delivered Jan 20, 2026/)).toBeInTheDocument();
    enterDate('installDate', '01/15/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Apply for Warranty' }));
    // The calendar stops at the delivery day, which the subtitle shows; the message says why a typed date is refused.
    expect(await screen.findByText('The install date cannot be before the order was delivered.')).toBeInTheDocument();
    expect(applyForWarranty).not.toHaveBeenCalled();
  });

  it('sends a complete application, tells the admins and shows the confirmation', async () => {
    vi.mocked(uploadFile).mockImplementation((path) => ({ done: Promise.resolve({ ...photo, path }), cancel: vi.fn() }));
    vi.mocked(applyForWarranty).mockResolvedValue(undefined);
    renderScreen();
    await screen.findByLabelText(/Customer Name/);
    enterDate('installDate', '03/15/2026');
    fireEvent.change(screen.getByLabelText(/Installer/), { target: { value: 'Northern Installs' } });
    choosePhoto('barn.png');
    expect(await screen.findByRole('button', { name: 'Remove barn.png' })).toBeInTheDocument();
    expect(uploadFile).toHaveBeenCalledWith('warranties/acme/w-123/barn.png', expect.any(File), 'image/png', expect.any(Function));

    fireEvent.click(screen.getByRole('button', { name: 'Apply for Warranty' }));

    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/orders/warranty/apply/success/w-123'), { timeout: 5000 });
    expect(applyForWarranty).toHaveBeenCalledWith({
      id: 'w-123',
      order: delivered,
      endCustomer: customer,
      installDate: new Date(2026, 2, 15),
      installer: 'Northern Installs',
      photos: [photo],
    });
    expect(createNotifications).toHaveBeenCalledWith(
      expect.objectContaining({
        recipients: 'admins',
        subject: '',
        message: { id: 'notifications.system.warrantyApplied', values: { number: 100001, applicant: 'Dana Dealer', company: 'Acme Buildings' } },
        body: expect.objectContaining({ order: '100001', installDate: '2026-03-15', installer: 'Northern Installs' }),
        link: '/admin/warranties',
      }),
    );
  });

  it('keeps everything typed when sending fails', async () => {
    vi.mocked(uploadFile).mockImplementation((path) => ({ done: Promise.resolve({ ...photo, path }), cancel: vi.fn() }));
    vi.mocked(applyForWarranty).mockRejectedValue(Object.assign(new Error('offline'), { code: 'unavailable' }));
    renderScreen();
    await screen.findByLabelText(/Customer Name/);
    enterDate('installDate', '03/15/2026');
    fireEvent.change(screen.getByLabelText(/Installer/), { target: { value: 'Northern Installs' } });
    choosePhoto('barn.png');
    await screen.findByRole('button', { name: 'Remove barn.png' });
    fireEvent.click(screen.getByRole('button', { name: 'Apply for Warranty' }));

    expect(await screen.findByText(/Sending the warranty request failed/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByLabelText(/Installer/)).toHaveValue('Northern Installs');
    expect(screen.getByRole('button', { name: 'Remove barn.png' })).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/orders/warranty/apply/100001');
    expect(createNotifications).not.toHaveBeenCalled();
  });

  it("shows the server's refusal and keeps everything entered", async () => {
    vi.mocked(uploadFile).mockImplementation((path) => ({ done: Promise.resolve({ ...photo, path }), cancel: vi.fn() }));
    const refusal = Object.assign(new Error('The install date cannot be before the order was delivered.'), { refused: true });
    vi.mocked(applyForWarranty).mockRejectedValue(refusal);
    renderScreen();
    await screen.findByLabelText(/Customer Name/);
    enterDate('installDate', '03/15/2026');
    fireEvent.change(screen.getByLabelText(/Installer/), { target: { value: 'Northern Installs' } });
    choosePhoto('barn.png');
    await screen.findByRole('button', { name: 'Remove barn.png' });
    fireEvent.click(screen.getByRole('button', { name: 'Apply for Warranty' }));

    const said = 'Sending the warranty request was refused: The install date cannot be before the order was delivered.';
    const alert = await screen.findByText(said, { selector: '.MuiAlert-message' }, { timeout: 5000 });
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByLabelText(/Customer Name/)).toHaveValue('Prairie Cattle Co.');
    expect(screen.getByLabelText(/Installer/)).toHaveValue('Northern Installs');
    expect(document.querySelector<HTMLInputElement>('input[name="installDate"]')?.value).toBe('03/15/2026');
    expect(screen.getByRole('button', { name: 'Remove barn.png' })).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/orders/warranty/apply/100001');
    expect(createNotifications).not.toHaveBeenCalled();
  });

  it('refuses an order that is not delivered yet', async () => {
    vi.mocked(getOrder).mockResolvedValue(order({ status: 'shipped' }));
    renderScreen();
    expect(await screen.findByText('Warranty can only be applied for once the order is delivered')).toBeInTheDocument();
    expect(screen.getByText('Order 100001 is shipped.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply for Warranty' })).not.toBeInTheDocument();
  });

  it('points to the warranty an order already has, unless it was rejected', async () => {
    warrantiesOfOrder([warrantyFixture({ id: 'w-9', status: 'pending' })]);
    renderScreen();
    expect(await screen.findByText('Order 100001 already has a warranty request pending review')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Warranty' })).toHaveAttribute('href', '/orders/warranty/w-9');
  });

  it('lets the dealer apply again after a rejection', async () => {
    warrantiesOfOrder([warrantyFixture({ id: 'w-9', status: 'rejected' })]);
    renderScreen();
    expect(await screen.findByRole('button', { name: 'Apply for Warranty' })).toBeInTheDocument();
  });

  it("treats another company's order as not found", async () => {
    vi.mocked(getOrder).mockRejectedValue(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    renderScreen();
    expect(await screen.findByText('Order not found')).toBeInTheDocument();
  });
});
