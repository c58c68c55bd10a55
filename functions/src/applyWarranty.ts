import { onCall } from 'firebase-functions/v2/https';
import { FieldValue, Timestamp, getFirestore, type DocumentData, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { endCustomerFromValues } from '../../src/lib/schemas/endCustomer.js';
import { REFUSALS } from '../../src/lib/schemas/refusals.js';
import { installDateProblem, parseApplicationRequest } from '../../src/lib/schemas/warrantyApplication.js';
import { WARRANTY_ORDER_STATUS, WARRANTY_PHOTO_MAX_BYTES, WARRANTY_PHOTO_TYPES, orderFabric } from '../../src/reference/warranty.js';
import type { OrderContent, StoredFile } from '../../src/types/orders.js';
import { requireCaller } from './caller.js';
import { requireActiveCompany } from './orders/orderRecord.js';
import { refusal, refused } from './refusal.js';

/**
 * The install date is the instant of midnight where the dealer is, which may fall up to a day before the
 * delivery moment here; the form itself holds the dealer to the delivery day.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * APPLYWARRANTY {id, order, endCustomer, installDate, installer, photos}: the only writer of warranty applications
 * (firestore.rules refuse every client). The caller applies, in their own name and now, for a delivered order of
 * their own company; the fabric that sets the proposed coverage is the order's, the install date lies between
 * the delivery and now, and the photos are files already uploaded into the warranty's own folder, described as
 * Storage holds them. The id comes from the client (the photos are stored under it first) and must be new.
 */
export const APPLYWARRANTY = onCall(async (request): Promise<{ id: string }> => {
  const caller = await requireCaller(request);
  const parsed = parseApplicationRequest(request.data, caller.company);
  if (!parsed.ok) throw refusal('invalid-argument', parsed.refusal);
  const input = parsed.request;
  const photos = await storedPhotos(input.photos);

  const db = getFirestore();
  const warrantyRef = db.collection('warranties').doc(input.id);
  const orderRef = db.collection('orders').doc(input.order);
  await db.runTransaction(async (transaction) => {
    const [existing, orderSnapshot] = await transaction.getAll(warrantyRef, orderRef);
    if (existing.exists) throw refused('already-exists', REFUSALS.warrantyAlreadySent);
    const order = orderSnapshot.data();
    // Another company's order reads as missing, to admins too: one applies for one's own company's orders.
    if (!order || order.company !== caller.company) {
      throw refused('not-found', REFUSALS.orderNotAmongYours, { order: input.order });
    }
    if (order.status !== WARRANTY_ORDER_STATUS) {
      throw refused('failed-precondition', REFUSALS.warrantyNotDelivered);
    }
    // A dealer company that is no longer active submits nothing, warranty applications included.
    await requireActiveCompany(transaction, caller.company);
    const deliveredAt = await deliveryMoment(transaction, orderRef, order);
    const problem = installDateProblem(input.installDate, { earliest: new Date(deliveredAt.getTime() - DAY_MS), latest: new Date() });
    if (problem) throw refused('invalid-argument', problem);

    transaction.create(warrantyRef, {
      id: input.id,
      order: orderRef.id,
      orderNumber: order.number,
      orderType: order.type,
      company: caller.company,
      companyName: order.companyName,
      createdBy: caller.uid,
      createdByName: caller.name,
      createdDate: FieldValue.serverTimestamp(),
      status: 'pending',
      endCustomer: endCustomerFromValues(input.endCustomer),
      installDate: Timestamp.fromDate(input.installDate),
      installer: input.installer,
      photos,
      fabric: fabricOf(order),
      warrantyNumber: null,
      coverageStart: null,
      coverageEnd: null,
      decidedBy: null,
      decidedByName: null,
      decidedDate: null,
      decisionNote: '',
    });
  });
  return { id: input.id };
});

/**
 * When the order was delivered: its 'status' history entry to delivered, else its last change (a delivered order
 * is closed and never changes again).
 */
async function deliveryMoment(transaction: Transaction, orderRef: DocumentReference, order: DocumentData): Promise<Date> {
  const entries = await transaction.get(orderRef.collection('history').where('to', '==', WARRANTY_ORDER_STATUS));
  const delivery = entries.docs.map((entry) => entry.data()).find((entry) => entry.kind === 'status' && entry.at instanceof Timestamp);
  const moment = delivery?.at ?? order.updatedDate;
  if (!(moment instanceof Timestamp)) {
    throw refused('failed-precondition', REFUSALS.deliveryNotRecorded);
  }
  return moment.toDate();
}

/** The fabric of the order as stored (never the payload's): null for a parts order or an unreadable one. */
function fabricOf(order: DocumentData): string | null {
  try {
    const fabric = orderFabric(order as OrderContent);
    return typeof fabric === 'string' ? fabric : null;
  } catch {
    return null;
  }
}

/** Each photo as Storage holds it: refused when it was never uploaded, or is not an image the portal takes. */
async function storedPhotos(paths: readonly string[]): Promise<StoredFile[]> {
  const bucket = getStorage().bucket();
  return Promise.all(
    paths.map(async (path) => {
      const name = path.slice(path.lastIndexOf('/') + 1);
      const [exists] = await bucket.file(path).exists();
      if (!exists) throw refused('failed-precondition', REFUSALS.photoNotUploaded, { name });
      const [metadata] = await bucket.file(path).getMetadata();
      const contentType = String(metadata.contentType ?? '');
      const size = Number(metadata.size);
      if (!(WARRANTY_PHOTO_TYPES as readonly string[]).includes(contentType) || !(size > 0 && size <= WARRANTY_PHOTO_MAX_BYTES)) {
        throw refused('invalid-argument', REFUSALS.photoNotImage, { name });
      }
      return { path, name, contentType, size };
    }),
  );
}
