/**
 * Resource library journey (docs/data-model.md, Resources): an admin publishes a PDF through the form from the
 * engineering page, its upload's progress showing; a dealer finds it on /resources/engineering by searching,
 * previews it and downloads it (the saved bytes are the uploaded ones); the admin edits it, replacing its file after
 * a confirmation, then deletes it after another, its file going with it. axe scans the library with the preview
 * open, and the add and edit forms.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { pdfBytes, pngBytes } from '../../scripts/seed/demoData';
import { STORAGE_RULES_SEE_NO_FIRESTORE, skipOnGoogleFirestore } from '../support/googleFirestore';
import { expectNoSeriousViolations } from './support/axe';
import { PROJECT_ID, adminDb, closeBackend, uniqueTag } from './support/backend';
import { launchBrowser, navigateInApp, newPage, openApp, pathOf, signInToDashboard, waitForPath } from './support/browser';
import { ADMIN, DEALER_CA, demoAccount } from './support/demoAccounts';
import { eventually } from './support/eventually';

const tag = uniqueTag();
const title = `Snow Load Certificate ${tag}`;
const renamed = `Snow and Wind Certificate ${tag}`;
const description = `Certified snow loads for the CC series, run ${tag}.`;
const admin = demoAccount(ADMIN);
const dealer = demoAccount(DEALER_CA);

/** A valid PDF with a few megabytes after its end, so the upload takes long enough to show its progress. */
const PDF = Buffer.concat([pdfBytes(`Snow loads ${tag}`), Buffer.from(`%${'0'.repeat(3 * 1024 * 1024)}\n`, 'latin1')]);
const PDF_NAME = `snow-loads-${tag}.pdf`;
const PNG = pngBytes(64);
const PNG_NAME = `snow-map-${tag}.png`;

let browser: Browser;
let storageApp: App;
const contexts: BrowserContext[] = [];

function bucket() {
  return getStorage(storageApp).bucket(`${PROJECT_ID}.appspot.com`);
}

async function ourResources() {
  const found = await adminDb().collection('resources').where('type', '==', 'engineering').get();
  return found.docs.filter((doc) => String(doc.data().title).includes(tag));
}

beforeAll(async () => {
  if (!process.env.FIREBASE_STORAGE_EMULATOR_HOST) throw new Error('FIREBASE_STORAGE_EMULATOR_HOST is not set: run these tests through npm test.');
  storageApp = initializeApp({ projectId: PROJECT_ID }, `resources-${tag}`);
  browser = await launchBrowser();
});

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  // Whatever a failed run left behind: the documents of this run and their folders.
  for (const doc of await ourResources()) {
    await bucket().deleteFiles({ prefix: `resources/engineering/${doc.id}/` }).catch(() => undefined);
    await doc.ref.delete();
  }
  if (storageApp) await deleteApp(storageApp);
  await closeBackend();
});

async function signedInPage(account: { email: string; password: string }): Promise<Page> {
  const { context, page } = await newPage(browser);
  contexts.push(context);
  await signInToDashboard(page, account.email, account.password);
  return page;
}

/**
 * Scans once dialogs and menus have finished fading in: mid-transition their colours are blends no one reads. The
 * pointer leaves too, so no hover state is judged.
 */
async function scan(page: Page, label: string): Promise<void> {
  await page.mouse.move(0, 0);
  await expectNoSeriousViolations(page, label);
}

/** What the form shows when saving did not lead back to the library: a field's message or a toast. */
async function formProblems(page: Page): Promise<string> {
  const shown = await page.locator('.Mui-error.MuiFormHelperText-root, #notistack-snackbar, [role="alert"]').allInnerTexts();
  return shown.join(' | ') || 'nothing';
}

/**
 * Types into the library's search box and returns once the filtered list is shown (the count is announced):
 * a click on a card that the filtering then moves would land on another element.
 */
async function searchLibrary(page: Page, text: string, found: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search resources' }).fill(text);
  await page.getByRole('status').getByText(found).waitFor();
}

async function expectLibrary(page: Page, toast: string): Promise<void> {
  await waitForPath(page, '/resources/engineering').catch(async (error: unknown) => {
    throw new Error(`Saving did not return to the library; the page shows: ${await formProblems(page)}`, { cause: error });
  });
  await page.getByText(toast).waitFor();
}

