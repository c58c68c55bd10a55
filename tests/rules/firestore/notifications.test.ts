/**
 * firestore.rules, `notifications`: only the recipient (and admins) read or list them, with the query the
 * portal makes (recipient == uid, newest first); active users send them in their own name, to the admins and
 * their own company's users (admins to anyone); nobody edits them; the recipient deletes them to mark them read.
 */
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
  type Query,
  type QuerySnapshot,
} from 'firebase/firestore';
import { buildNotificationDocuments, type NewNotification, type NotificationMessage } from '../../../src/data/notifications/recipients';
import {
  changeDecisionNotice,
  changeRequestNotice,
  newOrderNotice,
  statusChangeNotice,
  warrantyApplicationNotice,
  warrantyDecisionNotice,
} from '../../../src/data/notifications/systemNotices';
import type { Warranty } from '../../../src/types/orders';
import { useRulesTestEnvironment } from '../support/rulesTestEnvironment';
import { admin, colleague, dealer, displayName, inactive, manager, otherDealer, otherManager, peopleDocuments, type Person } from '../support/people';

const sentAt = Date.UTC(2026, 9, 10);
const fromAdmin = (recipient: string, createdDate: number): NewNotification =>
  buildNotificationDocuments([recipient], { subject: 'Price book updated', body: { message: 'The 2027 price book is out.' } },
    { id: admin.uid, name: 'Alex Morgan' }, Timestamp.fromMillis(createdDate))[0];

const seeded: Record<string, NewNotification> = {
  'notifications/dealer-older': fromAdmin(dealer.uid, sentAt),
  'notifications/dealer-newer': fromAdmin(dealer.uid, sentAt + 60_000),
  'notifications/colleague': fromAdmin(colleague.uid, sentAt),
  'notifications/other-company': fromAdmin(otherDealer.uid, sentAt),
  'notifications/inactive': fromAdmin(inactive.uid, sentAt),
};

const rules = useRulesTestEnvironment('notifications', {
  beforeEachTest: (harness) => harness.seed({ ...peopleDocuments(), ...seeded }),
});

const notificationRef = (db: Firestore, id: string) => doc(db, 'notifications', id);
const notifications = (db: Firestore) => collection(db, 'notifications');
/** notificationsApi's query: one recipient, newest first. */
const inboxOf = (db: Firestore, uid: string) =>
  query(notifications(db), where('recipient', '==', uid), orderBy('data.createdDate', 'desc'));
/** The first answer of the server to a live listener, as the notification bell opens it. */
const firstSnapshot = (q: Query) =>
  new Promise<QuerySnapshot>((resolve, reject) => {
    const unsubscribe = onSnapshot(q, { includeMetadataChanges: true }, {
      next: (snapshot) => {
        if (snapshot.metadata.fromCache) return;
        unsubscribe();
        resolve(snapshot);
      },
      error: reject,
    });
  });
const ids = (snapshot: QuerySnapshot) => snapshot.docs.map((d) => d.id);

describe('notifications: get', () => {
  it('denies a visitor who is not signed in', async () => {
    await assertFails(getDoc(notificationRef(rules.guestDb(), 'dealer-older')));
  });

  it("denies a dealer reading a colleague's notification", async () => {
    await assertFails(getDoc(notificationRef(rules.db(dealer), 'colleague')));
  });

  it("denies a manager reading the notifications of their company's users", async () => {
    await assertFails(getDoc(notificationRef(rules.db(manager), 'dealer-older')));
  });

  it('lets the recipient read it, an inactive recipient too (the rule asks only for a session)', async () => {
    const snapshot = await assertSucceeds(getDoc(notificationRef(rules.db(dealer), 'dealer-older')));
    expect(snapshot.data()).toEqual(seeded['notifications/dealer-older']);
    await assertSucceeds(getDoc(notificationRef(rules.db(inactive), 'inactive')));
  });

  it('lets an admin read anyone’s notification', async () => {
    await assertSucceeds(getDoc(notificationRef(rules.db(admin), 'other-company')));
  });
});

