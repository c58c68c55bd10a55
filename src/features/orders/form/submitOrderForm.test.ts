/** The admins' notices of a new order and of a change request: stored without words, read in each admin's language. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestChange } from '../../../data/changeRequestsApi';
import { createNotifications } from '../../../data/notifications/notificationsApi';
import { deleteDraft } from '../../../data/orderDraftsApi';
import { submitOrder } from '../../../data/orders/orderWrites';
import { inLanguage } from '../../../i18n/testing';
import { buildingOrder, partsOrder } from '../../../test/orderFixtures';
import type { Company } from '../../../types/domain';
import type { FieldChange } from '../../../types/orders';
import { placeOrder, sendChangeRequest } from './submitOrderForm';

vi.mock('../../../data/orderDraftsApi', () => ({ deleteDraft: vi.fn(async () => undefined) }));
vi.mock('../../../data/changeRequestsApi', () => ({ requestChange: vi.fn(async () => 'cr-1') }));
vi.mock('../../../data/notifications/notificationsApi', () => ({ createNotifications: vi.fn(async () => true) }));
vi.mock('../../../data/orders/orderWrites', () => ({ submitOrder: vi.fn(), updatePendingOrder: vi.fn() }));

const actor = { id: 'u-dana', name: 'Dana Dealer', company: 'company-1' };
const company = { id: 'company-1', name: 'Prairie Shelters' } as Company;

afterEach(() => vi.clearAllMocks());

describe('telling the admins', () => {
  it('of a new order by its message id, its type as a code and its number as digits', async () => {
    const order = partsOrder({ poReference: 'PO-77' });
    vi.mocked(submitOrder).mockResolvedValueOnce({ order, estimate: null });
    await placeOrder({ content: order, actor, company, uid: 'u-dana', draftId: 'd1' });
    expect(deleteDraft).toHaveBeenCalledWith('u-dana', 'd1');
    expect(createNotifications).toHaveBeenCalledWith({
      recipients: 'admins',
      subject: '',
      message: { id: 'notifications.system.newOrder', values: { number: order.number } },
      body: { order: String(order.number), type: 'parts', dealer: 'Prairie Shelters', placedBy: 'Dana Dealer', poReference: 'PO-77' },
      link: `/orders/view/${order.id}`,
      sender: { id: 'u-dana', name: 'Dana Dealer' },
    });
  });

  it('of a change request with the changed fields by their paths, whatever language the dealer reads', async () => {
    const order = buildingOrder({ companyName: 'Prairie Shelters' });
    await inLanguage('fr', async () => {
      await sendChangeRequest({
        order,
        content: order,
        changes: [
          { path: 'details.length', from: 80, to: 100 },
          { path: 'details.cover.colour', from: 'FR White', to: 'FR Tan' },
        ] as FieldChange[],
        reason: ' Longer building ',
        actor,
      });
    });
    expect(requestChange).toHaveBeenCalledWith({ order, proposed: order, reason: ' Longer building ' });
    expect(createNotifications).toHaveBeenCalledWith({
      recipients: 'admins',
      subject: '',
      message: { id: 'notifications.system.changeRequested', values: { number: 100007 } },
      body: {
        order: '100007',
        dealer: 'Prairie Shelters',
        requestedBy: 'Dana Dealer',
        reason: 'Longer building',
        changes: 'details.length\ndetails.cover.colour',
      },
      link: '/admin/changerequests',
      sender: { id: 'u-dana', name: 'Dana Dealer' },
    });
  });
});
