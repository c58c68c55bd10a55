/**
 * resourcesApi against the running stack and its rules: an admin publishes a resource (file first, then the
 * document in the documented shape), every active user lists a type's library by title, an admin edits it, replaces
 * its file (the old one deleted only after the document points at the new one) and deletes it with its file.
 * Dealers publish nothing; a document that cannot be written leaves no file behind.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ResourceDetails } from '../../../src/types/resources';
import { pdfBytes, pngBytes } from '../../../scripts/seed/demoData';
import { STORAGE_RULES_SEE_NO_FIRESTORE, skipOnGoogleFirestore } from '../../support/googleFirestore';
import { connectAppClient, type AppClient } from '../../e2e/support/appClient';
import { adminDb, closeBackend, createTestAccount, deleteTestAccounts, serverNow, uniqueTag, type TestAccount } from '../../e2e/support/backend';

type ResourcesApi = typeof import('../../../src/data/resourcesApi');
type FilesApi = typeof import('../../../src/data/filesApi');

const tag = uniqueTag();
const company = `data-resources-${tag}`;
let client: AppClient;
let api: ResourcesApi;
let files: FilesApi;
let admin: TestAccount;
let otherAdmin: TestAccount;
let dealer: TestAccount;
const created: { id: string; path: string }[] = [];

beforeAll(async () => {
  client = await connectAppClient();
  api = await import('../../../src/data/resourcesApi');
  files = await import('../../../src/data/filesApi');
  [admin, otherAdmin, dealer] = await Promise.all([
    createTestAccount('resources-admin', { company, admin: true, firstname: 'Ada', lastname: 'Admin' }),
    createTestAccount('resources-admin2', { company, admin: true, firstname: 'Otto', lastname: 'Other' }),
    createTestAccount('resources-dealer', { company, firstname: 'Dana', lastname: 'Dealer' }),
  ]);
});

afterAll(async () => {
  if (admin) {
    await client.signInAs(admin);
    for (const { id, path } of created) {
      await adminDb().collection('resources').doc(id).delete();
      await files.deleteFile(path).catch(() => undefined);
    }
  }
  await deleteTestAccounts([admin, otherAdmin, dealer].filter(Boolean));
  await client?.close();
  await closeBackend();
});

const publisher = () => ({ id: admin.uid, name: 'Ada Admin' });

function details(overrides: Partial<ResourceDetails> = {}): ResourceDetails {
  return { title: `Brochure ${tag}`, type: 'marketing', subtype: 'brochures', description: 'The full range.', ...overrides };
}

function pdfUpload(name = 'brochure.pdf', text = `Brochure ${tag}`) {
  const bytes = new Uint8Array(pdfBytes(text));
  return { bytes, upload: { data: new Blob([bytes], { type: 'application/pdf' }), name, contentType: 'application/pdf' } };
}

async function publish(input: Partial<ResourceDetails> = {}, name = 'brochure.pdf') {
  const { bytes, upload } = pdfUpload(name);
  const id = await api.createResource(details(input), upload, publisher());
  const type = input.type ?? 'marketing';
  created.push({ id, path: `resources/${type}/${id}/${name}` });
  return { id, bytes, path: `resources/${type}/${id}/${name}` };
}

/** The stored bytes of a file, read as a dealer's browser does (download URL). */
async function bytesOf(path: string): Promise<Uint8Array> {
  const response = await fetch(await files.fileDownloadUrl(path));
  expect(response.ok).toBe(true);
  return new Uint8Array(await response.arrayBuffer());
}

async function expectNoFile(path: string): Promise<void> {
  await expect(files.fileDownloadUrl(path)).rejects.toMatchObject({ code: 'storage/object-not-found' });
}

