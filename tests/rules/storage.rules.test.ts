/**
 * storage.rules: resources readable by active users and published by admins (under 100 MiB); warranty photos
 * read and deleted by their company and the admins, uploaded by the company (images under 20 MiB);
 * notification images read by active users, uploaded (under 10 MiB) and deleted by admins; nothing else.
 * The rules look roles up with firestore.get() on users/{uid}, so each test seeds those documents too.
 */
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteObject, getBytes, getMetadata, listAll, ref, uploadBytes, type FirebaseStorage } from 'firebase/storage';
import { pdfBytes, pngBytes } from '../../scripts/seed/demoData';
import { useRulesTestEnvironment, type StoredObject } from './support/rulesTestEnvironment';
import { CA, US, admin, dealer, inactive, manager, newcomer, otherDealer, peopleDocuments } from './support/people';

const MiB = 1024 * 1024;
const png = pngBytes();

const brochure: StoredObject = { path: 'resources/marketing/resource-1/brochures.pdf', bytes: pdfBytes('Brochures'), contentType: 'application/pdf' };
const caPhoto: StoredObject = { path: `warranties/${CA}/claim-1/torn-panel.png`, bytes: png, contentType: 'image/png' };
const usPhoto: StoredObject = { path: `warranties/${US}/claim-2/bent-truss.png`, bytes: png, contentType: 'image/png' };
const banner: StoredObject = { path: 'notifications/notice-1/banner.png', bytes: png, contentType: 'image/png' };
const export_: StoredObject = { path: 'exports/users.csv', bytes: new TextEncoder().encode('id,email\n'), contentType: 'text/csv' };

const rules = useRulesTestEnvironment('storage', {
  storage: true,
  // Storage rules' firestore.get() reads the Firestore of the project the emulators run for (firebase-tools'
  // --project), not of the test environment: the user documents must live in that project.
  projectId: process.env.GCLOUD_PROJECT ?? 'demo-dealer-portal',
  beforeEachTest: async (harness) => {
    await harness.seed(peopleDocuments());
    await harness.clearBucket();
    await harness.upload([brochure, caPhoto, usPhoto, banner, export_]);
  },
});

const upload = (storage: FirebaseStorage, path: string, bytes: Uint8Array, contentType: string) =>
  uploadBytes(ref(storage, path), bytes, { contentType });
const metadata = (storage: FirebaseStorage, object: StoredObject) => getMetadata(ref(storage, object.path));
/** Zero-filled content of an exact size, for the size limits. */
const sized = (bytes: number) => new Uint8Array(bytes);

describe('storage: resources/', () => {
  const published = 'resources/sales/resource-2/price-book.pdf';

  it('denies a visitor who is not signed in reading or listing', async () => {
    await assertFails(metadata(rules.guestStorage(), brochure));
    await assertFails(listAll(ref(rules.guestStorage(), 'resources/marketing')));
  });

  it('denies an inactive user and an account without a user document', async () => {
    await assertFails(getBytes(ref(rules.storage(inactive), brochure.path)));
    await assertFails(metadata(rules.storage(newcomer), brochure));
    await assertFails(listAll(ref(rules.storage(inactive), 'resources/marketing')));
  });

  it('denies a dealer and a manager publishing, replacing or deleting', async () => {
    await assertFails(upload(rules.storage(dealer), published, pdfBytes('Price book'), 'application/pdf'));
    await assertFails(upload(rules.storage(manager), brochure.path, pdfBytes('Replaced'), 'application/pdf'));
    await assertFails(deleteObject(ref(rules.storage(dealer), brochure.path)));
    await assertFails(deleteObject(ref(rules.storage(manager), brochure.path)));
  });

  it('denies an inactive user and a visitor publishing', async () => {
    await assertFails(upload(rules.storage(inactive), published, pdfBytes('Price book'), 'application/pdf'));
    await assertFails(upload(rules.guestStorage(), published, pdfBytes('Price book'), 'application/pdf'));
  });

  it('denies an admin publishing a file of 100 MiB', async () => {
    await assertFails(upload(rules.storage(admin), 'resources/engineering/resource-3/drawings.zip', sized(100 * MiB), 'application/zip'));
  });

  it('lets active dealers, managers and admins download and list them', async () => {
    const downloaded = await assertSucceeds(getBytes(ref(rules.storage(dealer), brochure.path)));
    expect(new Uint8Array(downloaded)).toEqual(new Uint8Array(brochure.bytes));
    const listed = await assertSucceeds(listAll(ref(rules.storage(otherDealer), 'resources/marketing')));
    expect(listed.prefixes.map((p) => p.fullPath)).toEqual(['resources/marketing/resource-1']);
    await assertSucceeds(metadata(rules.storage(manager), brochure));
    await assertSucceeds(metadata(rules.storage(admin), brochure));
  });

  it('lets an admin publish and withdraw a file', async () => {
    const stored = await assertSucceeds(upload(rules.storage(admin), published, pdfBytes('Price book'), 'application/pdf'));
    expect(stored.metadata.contentType).toBe('application/pdf');
    await assertSucceeds(deleteObject(ref(rules.storage(admin), brochure.path)));
  });
});

