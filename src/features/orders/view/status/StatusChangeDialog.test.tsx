import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNotifications } from '../../../../data/notifications/notificationsApi';
import { changeOrderStatus, type Actor } from '../../../../data/orders/orderWrites';
import { listActiveUsersByCompany } from '../../../../data/usersApi';
import { expectConsoleError } from '../../../../test/consoleErrors';
import { renderWithProviders } from '../../../../test/render';
import { testUser } from '../../../../test/users';
import type { User } from '../../../../types/domain';
import type { Order } from '../../../../types/orders';
import { sendSms } from '../../../../data/smsApi';
import { buildingOrder, partsOrder } from '../../../../test/orderFixtures';
import { StatusChangeDialog } from './StatusChangeDialog';

vi.mock('../../../../data/usersApi', () => ({ listActiveUsersByCompany: vi.fn() }));
vi.mock('../../../../data/orders/orderWrites', () => ({ changeOrderStatus: vi.fn() }));
vi.mock('../../../../data/notifications/notificationsApi', () => ({ createNotifications: vi.fn(async () => true) }));
vi.mock('../../../../data/smsApi', () => ({ sendSms: vi.fn() }));

// The outcome toast follows the 'Status changed' one once that has slid away.
const OUTCOME_WAIT = { timeout: 5_000 };

const actor: Actor = { id: 'admin-1', name: 'Ada Admin', company: 'hq' };

function companyUser(id: string, firstname: string, phone: string, sms: boolean): User {
  const user = testUser({ id });
  return { ...user, data: { ...user.data, firstname, lastname: 'Field', phone, sms } };
}

const onClose = vi.fn();
// No pointer-events checks: they make every click walk the styles of its ancestors, slow in jsdom.
const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });

function renderDialog(order: Order) {
  return renderWithProviders(<StatusChangeDialog open order={order} actor={actor} onClose={onClose} />);
}

async function dialog() {
  const found = await screen.findByRole('dialog', { name: /Change the status of order/ });
  await within(found).findByRole('button', { name: 'Change status' });
  return found;
}

async function optionsOf(select: HTMLElement): Promise<string[]> {
  await user.click(select);
  const listbox = await screen.findByRole('listbox');
  const labels = within(listbox).getAllByRole('option').map((option) => option.textContent ?? '');
  return labels;
}

beforeEach(() => {
  vi.mocked(listActiveUsersByCompany).mockResolvedValue([
    companyUser('u-bo', 'Bo', '+13065550101', true),
    companyUser('u-al', 'Al', '306-555-0102', true),
    companyUser('u-cy', 'Cy', '306-555-0103', false),
  ]);
  vi.mocked(changeOrderStatus).mockImplementation(async (input) => ({ ...buildingOrder(), status: input.to, soNumber: input.soNumber }));
  vi.mocked(sendSms).mockImplementation(async (targets) => ({ sent: targets.length, failed: 0 }));
});

afterEach(() => {
  vi.clearAllMocks();
});