describe('resources', () => {
  beforeEach((context) => skipOnGoogleFirestore(context, STORAGE_RULES_SEE_NO_FIRESTORE));

  it('publishes the file, then the document in the documented shape, in the admin’s name and dated by the server', async () => {
    await client.signInAs(admin);
    const progress: number[] = [];
    const { bytes, upload } = pdfUpload();
    const before = await serverNow();
    const id = await api.createResource(details({ title: `  Brochure ${tag} `, description: ' The full range. ' }), upload, publisher(), {
      onProgress: (fraction) => progress.push(fraction),
    });
    const after = await serverNow();
    const path = `resources/marketing/${id}/brochure.pdf`;
    created.push({ id, path });

    const stored = (await adminDb().collection('resources').doc(id).get()).data();
    expect(Object.keys(stored ?? {}).sort()).toEqual(
      ['createdBy', 'createdByName', 'createdDate', 'description', 'file', 'id', 'subtype', 'title', 'type', 'updatedDate'].sort(),
    );
    expect(stored).toMatchObject({
      id,
      title: `Brochure ${tag}`,
      type: 'marketing',
      subtype: 'brochures',
      description: 'The full range.',
      file: { path, name: 'brochure.pdf', contentType: 'application/pdf', size: bytes.length },
      createdBy: admin.uid,
      createdByName: 'Ada Admin',
    });
    // Dated by the server at the write: between its times of the reads just before and just after.
    expect(stored?.createdDate.toMillis()).toBeGreaterThanOrEqual(before.getTime());
    expect(stored?.createdDate.toMillis()).toBeLessThanOrEqual(after.getTime());
    expect(stored?.updatedDate.toMillis()).toBe(stored?.createdDate.toMillis());
    expect(progress.at(-1)).toBe(1);
    expect(await bytesOf(path)).toEqual(bytes);

    const read = await api.getResource(id);
    expect(read).toMatchObject({ id, title: `Brochure ${tag}`, createdByName: 'Ada Admin', file: { path } });
    expect(await api.getResource(`missing-${tag}`)).toBeNull();
  });

  it('lists one type’s library by title, for every active user', async () => {
    await client.signInAs(admin);
    const titles = [`Zeta ${tag}`, `Alpha ${tag}`, `Mu ${tag}`];
    const ids: string[] = [];
    for (const title of titles) ids.push((await publish({ title, type: 'sales', subtype: 'price books' })).id);
    const elsewhere = await publish({ title: `Beta ${tag}`, type: 'engineering', subtype: 'certifications' });

    await client.signInAs(dealer);
    const sales = await api.listResources('sales');
    const mine = sales.filter((resource) => ids.includes(resource.id));
    expect(mine.map((resource) => resource.title)).toEqual([`Alpha ${tag}`, `Mu ${tag}`, `Zeta ${tag}`]);
    expect(sales.every((resource) => resource.type === 'sales')).toBe(true);
    expect(sales.map((resource) => resource.id)).not.toContain(elsewhere.id);
    const everyTitle = sales.map((resource) => resource.title);
    expect(everyTitle).toEqual([...everyTitle].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    // Dealers read the files too.
    expect(await bytesOf(`resources/sales/${ids[0]}/brochure.pdf`)).toEqual(pdfUpload().bytes);
  });

  it('refuses a dealer publishing, editing or deleting', async () => {
    await client.signInAs(admin);
    const { id, path } = await publish();
    await client.signInAs(dealer);
    const attempt = `dealer-${tag}`;
    await expect(api.createResource(details(), pdfUpload().upload, { id: dealer.uid, name: 'Dana Dealer' }, { id: attempt })).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
    expect((await adminDb().collection('resources').doc(attempt).get()).exists).toBe(false);
    const current = await api.getResource(id);
    await expect(api.updateResource(current!, details({ title: 'Mine now' }))).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(api.deleteResource(current!)).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await bytesOf(path)).toEqual(pdfUpload().bytes);
  });

  it('refuses a subtype of another type before uploading anything', async () => {
    await client.signInAs(admin);
    const id = `wrong-subtype-${tag}`;
    await expect(api.createResource(details({ type: 'sales', subtype: 'brochures' }), pdfUpload().upload, publisher(), { id })).rejects.toThrow(
      "'brochures' is not a subtype of sales resources.",
    );
    await expectNoFile(`resources/sales/${id}/brochure.pdf`);
  });

  it('removes the uploaded file again when the document cannot be written', async () => {
    await client.signInAs(admin);
    const { id, path } = await publish();
    // Another admin cannot take over the resource: the write is refused after the upload.
    await client.signInAs(otherAdmin);
    await expect(
      api.createResource(details({ title: 'Taken over' }), pdfUpload('other.pdf').upload, { id: otherAdmin.uid, name: 'Otto Other' }, { id }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await expectNoFile(`resources/marketing/${id}/other.pdf`);
    expect((await adminDb().collection('resources').doc(id).get()).data()).toMatchObject({ title: `Brochure ${tag}`, file: { path } });
  });

  it('edits the details keeping the file, and moves a resource to another type', async () => {
    await client.signInAs(admin);
    const { id, path, bytes } = await publish();
    const before = (await adminDb().collection('resources').doc(id).get()).data();
    await api.updateResource({ id, file: before!.file }, details({ title: `Engineering sheet ${tag}`, type: 'engineering', subtype: 'fabric spec sheets', description: '' }));
    const after = (await adminDb().collection('resources').doc(id).get()).data();
    expect(after).toMatchObject({
      title: `Engineering sheet ${tag}`,
      type: 'engineering',
      subtype: 'fabric spec sheets',
      description: '',
      file: before!.file,
      createdBy: admin.uid,
      createdByName: 'Ada Admin',
    });
    expect(after?.createdDate.toMillis()).toBe(before?.createdDate.toMillis());
    expect(after?.updatedDate.toMillis()).toBeGreaterThanOrEqual(before?.updatedDate.toMillis());
    expect(await bytesOf(path)).toEqual(bytes);
  });

  it('replaces the file: the new one stored, the document pointing at it, then the old one deleted', async () => {
    await client.signInAs(admin);
    const { id, path } = await publish();
    const current = await api.getResource(id);
    const image = new Uint8Array(pngBytes(24));
    await api.updateResource(current!, details(), { data: new Blob([image], { type: 'image/png' }), name: 'brochure-cover.png', contentType: 'image/png' });
    const newPath = `resources/marketing/${id}/brochure-cover.png`;
    created.push({ id, path: newPath });
    expect((await adminDb().collection('resources').doc(id).get()).data()?.file).toEqual({
      path: newPath,
      name: 'brochure-cover.png',
      contentType: 'image/png',
      size: image.length,
    });
    expect(await bytesOf(newPath)).toEqual(image);
    await expectNoFile(path);

    // A replacement of the same name never overwrites the file in use: it is stored beside it.
    const again = await api.getResource(id);
    const second = new Uint8Array(pngBytes(32));
    await api.updateResource(again!, details(), { data: new Blob([second], { type: 'image/png' }), name: 'brochure-cover.png', contentType: 'image/png' });
    const renamed = `resources/marketing/${id}/brochure-cover-2.png`;
    created.push({ id, path: renamed });
    expect((await adminDb().collection('resources').doc(id).get()).data()?.file).toMatchObject({ path: renamed, name: 'brochure-cover-2.png' });
    expect(await bytesOf(renamed)).toEqual(second);
    await expectNoFile(newPath);
  });

  it('moves a replaced file to the folder of the resource’s new type', async () => {
    await client.signInAs(admin);
    const { id, path } = await publish();
    const current = await api.getResource(id);
    await api.updateResource(current!, details({ type: 'sales', subtype: 'manuals' }), pdfUpload('manual.pdf').upload);
    const moved = `resources/sales/${id}/manual.pdf`;
    created.push({ id, path: moved });
    expect((await adminDb().collection('resources').doc(id).get()).data()).toMatchObject({ type: 'sales', file: { path: moved } });
    await expectNoFile(path);
  });

  it('cancels an upload: nothing stored, nothing written', async () => {
    await client.signInAs(admin);
    const id = `cancelled-${tag}`;
    const controller = new AbortController();
    controller.abort();
    const attempt = api.createResource(details(), pdfUpload().upload, publisher(), { id, signal: controller.signal });
    const error = await attempt.catch((reason: unknown) => reason);
    expect(files.isUploadCancelled(error)).toBe(true);
    expect((await adminDb().collection('resources').doc(id).get()).exists).toBe(false);
    await expectNoFile(`resources/marketing/${id}/brochure.pdf`);
  });

  it('deletes the document and then its file', async () => {
    await client.signInAs(admin);
    const { id, path } = await publish();
    const current = await api.getResource(id);
    await api.deleteResource(current!);
    expect((await adminDb().collection('resources').doc(id).get()).exists).toBe(false);
    await expectNoFile(path);
  });
});
