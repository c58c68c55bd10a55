/**
 * partsApi, companiesApi.listCompanies and filesApi against the running stack: the seeded parts catalogue
 * (active parts only, by part number), the company list by name, and Storage uploads with progress and cancel.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectAppClient, type AppClient } from '../support/appClient';
import { closeBackend, createTestAccount, createTestCompany, deleteCompanyData, deleteTestAccounts, uniqueTag, type TestAccount } from '../support/backend';
import { DEALER_CA, demoAccount } from '../support/demoAccounts';
import { parts as seededParts } from '../../../scripts/seed/demoData';

const tag = uniqueTag();
const company = `data-catalogue-${tag}`;
let client: AppClient;
let dealer: TestAccount;

beforeAll(async () => {
  client = await connectAppClient();
  await createTestCompany(company);
  dealer = await createTestAccount('catalogue-dealer', { company });
});

afterAll(async () => {
  await deleteCompanyData(company);
  await deleteTestAccounts([dealer].filter(Boolean));
  await client?.close();
  await closeBackend();
});

describe('partsApi', () => {
  it('lists the active parts of a category by part number, with both prices', async () => {
    const { listActiveParts, partPrice } = await import('../../../src/data/partsApi');
    await client.signInAs(demoAccount(DEALER_CA));
    const endwall = await listActiveParts('endwall');
    const expected = seededParts.filter((p) => p.category === 'endwall' && p.active).sort((a, b) => a.partNumber.localeCompare(b.partNumber));
    expect(endwall).toEqual(expected);
    expect(seededParts.some((p) => p.category === 'endwall' && !p.active)).toBe(true);
    const legs = await listActiveParts('legs');
    expect(legs.map((p) => p.partNumber)).toEqual([...legs.map((p) => p.partNumber)].sort());
    expect(legs.length).toBeGreaterThan(1);
    expect(partPrice(legs[0], 'USD')).toBe(legs[0].priceUSD);
    expect(partPrice(legs[0], 'CAD')).toBe(legs[0].priceCAD);
  });
});

describe('companiesApi.listCompanies', () => {
  it('lists the companies by name', async () => {
    const { listCompanies } = await import('../../../src/data/companiesApi');
    await client.signInAs(demoAccount('demo-admin'));
    const names = (await listCompanies()).map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Calhoun Super Structure', 'Lone Star Covers LLC', 'Prairie Shelters Ltd.']));
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});

describe('filesApi', () => {
  it('uploads with progress, gives a download URL and deletes', async () => {
    const { deleteFile, fileDownloadUrl, uploadFile } = await import('../../../src/data/filesApi');
    await client.signInAs(dealer);
    const path = `orders/${company}/upload-${tag}/site-plan.pdf`;
    const bytes = new TextEncoder().encode('%PDF-1.4\n% test\n');
    const progress: number[] = [];
    const stored = await uploadFile(path, new Blob([bytes], { type: 'application/pdf' }), 'application/pdf', (f) => progress.push(f)).done;
    expect(stored).toEqual({ path, name: 'site-plan.pdf', contentType: 'application/pdf', size: bytes.length });
    expect(progress.at(-1)).toBe(1);
    const url = await fileDownloadUrl(path);
    const response = await fetch(url);
    expect(response.ok).toBe(true);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
    await deleteFile(path);
    await expect(fileDownloadUrl(path)).rejects.toMatchObject({ code: 'storage/object-not-found' });
  });

  it('cancels an upload: it rejects as cancelled and stores nothing', async () => {
    const { fileDownloadUrl, isUploadCancelled, uploadFile } = await import('../../../src/data/filesApi');
    await client.signInAs(dealer);
    const path = `orders/${company}/upload-${tag}/photo.png`;
    const upload = uploadFile(path, new Blob([new Uint8Array(1024)], { type: 'image/png' }), 'image/png', () => undefined);
    upload.cancel();
    const error = await upload.done.then(() => null, (reason: unknown) => reason);
    expect(isUploadCancelled(error)).toBe(true);
    await expect(fileDownloadUrl(path)).rejects.toMatchObject({ code: 'storage/object-not-found' });
  });
});
