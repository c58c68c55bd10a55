/** invitesApi against the running stack through the web SDK in Node: reading a registration link's invite, marking it used. */
import { Timestamp as AdminTimestamp } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invite } from '../../../src/types/domain';
import { connectAppClient, type AppClient } from '../support/appClient';
import { adminAuth, adminDb, closeBackend, uniqueTag } from '../support/backend';

type InvitesApi = typeof import('../../../src/data/invitesApi');

const tag = uniqueTag();
const inviteId = `data-invite-${tag}`;
const invitee = { email: `invitee-${tag}@example.com`, password: `Pw-${tag}-9` };
const createdMillis = Date.UTC(2026, 9, 1);
/** As stored with the admin SDK; the app reads it back with the web SDK's Timestamp. */
const stored = {
  id: inviteId,
  email: invitee.email,
  firstname: 'Ivy',
  lastname: 'Invitee',
  company: `data-invites-${tag}`,
  companyName: 'Invited Company Ltd.',
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
let client: AppClient;
let api: InvitesApi;
let inviteeUid: string;

beforeAll(async () => {
  client = await connectAppClient();
  api = await import('../../../src/data/invitesApi');
  inviteeUid = (await adminAuth().createUser(invitee)).uid;
  await adminDb().collection('invites').doc(inviteId).set(stored);
  // Unusable: an invite without an email cannot register anybody.
  await adminDb().collection('invites').doc(`${inviteId}-broken`).set({ company: invite.company, used: false });
});

afterAll(async () => {
  await Promise.all([inviteId, `${inviteId}-broken`].map((id) => adminDb().collection('invites').doc(id).delete()));
  if (inviteeUid) await adminAuth().deleteUser(inviteeUid);
  await client?.close();
  await closeBackend();
});

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

describe('consumeInvite', () => {
  it('writes the user document and marks the invite used by it, stamped by the server', async () => {
    await client.signInAs(invitee);
    const user = {
      id: inviteeUid,
      company: invite.company,
      active: true,
      invite: inviteId,
      data: { firstname: 'Ivy', lastname: 'Invitee', email: invitee.email, phone: '306-555-0100', sms: false, admin: false, manager: true },
    };
    await api.consumeInvite(invite, user);

    expect((await adminDb().collection('users').doc(inviteeUid).get()).data()).toEqual(user);
    const written = (await adminDb().collection('invites').doc(inviteId).get()).data();
    expect(written).toMatchObject({ ...stored, used: true, usedBy: inviteeUid });
    expect(written?.usedDate).toBeInstanceOf(AdminTimestamp);
  });
});
