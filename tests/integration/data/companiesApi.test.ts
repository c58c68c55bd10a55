/**
 * companiesApi against the running stack (the SAVECOMPANY function and the security rules) through the web SDK in
 * Node: admins add and replace dealers through the function, which stores the name's search key itself; the
 * dealer list pages by name then id with a name-prefix search and an active filter, and a manager changes only
 * their own company's phone, email and address (never its currency, dealer number or country).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyInput, CompanyListItem } from '../../../src/data/companiesApi';
import type { Company } from '../../../src/types/domain';
import { connectAppClient, type AppClient } from '../../e2e/support/appClient';
import { adminDb, closeBackend, createTestAccount, deleteTestAccounts, uniqueTag, type TestAccount } from '../../e2e/support/backend';
import { eventually } from '../../e2e/support/eventually';

type CompaniesApi = typeof import('../../../src/data/companiesApi');

const tag = uniqueTag();
/** Every dealer of this file's names starts with it, so a prefix search finds exactly them among everyone's. */
const prefix = `Zq${tag}`;
let client: AppClient;
let api: CompaniesApi;
let admin: TestAccount;
let manager: TestAccount;
let dealer: TestAccount;
const created: string[] = [];

function input(name: string, overrides: Partial<CompanyInput> = {}): CompanyInput {
  return {
    name,
    dealerNumber: `D-${tag}`,
    address: { street: '210 Range Road 45', city: 'Saskatoon', state: 'SK', zip: 'S7K 1A1', country: 'CA' },
    phone: '+13065550123',
    email: 'office@example.com',
    representative: 'Riley Hart',
    currency: 'CAD',
    active: true,
    ...overrides,
  };
}

async function create(name: string, overrides: Partial<CompanyInput> = {}): Promise<Company> {
  const company = await api.createCompany(input(name, overrides));
  created.push(company.id);
  return company;
}

const stored = async (id: string) => (await adminDb().collection('companies').doc(id).get()).data();
const byNameThenId = (a: { name: string; id: string }, b: { name: string; id: string }) => {
  const [x, y] = [a.name.trim().toLowerCase(), b.name.trim().toLowerCase()];
  return x < y ? -1 : x > y ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
};

let home: Company;

beforeAll(async () => {
  client = await connectAppClient();
  api = await import('../../../src/data/companiesApi');
  admin = await createTestAccount('companies-admin', { company: `data-companies-hq-${tag}`, admin: true });
  await client.signInAs(admin);
  home = await create(`${prefix} Home Dealer`);
  [manager, dealer] = await Promise.all([
    createTestAccount('companies-manager', { company: home.id, manager: true }),
    createTestAccount('companies-dealer', { company: home.id }),
  ]);
});

afterAll(async () => {
  await Promise.all(created.map((id) => adminDb().collection('companies').doc(id).delete()));
  await deleteTestAccounts([admin, manager, dealer].filter(Boolean));
  await client?.close();
  await closeBackend();
});

