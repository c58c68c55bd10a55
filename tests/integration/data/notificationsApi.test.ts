/**
 * notificationsApi against the running stack through the web SDK in Node: one document per recipient, the
 * 'admins' expansion, the live list (newest first, only the newest of a flood), marking read (deleting) and
 * failures that return false.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { Timestamp as WebTimestamp } from 'firebase/firestore';
import type { AppNotification } from '../../../src/types/domain';
import { connectAppClient, type AppClient } from '../../e2e/support/appClient';
import { adminDb, closeBackend, createTestAccount, deleteTestAccounts, serverNow, uniqueTag, type TestAccount } from '../../e2e/support/backend';
import { eventually } from '../../e2e/support/eventually';
import { NOTIFICATIONS_READ } from '../../../src/data/notifications/feedLimit';

type NotificationsApi = typeof import('../../../src/data/notifications/notificationsApi');

const tag = uniqueTag();
const company = `data-notify-${tag}`;
let client: AppClient;
let api: NotificationsApi;
let sender: TestAccount;
let otherAdmin: TestAccount;
let dealerA: TestAccount;
let dealerB: TestAccount;
let listener: TestAccount;

beforeAll(async () => {
  client = await connectAppClient();
  api = await import('../../../src/data/notifications/notificationsApi');
  [sender, otherAdmin, dealerA, dealerB, listener] = await Promise.all([
    createTestAccount('notify-admin', { company: `data-hq-${tag}`, admin: true, firstname: 'Nora', lastname: 'Admin' }),
    createTestAccount('notify-admin2', { company: `data-hq-${tag}`, admin: true }),
    createTestAccount('notify-dealer-a', { company }),
    createTestAccount('notify-dealer-b', { company }),
    createTestAccount('notify-listener', { company }),
  ]);
});

afterAll(async () => {
  const accounts = [sender, otherAdmin, dealerA, dealerB, listener].filter(Boolean);
  // Everything this file wrote was sent by one of its accounts (e.g. to the demo admin) or addressed to one.
  const ids = accounts.map((account) => account.uid);
  if (ids.length > 0) {
    const sent = await adminDb().collection('notifications').where('data.createdBy', 'in', ids).get();
    const received = await adminDb().collection('notifications').where('recipient', 'in', ids).get();
    await Promise.all([...sent.docs, ...received.docs].map((doc) => doc.ref.delete()));
  }
  await deleteTestAccounts(accounts);
  await client?.close();
  await closeBackend();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const nameOf = (account: TestAccount) => `${account.user.data.firstname} ${account.user.data.lastname}`;

async function notificationsWithSubject(subject: string) {
  const snapshot = await adminDb().collection('notifications').where('data.subject', '==', subject).get();
  return snapshot.docs.map((doc) => ({ id: doc.id, ...(doc.data() as Omit<AppNotification, 'id'>) }));
}

describe('createNotifications', () => {
  it('writes one active document per listed recipient, once each, with the sender and the message', async () => {
    await client.signInAs(sender);
    const subject = `Price list ${tag}`;
    const before = await serverNow();
    const sent = await api.createNotifications({
      recipients: [dealerA.uid, dealerB.uid, dealerA.uid, ' '],
      subject: `  ${subject} `,
      body: { message: 'The 2027 price list is out.', note: 'Prices hold until March.' },
      link: '/resources/sales',
      sender: { id: sender.uid, name: 'Nora Admin' },
    });
    const after = await serverNow();
    expect(sent).toBe(true);

    const written = await notificationsWithSubject(subject);
    expect(written.map((n) => n.recipient).sort()).toEqual([dealerA.uid, dealerB.uid].sort());
    for (const notification of written) {
      expect(notification.status).toBe('active');
      expect(notification.data).toMatchObject({
        subject,
        body: { message: 'The 2027 price list is out.', note: 'Prices hold until March.' },
        link: '/resources/sales',
        createdBy: sender.uid,
        createdByName: 'Nora Admin',
      });
      // The server stamps the time of the write: between its times of the reads just before and just after.
      expect(notification.data.createdDate.toMillis()).toBeGreaterThanOrEqual(before.getTime());
      expect(notification.data.createdDate.toMillis()).toBeLessThanOrEqual(after.getTime());
    }
  });

  it("sends a notification addressed to 'admins' to every active admin and nobody else", async () => {
    await client.signInAs(dealerA);
    const admins = await adminDb().collection('users').where('data.admin', '==', true).where('active', '==', true).get();
    const adminIds = admins.docs.map((doc) => doc.id);
    expect(adminIds).toEqual(expect.arrayContaining(['demo-admin', sender.uid, otherAdmin.uid]));

    const subject = `Question for the office ${tag}`;
    const sent = await api.createNotifications({
      recipients: 'admins',
      subject,
      body: { message: 'Who approves change requests?' },
      sender: { id: dealerA.uid, name: nameOf(dealerA) },
    });
    expect(sent).toBe(true);

    const recipients = (await notificationsWithSubject(subject)).map((n) => n.recipient);
    // Every admin known before sending got exactly one; anyone else who got one is an admin too.
    expect(recipients).toEqual(expect.arrayContaining(adminIds));
    expect(new Set(recipients).size).toBe(recipients.length);
    const recipientUsers = await Promise.all(recipients.map((uid) => adminDb().collection('users').doc(uid).get()));
    expect(recipientUsers.map((doc) => doc.get('data.admin'))).toEqual(recipients.map(() => true));
    expect(recipients).not.toContain(dealerA.uid);
    expect(recipients).not.toContain(dealerB.uid);
  });

  it('refuses, returning false, a notification whose sender name is not the sender’s own', async () => {
    await client.signInAs(dealerA);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const subject = `Password reset required ${tag}`;
    const sent = await api.createNotifications({
      recipients: 'admins',
      subject,
      body: { message: 'Please confirm your password.' },
      sender: { id: dealerA.uid, name: 'IT Security' },
    });
    expect(sent).toBe(false);
    expect(logged).toHaveBeenCalled();
    expect(await notificationsWithSubject(subject)).toEqual([]);
  });

  it('refuses, returning false, a dealer’s notice that carries a web address', async () => {
    await client.signInAs(dealerA);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const subject = `Sign in again ${tag}`;
    const sent = await api.createNotifications({
      recipients: 'admins',
      subject,
      body: { message: 'Your session expired: sign in at https://evil.example/login' },
      sender: { id: dealerA.uid, name: nameOf(dealerA) },
    });
    expect(sent).toBe(false);
    expect(logged).toHaveBeenCalled();
    expect(await notificationsWithSubject(subject)).toEqual([]);
  });

  it('writes an order number as text, as the rules take the body', async () => {
    await client.signInAs(dealerA);
    const subject = `New order #10412 ${tag}`;
    const sent = await api.createNotifications({
      recipients: [dealerB.uid],
      subject,
      body: { order: 10412, dealer: 'Acme' },
      link: '/orders/view/10412',
      sender: { id: dealerA.uid, name: nameOf(dealerA) },
    });
    expect(sent).toBe(true);
    expect((await notificationsWithSubject(subject)).map((n) => n.data.body)).toEqual([{ order: '10412', dealer: 'Acme' }]);
  });

  it('returns false without writing anything when nobody matches the recipients', async () => {
    await client.signInAs(sender);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const subject = `Nobody ${tag}`;
    const sent = await api.createNotifications({
      recipients: ['', '   '],
      subject,
      body: { message: 'Lost' },
      sender: { id: sender.uid, name: 'Nora Admin' },
    });
    expect(sent).toBe(false);
    expect(logged).toHaveBeenCalled();
    expect(await notificationsWithSubject(subject)).toEqual([]);
  });

  it('returns false, without throwing, when the write fails', async () => {
    await client.signInAs(sender);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const subject = `Unsendable ${tag}`;
    // Firestore refuses undefined field values; the failure must come back as false.
    const sent = await api.createNotifications({
      recipients: [dealerA.uid],
      subject,
      body: { message: 'Broken', detail: undefined },
      sender: { id: sender.uid, name: 'Nora Admin' },
    });
    expect(sent).toBe(false);
    expect(logged).toHaveBeenCalled();
    expect(await notificationsWithSubject(subject)).toEqual([]);
  });
});

describe('the live list and marking read', () => {
  it('lists only the user’s notifications, newest first, follows changes live, and deletes one marked read', async () => {
    const base = (await serverNow()).getTime();
    const write = (id: string, recipient: string, subject: string, createdDate: Timestamp | FieldValue) =>
      adminDb()
        .collection('notifications')
        .doc(id)
        .set({
          recipient,
          status: 'active',
          data: { subject, body: { message: subject }, createdBy: sender.uid, createdByName: 'Nora Admin', createdDate },
        });
    const secondsAgo = (seconds: number) => Timestamp.fromMillis(base - seconds * 1000);
    await Promise.all([
      // Written out of order: the list is ordered by creation date, not by when documents arrive.
      write(`data-${tag}-older`, listener.uid, 'older', secondsAgo(3)),
      write(`data-${tag}-newest`, listener.uid, 'newest', secondsAgo(1)),
      write(`data-${tag}-middle`, listener.uid, 'middle', secondsAgo(2)),
      write(`data-${tag}-someone-else`, dealerB.uid, 'not for the listener', secondsAgo(0)),
    ]);

    await client.signInAs(listener);
    const feed: { latest: AppNotification[] | null; errors: Error[] } = { latest: null, errors: [] };
    const subjects = () => feed.latest?.map((n) => n.data.subject);
    const unsubscribe = api.subscribeToNotifications(
      listener.uid,
      (notifications) => {
        feed.latest = notifications;
      },
      (error) => feed.errors.push(error),
    );
    try {
      await eventually(subjects).toEqual(['newest', 'middle', 'older']);
      expect(feed.latest?.[0]).toEqual({
        id: `data-${tag}-newest`,
        recipient: listener.uid,
        status: 'active',
        data: { subject: 'newest', body: { message: 'newest' }, createdBy: sender.uid, createdByName: 'Nora Admin', createdDate: WebTimestamp.fromMillis(base - 1000) },
      });

      // A notification arriving now, dated by the server as the app dates one, goes to the top without a new query.
      await write(`data-${tag}-arrived`, listener.uid, 'arrived', FieldValue.serverTimestamp());
      await eventually(subjects).toEqual(['arrived', 'newest', 'middle', 'older']);

      await api.markAsRead(`data-${tag}-middle`);
      expect((await adminDb().collection('notifications').doc(`data-${tag}-middle`).get()).exists).toBe(false);
      await eventually(subjects).toEqual(['arrived', 'newest', 'older']);

      await api.markManyAsRead([`data-${tag}-arrived`, `data-${tag}-older`]);
      await eventually(subjects).toEqual(['newest']);
      expect(feed.errors).toEqual([]);
    } finally {
      unsubscribe();
    }
  });

  it('reads only the newest of a flood: one more than the screens show, live and once', async () => {
    const base = (await serverNow()).getTime();
    const flooded = await createTestAccount('notify-flooded', { company });
    const total = NOTIFICATIONS_READ + 4;
    const ids = Array.from({ length: total }, (_, i) => `data-${tag}-flood-${i}`);
    try {
      const batch = adminDb().batch();
      ids.forEach((id, i) =>
        batch.set(adminDb().collection('notifications').doc(id), {
          recipient: flooded.uid,
          status: 'active',
          // flood-0 is the newest.
          data: { subject: `flood ${i}`, body: { message: 'Again' }, createdBy: sender.uid, createdByName: 'Nora Admin', createdDate: Timestamp.fromMillis(base - i * 1000) },
        }),
      );
      await batch.commit();
      await client.signInAs(flooded);

      const newest = ids.slice(0, NOTIFICATIONS_READ);
      const fetched = await api.fetchNotifications(flooded.uid);
      expect(fetched?.map((n) => n.id)).toEqual(newest);

      const feed: { latest: AppNotification[] | null; errors: Error[] } = { latest: null, errors: [] };
      const unsubscribe = api.subscribeToNotifications(
        flooded.uid,
        (notifications) => {
          feed.latest = notifications;
        },
        (error) => feed.errors.push(error),
      );
      try {
        await eventually(() => feed.latest?.map((n) => n.id)).toEqual(newest);
        // Marking the newest read brings the next older one in.
        await api.markAsRead(ids[0]!);
        await eventually(() => feed.latest?.map((n) => n.id)).toEqual(ids.slice(1, NOTIFICATIONS_READ + 1));
        expect(feed.errors).toEqual([]);
      } finally {
        unsubscribe();
      }
    } finally {
      await Promise.all(ids.map((id) => adminDb().collection('notifications').doc(id).delete()));
      await deleteTestAccounts([flooded]);
    }
  });

  it('reads the list once, newest first, and skips a second read within a minute', async () => {
    const base = (await serverNow()).getTime();
    const reader = await createTestAccount('notify-reader', { company });
    try {
      const written = [
        { subject: 'first', at: base - 500 },
        { subject: 'second', at: base - 100 },
      ];
      await Promise.all(
        written.map(({ subject, at }) =>
          adminDb()
            .collection('notifications')
            .doc(`data-${tag}-${subject}`)
            .set({
              recipient: reader.uid,
              status: 'active',
              data: { subject, body: {}, createdBy: sender.uid, createdByName: 'Nora Admin', createdDate: Timestamp.fromMillis(at) },
            }),
        ),
      );
      await client.signInAs(reader);
      const fetched = await api.fetchNotifications(reader.uid);
      expect(fetched?.map((n) => [n.data.subject, n.data.createdDate.toMillis()])).toEqual([
        ['second', base - 100],
        ['first', base - 500],
      ]);
      expect(await api.fetchNotifications(reader.uid)).toBeNull();
    } finally {
      await Promise.all(['first', 'second'].map((s) => adminDb().collection('notifications').doc(`data-${tag}-${s}`).delete()));
      await deleteTestAccounts([reader]);
    }
  });
});
