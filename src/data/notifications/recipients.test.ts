import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import type { User } from '../../types/domain';
import { buildNotificationDocuments, chunk, recipientLookup, storedBody, uniqueIds, uniqueUsers } from './recipients';

const sender = { id: 'admin-1', name: 'Ada Admin' };
const sentAt = Timestamp.fromMillis(1_700_000_000_000);

describe('recipientLookup', () => {
  it("sends 'admins' to the admins directory, not to a query of user documents", () => {
    expect(recipientLookup('admins')).toEqual({ kind: 'admins' });
  });

  it("sends a company's notification to its active users", () => {
    expect(recipientLookup({ company: 'acme' })).toEqual({
      kind: 'query',
      filters: [
        { field: 'company', op: '==', value: 'acme' },
        { field: 'active', op: '==', value: true },
      ],
    });
  });

  it("sends 'all' to every active user", () => {
    expect(recipientLookup('all')).toEqual({ kind: 'query', filters: [{ field: 'active', op: '==', value: true }] });
  });

  it('uses explicit ids as given, without blanks or repeats', () => {
    expect(recipientLookup(['u1', ' u2 ', '', 'u1'])).toEqual({ kind: 'ids', ids: ['u1', 'u2'] });
  });
});

describe('buildNotificationDocuments', () => {
  it('writes one active document per distinct recipient with the spec data fields', () => {
    const documents = buildNotificationDocuments(
      ['u1', 'u2', 'u1'],
      { subject: ' Order shipped ', body: { message: 'On its way' }, link: '/orders' },
      sender,
      sentAt,
    );
    expect(documents).toEqual([
      {
        recipient: 'u1',
        status: 'active',
        data: {
          subject: 'Order shipped',
          body: { message: 'On its way' },
          link: '/orders',
          createdBy: 'admin-1',
          createdByName: 'Ada Admin',
          createdDate: sentAt,
        },
      },
      expect.objectContaining({ recipient: 'u2', status: 'active' }),
    ]);
  });

  it('writes the body as text: a number (an order number) as its digits', () => {
    const [document] = buildNotificationDocuments(['u1'], { subject: 'New order', body: { order: 10412, dealer: 'Acme' } }, sender, sentAt);
    expect(document?.data.body).toEqual({ order: '10412', dealer: 'Acme' });
  });

  it('leaves any other value as it is, for the rules to refuse', () => {
    const nested = { city: 'Guelph' };
    expect(storedBody({ urgent: false, site: nested, missing: undefined })).toEqual({ urgent: false, site: nested, missing: undefined });
  });

  it('leaves out an empty link (Firestore rejects undefined fields)', () => {
    const [document] = buildNotificationDocuments(['u1'], { subject: 'Hi', body: {}, link: '  ' }, sender, sentAt);
    expect(document?.data).not.toHaveProperty('link');
  });

  it('writes a system notice’s message id and values beside its body, and no message for free text', () => {
    const message = { id: 'notifications.system.newOrder', values: { number: 10412 } };
    const [system] = buildNotificationDocuments(['u1'], { subject: '', message, body: { order: '10412' } }, sender, sentAt);
    expect(system?.data).toMatchObject({ subject: '', message, body: { order: '10412' } });
    expect(system?.data.message).not.toBe(message);
    const [text] = buildNotificationDocuments(['u1'], { subject: 'Hi', body: {} }, sender, sentAt);
    expect(text?.data).not.toHaveProperty('message');
  });

  it('gives every document its own data object', () => {
    const [first, second] = buildNotificationDocuments(['u1', 'u2'], { subject: 'Hi', body: {} }, sender, sentAt);
    expect(first?.data).not.toBe(second?.data);
  });

  it('writes nothing for nobody', () => {
    expect(buildNotificationDocuments([], { subject: 'Hi', body: {} }, sender, sentAt)).toEqual([]);
  });
});

describe('deduplication and batching', () => {
  it('deduplicates ids and users', () => {
    expect(uniqueIds(['a', 'b', 'a', ' '])).toEqual(['a', 'b']);
    const user = (id: string) => ({ id }) as User;
    expect(uniqueUsers([user('a'), user('b'), user('a')]).map((u) => u.id)).toEqual(['a', 'b']);
  });

  it('splits writes into batches of at most the given size', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 500)).toEqual([]);
    expect(() => chunk([1], 0)).toThrow();
  });
});