describe('createCompany and updateCompany (admins)', () => {
  const texas = { street: '1800 Amarillo Blvd W', city: 'Amarillo', state: 'TX', zip: '79107', country: 'US' as const };

  it('stores a new dealer under an automatic id, in the documented shape with nameLower', async () => {
    await client.signInAs(admin);
    const company = await create(`  ${prefix} Élan Domes `, { address: texas, currency: 'USD' });
    expect(company.id).toMatch(/^[A-Za-z0-9]{20}$/);
    // Trimmed as the dealer form trims; the search key lowers the accented letter too.
    expect(await stored(company.id)).toEqual({
      ...input(`${prefix} Élan Domes`, { address: texas, currency: 'USD' }),
      id: company.id,
      nameLower: `${prefix.toLowerCase()} élan domes`,
    });
    expect(await api.getCompany(company.id)).toEqual(company);
    const found = await api.fetchCompanyPage({ search: `${prefix} ÉLAN`, active: null }, 10, null);
    expect(found.items.map((c) => c.id)).toEqual([company.id]);
  });

  it('replaces every field but the id, nameLower following the name', async () => {
    await client.signInAs(admin);
    const company = await create(`${prefix} Before`);
    const changed = input(`${prefix} After`, { currency: 'USD', active: false, representative: '', dealerNumber: 'D-9' });
    await api.updateCompany(company.id, changed);
    expect(await stored(company.id)).toEqual({ ...changed, id: company.id, nameLower: `${prefix.toLowerCase()} after` });
  });

  it("refuses a dealer the form would refuse and a dealer that does not exist, saying why", async () => {
    await client.signInAs(admin);
    await expect(api.createCompany(input(`${prefix} ${'N'.repeat(60)}`))).rejects.toMatchObject({
      name: 'CompanyRefusedError',
      message: 'Dealer Name: At most 60 characters.',
    });
    const unknown = `data-companies-unknown-${tag}`;
    await expect(api.updateCompany(unknown, input(`${prefix} Nowhere`))).rejects.toMatchObject({
      name: 'CompanyRefusedError',
      message: `There is no dealer with the id ${unknown}.`,
    });
    expect(await stored(unknown)).toBeUndefined();
  });

  it('refuses a dealer or a manager creating a company', async () => {
    for (const account of [dealer, manager]) {
      await client.signInAs(account);
      await expect(api.createCompany(input(`${prefix} Refused`))).rejects.toMatchObject({ code: 'functions/permission-denied' });
    }
  });
});

/** Every dealer the list shows without a search, page after page. */
async function everyListedDealer(): Promise<CompanyListItem[]> {
  const listed: CompanyListItem[] = [];
  let after = null;
  for (;;) {
    const page: Awaited<ReturnType<CompaniesApi['fetchCompanyPage']>> = await api.fetchCompanyPage({ search: '', active: null }, 100, after);
    listed.push(...page.items);
    if (!page.hasMore) return listed;
    after = page.last;
  }
}

describe('the dealer list', () => {
  const names = ['Delta', 'alpha', 'Charlie', 'bravo', 'Alpha', 'echo'];
  let ours: Company[];

  beforeAll(async () => {
    await client.signInAs(admin);
    ours = await Promise.all(names.map((name) => create(`${prefix} ${name}`, { active: name !== 'Charlie' })));
  });

  it('pages by lower-cased name then id, without overlaps, for a name prefix in any case', async () => {
    await client.signInAs(admin);
    // The prefix also matches this file's other dealers ('Home Dealer', and those of other tests when they ran first).
    const filter = { search: `  ${prefix.toUpperCase()} `, active: null };
    const all: CompanyListItem[] = [];
    let after = null;
    for (;;) {
      const page: Awaited<ReturnType<CompaniesApi['fetchCompanyPage']>> = await api.fetchCompanyPage(filter, 2, after);
      expect(page.items.length).toBe(page.hasMore ? 2 : page.items.length);
      all.push(...page.items);
      if (!page.hasMore) break;
      after = page.last;
    }
    expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
    expect(all.map((c) => c.id)).toEqual([...all].sort(byNameThenId).map((c) => c.id));
    const ourIds = new Set(ours.map((c) => c.id));
    expect(all.filter((c) => ourIds.has(c.id)).map((c) => c.id)).toEqual([...ours].sort(byNameThenId).map((c) => c.id));

    // A longer prefix narrows it down; 'alpha' and 'Alpha' share a key, so their ids decide.
    const alphas = await api.fetchCompanyPage({ search: `${prefix} ALPHA`, active: null }, 10, null);
    expect(alphas.items.map((c) => c.id)).toEqual(
      ours.filter((c) => c.name.toLowerCase().endsWith('alpha')).sort(byNameThenId).map((c) => c.id),
    );
    expect(alphas.hasMore).toBe(false);
    expect(alphas.items[0]).toMatchObject({ city: 'Saskatoon', state: 'SK', country: 'CA', currency: 'CAD', problem: null });
  });

  it('filters active or inactive dealers on the server, and counts them', async () => {
    await client.signInAs(admin);
    const search = `${prefix} `;
    const inactive = await api.fetchCompanyPage({ search, active: false }, 10, null);
    // 'Charlie', and 'After' from the update test when it ran first.
    expect(inactive.items.map((c) => c.name)).toContain(`${prefix} Charlie`);
    expect(inactive.items.every((c) => !c.active)).toBe(true);
    const active = await api.fetchCompanyPage({ search, active: true }, 50, null);
    expect(active.items.map((c) => c.name)).not.toContain(`${prefix} Charlie`);
    expect(active.items.every((c) => c.active)).toBe(true);
    expect(await api.countCompanies({ search, active: false })).toBe(inactive.items.length);
    expect(await api.countCompanies({ search, active: null })).toBe(inactive.items.length + active.items.length);
  });

  it('counts exactly the dealers it lists, a document written without nameLower included', async () => {
    await client.signInAs(admin);
    // Written outside the app (an import, the console): no nameLower, so the list, ordered by it, cannot show it.
    const legacy = adminDb().collection('companies').doc();
    created.push(legacy.id);
    const { nameLower: _nameLower, ...fields } = { ...input(`${prefix} Legacy`), id: legacy.id, nameLower: '' };
    await legacy.set(fields);
    expect((await everyListedDealer()).map((c) => c.id)).not.toContain(legacy.id);
    // Files running beside this one add and remove dealers too: the counts are the list's once both read the same
    // dealers.
    await eventually(async () => {
      const listed = await everyListedDealer();
      const [all, active] = await Promise.all([api.countCompanies({ search: '', active: null }), api.countCompanies({ search: '', active: true })]);
      return { countedNotListed: all - listed.length, activeCountedNotListed: active - listed.filter((c) => c.active).length };
    }).toEqual({ countedNotListed: 0, activeCountedNotListed: 0 });
  });

  it('keeps a live page up to date', async () => {
    await client.signInAs(admin);
    const pages: CompanyListItem[][] = [];
    const unsubscribe = api.subscribeToCompanyPage({ search: `${prefix} e`, active: null }, 10, null, (page) => pages.push(page.items), (error) => {
      throw error;
    });
    try {
      await eventually(() => pages.at(-1)?.map((c) => c.name)).toEqual([`${prefix} echo`]);
      const added = await create(`${prefix} Eagle`);
      await eventually(() => pages.at(-1)?.map((c) => c.id)).toEqual([added.id, ours[names.indexOf('echo')].id]);
    } finally {
      unsubscribe();
    }
  });
});

