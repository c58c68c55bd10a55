/**
 * usersApi against the running stack through the web SDK in Node: the company address book, the users list's
 * pages per scope (a manager's company, an admin's one company or all of them), and the edits of the profile,
 * of a manager and of an admin, which the rules hold to their own fields.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../src/types/domain';
import { connectAppClient, type AppClient } from '../../e2e/support/appClient';
import {
  adminAuth,
  adminDb,
  closeBackend,
  createTestAccount,
  createTestCompany,
  deleteTestAccounts,
  uniqueTag,
  type TestAccount,
} from '../../e2e/support/backend';
import { eventually } from '../../e2e/support/eventually';

type UsersApi = typeof import('../../../src/data/usersApi');

const tag = uniqueTag();
const company = `data-users-${tag}`;
const otherCompany = `data-users-other-${tag}`;
const hq = `data-users-hq-${tag}`;
/** Last names unique to this run, so list queries over every company see only this file's users. */
const kowalski = `Kowalski${tag}`;
const morgan = `Morgan${tag}`;
const okafor = `Okafor${tag}`;
let client: AppClient;
let api: UsersApi;
let manager: TestAccount;
let dealer: TestAccount;
let colleague: TestAccount;
let companyAdmin: TestAccount;
let disabled: TestAccount;
let outsider: TestAccount;
let admin: TestAccount;

beforeAll(async () => {
  client = await connectAppClient();
  api = await import('../../../src/data/usersApi');
  // An admin moves users only to companies that exist.
  await Promise.all([company, otherCompany, hq].map((id) => createTestCompany(id)));
  [manager, dealer, colleague, companyAdmin, disabled, outsider, admin] = await Promise.all([
    createTestAccount('users-manager', { company, firstname: 'Maya', lastname: okafor, manager: true, phone: '+13065550140', sms: true }),
    createTestAccount('users-dealer', { company, firstname: 'Dan', lastname: kowalski, phone: '+13065550141' }),
    createTestAccount('users-colleague', { company, firstname: 'Ana', lastname: okafor }),
    createTestAccount('users-companyadmin', { company, firstname: 'Alex', lastname: morgan, admin: true }),
    createTestAccount('users-disabled', { company, firstname: 'Gus', lastname: okafor, active: false }),
    createTestAccount('users-outsider', { company: otherCompany, firstname: 'Olu', lastname: okafor }),
    createTestAccount('users-admin', { company: hq, firstname: 'Ada', lastname: `Admin${tag}`, admin: true }),
  ]);
});

afterAll(async () => {
  await deleteTestAccounts([manager, dealer, colleague, companyAdmin, disabled, outsider, admin].filter(Boolean));
  await Promise.all([company, otherCompany, hq].map((id) => adminDb().collection('companies').doc(id).delete()));
  await client?.close();
  await closeBackend();
});

const names = (users: User[]) => users.map((user) => `${user.data.firstname} ${user.data.lastname}`);
const stored = async (account: TestAccount) => (await adminDb().collection('users').doc(account.uid).get()).data();
const listedAsAdmin = async (account: TestAccount) => (await adminDb().collection('admins').doc(account.uid).get()).exists;