describe('notifications: list', () => {
  it('denies a visitor who is not signed in, even for one recipient', async () => {
    await assertFails(getDocs(inboxOf(rules.guestDb(), dealer.uid)));
  });

  it('denies a dealer listing without the recipient filter', async () => {
    await assertFails(getDocs(notifications(rules.db(dealer))));
    await assertFails(getDocs(query(notifications(rules.db(dealer)), orderBy('data.createdDate', 'desc'))));
    await assertFails(firstSnapshot(query(notifications(rules.db(dealer)), orderBy('data.createdDate', 'desc'))));
  });

  it("denies a dealer listing a colleague's notifications", async () => {
    await assertFails(getDocs(inboxOf(rules.db(dealer), colleague.uid)));
  });

  it('denies a manager listing without the recipient filter, and an inactive user too', async () => {
    await assertFails(getDocs(notifications(rules.db(manager))));
    await assertFails(getDocs(notifications(rules.db(inactive))));
  });

  it('lets a user list and watch their own notifications, newest first', async () => {
    const fetched = await assertSucceeds(getDocs(inboxOf(rules.db(dealer), dealer.uid)));
    expect(ids(fetched)).toEqual(['dealer-newer', 'dealer-older']);
    const watched = await assertSucceeds(firstSnapshot(inboxOf(rules.db(dealer), dealer.uid)));
    expect(ids(watched)).toEqual(['dealer-newer', 'dealer-older']);
    await assertSucceeds(getDocs(inboxOf(rules.db(inactive), inactive.uid)));
  });

  it('lets an admin list every notification', async () => {
    expect((await assertSucceeds(getDocs(notifications(rules.db(admin))))).size).toBe(Object.keys(seeded).length);
  });
});

describe('notifications: create', () => {
  const message = { subject: 'New order', body: { message: 'Order 10412 was submitted.' }, link: '/orders' };
  const from = (sender: Person, recipients: string[], name = displayName(sender)) =>
    buildNotificationDocuments(recipients, message, { id: sender.uid, name }, serverTimestamp());

  it('denies a visitor who is not signed in', async () => {
    const [document] = from(dealer, [admin.uid]);
    await assertFails(setDoc(doc(notifications(rules.guestDb())), document));
  });

  it('denies an inactive user', async () => {
    const [document] = from(inactive, [admin.uid]);
    await assertFails(setDoc(doc(notifications(rules.db(inactive))), document));
  });

  it('denies sending in somebody else’s name', async () => {
    const [document] = from(admin, [colleague.uid]);
    await assertFails(setDoc(doc(notifications(rules.db(dealer))), document));
  });

  it('denies a sender id other than the sender’s own, even under the sender’s own name', async () => {
    const [document] = from(dealer, [colleague.uid]);
    await assertFails(setDoc(doc(notifications(rules.db(dealer))), { ...document, data: { ...document.data, createdBy: colleague.uid } }));
  });

  it('denies a sender name other than the sender’s own, of an admin too', async () => {
    const [forged] = from(dealer, [admin.uid], 'IT Security');
    await assertFails(setDoc(doc(notifications(rules.db(dealer))), forged));
    const [borrowed] = from(dealer, [colleague.uid], displayName(admin));
    await assertFails(setDoc(doc(notifications(rules.db(dealer))), borrowed));
    const [unnamed] = from(admin, [dealer.uid], '');
    await assertFails(setDoc(doc(notifications(rules.db(admin))), unnamed));
    const [{ data, ...rest }] = from(manager, [dealer.uid]);
    const { createdByName: _omitted, ...withoutName } = data;
    await assertFails(setDoc(doc(notifications(rules.db(manager))), { ...rest, data: withoutName }));
  });

  it('denies a creation date other than the time of the write, one in the future too', async () => {
    const [document] = from(dealer, [admin.uid]);
    await assertFails(setDoc(doc(notifications(rules.db(dealer))), { ...document, data: { ...document.data, createdDate: Timestamp.fromMillis(Date.UTC(2100, 0, 1)) } }));
    await assertFails(setDoc(doc(notifications(rules.db(dealer))), { ...document, data: { ...document.data, createdDate: Timestamp.fromMillis(sentAt) } }));
    // Milliseconds since the epoch, as a number rather than a timestamp.
    await assertFails(setDoc(doc(notifications(rules.db(admin))), { ...document, data: { ...document.data, createdDate: sentAt } }));
    await assertFails(setDoc(doc(notifications(rules.db(admin))), { ...document, data: { ...document.data, createdBy: admin.uid, createdDate: null } }));
  });

  it('denies a notification that is not created active', async () => {
    const [document] = from(dealer, [admin.uid]);
    await assertFails(setDoc(doc(notifications(rules.db(dealer))), { ...document, status: 'read' }));
  });

  it('denies a dealer and a manager notifying a user of another company', async () => {
    const [toOtherDealer] = from(dealer, [otherDealer.uid]);
    await assertFails(setDoc(doc(notifications(rules.db(dealer))), toOtherDealer));
    const [toOtherManager] = from(manager, [otherManager.uid]);
    await assertFails(setDoc(doc(notifications(rules.db(manager))), toOtherManager));
  });

  it('denies a dealer notifying an account that has no user document', async () => {
    const [document] = from(dealer, ['no-such-user']);
    await assertFails(setDoc(doc(notifications(rules.db(dealer))), document));
  });

  it('denies a batch that slips a user of another company in among the admins, and writes none of it', async () => {
    const db = rules.db(dealer);
    const batch = writeBatch(db);
    const documents = from(dealer, [admin.uid, otherDealer.uid]);
    for (const document of documents) batch.set(doc(notifications(db)), document);
    await assertFails(batch.commit());
    expect((await getDocs(inboxOf(rules.db(admin), admin.uid))).size).toBe(0);
  });

  it('lets a dealer notify the admins in their own name', async () => {
    const [document] = from(dealer, [admin.uid]);
    await assertSucceeds(setDoc(doc(notifications(rules.db(dealer))), document));
  });

  it('lets a dealer and a manager notify users of their own company in one batch', async () => {
    const db = rules.db(dealer);
    const batch = writeBatch(db);
    for (const document of from(dealer, [colleague.uid, manager.uid, admin.uid])) batch.set(doc(notifications(db)), document);
    await assertSucceeds(batch.commit());
    const [toDealer] = from(manager, [dealer.uid]);
    await assertSucceeds(setDoc(doc(notifications(rules.db(manager))), toDealer));
  });

  it('lets an admin notify several users in one batch, as the send screen does', async () => {
    const db = rules.db(admin);
    const batch = writeBatch(db);
    for (const document of from(admin, [dealer.uid, colleague.uid, otherDealer.uid])) batch.set(doc(notifications(db)), document);
    await assertSucceeds(batch.commit());
  });
});

