/**
 * partsApi, companiesApi.listCompanies and filesApi against the running stack: the seeded parts catalogue
 * (active parts only, by part number), the admins' pages, counts, single-part writes and the all-or-nothing CSV
 * import; the company list by name, and Storage uploads with progress and cancel.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Part, PartInput } from '../../../src/types/parts';
import { STORAGE_RULES_SEE_NO_FIRESTORE, skipOnGoogleFirestore } from '../../support/googleFirestore';
import { connectAppClient, type AppClient } from '../../e2e/support/appClient';
import {
  adminDb,
  closeBackend,
  createTestAccount,
  createTestCompany,
  deleteCompanyData,
  deleteTestAccounts,
  serverNow,
  uniqueTag,
  type TestAccount,
} from '../../e2e/support/backend';
import { ADMIN, DEALER_CA, demoAccount } from '../../e2e/support/demoAccounts';
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

/** Part numbers of this run: 'DT<TAG>-…', all found by searching for the tag. */
const partTag = `DT${tag.toUpperCase()}`;
const searchTag = partTag.toLowerCase();

async function deleteTestParts(): Promise<void> {
  const found = await adminDb().collection('parts').where('searchKeys', 'array-contains', searchTag).get();
  await Promise.all(found.docs.map((document) => document.ref.delete()));
}

afterAll(async () => {
  await deleteTestParts().catch(() => undefined);
  await deleteCompanyData(company);
  await deleteTestAccounts([dealer].filter(Boolean));
  await client?.close();
  await closeBackend();
});

/** The part as the portal reads it (the stored search keys and date aside). */
function asPart({ searchKeys: _keys, updatedDate: _date, ...part }: (typeof seededParts)[number]): Part {
  return part;
}

function input(number: string, overrides: Partial<PartInput> = {}): PartInput {
  return {
    partNumber: `${partTag}-${number}`,
    name: `Test Strap ${number}`,
    category: 'accessories',
    description: '',
    unit: 'each',
    priceCAD: 10,
    priceUSD: 7.5,
    stock: 3,
    active: true,
    ...overrides,
  };
}

describe('partsApi', () => {
  it('lists the active parts of a category by part number, with both prices', async () => {
    const { listActiveParts, partPrice } = await import('../../../src/data/partsApi');
    await client.signInAs(demoAccount(DEALER_CA));
    const endwall = await listActiveParts('endwall');
    const expected = seededParts
      .filter((p) => p.category === 'endwall' && p.active)
      .sort((a, b) => a.partNumber.localeCompare(b.partNumber))
      .map(asPart);
    // Files running beside this one add endwall parts of their own for a while: the seeded ones are listed exactly,
    // and nothing listed is inactive or of another category, in part-number order (the server's, by character code).
    const seededIds = new Set(seededParts.map((p) => p.id));
    expect(endwall.filter((p) => seededIds.has(p.id))).toEqual(expected);
    expect(endwall.filter((p) => p.category !== 'endwall' || !p.active)).toEqual([]);
    expect(endwall.map((p) => p.partNumber)).toEqual(endwall.map((p) => p.partNumber).sort());
    expect(seededParts.every((p) => p.id === p.partNumber)).toBe(true);
    expect(seededParts.some((p) => p.category === 'endwall' && !p.active)).toBe(true);
    const legs = await listActiveParts('legs');
    expect(legs.map((p) => p.partNumber)).toEqual([...legs.map((p) => p.partNumber)].sort());
    expect(legs.length).toBeGreaterThan(1);
    expect(partPrice(legs[0], 'USD')).toBe(legs[0].priceUSD);
    expect(partPrice(legs[0], 'CAD')).toBe(legs[0].priceCAD);
  });
});

