/**
 * storage.rules: resources (PDFs and images) read by active users and published by admins (at most 100 MiB, only
 * at resources/{type}/{resourceId}/{fileName} of a known type);
 * order attachments (PDF, JPEG, PNG, WebP up to 25 MB) read, written and deleted by their company, read and
 * deleted by admins; warranty photos (JPEG, PNG, WebP up to 10 MB) written by their company only while the
 * warranty is not written yet or still pending, read by the company and admins, removed by the company or admins
 * until the warranty is decided and by nobody after; notification images read by active users, uploaded (under 10 MiB) and deleted by admins; nothing else.
 * The rules look roles and warranties up with firestore.get(), so each test seeds those documents too.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteObject, getBytes, getMetadata, listAll, ref, uploadBytes, type FirebaseStorage } from 'firebase/storage';
import { pdfBytes, pngBytes } from '../../scripts/seed/demoData';
import { useRulesTestEnvironment, type StoredObject } from './support/rulesTestEnvironment';
import {
  CA,
  US,
  admin,
  dealer,
  disabledAdmin,
  inactive,
  manager,
  newcomer,
  otherDealer,
  otherManager,
  peopleDocuments,
  userDocument,
  type Person,
} from './support/people';
import { orderDocument, warrantyDocument } from './support/documents';
import { STORAGE_RULES_SEE_NO_FIRESTORE, skipOnGoogleFirestore } from '../support/googleFirestore';

const MiB = 1024 * 1024;
const MB25 = 25 * 1024 * 1024;
const MB10 = 10 * 1024 * 1024;
const png = pngBytes();
const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const html = new TextEncoder().encode('<!doctype html><script>alert(1)</script>');

const caDelivered = orderDocument({ number: 1004, status: 'delivered' });
const usDelivered = orderDocument({ number: 1007, status: 'delivered', by: otherDealer });
const caPendingClaim = warrantyDocument(caDelivered, { id: 'claim-1' });
const caApprovedClaim = warrantyDocument(caDelivered, { id: 'claim-3', status: 'approved' });
const caRejectedClaim = warrantyDocument(caDelivered, { id: 'claim-4', status: 'rejected' });
const usPendingClaim = warrantyDocument(usDelivered, { id: 'claim-2' });

const brochure: StoredObject = { path: 'resources/marketing/resource-1/brochures.pdf', bytes: pdfBytes('Brochures'), contentType: 'application/pdf' };
const caPlan: StoredObject = { path: `orders/${CA}/1002/site-plan.pdf`, bytes: pdfBytes('Site plan'), contentType: 'application/pdf' };
const usPlan: StoredObject = { path: `orders/${US}/1003/site-plan.pdf`, bytes: pdfBytes('Site plan'), contentType: 'application/pdf' };
const caPhoto: StoredObject = { path: `warranties/${CA}/claim-1/torn-panel.png`, bytes: png, contentType: 'image/png' };
const caDecidedPhoto: StoredObject = { path: `warranties/${CA}/claim-3/torn-panel.png`, bytes: png, contentType: 'image/png' };
const caRejectedPhoto: StoredObject = { path: `warranties/${CA}/claim-4/torn-panel.png`, bytes: png, contentType: 'image/png' };
const usPhoto: StoredObject = { path: `warranties/${US}/claim-2/bent-truss.png`, bytes: png, contentType: 'image/png' };
const banner: StoredObject = { path: 'notifications/notice-1/banner.png', bytes: png, contentType: 'image/png' };
const export_: StoredObject = { path: 'exports/users.csv', bytes: new TextEncoder().encode('id,email\n'), contentType: 'text/csv' };

// Before the harness's hooks, so a skipped test seeds and uploads nothing.
beforeEach((context) => skipOnGoogleFirestore(context, STORAGE_RULES_SEE_NO_FIRESTORE));

const rules = useRulesTestEnvironment('storage', {
  storage: true,
  // Storage rules' firestore.get() reads the Firestore of the project the emulators run for (firebase-tools'
  // --project), not of the test environment: the user documents must live in that project.
  projectId: process.env.GCLOUD_PROJECT ?? 'demo-dealer-portal',
  beforeEachTest: async (harness) => {
    await harness.seed({
      ...peopleDocuments(),
      ...Object.fromEntries([caPendingClaim, caApprovedClaim, caRejectedClaim, usPendingClaim].map((w) => [`warranties/${w.id}`, w])),
    });
    await harness.clearBucket();
    await harness.upload([brochure, caPlan, usPlan, caPhoto, caDecidedPhoto, caRejectedPhoto, usPhoto, banner, export_]);
  },
});

const upload = (storage: FirebaseStorage, path: string, bytes: Uint8Array, contentType: string) =>
  uploadBytes(ref(storage, path), bytes, { contentType });
const metadata = (storage: FirebaseStorage, object: StoredObject) => getMetadata(ref(storage, object.path));
/** Zero-filled content of an exact size, for the size limits. */
const sized = (bytes: number) => new Uint8Array(bytes);
const remove = (storage: FirebaseStorage, object: StoredObject) => deleteObject(ref(storage, object.path));
const as = (who: Person) => rules.storage(who);