// MUI dialogs and menus render slowly in jsdom: about a second a test alone, up to 9 s seen on a busy two-core machine.
describe('StatusChangeDialog', { timeout: 20_000 }, () => {
  it('offers every later status and cancelling before shipped, the next status first', async () => {
    renderDialog(buildingOrder({ status: 'drawings stamped' }));
    const select = within(await dialog()).getByRole('combobox', { name: /New status/ });
    expect(select).toHaveTextContent('Pre Production');
    expect(await optionsOf(select)).toEqual([
      'Pre Production',
      'Post Production',
      'Ready For Shipment',
      'Shipped',
      'Delivered',
      'Cancelled',
    ]);
  });

  it('no longer offers cancelling once shipped', async () => {
    renderDialog(buildingOrder({ status: 'shipped' }));
    const select = within(await dialog()).getByRole('combobox', { name: /New status/ });
    expect(await optionsOf(select)).toEqual(['Delivered']);
  });

  it("requires an SO number from 'Order Received' on, but not to cancel a pending order", async () => {
    renderDialog(partsOrder({ status: 'pending', soNumber: null }));
    const found = await dialog();
    expect(within(found).getByRole('textbox', { name: /SO number/ })).toHaveValue('');
    await user.click(within(found).getByRole('button', { name: 'Change status' }));
    expect(await within(found).findByText("An SO number is required from 'Order Received' on.")).toBeInTheDocument();
    expect(changeOrderStatus).not.toHaveBeenCalled();

    await user.click(within(found).getByRole('combobox', { name: /New status/ }));
    await user.click(await screen.findByRole('option', { name: 'Cancelled' }));
    await user.click(within(found).getByRole('button', { name: 'Change status' }));
    await waitFor(() => expect(changeOrderStatus).toHaveBeenCalledWith({ order: expect.objectContaining({ id: '100004' }), to: 'cancelled', note: '', soNumber: null }));
  });

  it('prefills the SO number and texts only the recipients left ticked', async () => {
    const order = buildingOrder({ status: 'drawings stamped', soNumber: 'SO-5512' });
    renderDialog(order);
    const found = await dialog();
    expect(within(found).getByRole('textbox', { name: /SO number/ })).toHaveValue('SO-5512');

    const recipients = within(found).getByRole('group', { name: 'Text message to' });
    const boxes = within(recipients).getAllByRole('checkbox');
    // Opted-in users only, by name, all ticked at first.
    // Phone numbers as they are read, and sent to as stored.
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual(['Al Field · 306-555-0102', 'Bo Field · (306) 555-0101']);
    expect(boxes.every((box) => (box as HTMLInputElement).checked)).toBe(true);

    await user.click(within(recipients).getByRole('checkbox', { name: 'Al Field · 306-555-0102' }));
    fireEvent.change(within(found).getByRole('textbox', { name: 'Note' }), { target: { value: 'On schedule' } });
    await user.click(within(found).getByRole('button', { name: 'Change status' }));

    expect(await screen.findByText('Status changed; 1 text message sent', undefined, OUTCOME_WAIT)).toBeInTheDocument();
    expect(changeOrderStatus).toHaveBeenCalledWith({ order: expect.objectContaining({ id: '100007' }), to: 'pre production', note: 'On schedule', soNumber: 'SO-5512' });
    expect(sendSms).toHaveBeenCalledWith(
      [{ userId: 'u-bo', phone: '+13065550101' }],
      'Dealer Portal: The order status for SO# SO-5512 has changed to pre production. For questions, please contact your Calhoun Representative.',
    );
    expect(createNotifications).toHaveBeenCalledWith(
      expect.objectContaining({
        recipients: { company: 'company-1' },
        subject: '',
        message: { id: 'notifications.system.statusChanged', values: { number: 100007, status: 'pre production' } },
        body: { order: '100007', type: 'building', status: 'pre production', soNumber: 'SO-5512', note: 'On schedule' },
        link: '/orders/view/100007',
        sender: { id: 'admin-1', name: 'Ada Admin' },
      }),
    );
    expect(onClose).toHaveBeenCalled();
  });

  it('closes as soon as the status is written, and reports the text messages when they are out', async () => {
    let finishSms!: (outcome: { sent: number; failed: number }) => void;
    vi.mocked(sendSms).mockImplementationOnce(() => new Promise((resolve) => (finishSms = resolve)));
    renderDialog(buildingOrder({ status: 'drawings stamped', soNumber: 'SO-5512' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Change status' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('Status changed')).toBeInTheDocument();
    expect(sendSms).toHaveBeenCalled();
    finishSms({ sent: 2, failed: 0 });
    expect(await screen.findByText('Status changed; 2 text messages sent', undefined, OUTCOME_WAIT)).toBeInTheDocument();
  });

  it('previews and sends a French-speaking recipient their text in French while the admin reads English', async () => {
    const french = companyUser('u-el', 'Élise', '+14185550100', true);
    vi.mocked(listActiveUsersByCompany).mockResolvedValue([{ ...french, data: { ...french.data, language: 'fr' } }]);
    renderDialog(buildingOrder({ status: 'drawings stamped', soNumber: 'SO-5512' }));
    const found = await dialog();
    const text =
      'Portail des concessionnaires\u00a0: Le statut de la commande portant le nº de commande client (SO) SO-5512 est passé à ' +
      '«\u00a0préproduction\u00a0». Pour toute question, veuillez communiquer avec votre représentant Calhoun.';
    // The preview keeps the text's no-break spaces, which the queries by text would read as plain ones.
    expect(found.textContent).toContain(text);

    await user.click(within(found).getByRole('button', { name: 'Change status' }));
    expect(await screen.findByText('Status changed; 1 text message sent', undefined, OUTCOME_WAIT)).toBeInTheDocument();
    expect(sendSms).toHaveBeenCalledWith([{ userId: 'u-el', phone: '+14185550100' }], text);
  });

  it("previews the SO number being typed, never the order number in its place", async () => {
    renderDialog(partsOrder({ status: 'pending', soNumber: null }));
    const found = await dialog();
    expect(within(found).getByText(/No SO number is given yet/)).toBeInTheDocument();
    expect(within(found).queryByText(/SO# 100004/)).not.toBeInTheDocument();

    fireEvent.change(within(found).getByRole('textbox', { name: /SO number/ }), { target: { value: 'SO-77' } });
    expect(await within(found).findByText(/SO# SO-77 has changed to order received\./)).toBeInTheDocument();
  });

  it('says which text messages failed and keeps the dialog open when the change itself fails', async () => {
    vi.mocked(sendSms).mockResolvedValueOnce({ sent: 1, failed: 1 });
    renderDialog(buildingOrder());
    const found = await dialog();
    await user.click(within(found).getByRole('button', { name: 'Change status' }));
    expect(await screen.findByText('Status changed; 1 text message sent, 1 text message failed', undefined, OUTCOME_WAIT)).toBeInTheDocument();

    onClose.mockClear();
    vi.mocked(changeOrderStatus).mockRejectedValueOnce(new Error('Missing or insufficient permissions.'));
    expectConsoleError('Unable to change the order status');
    await user.click(within(found).getByRole('button', { name: 'Change status' }));
    expect(await within(found).findByText(/The status could not be changed\. Missing or insufficient permissions\./)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