describe('notifications: create, what a notice holds', () => {
  type Notice = { recipient: unknown; status: string; data: Record<string, unknown> } & Record<string, unknown>;
  /** A notice as the portal writes it, with `data` fields replaced or added. */
  const notice = (sender: Person, recipient: unknown, data: Record<string, unknown> = {}): Notice => ({
    recipient,
    status: 'active',
    data: {
      subject: 'New order', body: { message: 'Order 10412 was submitted.' }, link: '/orders',
      createdBy: sender.uid, createdByName: displayName(sender), createdDate: serverTimestamp(), ...data,
    },
  });
  const send = (sender: Person, document: Notice) => setDoc(doc(notifications(rules.db(sender))), document);
  const withBody = (sender: Person, recipient: string, body: unknown) => notice(sender, recipient, { body });

  it('denies an unknown key beside the notice, in its data or in its body, of an admin too', async () => {
    await assertFails(send(admin, { ...notice(admin, dealer.uid), priority: 'high' }));
    await assertFails(send(admin, notice(admin, dealer.uid, { html: '<b>Sign in again</b>' })));
    await assertFails(send(dealer, withBody(dealer, admin.uid, { message: 'Hi', tracking: 'pixel' })));
    await assertFails(send(admin, withBody(admin, dealer.uid, { message: 'Hi', tracking: 'pixel' })));
  });

  it('denies a 200 KB body, and any body over 5,000 characters in all, of an admin too', async () => {
    await assertFails(send(dealer, withBody(dealer, admin.uid, { message: 'x'.repeat(200_000) })));
    await assertFails(send(admin, withBody(admin, dealer.uid, { message: 'x'.repeat(200_000) })));
    await assertFails(send(admin, withBody(admin, dealer.uid, { message: 'x'.repeat(4_000), note: 'y'.repeat(1_001) })));
  });

  it('denies a body value that is not text: a number, a yes/no, a list or a nested map', async () => {
    for (const message of [10412, true, ['Hi'], { text: 'Hi' }, null]) {
      await assertFails(send(admin, withBody(admin, dealer.uid, { message })));
    }
    await assertFails(send(admin, withBody(admin, dealer.uid, 'A body that is not a set of fields')));
  });

  it('denies a number or a yes/no in any field of the body, whatever the server makes of join()', async () => {
    const fields = ['message', 'order', 'type', 'status', 'soNumber', 'note', 'dealer', 'placedBy', 'poReference', 'requestedBy',
      'reason', 'changes', 'endCustomer', 'installDate', 'installer', 'warrantyNumber', 'image'];
    for (const field of fields) {
      await assertFails(send(admin, withBody(admin, dealer.uid, { message: 'Hi', [field]: 100049 })));
      await assertFails(send(admin, withBody(admin, dealer.uid, { message: 'Hi', [field]: true })));
    }
  });

  it('denies a subject over 200 characters, or one that is not text', async () => {
    await assertFails(send(admin, notice(admin, dealer.uid, { subject: 'x'.repeat(201) })));
    await assertFails(send(admin, notice(admin, dealer.uid, { subject: ['New order'] })));
  });

  it('denies a link outside the app, of an admin too: a web address, //host, a scheme, a backslash, over 500 characters', async () => {
    const links: unknown[] = ['https://evil.example/login', '//evil.example', 'javascript:alert(1)', '/\\evil.example', 'orders',
      '/orders new', `/${'a'.repeat(500)}`, ['/orders'], 42];
    for (const link of links) await assertFails(send(admin, notice(admin, dealer.uid, { link })));
    await assertFails(send(dealer, notice(dealer, admin.uid, { link: 'https://evil.example/login' })));
  });

  it("denies a web address anywhere in a dealer's or a manager's notice, even to their own company", async () => {
    await assertFails(send(dealer, withBody(dealer, admin.uid, { message: 'Sign in again at https://evil.example' })));
    await assertFails(send(dealer, withBody(dealer, colleague.uid, { reason: 'Drawings at WWW.evil.example/plans' })));
    await assertFails(send(dealer, notice(dealer, admin.uid, { subject: 'Order ftp://evil.example' })));
    await assertFails(send(manager, withBody(manager, dealer.uid, { message: 'Line one\nsee http://evil.example' })));
  });

  it('denies an image that is not a picture under Storage notifications/: a web address, another folder, a dot segment', async () => {
    const images: unknown[] = ['https://evil.example/pixel.png', 'http://firebasestorage.googleapis.com/notifications/a.png',
      'orders/prairie-shelters/o1/u1/plan.png', 'notifications/../orders/prairie-shelters/o1/u1/plan.png', 'notifications/',
      '/notifications/n1/banner.png', 'data:image/png;base64,AAAA'];
    for (const image of images) await assertFails(send(admin, withBody(admin, dealer.uid, { message: 'See the picture.', image })));
  });

  it('denies a recipient that is not text of at most 128 characters (an admin may name anyone)', async () => {
    await assertFails(send(admin, notice(admin, 'x'.repeat(129))));
    await assertFails(send(admin, notice(admin, [dealer.uid])));
  });

  it('lets an admin write a web address in the text, link to a portal page and show a picture from Storage notifications/', async () => {
    await assertSucceeds(send(admin, notice(admin, dealer.uid, {
      subject: 'S'.repeat(200),
      body: { message: 'The new range is at https://www.calhoun.example.', image: 'notifications/notice-1/banner.png' },
      link: '/resources/marketing',
    })));
    await assertSucceeds(send(admin, notice(admin, 'x'.repeat(128))));
  });

  it('lets a notice of 5,000 characters in all through, from a dealer too', async () => {
    await assertSucceeds(send(admin, withBody(admin, dealer.uid, { message: 'x'.repeat(5_000) })));
    await assertSucceeds(send(dealer, withBody(dealer, admin.uid, { reason: 'x'.repeat(4_000), note: 'y'.repeat(1_000) })));
  });

  it('lets every notice the portal sends through, as the data layer writes it', async () => {
    const warranty = { id: 'w1', orderNumber: 10412, status: 'approved', warrantyNumber: 'W-2026-0001', decisionNote: 'Photos are clear.' } as Warranty;
    const order = { id: '10412', number: 10412, type: 'building', poReference: 'PO-77', companyName: 'Prairie Shelters' } as const;
    const notices: [Person, string, NotificationMessage][] = [
      [dealer, admin.uid, newOrderNotice({ order, dealer: 'Prairie Shelters', placedBy: displayName(dealer) })],
      [dealer, admin.uid, changeRequestNotice({ order, requestedBy: displayName(dealer), reason: 'Wider door', changes: [{ path: 'details.width' }, { path: 'details.lines.BP-100' }] })],
      [dealer, admin.uid, warrantyApplicationNotice({ orderNumber: 10412, companyName: 'Prairie Shelters', applicant: displayName(dealer), customerName: 'Farm Co', installDate: new Date(2026, 9, 1), installer: 'Prairie crew' })],
      [admin, dealer.uid, warrantyDecisionNotice(warranty)],
      [admin, dealer.uid, warrantyDecisionNotice({ ...warranty, status: 'rejected', warrantyNumber: null })],
      [admin, dealer.uid, changeDecisionNotice({ order: '10412', orderNumber: 10412, reason: 'Wider door' }, 'reject', 'The frame is already cut.')],
      [admin, dealer.uid, changeDecisionNotice({ order: '10412', orderNumber: 10412, reason: 'Wider door' }, 'approve', '')],
      [admin, dealer.uid, statusChangeNotice({ order, status: 'ready for shipment', soNumber: 'SO-9', note: 'Two trucks' })],
      [admin, dealer.uid, { subject: 'Price book updated', body: { message: 'The 2027 price book is out.' } }],
    ];
    for (const [sender, recipient, message] of notices) {
      const [document] = buildNotificationDocuments([recipient], message, { id: sender.uid, name: displayName(sender) }, serverTimestamp());
      await assertSucceeds(setDoc(doc(notifications(rules.db(sender))), document));
    }
  });
});

