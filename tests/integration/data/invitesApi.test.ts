/**
 * invitesApi against the running stack through the web SDK in Node: reading a registration link's invite,
 * creating invites, the pending-invites lists of a manager and an admin, revoking, sending the invitation mail
 * (SENDMAIL) and consuming an invite at registration, once.
 */
import { Timestamp as AdminTimestamp } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Invite, User } from '../../../src/types/domain';
import { connectAppClient, type AppClient } from '../../e2e/support/appClient';
import {
  adminAuth,
  adminDb,
  closeBackend,
  createTestAccount,
  createTestCompany,
  deleteTestAccounts,
  serverNow,
  uniqueTag,
  type TestAccount,
} from '../../e2e/support/backend';
import { eventually } from '../../e2e/support/eventually';

type InvitesApi = typeof import('../../../src/data/invitesApi');

const tag = uniqueTag();
const companyA = `data-invites-a-${tag}`;
const companyB = `data-invites-b-${tag}`;
const inviteId = `data-invite-${tag}`;
const invitee = { email: `invitee-${tag}@example.com`, password: `Pw-${tag}-9` };
const createdMillis = Date.UTC(2026, 9, 1);
/** As stored with the admin SDK; the app reads it back with the web SDK's Timestamp. */
const stored = {
  id: inviteId,
  email: invitee.email,
  firstname: 'Ivy',
  lastname: 'Invitee',
  company: companyA,
  companyName: `Test Company ${companyA}`,
  admin: false,
  manager: true,
  used: false,
  usedBy: null,
  usedDate: null,
  createdBy: 'demo-manager-ca',
  createdByName: 'Maya Fournier',
  createdDate: AdminTimestamp.fromMillis(createdMillis),
  lastSentDate: null,
};
const invite: Invite = { ...stored, createdDate: Timestamp.fromMillis(createdMillis) };
/** More pending invites, seeded: an admin invite of company A, one of company B, a used one of company A. */
const seeded = {
  adminA: { ...stored, id: `${inviteId}-admin`, email: `staff-${tag}@example.com`, admin: true, manager: false, createdDate: AdminTimestamp.fromMillis(createdMillis + 1000) },
  companyB: { ...stored, id: `${inviteId}-b`, email: `b-${tag}@example.com`, company: companyB, companyName: `Test Company ${companyB}` },
  usedA: { ...stored, id: `${inviteId}-used`, email: `used-${tag}@example.com`, used: true, usedBy: 'someone', usedDate: AdminTimestamp.fromMillis(createdMillis + 5000) },
};
let client: AppClient;
let api: InvitesApi;
let inviteeUid: string;
let admin: TestAccount;
let managerA: TestAccount;
let managerB: TestAccount;
const created: string[] = [];

beforeAll(async () => {
  client = await connectAppClient();
  api = await import('../../../src/data/invitesApi');
  await Promise.all([createTestCompany(companyA), createTestCompany(companyB, 'USD')]);
  [admin, managerA, managerB] = await Promise.all([
    createTestAccount('invites-admin', { company: `data-invites-hq-${tag}`, admin: true, firstname: 'Alex', lastname: 'Admin' }),
    createTestAccount('invites-manager-a', { company: companyA, manager: true, firstname: 'Maya', lastname: 'Manager' }),
    createTestAccount('invites-manager-b', { company: companyB, manager: true }),
  ]);
  await adminDb().collection('invites').doc(inviteId).set(stored);
  for (const document of Object.values(seeded)) await adminDb().collection('invites').doc(document.id).set(document);
  // Unusable: an invite without an email cannot register anybody.
  await adminDb().collection('invites').doc(`${inviteId}-broken`).set({ company: companyA, used: false });
});