describe('storage: resources/', () => {
  const published = 'resources/sales/resource-2/price-book.pdf';

  it('denies a visitor who is not signed in reading or listing', async () => {
    await assertFails(metadata(rules.guestStorage(), brochure));
    await assertFails(listAll(ref(rules.guestStorage(), 'resources/marketing')));
  });

  it('denies an inactive user and an account without a user document', async () => {
    await assertFails(getBytes(ref(as(inactive), brochure.path)));
    await assertFails(metadata(rules.storage(newcomer), brochure));
    await assertFails(listAll(ref(as(inactive), 'resources/marketing')));
  });

  it('denies dealers and managers publishing, replacing or deleting', async () => {
    for (const who of [dealer, manager, otherDealer, otherManager]) {
      await assertFails(upload(as(who), published, pdfBytes('Price book'), 'application/pdf'));
      await assertFails(upload(as(who), brochure.path, pdfBytes('Replaced'), 'application/pdf'));
      await assertFails(remove(as(who), brochure));
    }
  });

  it('denies an inactive user and a visitor publishing', async () => {
    await assertFails(upload(as(inactive), published, pdfBytes('Price book'), 'application/pdf'));
    await assertFails(upload(rules.guestStorage(), published, pdfBytes('Price book'), 'application/pdf'));
  });

  it('denies an admin publishing a file over 100 MiB, or anything but a PDF or an image', async () => {
    await assertFails(upload(as(admin), 'resources/engineering/resource-3/drawings.pdf', sized(100 * MiB + 1), 'application/pdf'));
    await assertFails(upload(as(admin), 'resources/engineering/resource-3/page.html', html, 'text/html'));
    await assertFails(upload(as(admin), 'resources/engineering/resource-3/logo.svg', svg, 'image/svg+xml'));
    await assertFails(upload(as(admin), 'resources/engineering/resource-3/animation.gif', png, 'image/gif'));
  });

  it('denies an admin publishing anywhere but resources/{type}/{resourceId}/{fileName} of a known type', async () => {
    await assertFails(upload(as(admin), 'resources/price-book.pdf', pdfBytes('Price book'), 'application/pdf'));
    await assertFails(upload(as(admin), 'resources/sales/price-book.pdf', pdfBytes('Price book'), 'application/pdf'));
    await assertFails(upload(as(admin), 'resources/legal/resource-2/terms.pdf', pdfBytes('Terms'), 'application/pdf'));
    await assertFails(upload(as(admin), 'resources/sales/resource-2/old/price-book.pdf', pdfBytes('Price book'), 'application/pdf'));
  });

  it('lets active dealers, managers and admins download and list them', async () => {
    const downloaded = await assertSucceeds(getBytes(ref(as(dealer), brochure.path)));
    expect(new Uint8Array(downloaded)).toEqual(new Uint8Array(brochure.bytes));
    const listed = await assertSucceeds(listAll(ref(as(otherDealer), 'resources/marketing')));
    expect(listed.prefixes.map((p) => p.fullPath)).toEqual(['resources/marketing/resource-1']);
    await assertSucceeds(metadata(as(manager), brochure));
    await assertSucceeds(metadata(as(admin), brochure));
  });

  it('lets an admin publish PDFs and images and withdraw a file', async () => {
    const stored = await assertSucceeds(upload(as(admin), published, pdfBytes('Price book'), 'application/pdf'));
    expect(stored.metadata.contentType).toBe('application/pdf');
    await assertSucceeds(upload(as(admin), 'resources/marketing/resource-5/banner.webp', png, 'image/webp'));
    await assertSucceeds(upload(as(admin), 'resources/marketing/resource-5/photo.jpg', png, 'image/jpeg'));
    await assertSucceeds(upload(as(admin), 'resources/marketing/resource-5/photo.png', png, 'image/png'));
    await assertSucceeds(upload(as(admin), brochure.path, pdfBytes('Replaced'), 'application/pdf'));
    await assertSucceeds(remove(as(admin), brochure));
  });

  it('lets an admin publish a file of exactly 100 MiB', async () => {
    await assertSucceeds(upload(as(admin), 'resources/engineering/resource-3/drawings.pdf', sized(100 * MiB), 'application/pdf'));
  });
});

