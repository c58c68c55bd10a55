/**
 * emailInUse against the running stack through the web SDK in Node: an admin finds the account of an address in
 * any company, a manager in their own company, and the rules allow both queries (a manager's names the company).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectAppClient, type AppClient } from '../../e2e/support/appClient';
import { closeBackend, createTestAccount, deleteTestAccounts, uniqueTag, type TestAccount } from '../../e2e/support/backend';

type EmailInUse = typeof import('../../../src/data/emailInUse');

const tag = uniqueTag();
const companyA = `data-email-a-${tag}`;
const companyB = `data-email-b-${tag}`;
let client: AppClient;
let api: EmailInUse;
let admin: TestAccount;
let managerA: TestAccount;
let userB: TestAccount;

beforeAll(async () => {
  client = await connectAppClient();
  api = await import('../../../src/data/emailInUse');
  [admin, managerA, userB] = await Promise.all([
    createTestAccount('email-admin', { company: `data-email-hq-${tag}`, admin: true }),
    createTestAccount('email-manager', { company: companyA, manager: true, firstname: 'Maya', lastname: 'Manager' }),
    createTestAccount('email-user', { company: companyB, firstname: 'Noor', lastname: 'Haddad' }),
  ]);
});

afterAll(async () => {
  await deleteTestAccounts([admin, managerA, userB].filter(Boolean));
  await client?.close();
  await closeBackend();
});

describe('findAccountWithEmail', () => {
  it("finds for an admin the account of an address in any company, however it is typed", async () => {
    await client.signInAs(admin);
    expect(await api.findAccountWithEmail(` ${userB.email.toUpperCase()} `, { company: null }))
      .toEqual({ id: userB.uid, company: companyB, name: 'Noor Haddad' });
    expect(await api.findAccountWithEmail(`nobody-${tag}@example.com`, { company: null })).toBeNull();
  });

  it("looks for a manager in their own company's users only", async () => {
    await client.signInAs(managerA);
    expect(await api.findAccountWithEmail(managerA.email, { company: companyA }))
      .toEqual({ id: managerA.uid, company: companyA, name: 'Maya Manager' });
    expect(await api.findAccountWithEmail(userB.email, { company: companyA })).toBeNull();
    // Without the company, the rules refuse a manager's query: the form always names it.
    await expect(api.findAccountWithEmail(userB.email, { company: null })).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