describe('updateDealerProfile (managers)', () => {
  const profile = {
    phone: '+13065550199',
    email: 'hello@example.com',
    address: { street: '12 Grid Road', city: 'Regina', state: 'SK', zip: 'S4P 3Y2', country: 'CA' as const },
  };

  it("changes the manager's own company's phone, email and address and nothing else", async () => {
    await client.signInAs(manager);
    const before = await stored(home.id);
    await api.updateDealerProfile(home.id, profile);
    expect(await stored(home.id)).toEqual({ ...before, ...profile });
  });

  it('refuses a currency, dealer number or name change by a manager', async () => {
    await client.signInAs(manager);
    const { id: _id, ...current } = (await api.getCompany(home.id))!;
    const before = await stored(home.id);
    for (const change of [{ currency: 'USD' as const }, { dealerNumber: 'D-0' }, { name: `${prefix} Renamed` }, { active: false }]) {
      await expect(api.updateCompany(home.id, { ...current, ...change })).rejects.toMatchObject({ code: 'functions/permission-denied' });
    }
    expect(await stored(home.id)).toEqual(before);
  });

  it('refuses a country change, another company and a plain dealer', async () => {
    await client.signInAs(manager);
    await expect(
      api.updateDealerProfile(home.id, { ...profile, address: { ...profile.address, state: 'TX', zip: '79107', country: 'US' } }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(api.updateDealerProfile(otherDealerId(), profile)).rejects.toMatchObject({ code: 'permission-denied' });
    await client.signInAs(dealer);
    await expect(api.updateDealerProfile(home.id, profile)).rejects.toMatchObject({ code: 'permission-denied' });
  });
});

/** Any dealer of this file other than the manager's own. */
function otherDealerId(): string {
  const id = created.find((candidate) => candidate !== home.id);
  if (!id) throw new Error('No other dealer was created');
  return id;
}