describe('storage: orders/{company}/{uploadId}/', () => {
  const newFile = `orders/${CA}/1002/specs.pdf`;

  it('denies a visitor, an account without a user document and a disabled user', async () => {
    for (const storage of [rules.guestStorage(), rules.storage(newcomer), as(inactive)]) {
      await assertFails(metadata(storage, caPlan));
      await assertFails(getBytes(ref(storage, caPlan.path)));
      await assertFails(upload(storage, newFile, pdfBytes('Specs'), 'application/pdf'));
      await assertFails(remove(storage, caPlan));
    }
  });

  it("denies dealers and managers reading, adding to or deleting another company's attachments", async () => {
    for (const who of [otherDealer, otherManager]) {
      await assertFails(metadata(as(who), caPlan));
      await assertFails(listAll(ref(as(who), `orders/${CA}/1002`)));
      await assertFails(upload(as(who), newFile, pdfBytes('Specs'), 'application/pdf'));
      await assertFails(remove(as(who), caPlan));
    }
    await assertFails(upload(as(dealer), `orders/${US}/1003/specs.pdf`, pdfBytes('Specs'), 'application/pdf'));
  });

  it("denies a disabled admin reading another company's attachments: the admin flag alone grants nothing", async () => {
    await rules.seed({ [`users/${disabledAdmin.uid}`]: userDocument(disabledAdmin) });
    await assertFails(metadata(as(disabledAdmin), caPlan));
  });

  it("denies an admin uploading into a company's folder", async () => {
    await assertFails(upload(as(admin), newFile, pdfBytes('Specs'), 'application/pdf'));
  });

  it('denies anything but a PDF, JPEG, PNG or WebP: never SVG or HTML', async () => {
    const db = as(dealer);
    await assertFails(upload(db, `orders/${CA}/1002/plan.svg`, svg, 'image/svg+xml'));
    await assertFails(upload(db, `orders/${CA}/1002/plan.html`, html, 'text/html'));
    await assertFails(upload(db, `orders/${CA}/1002/plan.pdf`, html, 'application/xhtml+xml'));
    await assertFails(upload(db, `orders/${CA}/1002/notes.txt`, new TextEncoder().encode('notes'), 'text/plain'));
    await assertFails(upload(db, `orders/${CA}/1002/plans.zip`, sized(16), 'application/zip'));
    await assertFails(upload(db, `orders/${CA}/1002/photo.gif`, png, 'image/gif'));
  });

  it('denies a file over 25 MB', async () => {
    await assertFails(upload(as(dealer), newFile, sized(MB25 + 1), 'application/pdf'));
  });

  // Orders refer to their files by path: a replaced or removed file would change a submitted order.
  it('denies replacing an uploaded attachment, to its company and admins too', async () => {
    for (const who of [dealer, manager, admin]) {
      await assertFails(upload(as(who), caPlan.path, pdfBytes('Site plan, revised'), 'application/pdf'));
    }
  });

  it("denies the company's users removing an uploaded attachment", async () => {
    await assertFails(remove(as(dealer), caPlan));
    await assertFails(remove(as(manager), caPlan));
  });

  it("lets the company's dealers and managers read, list and upload their attachments", async () => {
    await assertSucceeds(metadata(as(dealer), caPlan));
    const listed = await assertSucceeds(listAll(ref(as(manager), `orders/${CA}/1002`)));
    expect(listed.items.map((item) => item.fullPath)).toEqual([caPlan.path]);
    await assertSucceeds(upload(as(dealer), newFile, sized(MB25), 'application/pdf'));
    await assertSucceeds(upload(as(manager), `orders/${CA}/draft-9/photo.jpg`, png, 'image/jpeg'));
    await assertSucceeds(upload(as(dealer), `orders/${CA}/draft-9/photo.png`, png, 'image/png'));
    await assertSucceeds(upload(as(otherDealer), `orders/${US}/1003/photo.webp`, png, 'image/webp'));
  });

  it("lets an admin read every company's attachments", async () => {
    await assertSucceeds(metadata(as(admin), caPlan));
    await assertSucceeds(getBytes(ref(as(admin), usPlan.path)));
  });

  it('lets an admin remove an attachment of any company', async () => {
    await assertSucceeds(remove(as(admin), caPlan));
    await assertSucceeds(remove(as(admin), usPlan));
  });
});