describe('listActiveUsersByCompany', () => {
  it("lists the company's active users only, as stored", async () => {
    await client.signInAs(manager);
    const users = await api.listActiveUsersByCompany(company);
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
    expect([...users].sort(byId)).toEqual([manager.user, dealer.user, colleague.user, companyAdmin.user].sort(byId));
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

  it('reads who disabled an account, as DELETEUSER records it', async () => {
    const ref = adminDb().collection('users').doc(disabled.uid);
    await ref.update({ disabledBy: admin.uid, disabledByAdmin: true });
    try {
      await client.signInAs(manager);
      expect(await api.getUser(disabled.uid)).toEqual({ ...disabled.user, disabledBy: admin.uid, disabledByAdmin: true });
    } finally {
      await ref.update({ disabledBy: FieldValue.delete(), disabledByAdmin: FieldValue.delete() });
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

describe('users list pages', () => {
  it("gives a manager their company's users by last name, first name and id, filtered by status", async () => {
    await client.signInAs(manager);
    const active = await api.fetchUserPage({ company, status: 'active', lastNamePrefix: '' }, 10, null);
    expect(names(active.items)).toEqual([`Dan ${kowalski}`, `Alex ${morgan}`, `Ana ${okafor}`, `Maya ${okafor}`]);
    expect(active.hasMore).toBe(false);
    expect(active.items[0]).toEqual(dealer.user);

    const off = await api.fetchUserPage({ company, status: 'disabled', lastNamePrefix: '' }, 10, null);
    expect(off.items).toEqual([disabled.user]);
    const all = await api.fetchUserPage({ company, status: 'all', lastNamePrefix: '' }, 10, null);
    expect(names(all.items)).toEqual([`Dan ${kowalski}`, `Alex ${morgan}`, `Ana ${okafor}`, `Gus ${okafor}`, `Maya ${okafor}`]);
  });

  it("refuses a manager every company's users, or another company's", async () => {
    await client.signInAs(manager);
    await expect(api.fetchUserPage({ company: null, status: 'all', lastNamePrefix: okafor }, 10, null)).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(api.fetchUserPage({ company: otherCompany, status: 'all', lastNamePrefix: '' }, 10, null)).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('finds users by the beginning of their last name, whatever the case of its first letter', async () => {
    await client.signInAs(manager);
    const typed = await api.fetchUserPage({ company, status: 'active', lastNamePrefix: `okafor${tag.slice(0, 3)}` }, 10, null);
    expect(names(typed.items)).toEqual([`Ana ${okafor}`, `Maya ${okafor}`]);
    const capital = await api.fetchUserPage({ company, status: 'all', lastNamePrefix: 'Kow' }, 10, null);
    expect(capital.items.map((user) => user.id)).toEqual([dealer.uid]);
    const none = await api.fetchUserPage({ company, status: 'all', lastNamePrefix: 'Zz' }, 10, null);
    expect(none).toEqual({ items: [], hasMore: false, last: null });
  });

  it('gives an admin every company, or one, a page at a time', async () => {
    await client.signInAs(admin);
    const first = await api.fetchUserPage({ company: null, status: 'all', lastNamePrefix: okafor }, 2, null);
    expect(names(first.items)).toEqual([`Ana ${okafor}`, `Gus ${okafor}`]);
    expect(first.hasMore).toBe(true);
    const second = await api.fetchUserPage({ company: null, status: 'all', lastNamePrefix: okafor }, 2, first.last);
    expect(names(second.items)).toEqual([`Maya ${okafor}`, `Olu ${okafor}`]);
    expect(second.hasMore).toBe(false);

    const active = await api.fetchUserPage({ company: null, status: 'active', lastNamePrefix: okafor.toLowerCase() }, 10, null);
    expect(names(active.items)).toEqual([`Ana ${okafor}`, `Maya ${okafor}`, `Olu ${okafor}`]);
    const other = await api.fetchUserPage({ company: otherCompany, status: 'active', lastNamePrefix: '' }, 10, null);
    expect(other.items).toEqual([outsider.user]);
  });

  it('counts exactly the users the list pages through, with the same query', async () => {
    await client.signInAs(manager);
    expect(await api.countUsers({ company, status: 'active', lastNamePrefix: '' })).toBe(4);
    expect(await api.countUsers({ company, status: 'all', lastNamePrefix: '' })).toBe(5);
    await expect(api.countUsers({ company: null, status: 'all', lastNamePrefix: okafor })).rejects.toMatchObject({ code: 'permission-denied' });
    await client.signInAs(admin);
    // Both spellings of the first letter (an OR of two ranges), as the pages read them.
    expect(await api.countUsers({ company: null, status: 'all', lastNamePrefix: okafor.toLowerCase() })).toBe(4);
    expect(await api.countUsers({ company: null, status: 'active', lastNamePrefix: okafor })).toBe(3);
  });

  it('keeps a page live', async () => {
    await client.signInAs(manager);
    const pages: User[][] = [];
    const errors: Error[] = [];
    const stop = api.subscribeToUserPage({ company, status: 'active', lastNamePrefix: okafor }, 10, null, (page) => pages.push(page.items), (error) => errors.push(error));
    try {
      await eventually(() => pages.length).toBeGreaterThan(0);
      expect(names(pages[0]!)).toEqual([`Ana ${okafor}`, `Maya ${okafor}`]);
      await adminDb().collection('users').doc(disabled.uid).update({ active: true });
      await eventually(() => names(pages.at(-1)!)).toEqual([`Ana ${okafor}`, `Gus ${okafor}`, `Maya ${okafor}`]);
      expect(errors).toEqual([]);
    } finally {
      stop();
      await adminDb().collection('users').doc(disabled.uid).update({ active: false });
    }
  });
});

describe('updateUserAsAdmin and updateUserAsManager', () => {
  it('lets an admin change names, phone, SMS, both roles and the company, and nothing else', async () => {
    await client.signInAs(admin);
    const update = { firstname: 'Daniel', lastname: kowalski, phone: '+1 306 555 0177', sms: true, admin: true, manager: true, company: otherCompany };
    await api.updateUserAsAdmin(dealer.user, update);
    const promoted = {
      ...dealer.user,
      company: otherCompany,
      data: { ...dealer.user.data, firstname: 'Daniel', phone: '+1 306 555 0177', sms: true, admin: true, manager: true },
    };
    expect(await stored(dealer)).toEqual(promoted);
    expect(await listedAsAdmin(dealer)).toBe(true);
    // And back, through the same call.
    const { firstname, lastname, phone, sms, admin: isAdmin, manager: isManager } = dealer.user.data;
    await api.updateUserAsAdmin(promoted, { firstname, lastname, phone, sms, admin: isAdmin, manager: isManager, company });
    expect(await stored(dealer)).toEqual(dealer.user);
    expect(await listedAsAdmin(dealer)).toBe(false);
  });

  it('refuses to grant or revoke the admin role without the admins directory following', async () => {
    await client.signInAs(admin);
    const { firstname, lastname, phone, sms, manager: isManager } = dealer.user.data;
    // A stale copy that says the user already is an admin: the role changes, the directory entry would not.
    const stale = { ...dealer.user, data: { ...dealer.user.data, admin: true } };
    await expect(
      api.updateUserAsAdmin(stale, { firstname, lastname, phone, sms, admin: true, manager: isManager, company }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await stored(dealer)).toEqual(dealer.user);
    expect(await listedAsAdmin(dealer)).toBe(false);
  });

  it("lets a manager change a non-admin colleague's names, phone, SMS and manager role", async () => {
    await client.signInAs(manager);
    await api.updateUserAsManager(colleague.uid, { firstname: 'Anna', lastname: okafor, phone: '306-555-0190', sms: true, manager: true });
    expect(await stored(colleague)).toEqual({
      ...colleague.user,
      data: { ...colleague.user.data, firstname: 'Anna', phone: '306-555-0190', sms: true, manager: true },
    });
  });

  it("refuses a manager's edit of an admin or of another company's user", async () => {
    await client.signInAs(manager);
    const edit = { firstname: 'Changed', lastname: 'Name', phone: '', sms: false, manager: true };
    await expect(api.updateUserAsManager(companyAdmin.uid, edit)).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(api.updateUserAsManager(outsider.uid, edit)).rejects.toMatchObject({ code: 'permission-denied' });
    // Nor may a manager use the admin's edit on a colleague (roles and company are admins' to change).
    await expect(
      api.updateUserAsAdmin(dealer.user, { ...edit, firstname: 'Dan', lastname: kowalski, admin: true, company }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await stored(companyAdmin)).toEqual(companyAdmin.user);
    expect(await stored(outsider)).toEqual(outsider.user);
    expect(await stored(dealer)).toEqual(dealer.user);
  });

  it("refuses a plain user's edit of a colleague", async () => {
    await client.signInAs(outsider);
    await expect(
      api.updateUserAsManager(dealer.uid, { firstname: 'X', lastname: 'Y', phone: '', sms: false, manager: true }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });
});

describe('updateUserProfile', () => {
  it("changes the user's own name, phone and SMS opt-in and nothing else", async () => {
    await client.signInAs(dealer);
    await api.updateUserProfile(dealer.uid, { firstname: 'Renée', lastname: 'Okafor', phone: '+1 306 555 0199', sms: true });
    const after = await stored(dealer);
    expect(after).toEqual({
      ...dealer.user,
      data: { ...dealer.user.data, firstname: 'Renée', lastname: 'Okafor', phone: '+1 306 555 0199', sms: true },
    });
    expect(await api.getUser(dealer.uid)).toEqual(after);
  });

  it('stores the email preference the user chose, and leaves it alone when the form does not send it', async () => {
    await client.signInAs(dealer);
    await api.updateUserProfile(dealer.uid, { firstname: 'Renée', lastname: 'Okafor', phone: '', sms: false, mail: true });
    expect((await stored(dealer))?.data.mail).toBe(true);
    await api.updateUserProfile(dealer.uid, { firstname: 'Renée', lastname: 'Okafor', phone: '', sms: false });
    expect((await stored(dealer))?.data.mail).toBe(true);
    await api.updateUserProfile(dealer.uid, { firstname: 'Renée', lastname: 'Okafor', phone: '', sms: false, mail: false });
    expect((await stored(dealer))?.data.mail).toBe(false);
  });
});

describe('setUserLanguage', () => {
  it("stores the user's own language and nothing else, and reads it back", async () => {
    await client.signInAs(colleague);
    const before = await stored(colleague);
    await api.setUserLanguage(colleague.uid, 'fr');
    const after = await stored(colleague);
    expect(after).toEqual({ ...before, data: { ...before?.data, language: 'fr' } });
    expect((await api.getUser(colleague.uid))?.data.language).toBe('fr');
    await api.setUserLanguage(colleague.uid, 'en');
    expect((await stored(colleague))?.data.language).toBe('en');
  });

  it("refuses a manager's or an admin's choice for somebody else", async () => {
    const before = (await stored(colleague))?.data.language as unknown;
    await client.signInAs(manager);
    await expect(api.setUserLanguage(colleague.uid, 'fr')).rejects.toMatchObject({ code: 'permission-denied' });
    await client.signInAs(admin);
    await expect(api.setUserLanguage(colleague.uid, 'fr')).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await stored(colleague))?.data.language).toBe(before);
  });
});