afterAll(async () => {
  const ids = [inviteId, `${inviteId}-broken`, ...Object.values(seeded).map((document) => document.id), ...created];
  await Promise.all(ids.map((id) => adminDb().collection('invites').doc(id).delete()));
  await Promise.all([companyA, companyB].map((id) => adminDb().collection('companies').doc(id).delete()));
  if (inviteeUid) {
    await adminDb().collection('users').doc(inviteeUid).delete();
    await adminAuth().deleteUser(inviteeUid);
  }
  await deleteTestAccounts([admin, managerA, managerB].filter(Boolean));
  await client?.close();
  await closeBackend();
});

/**
 * The first list of pending invites the subscription delivers (then it unsubscribes), or its error. A list that never
 * comes fails the test at its timeout, and the listener is closed when the test ends.
 */
function pendingInvites(scope: Parameters<InvitesApi['subscribeToPendingInvites']>[0]) {
  return new Promise<Invite[]>((resolve, reject) => {
    const unsubscribe = api.subscribeToPendingInvites(
      scope,
      (invites) => {
        unsubscribe();
        resolve(invites);
      },
      reject,
    );
    onTestFinished(() => unsubscribe());
  });
}

const inScope = (invites: Invite[]) => invites.filter((entry) => entry.company === companyA || entry.company === companyB);
const idsOf = (invites: Invite[]) => invites.map((entry) => entry.id);

describe('getInvite', () => {
  it('reads the invite without a session, as the registration page does', async () => {
    await client.signOut();
    expect(await api.getInvite(inviteId)).toEqual(invite);
  });

  it('answers null for unknown, unusable and malformed ids', async () => {
    await client.signOut();
    expect(await api.getInvite(`data-invite-missing-${tag}`)).toBeNull();
    expect(await api.getInvite(`${inviteId}-broken`)).toBeNull();
    for (const malformed of ['', '__reserved__', '../users/demo-admin', 'a b']) {
      expect(await api.getInvite(malformed)).toBeNull();
    }
  });
});