describe('notifications: create, a notice the portal words in each reader’s language', () => {
  type Notice = { recipient: string; status: string; data: Record<string, unknown> };
  /** A system notice (src/data/notifications/systemNotices.ts): no subject, a message id with its values, a body of facts. */
  const systemNotice = (sender: Person, recipient: string, message: unknown): Notice => ({
    recipient,
    status: 'active',
    data: {
      subject: '', message, body: { order: '10412', type: 'building' }, link: '/orders/view/10412',
      createdBy: sender.uid, createdByName: displayName(sender), createdDate: serverTimestamp(),
    },
  });
  const send = (sender: Person, document: Notice) => setDoc(doc(notifications(rules.db(sender))), document);
  const withValues = (values: unknown) => ({ id: 'notifications.system.newOrder', values });
  /** 21 characters: every system notice's id starts with it. */
  const PREFIX = 'notifications.system.';

  it('denies a message that is not an id and its values alone, of an admin too', async () => {
    const messages: unknown[] = [
      'notifications.system.newOrder',
      { id: 'notifications.system.newOrder' },
      { values: { number: 10412 } },
      { id: 'notifications.system.newOrder', values: { number: 10412 }, html: '<b>Sign in again</b>' },
      ['notifications.system.newOrder', { number: 10412 }],
      null,
    ];
    for (const message of messages) {
      await assertFails(send(admin, systemNotice(admin, dealer.uid, message)));
      await assertFails(send(dealer, systemNotice(dealer, admin.uid, message)));
    }
  });

  it('denies an id that is not a system notice’s, or over 64 characters, of an admin too', async () => {
    const ids: unknown[] = ['orders.view.title', 'notifications.send.title', `${PREFIX}new order`, PREFIX, `${PREFIX}newOrder.message`,
      `${PREFIX}${'a'.repeat(44)}`, 'x'.repeat(200_000), 10412, ['notifications.system.newOrder']];
    for (const id of ids) {
      await assertFails(send(admin, systemNotice(admin, dealer.uid, { id, values: { number: 10412 } })));
      await assertFails(send(manager, systemNotice(manager, dealer.uid, { id, values: { number: 10412 } })));
    }
  });

  it('denies values beyond a whole number and three bounded texts, or of another type, of an admin too', async () => {
    const values: unknown[] = [
      'number=10412',
      ['10412'],
      { number: '10412' },
      { number: 10412.5 },
      { number: true },
      { status: 'x'.repeat(41) },
      { status: 7 },
      { applicant: 'x'.repeat(255) },
      { applicant: { name: 'Dana' } },
      { company: 'x'.repeat(201) },
      { company: ['Prairie Shelters'] },
      { number: 10412, link: '/orders' },
      { number: 10412, message: 'x'.repeat(200_000) },
    ];
    for (const value of values) {
      await assertFails(send(admin, systemNotice(admin, dealer.uid, withValues(value))));
      await assertFails(send(dealer, systemNotice(dealer, admin.uid, withValues(value))));
    }
  });

  it("denies a web address in the values of a dealer's or a manager's message, even to their own company", async () => {
    await assertFails(send(dealer, systemNotice(dealer, admin.uid, withValues({ number: 10412, applicant: 'Sign in at https://evil.example' }))));
    await assertFails(send(dealer, systemNotice(dealer, colleague.uid, withValues({ number: 10412, company: 'WWW.evil.example' }))));
    await assertFails(send(manager, systemNotice(manager, dealer.uid, withValues({ number: 10412, status: 'ftp://evil.example' }))));
  });

  it('lets a dealer and a manager send a message at its bounds, and an admin one naming a web address', async () => {
    const longest = { number: 10412, status: 's'.repeat(40), applicant: 'a'.repeat(254), company: 'c'.repeat(200) };
    await assertSucceeds(send(dealer, systemNotice(dealer, admin.uid, { id: `${PREFIX}${'a'.repeat(43)}`, values: longest })));
    await assertSucceeds(send(manager, systemNotice(manager, dealer.uid, { id: 'notifications.system.warrantyApplied', values: {} })));
    await assertSucceeds(send(admin, systemNotice(admin, dealer.uid, withValues({ number: 10412, company: 'www.calhoun.example' }))));
  });
});