describe('storage: warranties/{company}/{warrantyId}/', () => {
  const newPhoto = `warranties/${CA}/claim-1/close-up.png`;
  const unwritten = `warranties/${CA}/claim-9/close-up.png`;

  it('denies a visitor, an account without a user document and a disabled user', async () => {
    for (const storage of [rules.guestStorage(), rules.storage(newcomer), as(inactive)]) {
      await assertFails(metadata(storage, caPhoto));
      await assertFails(upload(storage, newPhoto, png, 'image/png'));
      await assertFails(remove(storage, caPhoto));
    }
  });

  it("denies reading another company's photos", async () => {
    await assertFails(metadata(as(otherDealer), caPhoto));
    await assertFails(getBytes(ref(as(dealer), usPhoto.path)));
    await assertFails(listAll(ref(as(manager), `warranties/${US}/claim-2`)));
  });

  it("denies uploading into another company's folder, or under another company's warranty, admins included", async () => {
    await assertFails(upload(as(dealer), `warranties/${US}/claim-2/extra.png`, png, 'image/png'));
    await assertFails(upload(as(otherManager), newPhoto, png, 'image/png'));
    await assertFails(upload(as(otherDealer), `warranties/${US}/claim-1/extra.png`, png, 'image/png'));
    await assertFails(upload(as(admin), newPhoto, png, 'image/png'));
  });

  it('denies anything but a JPEG, PNG or WebP image: never a PDF, SVG or HTML', async () => {
    const db = as(dealer);
    await assertFails(upload(db, `warranties/${CA}/claim-1/report.pdf`, pdfBytes('Report'), 'application/pdf'));
    await assertFails(upload(db, `warranties/${CA}/claim-1/panel.svg`, svg, 'image/svg+xml'));
    await assertFails(upload(db, `warranties/${CA}/claim-1/panel.html`, html, 'text/html'));
    await assertFails(upload(db, `warranties/${CA}/claim-1/panel.gif`, png, 'image/gif'));
  });

  it('denies an image over 10 MB', async () => {
    await assertFails(upload(as(dealer), newPhoto, sized(MB10 + 1), 'image/png'));
  });

  it('denies anyone, an admin too, adding, replacing or deleting photos of a decided warranty', async () => {
    await assertFails(remove(as(admin), caDecidedPhoto));
    await assertFails(upload(as(admin), caDecidedPhoto.path, png, 'image/png'));
    for (const who of [dealer, manager]) {
      await assertFails(upload(as(who), `warranties/${CA}/claim-3/more.png`, png, 'image/png'));
      await assertFails(upload(as(who), caDecidedPhoto.path, png, 'image/jpeg'));
      await assertFails(upload(as(who), `warranties/${CA}/claim-4/more.png`, png, 'image/png'));
      await assertFails(remove(as(who), caDecidedPhoto));
    }
  });

  // A decided warranty's photos are the record of the decision: the folder named by its id is frozen for every
  // role, whoever asks and whatever the content, so no photo it cites can change after the decision.
  it('denies every role replacing, adding or deleting a photo of an approved or rejected warranty', async () => {
    await rules.seed({ [`users/${disabledAdmin.uid}`]: userDocument(disabledAdmin) });
    const everyone = [rules.guestStorage(), rules.storage(newcomer), ...[inactive, disabledAdmin, dealer, manager, otherDealer, otherManager, admin].map(as)];
    for (const decided of [caDecidedPhoto, caRejectedPhoto]) {
      const folder = decided.path.slice(0, decided.path.lastIndexOf('/'));
      for (const storage of everyone) {
        await assertFails(upload(storage, decided.path, sized(16), 'image/png'));
        await assertFails(upload(storage, `${folder}/added.jpg`, png, 'image/jpeg'));
        await assertFails(remove(storage, decided));
      }
    }
    const kept = await getBytes(ref(as(admin), caDecidedPhoto.path));
    expect(new Uint8Array(kept)).toEqual(new Uint8Array(png));
  });

  it("denies a company's users writing into another company's folder, for a warranty not written yet too", async () => {
    for (const who of [dealer, manager]) {
      await assertFails(upload(as(who), `warranties/${US}/claim-9/extra.png`, png, 'image/png'));
      await assertFails(upload(as(who), usPhoto.path, png, 'image/png'));
      await assertFails(remove(as(who), usPhoto));
    }
    for (const who of [otherDealer, otherManager]) {
      await assertFails(upload(as(who), `warranties/${CA}/claim-9/extra.png`, png, 'image/png'));
      await assertFails(upload(as(who), caPhoto.path, png, 'image/png'));
    }
  });

  it('denies deleting a photo to another company', async () => {
    await assertFails(remove(as(otherDealer), caPhoto));
    await assertFails(remove(as(otherManager), caPhoto));
  });

  it("lets the company's dealers and managers read and list their photos, and admins read every company's", async () => {
    await assertSucceeds(metadata(as(dealer), caPhoto));
    const listed = await assertSucceeds(listAll(ref(as(manager), `warranties/${CA}/claim-1`)));
    expect(listed.items.map((item) => item.fullPath)).toEqual([caPhoto.path]);
    await assertSucceeds(metadata(as(dealer), caDecidedPhoto));
    await assertSucceeds(metadata(as(admin), caPhoto));
    await assertSucceeds(getBytes(ref(as(admin), usPhoto.path)));
  });

  it("lets the company's users upload images before the warranty is written and while it is pending", async () => {
    await assertSucceeds(upload(as(dealer), unwritten, png, 'image/png'));
    await assertSucceeds(upload(as(manager), `warranties/${CA}/claim-9/wide.jpg`, sized(MB10), 'image/jpeg'));
    await assertSucceeds(upload(as(dealer), newPhoto, png, 'image/webp'));
    await assertSucceeds(upload(as(otherDealer), `warranties/${US}/claim-2/more.png`, png, 'image/png'));
  });

  it("lets the company's users delete a photo of a pending or unwritten warranty", async () => {
    await assertSucceeds(remove(as(dealer), caPhoto));
    await rules.upload([{ path: unwritten, bytes: png, contentType: 'image/png' }]);
    await assertSucceeds(remove(as(manager), { path: unwritten, bytes: png, contentType: 'image/png' }));
  });

  it('lets an admin remove a photo of a pending warranty', async () => {
    await assertSucceeds(remove(as(admin), usPhoto));
  });
});

