/** The company's in-app notice of a status change: stored without words, so each reader reads it in their language. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNotifications } from '../../../../data/notifications/notificationsApi';
import { changeOrderStatus } from '../../../../data/orders/orderWrites';
import { sendSms } from '../../../../data/smsApi';
import { inLanguage } from '../../../../i18n/testing';
import { buildingOrder } from '../../../../test/orderFixtures';
import { applyStatusChange } from './statusChangeFlow';

vi.mock('../../../../data/orders/orderWrites', () => ({ changeOrderStatus: vi.fn() }));
vi.mock('../../../../data/notifications/notificationsApi', () => ({ createNotifications: vi.fn(async () => true) }));
vi.mock('../../../../data/smsApi', () => ({ sendSms: vi.fn(async () => ({ sent: 0, failed: 0 })) }));

const actor = { id: 'admin-1', name: 'Ada Admin', company: 'hq' };

beforeEach(() => {
  vi.mocked(changeOrderStatus).mockImplementation(async (input) => ({ ...buildingOrder(), status: input.to, soNumber: input.soNumber }));
});

afterEach(() => vi.clearAllMocks());

async function changeStatus(values: { to: string; note: string; soNumber: string }) {
  const { told } = await applyStatusChange({
    order: buildingOrder({ soNumber: null }),
    values: { ...values, smsRecipients: [] },
    recipients: [],
    actor,
  });
  return told;
}

describe('the notice of a status change', () => {
  it('stores the message id, the order number and the status code, and a body of codes and typed text', async () => {
    await expect(changeStatus({ to: 'pre production', note: 'Two trucks on Monday', soNumber: 'SO-5512' })).resolves.toEqual({
      notified: true,
      sms: { sent: 0, failed: 0 },
    });
    expect(createNotifications).toHaveBeenCalledWith({
      recipients: { company: 'company-1' },
      subject: '',
      message: { id: 'notifications.system.statusChanged', values: { number: 100007, status: 'pre production' } },
      body: { order: '100007', type: 'building', status: 'pre production', soNumber: 'SO-5512', note: 'Two trucks on Monday' },
      link: '/orders/view/100007',
      sender: { id: 'admin-1', name: 'Ada Admin' },
    });
    expect(sendSms).not.toHaveBeenCalled();
  });

  it('stores the same notice when the admin reads the portal in French', async () => {
    await inLanguage('fr', async () => {
      await changeStatus({ to: 'cancelled', note: '', soNumber: '' });
    });
    expect(createNotifications).toHaveBeenCalledWith(
      expect.objectContaining({
        subject: '',
        message: { id: 'notifications.system.statusChanged', values: { number: 100007, status: 'cancelled' } },
        // No SO number typed nor kept, no note: neither is stored.
        body: { order: '100007', type: 'building', status: 'cancelled' },
      }),
    );
  });
});