describe('partsApi for admins', () => {
  it('adds a part under its part number, refuses a taken number, and updates it keeping the number', async () => {
    const { PartExistsError, PartNotFoundError, createPart, getPart, updatePart, listActiveParts } = await import('../../../src/data/partsApi');
    await client.signInAs(demoAccount(ADMIN));
    const strap = input('SOLO', { name: 'Solo Ratchet Strap', priceCAD: 24.5 });
    const before = await serverNow();
    expect(await createPart(strap)).toEqual({ id: strap.partNumber, ...strap });
    const after = await serverNow();
    const stored = (await adminDb().collection('parts').doc(strap.partNumber).get()).data();
    expect(stored).toMatchObject({ id: strap.partNumber, ...strap });
    expect(stored?.searchKeys).toEqual(expect.arrayContaining([searchTag, 'solo', 'ratchet', 'strap', 'solo ratchet strap']));
    // Dated by the server at the write: between its times of the reads just before and just after.
    expect(stored?.updatedDate.toMillis()).toBeGreaterThanOrEqual(before.getTime());
    expect(stored?.updatedDate.toMillis()).toBeLessThanOrEqual(after.getTime());

    await expect(createPart({ ...strap, name: 'Another' })).rejects.toBeInstanceOf(PartExistsError);
    expect((await getPart(strap.partNumber))?.name).toBe('Solo Ratchet Strap');

    await updatePart(strap.partNumber, { ...strap, name: 'Solo Strap Long', stock: 0, active: false });
    expect(await getPart(strap.partNumber)).toMatchObject({ name: 'Solo Strap Long', stock: 0, active: false });
    const keys = (await adminDb().collection('parts').doc(strap.partNumber).get()).data()?.searchKeys as string[];
    expect(keys).toContain('long');
    expect(keys).not.toContain('ratchet');
    await expect(updatePart(strap.partNumber, { ...strap, partNumber: `${partTag}-OTHER` })).rejects.toThrow(/cannot change/);
    await expect(updatePart(`${partTag}-MISSING`, input('MISSING'))).rejects.toBeInstanceOf(PartNotFoundError);
    expect(await getPart(`${partTag}-NOPE`)).toBeNull();
    expect(await getPart('not/a-part')).toBeNull();
    // Inactive parts are not offered by the order forms.
    expect((await listActiveParts('accessories')).map((p) => p.id)).not.toContain(strap.partNumber);
  });

  it('pages by part number within a category and a search, and counts each category', async () => {
    const { countPartsByCategory, createPart, fetchAllParts, subscribeToPartsPage } = await import('../../../src/data/partsApi');
    type PartsPage = Parameters<Parameters<typeof subscribeToPartsPage>[3]>[0];
    await client.signInAs(demoAccount(ADMIN));
    await Promise.all([
      createPart(input('P3', { category: 'legs', name: 'Leg Heavy' })),
      createPart(input('P1', { category: 'legs', name: 'Leg Light' })),
      createPart(input('P2', { category: 'legs', name: 'Leg Heavy Duty' })),
      createPart(input('P4', { category: 'trusses', name: 'Truss Heavy' })),
    ]);
    const page = (filter: { category: 'legs' | null; search: string }, size: number, after: unknown) =>
      new Promise<PartsPage>((resolve, reject) => {
        const stop = subscribeToPartsPage(filter, size, after, (first) => {
          stop();
          resolve(first);
        }, reject);
      });

    const first = await page({ category: 'legs', search: searchTag }, 2, null);
    expect(first.items.map((p) => p.id)).toEqual([`${partTag}-P1`, `${partTag}-P2`]);
    expect(first.hasMore).toBe(true);
    const second = await page({ category: 'legs', search: searchTag }, 2, first.last);
    expect(second.items.map((p) => p.id)).toEqual([`${partTag}-P3`]);
    expect(second.hasMore).toBe(false);

    // A word of the name, a beginning of the part number, several words, in any case.
    const heavy = await page({ category: null, search: 'HEAVY' }, 100, null);
    expect(heavy.items.map((p) => p.id)).toEqual(expect.arrayContaining([`${partTag}-P2`, `${partTag}-P3`, `${partTag}-P4`]));
    expect(heavy.items.map((p) => p.id)).not.toContain(`${partTag}-P1`);
    expect((await page({ category: 'legs', search: `${partTag}-P` }, 10, null)).items).toHaveLength(3);
    expect((await page({ category: null, search: ' leg  heavy duty ' }, 10, null)).items.map((p) => p.id)).toEqual([`${partTag}-P2`]);

    const counts = await countPartsByCategory(searchTag);
    expect(counts.byCategory.get('legs')).toBe(3);
    expect(counts.byCategory.get('trusses')).toBe(1);
    expect(counts.byCategory.get('endwall')).toBe(0);
    expect(counts.all).toBeGreaterThanOrEqual(4);
    const everything = await countPartsByCategory('');
    expect(everything.byCategory.get('endwall')).toBeGreaterThanOrEqual(2);
    expect(everything.all).toBeGreaterThanOrEqual(seededParts.length + 4);

    const progress: number[] = [];
    const exported = await fetchAllParts({ category: 'legs', search: searchTag }, (loaded) => progress.push(loaded));
    expect(exported.map((p) => p.id)).toEqual([`${partTag}-P1`, `${partTag}-P2`, `${partTag}-P3`]);
    expect(progress.at(-1)).toBe(3);
  });

  it('imports new and existing parts in one go, reporting progress', async () => {
    const { createPart, findExistingParts, getPart, importParts } = await import('../../../src/data/partsApi');
    await client.signInAs(demoAccount(ADMIN));
    await createPart(input('IMP-OLD', { name: 'Old Name', priceCAD: 1 }));
    const rows = [input('IMP-OLD', { name: 'New Name', priceCAD: 2 }), input('IMP-NEW1'), input('IMP-NEW2', { active: false })];
    expect(await findExistingParts(rows.map((row) => row.partNumber))).toEqual(new Set([`${partTag}-IMP-OLD`]));
    const progress: number[] = [];
    expect(await importParts(rows, (fraction) => progress.push(fraction))).toEqual({ created: 2, updated: 1 });
    expect(progress).toEqual([0, 1]);
    expect(await getPart(`${partTag}-IMP-OLD`)).toMatchObject({ name: 'New Name', priceCAD: 2 });
    expect(await getPart(`${partTag}-IMP-NEW2`)).toMatchObject({ active: false });
  });

  it('imports all or nothing: a batch refused after an earlier one was written leaves the catalogue as it was', async () => {
    const { IMPORT_BATCH_SIZE, PartsImportError, countPartsByCategory, createPart, getPart, importParts } = await import('../../../src/data/partsApi');
    await client.signInAs(demoAccount(ADMIN));
    const kept = await createPart(input('AON-KEPT', { category: 'components', name: 'Kept As It Was', priceCAD: 5, stock: 9 }));
    const before = await countPartsByCategory(searchTag);

    // Batch 1 writes 400 parts (one of them an update); batch 2 holds a part the server refuses (a document over
    // Firestore's 1 MiB limit, which no checked row can reach), so it fails after batch 1 is stored.
    const rows = Array.from({ length: IMPORT_BATCH_SIZE + 50 }, (_unused, i) => input(`AON-${String(i).padStart(3, '0')}`, { category: 'components' }));
    rows[10] = input('AON-KEPT', { category: 'components', name: 'Overwritten', priceCAD: 99, stock: 0 });
    rows[IMPORT_BATCH_SIZE + 20] = input('AON-HUGE', { category: 'components', description: 'x'.repeat(1_100_000) });
    const progress: number[] = [];
    const failure = await importParts(rows, (fraction) => progress.push(fraction)).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(PartsImportError);
    expect(failure).toMatchObject({ restored: true, notRestored: [], written: true, failure: { kind: 'batch', batch: 2, batches: 2 } });
    expect((failure as Error).message).toMatch(/^Batch 2 of 2 failed \(.+\); the parts already written were put back as they were, so nothing was imported\.$/);
    // Batch 1 was written before batch 2 failed.
    expect(progress).toEqual([0, IMPORT_BATCH_SIZE / rows.length]);

    expect(await countPartsByCategory(searchTag)).toEqual(before);
    expect(await getPart(`${partTag}-AON-000`)).toBeNull();
    expect(await getPart(`${partTag}-AON-HUGE`)).toBeNull();
    expect(await getPart(kept.id)).toEqual(kept);
  });

  it('writes nothing for someone who is not an admin', async () => {
    const { PartsImportError, createPart, getPart, importParts } = await import('../../../src/data/partsApi');
    await client.signInAs(dealer);
    await expect(createPart(input('DEALER'))).rejects.toMatchObject({ code: 'permission-denied' });
    const failure = await importParts([input('DEALER1'), input('DEALER2')]).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PartsImportError);
    expect((failure as Error).message).toMatch(/nothing was imported\.$/);
    expect(await getPart(`${partTag}-DEALER1`)).toBeNull();
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
  beforeEach((context) => skipOnGoogleFirestore(context, STORAGE_RULES_SEE_NO_FIRESTORE));

  it('uploads with progress and gives a download URL; only an admin deletes an order attachment', async () => {
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
    await expect(deleteFile(path)).rejects.toMatchObject({ code: 'storage/unauthorized' });
    await client.signInAs(demoAccount(ADMIN));
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