describe('storage: notifications/', () => {
  const newImage = 'notifications/notice-2/chart.png';

  it('denies a visitor and an inactive user reading', async () => {
    await assertFails(metadata(rules.guestStorage(), banner));
    await assertFails(metadata(as(inactive), banner));
  });

  it('denies a dealer and a manager uploading', async () => {
    await assertFails(upload(as(dealer), newImage, png, 'image/png'));
    await assertFails(upload(as(manager), newImage, png, 'image/png'));
  });

  it('denies an admin uploading 10 MiB, or anything but a JPEG, PNG or WebP image', async () => {
    await assertFails(upload(as(admin), newImage, sized(10 * MiB), 'image/png'));
    await assertFails(upload(as(admin), 'notifications/notice-2/animation.gif', png, 'image/gif'));
    await assertFails(upload(as(admin), 'notifications/notice-2/page.html', html, 'text/html'));
    await assertFails(upload(as(admin), 'notifications/notice-2/chart.svg', svg, 'image/svg+xml'));
    await assertFails(upload(as(admin), 'notifications/notice-2/notice.pdf', pdfBytes('Notice'), 'application/pdf'));
  });

  it('denies a visitor, a dealer and a manager deleting an image', async () => {
    await assertFails(remove(rules.guestStorage(), banner));
    await assertFails(remove(as(dealer), banner));
    await assertFails(remove(as(manager), banner));
  });

  it('lets active users read them', async () => {
    await assertSucceeds(metadata(as(dealer), banner));
    await assertSucceeds(getBytes(ref(as(otherDealer), banner.path)));
  });

  it('lets an admin upload a JPEG, PNG or WebP image just under 10 MiB', async () => {
    await assertSucceeds(upload(as(admin), newImage, sized(10 * MiB - 1), 'image/png'));
    await assertSucceeds(upload(as(admin), 'notifications/notice-2/photo.jpg', png, 'image/jpeg'));
    await assertSucceeds(upload(as(admin), 'notifications/notice-2/photo.webp', png, 'image/webp'));
  });

  it('lets an admin delete an image', async () => {
    await assertSucceeds(remove(as(admin), banner));
  });
});

describe('storage: everything else', () => {
  it('denies reading, listing, writing and deleting anywhere else, even for an admin', async () => {
    for (const storage of [rules.guestStorage(), as(dealer), as(admin)]) {
      await assertFails(metadata(storage, export_));
      await assertFails(listAll(ref(storage, 'exports')));
      await assertFails(upload(storage, `users/${dealer.uid}/avatar.png`, png, 'image/png'));
      await assertFails(remove(storage, export_));
    }
  });

  it('denies listing the whole bucket or a company root', async () => {
    await assertFails(listAll(ref(as(admin))));
    await assertFails(listAll(ref(as(dealer), 'orders')));
  });
});