describe('resources', () => {
  // Two people, a throttled upload, three forms and three scans: minutes on a busy two-core machine.
  it('an admin publishes a PDF, a dealer finds, previews and downloads it, the admin edits and deletes it', { timeout: 300_000 }, async (context) => {
    skipOnGoogleFirestore(context, STORAGE_RULES_SEE_NO_FIRESTORE);
    const [adminPage, dealerPage] = await Promise.all([signedInPage(admin), signedInPage(dealer)]);

    // The admin starts from the engineering library.
    await navigateInApp(adminPage, '/resources/engineering');
    await adminPage.getByRole('heading', { level: 1, name: 'Engineering Resources' }).waitFor();
    await adminPage.getByRole('link', { name: 'Add Resource' }).click();
    await adminPage.waitForURL((url) => url.pathname === '/admin/resources/add' && url.searchParams.get('type') === 'engineering');
    await adminPage.getByRole('heading', { level: 1, name: 'Add Resource' }).waitFor();
    expect(await adminPage.getByRole('combobox', { name: /^Type/ }).innerText()).toContain('Engineering');

    // Nothing filled in: each required field says so.
    await adminPage.getByRole('button', { name: 'Publish Resource' }).click();
    await adminPage.getByText('Choose the file to publish.').waitFor();
    await adminPage.getByText('Choose a subtype.').waitFor();
    await scan(adminPage, 'add resource');

    await adminPage.getByRole('textbox', { name: /^Title/ }).fill(title);
    await adminPage.getByRole('combobox', { name: /^Subtype/ }).click();
    await adminPage.getByRole('option', { name: 'Certifications' }).click();
    await adminPage.getByRole('textbox', { name: /^Description/ }).fill(description);
    // A file of another kind is refused when chosen.
    await adminPage.locator('input[type="file"]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') });
    await adminPage.getByText('notes.txt is not a PDF, JPEG, PNG or WebP file.').waitFor();
    await adminPage.locator('input[type="file"]').setInputFiles({ name: PDF_NAME, mimeType: 'application/pdf', buffer: PDF });
    await adminPage.getByText('notes.txt is not a PDF').waitFor({ state: 'detached' });

    // A slow uplink, so the progress of the upload can be seen.
    const network = await adminPage.context().newCDPSession(adminPage);
    await network.send('Network.enable');
    await network.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 1024 * 1024 });
    await adminPage.getByRole('button', { name: 'Publish Resource' }).click();
    const progress = adminPage.getByRole('progressbar', { name: `Uploading ${PDF_NAME}` });
    await progress.waitFor();
    await eventually(async () => Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    await expectLibrary(adminPage, `“${title}” published.`);
    await network.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    const [published] = await ourResources();
    expect(published).toBeDefined();
    const id = published.id;
    expect(published.data()).toMatchObject({
      id,
      title,
      type: 'engineering',
      subtype: 'certifications',
      description,
      file: { path: `resources/engineering/${id}/${PDF_NAME}`, name: PDF_NAME, contentType: 'application/pdf', size: PDF.length },
      createdBy: admin.uid,
      createdByName: 'Alex Morgan',
    });

    // The dealer finds it by searching the engineering library.
    await navigateInApp(dealerPage, '/resources/engineering');
    await dealerPage.getByRole('heading', { level: 1, name: 'Engineering Resources' }).waitFor();
    expect(await dealerPage.getByRole('link', { name: 'engineering@calhounsuperstructure.com' }).getAttribute('href')).toMatch(
      /^mailto:engineering@calhounsuperstructure\.com/,
    );
    expect(await dealerPage.getByRole('link', { name: 'Add Resource' }).count()).toBe(0);
    await searchLibrary(dealerPage, `snow ${tag}`, '1 resource found.');
    const card = dealerPage.getByRole('article', { name: title });
    await card.getByText(description).waitFor();
    expect(await card.innerText()).toContain('PDF · 3 MB');
    expect(await dealerPage.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(['Certifications']);
    expect(await card.getByRole('link', { name: `Edit ${title}` }).count()).toBe(0);

    // Preview: the PDF in the browser's viewer, in a dialog named after it.
    await card.getByRole('button', { name: `Preview ${title}` }).click();
    const preview = dealerPage.getByRole('dialog', { name: title });
    const viewer = preview.locator('object[type="application/pdf"]');
    await viewer.waitFor();
    expect(await viewer.getAttribute('title')).toBe(`${title} (PDF preview)`);
    expect(await viewer.getAttribute('data')).toContain(encodeURIComponent(`resources/engineering/${id}/${PDF_NAME}`));
    await scan(dealerPage, 'resource library with the preview open');
    await preview.getByRole('button', { name: 'Close' }).click();
    await preview.waitFor({ state: 'detached' });

    // Download: the file saved under its name, with the bytes uploaded.
    const download = card.getByRole('link', { name: `Download ${title}` });
    const fileUrl = (await download.getAttribute('href')) ?? '';
    const [saved] = await Promise.all([dealerPage.waitForEvent('download'), download.click()]);
    expect(saved.suggestedFilename()).toBe(PDF_NAME);
    expect((await readFile(await saved.path())).equals(PDF)).toBe(true);

    // The admin edits it from the library: a new title and, once confirmed, a new file.
    await navigateInApp(adminPage, '/resources/engineering');
    await searchLibrary(adminPage, tag, '1 resource found.');
    await adminPage.getByRole('article', { name: title }).getByRole('link', { name: `Edit ${title}` }).click();
    await waitForPath(adminPage, `/admin/resources/edit/${id}`);
    const titleField = adminPage.getByRole('textbox', { name: /^Title/ });
    await eventually(() => titleField.inputValue()).toBe(title);
    await adminPage.getByText(PDF_NAME).waitFor();
    await scan(adminPage, 'edit resource');
    await titleField.fill(renamed);
    await adminPage.locator('input[type="file"]').setInputFiles({ name: PNG_NAME, mimeType: 'image/png', buffer: PNG });
    await adminPage.getByRole('button', { name: 'Save Changes' }).click();
    const replace = adminPage.getByRole('dialog', { name: 'Replace the file?' });
    await replace.getByText(`${PDF_NAME} will be replaced by ${PNG_NAME}`).waitFor();
    await replace.getByRole('button', { name: 'Replace File' }).click();
    await expectLibrary(adminPage, `“${renamed}” saved.`);
    const edited = (await adminDb().collection('resources').doc(id).get()).data();
    expect(edited).toMatchObject({
      title: renamed,
      file: { path: `resources/engineering/${id}/${PNG_NAME}`, name: PNG_NAME, contentType: 'image/png', size: PNG.length },
      createdBy: admin.uid,
    });
    // The old file went once the document pointed at the new one: its download address no longer serves it.
    expect((await fetch(fileUrl)).ok).toBe(false);
    const [[pdfStillThere], [pngThere]] = await Promise.all([
      bucket().file(`resources/engineering/${id}/${PDF_NAME}`).exists(),
      bucket().file(`resources/engineering/${id}/${PNG_NAME}`).exists(),
    ]);
    expect([pdfStillThere, pngThere]).toEqual([false, true]);

    // The dealer sees the image, described by its title and description, once the library (read when it opens)
    // is loaded again.
    await openApp(dealerPage, '/resources/engineering');
    await searchLibrary(dealerPage, tag, '1 resource found.');
    await dealerPage.getByRole('article', { name: renamed }).getByRole('button', { name: `Preview ${renamed}` }).click();
    await dealerPage.getByRole('dialog', { name: renamed }).getByRole('img', { name: `${renamed}: ${description}` }).waitFor();

    // And deletes it, after a confirmation.
    await searchLibrary(adminPage, tag, '1 resource found.');
    await adminPage.getByRole('article', { name: renamed }).getByRole('link', { name: `Edit ${renamed}` }).click();
    await waitForPath(adminPage, `/admin/resources/edit/${id}`);
    await adminPage.getByRole('button', { name: 'Delete Resource' }).click();
    const confirm = adminPage.getByRole('dialog', { name: 'Delete this resource?' });
    await confirm.getByText(`${renamed} and its file ${PNG_NAME} will be deleted`).waitFor();
    await scan(adminPage, 'delete resource confirmation');
    await confirm.getByRole('button', { name: 'Delete Resource' }).click();
    await expectLibrary(adminPage, `“${renamed}” deleted.`);
    expect(pathOf(adminPage)).toBe('/resources/engineering');
    expect((await adminDb().collection('resources').doc(id).get()).exists).toBe(false);
    expect((await bucket().file(`resources/engineering/${id}/${PNG_NAME}`).exists())[0]).toBe(false);
    await adminPage.getByRole('searchbox', { name: 'Search resources' }).fill(tag);
    await adminPage.getByText('No resources match your search').waitFor();
  });

  it('shows the not-found state for a type that does not exist', async () => {
    const page = await signedInPage(dealer);
    await navigateInApp(page, '/resources/recipes');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Marketing Resources' }).click();
    await waitForPath(page, '/resources/marketing');
    await page.getByRole('heading', { level: 1, name: 'Marketing Resources' }).waitFor();
    // The seeded library: its brochures, among the rest.
    await page.getByRole('article', { name: 'Fabric Buildings Brochure' }).waitFor();
  });
});
