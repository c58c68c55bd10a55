/** The requester's notice of a decision on their change request: stored without words, read in their language. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { approveChangeRequest, rejectChangeRequest } from '../../data/changeRequestsApi';
import { createNotifications } from '../../data/notifications/notificationsApi';
import { inLanguage } from '../../i18n/testing';
import { changeRequest } from '../../test/orderFixtures';
import { decideChangeRequest } from './decisionFlow';

vi.mock('../../data/changeRequestsApi', () => ({ approveChangeRequest: vi.fn(), rejectChangeRequest: vi.fn() }));
vi.mock('../../data/notifications/notificationsApi', () => ({ createNotifications: vi.fn(async () => true) }));

const actor = { id: 'admin-1', name: 'Ada Admin', company: 'hq' };

afterEach(() => vi.clearAllMocks());

describe('deciding a change request', () => {
  it('tells the requester of a rejection by its message id, with the reason and note as written', async () => {
    await expect(decideChangeRequest(changeRequest(), 'reject', 'Drawings are stamped.', actor)).resolves.toEqual({ notified: true });
    expect(rejectChangeRequest).toHaveBeenCalledWith('cr-1', 'Drawings are stamped.');
    expect(createNotifications).toHaveBeenCalledWith({
      recipients: ['user-1'],
      subject: '',
      message: { id: 'notifications.system.changeRejected', values: { number: 100007 } },
      body: { reason: 'The customer wants a longer building.', note: 'Drawings are stamped.' },
      link: '/orders/view/100007',
      sender: { id: 'admin-1', name: 'Ada Admin' },
    });
  });

  it('stores the same approval whatever language the deciding admin reads', async () => {
    await inLanguage('fr', async () => {
      await decideChangeRequest(changeRequest(), 'approve', '', actor);
    });
    expect(approveChangeRequest).toHaveBeenCalledWith('cr-1', '');
    expect(createNotifications).toHaveBeenCalledWith(
      expect.objectContaining({
        subject: '',
        message: { id: 'notifications.system.changeApproved', values: { number: 100007 } },
        body: { reason: 'The customer wants a longer building.' },
      }),
    );
  });

  it('tells nobody when the decision fails', async () => {
    vi.mocked(approveChangeRequest).mockRejectedValueOnce(new Error('The order changed'));
    await expect(decideChangeRequest(changeRequest(), 'approve', '', actor)).rejects.toThrow('The order changed');
    expect(createNotifications).not.toHaveBeenCalled();
  });
});