describe('createInvite', () => {
  it("refuses a manager's invite that grants admin", async () => {
    await client.signInAs(managerA);
    await expect(
      api.createInvite(
        { email: `boss-${tag}@example.com`, firstname: 'B', lastname: 'Oss', company: companyA, companyName: `Test Company ${companyA}`, admin: true, manager: false },
        { id: managerA.uid, name: 'Maya Manager' },
      ),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('writes an unused invite under an unguessable id, the address in lower case, dated by the server', async () => {
    await client.signInAs(managerA);
    const before = await serverNow();
    const result = await api.createInvite(
      { email: ` Hana.Hire-${tag}@Example.com `, firstname: ' Hana ', lastname: 'Hire', company: companyA, companyName: `Test Company ${companyA}`, admin: false, manager: true },
      { id: managerA.uid, name: 'Maya Manager' },
    );
    const after = await serverNow();
    created.push(result.id);
    expect(result.id).toMatch(/^[A-Za-z0-9]{20}$/);
    const written = (await adminDb().collection('invites').doc(result.id).get()).data();
    expect(written).toEqual({
      id: result.id,
      email: `hana.hire-${tag}@example.com`,
      firstname: 'Hana',
      lastname: 'Hire',
      company: companyA,
      companyName: `Test Company ${companyA}`,
      admin: false,
      manager: true,
      used: false,
      usedBy: null,
      usedDate: null,
      createdBy: managerA.uid,
      createdByName: 'Maya Manager',
      createdDate: expect.any(AdminTimestamp),
      lastSentDate: null,
    });
    // Dated by the server at the write: between its times of the reads just before and just after.
    expect((written?.createdDate as AdminTimestamp).toMillis()).toBeGreaterThanOrEqual(before.getTime());
    expect((written?.createdDate as AdminTimestamp).toMillis()).toBeLessThanOrEqual(after.getTime());
    expect(result).toMatchObject({ ...written, createdDate: expect.any(Timestamp) });
  });

  it('lets an admin invite an admin into another company', async () => {
    await client.signInAs(admin);
    const result = await api.createInvite(
      { email: `staff2-${tag}@example.com`, firstname: 'S', lastname: 'Taff', company: companyB, companyName: `Test Company ${companyB}`, admin: true, manager: false },
      { id: admin.uid, name: 'Alex Admin' },
    );
    created.push(result.id);
    expect((await adminDb().collection('invites').doc(result.id).get()).get('admin')).toBe(true);
  });
});

describe('subscribeToPendingInvites', () => {
  it("refuses a manager's list that would include admin invites", async () => {
    await client.signInAs(managerA);
    await expect(pendingInvites({ company: companyA, includeAdminInvites: true })).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it("gives a manager their company's unused invites that do not grant admin, newest first", async () => {
    await client.signInAs(managerA);
    const invites = await pendingInvites({ company: companyA, includeAdminInvites: false });
    const hana = created[0]!;
    expect(idsOf(invites)).toEqual([hana, inviteId]);
    expect(invites[1]).toEqual(invite);
  });

  it('gives an admin every unused invite of every company, admin invites included, newest first', async () => {
    await client.signInAs(admin);
    const all = inScope(await pendingInvites({ company: null, includeAdminInvites: true }));
    expect(new Set(idsOf(all))).toEqual(new Set([inviteId, seeded.adminA.id, seeded.companyB.id, ...created]));
    const times = all.map((entry) => entry.createdDate.toMillis());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const companyOnly = await pendingInvites({ company: companyA, includeAdminInvites: true });
    expect(idsOf(companyOnly)).toEqual([created[0], seeded.adminA.id, inviteId]);
  });

  it('follows changes live: a revoked invite leaves the list', async () => {
    await client.signInAs(managerA);
    const doomed = await api.createInvite(
      { email: `doomed-${tag}@example.com`, firstname: 'D', lastname: 'Oomed', company: companyA, companyName: `Test Company ${companyA}`, admin: false, manager: false },
      { id: managerA.uid, name: 'Maya Manager' },
    );
    created.push(doomed.id);
    let latest: string[] = [];
    const errors: Error[] = [];
    const unsubscribe = api.subscribeToPendingInvites(
      { company: companyA, includeAdminInvites: false },
      (invites) => (latest = idsOf(invites)),
      (error) => errors.push(error),
    );
    try {
      await eventually(() => latest.includes(doomed.id)).toBe(true);
      await api.revokeInvite(doomed.id);
      await eventually(() => latest.includes(doomed.id)).toBe(false);
      expect(latest).toContain(inviteId);
      expect(errors).toEqual([]);
    } finally {
      unsubscribe();
    }
  });
});

describe('revokeInvite', () => {
  it("refuses another company's manager and a used invite", async () => {
    await client.signInAs(managerB);
    await expect(api.revokeInvite(inviteId)).rejects.toMatchObject({ code: 'permission-denied' });
    await client.signInAs(managerA);
    await expect(api.revokeInvite(seeded.usedA.id)).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await adminDb().collection('invites').doc(seeded.usedA.id).get()).exists).toBe(true);
  });

  it('deletes an unused invite, so its link stops working', async () => {
    await client.signInAs(admin);
    await api.revokeInvite(seeded.companyB.id);
    expect((await adminDb().collection('invites').doc(seeded.companyB.id).get()).exists).toBe(false);
    await client.signOut();
    expect(await api.getInvite(seeded.companyB.id)).toBeNull();
  });
});

describe('sendInviteMail', () => {
  async function mailsTo(email: string) {
    return (await adminDb().collection('outbox').where('to', 'array-contains', email).get()).docs.map((doc) => doc.data());
  }

  it("refuses a manager sending an admin invite or another company's", async () => {
    await client.signInAs(managerB);
    await expect(api.sendInviteMail(inviteId)).rejects.toMatchObject({ code: 'functions/permission-denied' });
    await client.signInAs(managerA);
    await expect(api.sendInviteMail(seeded.adminA.id)).rejects.toMatchObject({ code: 'functions/permission-denied' });
    expect(await mailsTo(invite.email)).toEqual([]);
    expect(await mailsTo(seeded.adminA.email)).toEqual([]);
  });

  it("puts exactly one mail in the outbox, to the invite's address, with the registration link, and stamps it sent", async () => {
    await client.signInAs(managerA);
    await api.sendInviteMail(inviteId);
    const mails = await mailsTo(invite.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ channel: 'mail', to: [invite.email], subject: 'You are invited to the Dealer Portal / Invitation au Portail des concessionnaires', sentBy: managerA.uid });
    expect(mails[0]?.text).toContain(`/register/${inviteId}`);
    expect(mails[0]?.html).toContain(`/register/${inviteId}`);
    expect(mails[0]?.text).toContain(`Maya Fournier invited you to join Test Company ${companyA}`);
    expect((await adminDb().collection('invites').doc(inviteId).get()).get('lastSentDate')).toBeInstanceOf(AdminTimestamp);
  });

  it('refuses sending it again within 5 minutes, saying when it can go, and sends nothing', async () => {
    await client.signInAs(managerA);
    const refusal: unknown = await api.sendInviteMail(inviteId).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(api.InviteMailRefused);
    expect(refusal).toMatchObject({
      code: 'functions/resource-exhausted',
      message: expect.stringMatching(/^This invitation was sent less than 5 minutes ago\. It can be sent again in [1-5] minutes?\.$/),
    });
    expect(await mailsTo(invite.email)).toHaveLength(1);
  });
});

describe('registrationLink', () => {
  it('is the /register/{id} route of the given origin', () => {
    expect(api.registrationLink('Xy7Qk2LmN0pRsTuVwZ12', 'https://portal.example.com')).toBe(
      'https://portal.example.com/register/Xy7Qk2LmN0pRsTuVwZ12',
    );
  });
});

describe('consumeInvite', () => {
  // The invitee signs up only now: an address that already has an account is not sent an invitation (sendInviteMail).
  beforeAll(async () => {
    inviteeUid = (await adminAuth().createUser(invitee)).uid;
  });

  const user = (): User => ({
    id: inviteeUid,
    company: companyA,
    active: true,
    invite: inviteId,
    data: { firstname: 'Ivy', lastname: 'Invitee', email: invitee.email, phone: '306-555-0100', sms: false, admin: false, manager: true },
  });

  it('refuses an account whose address is not the invited one, and writes nothing', async () => {
    await client.signInAs(managerB);
    await expect(api.consumeInvite(invite, { ...user(), id: managerB.uid })).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await adminDb().collection('invites').doc(inviteId).get()).get('used')).toBe(false);
  });

  it('writes the user document and marks the invite used by it, stamped by the server, in one commit', async () => {
    await client.signInAs(invitee);
    await api.consumeInvite(invite, user());

    expect((await adminDb().collection('users').doc(inviteeUid).get()).data()).toEqual(user());
    const written = (await adminDb().collection('invites').doc(inviteId).get()).data();
    expect(written).toMatchObject({ ...stored, used: true, usedBy: inviteeUid, usedDate: expect.any(AdminTimestamp), lastSentDate: expect.any(AdminTimestamp) });
    expect((await api.getInvite(inviteId))?.used).toBe(true);
  });

  it('refuses consuming the same invite a second time, and changes nothing', async () => {
    await client.signInAs(invitee);
    const before = (await adminDb().collection('invites').doc(inviteId).get()).data();
    await expect(api.consumeInvite(invite, user())).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await adminDb().collection('invites').doc(inviteId).get()).data()).toEqual(before);
  });

  it('refuses sending the mail of a used invite', async () => {
    await client.signInAs(managerA);
    await expect(api.sendInviteMail(inviteId)).rejects.toMatchObject({ code: 'functions/failed-precondition' });
  });
});