describe('notifications: update', () => {
  it('denies everyone: a notification is never edited, only deleted', async () => {
    await assertFails(updateDoc(notificationRef(rules.guestDb(), 'dealer-older'), { status: 'read' }));
    await assertFails(updateDoc(notificationRef(rules.db(inactive), 'inactive'), { status: 'read' }));
    await assertFails(updateDoc(notificationRef(rules.db(dealer), 'dealer-older'), { status: 'read' }));
    await assertFails(updateDoc(notificationRef(rules.db(manager), 'dealer-older'), { 'data.subject': 'Edited' }));
    await assertFails(updateDoc(notificationRef(rules.db(admin), 'dealer-older'), { 'data.subject': 'Edited' }));
  });
});

describe('notifications: delete (mark as read)', () => {
  it('denies a visitor who is not signed in', async () => {
    await assertFails(deleteDoc(notificationRef(rules.guestDb(), 'dealer-older')));
  });

  it("denies a dealer marking a colleague's notification read", async () => {
    await assertFails(deleteDoc(notificationRef(rules.db(dealer), 'colleague')));
  });

  it("denies a manager marking a company user's notification read", async () => {
    await assertFails(deleteDoc(notificationRef(rules.db(manager), 'dealer-older')));
  });

  it('denies a batch that also marks somebody else’s notification read, and applies none of it', async () => {
    const db = rules.db(dealer);
    const batch = writeBatch(db);
    batch.delete(notificationRef(db, 'dealer-older'));
    batch.delete(notificationRef(db, 'colleague'));
    await assertFails(batch.commit());
    expect((await getDoc(notificationRef(db, 'dealer-older'))).exists()).toBe(true);
  });

  it('lets the recipient mark one read, then several at once', async () => {
    const db = rules.db(dealer);
    await assertSucceeds(deleteDoc(notificationRef(db, 'dealer-older')));
    const batch = writeBatch(db);
    batch.delete(notificationRef(db, 'dealer-newer'));
    await assertSucceeds(batch.commit());
    expect((await getDocs(inboxOf(db, dealer.uid))).size).toBe(0);
  });

  it('lets an inactive recipient mark theirs read (the rule asks only for a session)', async () => {
    await assertSucceeds(deleteDoc(notificationRef(rules.db(inactive), 'inactive')));
  });

  it('lets an admin delete any notification', async () => {
    await assertSucceeds(deleteDoc(notificationRef(rules.db(admin), 'other-company')));
  });
});