describe('storage: warranties/{company}/', () => {
  const newPhoto = `warranties/${CA}/claim-1/close-up.png`;

  it('denies a visitor who is not signed in', async () => {
    await assertFails(metadata(rules.guestStorage(), caPhoto));
    await assertFails(upload(rules.guestStorage(), newPhoto, png, 'image/png'));
  });

  it("denies an inactive user reading or adding to their company's photos", async () => {
    await assertFails(metadata(rules.storage(inactive), caPhoto));
    await assertFails(upload(rules.storage(inactive), newPhoto, png, 'image/png'));
  });

  it("denies reading another company's photos", async () => {
    await assertFails(metadata(rules.storage(otherDealer), caPhoto));
    await assertFails(getBytes(ref(rules.storage(dealer), usPhoto.path)));
    await assertFails(listAll(ref(rules.storage(manager), `warranties/${US}`)));
  });

  it("denies uploading into another company's folder, admins included", async () => {
    await assertFails(upload(rules.storage(dealer), `warranties/${US}/claim-2/extra.png`, png, 'image/png'));
    await assertFails(upload(rules.storage(admin), newPhoto, png, 'image/png'));
  });

  it('denies anything but an image', async () => {
    await assertFails(upload(rules.storage(dealer), `warranties/${CA}/claim-1/report.pdf`, pdfBytes('Report'), 'application/pdf'));
    await assertFails(upload(rules.storage(dealer), `warranties/${CA}/claim-1/notes.txt`, new TextEncoder().encode('notes'), 'text/plain'));
  });

  it('denies an image of 20 MiB', async () => {
    await assertFails(upload(rules.storage(dealer), newPhoto, sized(20 * MiB), 'image/png'));
  });

  it("denies deleting a photo to a visitor, an inactive user and another company", async () => {
    await assertFails(deleteObject(ref(rules.guestStorage(), caPhoto.path)));
    await assertFails(deleteObject(ref(rules.storage(inactive), caPhoto.path)));
    await assertFails(deleteObject(ref(rules.storage(otherDealer), caPhoto.path)));
  });

  it("lets the company's dealers and managers read and list their photos, and admins read every company's", async () => {
    await assertSucceeds(metadata(rules.storage(dealer), caPhoto));
    const listed = await assertSucceeds(listAll(ref(rules.storage(manager), `warranties/${CA}/claim-1`)));
    expect(listed.items.map((item) => item.fullPath)).toEqual([caPhoto.path]);
    await assertSucceeds(metadata(rules.storage(admin), caPhoto));
    await assertSucceeds(getBytes(ref(rules.storage(admin), usPhoto.path)));
  });

  it("lets the company's users upload images", async () => {
    await assertSucceeds(upload(rules.storage(dealer), newPhoto, png, 'image/png'));
    await assertSucceeds(upload(rules.storage(manager), `warranties/${CA}/claim-1/wide.jpg`, png, 'image/jpeg'));
  });

  it("lets the company's users and the admins delete a photo", async () => {
    await assertSucceeds(deleteObject(ref(rules.storage(dealer), caPhoto.path)));
    await assertSucceeds(deleteObject(ref(rules.storage(admin), usPhoto.path)));
  });
});

describe('storage: notifications/', () => {
  const newImage = 'notifications/notice-2/chart.png';

  it('denies a visitor and an inactive user reading', async () => {
    await assertFails(metadata(rules.guestStorage(), banner));
    await assertFails(metadata(rules.storage(inactive), banner));
  });

  it('denies a dealer and a manager uploading', async () => {
    await assertFails(upload(rules.storage(dealer), newImage, png, 'image/png'));
    await assertFails(upload(rules.storage(manager), newImage, png, 'image/png'));
  });

  it('denies an admin uploading 10 MiB', async () => {
    await assertFails(upload(rules.storage(admin), newImage, sized(10 * MiB), 'image/png'));
  });

  it('denies a visitor, a dealer and a manager deleting an image', async () => {
    await assertFails(deleteObject(ref(rules.guestStorage(), banner.path)));
    await assertFails(deleteObject(ref(rules.storage(dealer), banner.path)));
    await assertFails(deleteObject(ref(rules.storage(manager), banner.path)));
  });

  it('lets active users read them', async () => {
    await assertSucceeds(metadata(rules.storage(dealer), banner));
    await assertSucceeds(getBytes(ref(rules.storage(otherDealer), banner.path)));
  });

  it('lets an admin upload an image just under 10 MiB', async () => {
    await assertSucceeds(upload(rules.storage(admin), newImage, sized(10 * MiB - 1), 'image/png'));
  });

  it('lets an admin delete an image', async () => {
    await assertSucceeds(deleteObject(ref(rules.storage(admin), banner.path)));
  });
});

describe('storage: everything else', () => {
  it('denies reading, listing, writing and deleting anywhere else, even for an admin', async () => {
    for (const storage of [rules.guestStorage(), rules.storage(dealer), rules.storage(admin)]) {
      await assertFails(metadata(storage, export_));
      await assertFails(listAll(ref(storage, 'exports')));
      await assertFails(upload(storage, `users/${dealer.uid}/avatar.png`, png, 'image/png'));
      await assertFails(deleteObject(ref(storage, export_.path)));
    }
  });

  it('denies listing the whole bucket', async () => {
    await assertFails(listAll(ref(rules.storage(admin))));
  });
});
