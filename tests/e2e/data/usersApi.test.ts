/** usersApi against the running stack through the web SDK in Node: the company address book and profile edits. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectAppClient, type AppClient } from '../support/appClient';
import { adminAuth, adminDb, closeBackend, createTestAccount, deleteTestAccounts, uniqueTag, type TestAccount } from '../support/backend';

type UsersApi = typeof import('../../../src/data/usersApi');

const tag = uniqueTag();
const company = `data-users-${tag}`;
let client: AppClient;
let api: UsersApi;
let manager: TestAccount;
let dealer: TestAccount;
let disabled: TestAccount;
let outsider: TestAccount;

beforeAll(async () => {
  client = await connectAppClient();
  api = await import('../../../src/data/usersApi');
  [manager, dealer, disabled, outsider] = await Promise.all([
    createTestAccount('users-manager', { company, manager: true, phone: '+13065550140', sms: true }),
    createTestAccount('users-dealer', { company, phone: '+13065550141' }),
    createTestAccount('users-disabled', { company, active: false }),
    createTestAccount('users-outsider', { company: `data-users-other-${tag}` }),
  ]);
});

afterAll(async () => {
  await deleteTestAccounts([manager, dealer, disabled, outsider].filter(Boolean));
  await client?.close();
  await closeBackend();
});

describe('listActiveUsersByCompany', () => {
  it("lists the company's active users only, as stored", async () => {
    await client.signInAs(manager);
    const users = await api.listActiveUsersByCompany(company);
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
    expect([...users].sort(byId)).toEqual([manager.user, dealer.user].sort(byId));
  });

  it('is empty for a company without users', async () => {
    await client.signInAs(manager);
    expect(await api.listActiveUsersByCompany(`data-users-nobody-${tag}`)).toEqual([]);
  });
});

describe('getUser and queryUsers', () => {
  it("reads a company user by id, and null for a signed-in account's missing document", async () => {
    await client.signInAs(manager);
    expect(await api.getUser(dealer.uid)).toEqual(dealer.user);
    // Rules let anyone read their own user document, so an account without one learns it is missing
    // (the sign-in flow then refuses the session); other users' missing documents are not readable.
    const email = `users-nodoc-${tag}@example.com`;
    const password = `Pw-${tag}-9`;
    const { uid } = await adminAuth().createUser({ email, password });
    try {
      await client.signInAs({ email, password });
      expect(await api.getUser(uid)).toBeNull();
    } finally {
      await adminAuth().deleteUser(uid);
    }
  });

  it('combines filters, and yields an empty list when the query fails', async () => {
    await client.signInAs(manager);
    const managers = await api.queryUsers([
      { field: 'company', op: '==', value: company },
      { field: 'data.manager', op: '==', value: true },
    ]);
    expect(managers.map((user) => user.id)).toEqual([manager.uid]);
    // An 'in' filter needs a non-empty list: the SDK rejects the query, which is logged and must not escape.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(await api.queryUsers([{ field: 'company', op: 'in', value: [] }])).toEqual([]);
      expect(logged).toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });
});

describe('updateUserProfile', () => {
  it("changes the user's own name, phone and SMS opt-in and nothing else", async () => {
    await client.signInAs(dealer);
    await api.updateUserProfile(dealer.uid, { firstname: 'Renée', lastname: 'Okafor', phone: '+1 306 555 0199', sms: true });
    const stored = (await adminDb().collection('users').doc(dealer.uid).get()).data();
    expect(stored).toEqual({
      ...dealer.user,
      data: { ...dealer.user.data, firstname: 'Renée', lastname: 'Okafor', phone: '+1 306 555 0199', sms: true },
    });
    expect(await api.getUser(dealer.uid)).toEqual(stored);
  });
});
