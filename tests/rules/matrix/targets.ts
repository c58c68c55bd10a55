/**
 * How each operation of the matrix is made on each collection and storage path. Every target's subject belongs
 * to company A; its operations are what a client of any role would send (the payloads are valid documents,
 * so a denial comes from who asks, not from a malformed write). An operation a target cannot have (a company
 * field where documents have none) is simply absent.
 */
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { deleteObject, getMetadata, listAll, ref, updateMetadata, uploadBytes, type FirebaseStorage } from 'firebase/storage';
import { companyRecord } from '../../../src/lib/schemas/companyRecord';
import type { Account, StoredObject } from '../support/rulesTestEnvironment';
import { changeRequestDocument, inviteDocument, orderDocument, seededOrder, warrantyDocument } from '../support/documents';
import { editPending, moveStatus, submit } from '../support/orderWrites';
import { admin, colleague, companyDocument, dealer, displayName, otherDealer, person, userDocument, type Person } from '../support/people';
import { COMPANY_A, COMPANY_B, type Operation } from './matrix';

export interface Client {
  db: Firestore;
  storage: FirebaseStorage;
  /** The acting account; null when not signed in. */
  actor: Person | Account | null;
}

export interface Target {
  name: string;
  /** Documents (by path) present before each case, besides the people and companies. */
  documents?: Record<string, DocumentData>;
  /** A storage object present before each case. */
  object?: StoredObject;
  operations: Partial<Record<Operation, (client: Client) => Promise<unknown>>>;
}

const actorId = (client: Client) => client.actor?.uid ?? 'nobody';
/** The name the actor writes as their own (an account without a user document has none: its uid stands in). */
const actorName = (client: Client) => (client.actor && 'company' in client.actor ? displayName(client.actor) : actorId(client));
/** Who an order write names as its author: the actor, an account without a user document as one of company A, a visitor as dealer A. */
const actorPerson = (client: Client): Person =>
  !client.actor ? dealer : 'company' in client.actor ? client.actor : person(client.actor.uid, COMPANY_A);
const PDF = { bytes: new TextEncoder().encode('%PDF-1.4\n%matrix\n'), contentType: 'application/pdf' };
const PNG = { bytes: Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), contentType: 'image/png' };

/** A company's document as SAVECOMPANY stores it (the seeded fixtures predate `nameLower`). */
export function storedCompany(id: string): DocumentData {
  const { id: _id, ...fields } = companyDocument(id);
  return companyRecord(id, fields);
}

function firestoreTarget(name: string, subjectPath: string, operations: Target['operations'], documents: Record<string, DocumentData> = {}): Target {
  return {
    name,
    documents,
    operations: {
      get: (c) => getDoc(doc(c.db, subjectPath)),
      delete: (c) => deleteDoc(doc(c.db, subjectPath)),
      ...operations,
    },
  };
}

const subjectOrder = orderDocument({ number: 500001, by: dealer, status: 'shipped' });
const ORDER = `orders/${subjectOrder.id}`;
/** A pending order: its edits and status change below are complete, well-formed commits, so only who asks decides. */
const pendingOrder = orderDocument({ number: 500004, by: dealer });
const ORDER_COUNTER = { 'counters/orders': { next: 500002 } };
/** Warranties are applied for on delivered orders. */
const deliveredOrder = orderDocument({ number: 500003, by: dealer, status: 'delivered' });
/** A complete rejection in the actor's name: only who decides can make it fail. */
const rejectionBy = (client: Client) => ({
  status: 'rejected',
  decisionNote: 'Not covered.',
  decidedBy: actorId(client),
  decidedByName: actorName(client),
  decidedDate: serverTimestamp(),
});
const INVITE = 'matrixinvitecompanyaaaa';
const ADMIN_INVITE = 'matrixadmininvitecompanyaa';
const newInvite = (client: Client, admin: boolean) => ({
  ...inviteDocument({ id: `matrixnewinvite${admin ? 'admin' : 'plain'}aaaaa`, email: 'new.person@example.com', admin }),
  company: COMPANY_A,
  companyName: companyDocument(COMPANY_A).name,
  createdBy: actorId(client),
  createdByName: actorName(client),
  createdDate: serverTimestamp(),
});
const inviteTarget = (name: string, id: string, admin: boolean): Target =>
  firestoreTarget(
    name,
    `invites/${id}`,
    {
      listWithCompany: (c) =>
        getDocs(query(collection(c.db, 'invites'), where('company', '==', COMPANY_A), ...(admin ? [] : [where('admin', '==', false)]))),
      listWithoutCompany: (c) => getDocs(collection(c.db, 'invites')),
      create: (c) => setDoc(doc(c.db, 'invites', newInvite(c, admin).id), newInvite(c, admin)),
      updateOwnFields: (c) => updateDoc(doc(c.db, 'invites', id), { firstname: 'Ivo' }),
      updateRoleFields: (c) => updateDoc(doc(c.db, 'invites', id), { admin: !admin, manager: true }),
      updateCompany: (c) => updateDoc(doc(c.db, 'invites', id), { company: COMPANY_B }),
    },
    { [`invites/${id}`]: inviteDocument({ id, email: `${id}@example.com`, admin }) },
  );

function storageTarget(name: string, folder: string, file: typeof PDF, fileName: string): Target {
  const path = `${folder}/${fileName}`;
  const parent = folder.split('/').slice(0, -1).join('/');
  return {
    name,
    object: { path, ...file },
    operations: {
      get: (c) => getMetadata(ref(c.storage, path)),
      listWithCompany: (c) => listAll(ref(c.storage, folder)),
      listWithoutCompany: (c) => listAll(ref(c.storage, parent.split('/')[0])),
      // A file of its own per actor: a second upload to the same path would be a replacement, not a creation.
      create: (c) => uploadBytes(ref(c.storage, `${folder}/added-by-${actorId(c)}-${fileName}`), file.bytes, { contentType: file.contentType }),
      updateOwnFields: (c) => updateMetadata(ref(c.storage, path), { customMetadata: { note: 'checked' } }),
      delete: (c) => deleteObject(ref(c.storage, path)),
    },
  };
}

export const TARGETS: readonly Target[] = [
  firestoreTarget('users', `users/${colleague.uid}`, {
    listWithCompany: (c) => getDocs(query(collection(c.db, 'users'), where('company', '==', COMPANY_A))),
    listWithoutCompany: (c) => getDocs(collection(c.db, 'users')),
    create: (c) => setDoc(doc(c.db, 'users', 'matrix-new'), userDocument(person('matrix-new', COMPANY_A))),
    updateOwnFields: (c) => updateDoc(doc(c.db, 'users', colleague.uid), { 'data.phone': '+13065550199' }),
    // Granting admin lists the user in the admins directory in the same commit, as the app does.
    updateRoleFields: (c) =>
      writeBatch(c.db)
        .update(doc(c.db, 'users', colleague.uid), { 'data.admin': true })
        .set(doc(c.db, 'admins', colleague.uid), { id: colleague.uid })
        .commit(),
    updateCompany: (c) => updateDoc(doc(c.db, 'users', colleague.uid), { company: COMPANY_B }),
  }),
  firestoreTarget('users who are admins', `users/${admin.uid}`, {
    listWithCompany: (c) => getDocs(query(collection(c.db, 'users'), where('data.admin', '==', true))),
    listWithoutCompany: (c) => getDocs(query(collection(c.db, 'users'), where('company', '==', admin.company))),
  }),
  firestoreTarget('admins directory', `admins/${admin.uid}`, {
    listWithoutCompany: (c) => getDocs(collection(c.db, 'admins')),
    create: (c) => setDoc(doc(c.db, 'admins', colleague.uid), { id: colleague.uid }),
    updateOwnFields: (c) => setDoc(doc(c.db, 'admins', admin.uid), { id: admin.uid, name: 'IT Security' }),
  }),
  firestoreTarget('companies', `companies/${COMPANY_A}`, {
    listWithCompany: (c) => getDocs(query(collection(c.db, 'companies'), where('id', '==', COMPANY_A))),
    listWithoutCompany: (c) => getDocs(collection(c.db, 'companies')),
    create: (c) => setDoc(doc(c.db, 'companies', 'matrix-new'), storedCompany('matrix-new')),
    updateOwnFields: (c) => updateDoc(doc(c.db, 'companies', COMPANY_A), { phone: '+13065550111' }),
    updateRoleFields: (c) => updateDoc(doc(c.db, 'companies', COMPANY_A), { currency: 'USD', dealerNumber: 'D-9' }),
    updateCompany: (c) => updateDoc(doc(c.db, 'companies', COMPANY_A), { 'address.country': 'US', 'address.state': 'TX' }),
  }),
  inviteTarget('invites', INVITE, false),
  inviteTarget('invites granting admin', ADMIN_INVITE, true),
  firestoreTarget(
    'notifications',
    'notifications/matrix-note',
    {
      listWithCompany: (c) => getDocs(query(collection(c.db, 'notifications'), where('recipient', '==', dealer.uid))),
      listWithoutCompany: (c) => getDocs(collection(c.db, 'notifications')),
      create: (c) =>
        setDoc(doc(c.db, 'notifications', 'matrix-new'), {
          recipient: dealer.uid,
          status: 'active',
          data: { subject: 'Hello', body: { message: 'Hi' }, createdBy: actorId(c), createdByName: actorName(c), createdDate: serverTimestamp() },
        }),
      updateOwnFields: (c) => updateDoc(doc(c.db, 'notifications', 'matrix-note'), { 'data.subject': 'Changed' }),
      updateRoleFields: (c) => updateDoc(doc(c.db, 'notifications', 'matrix-note'), { 'data.createdByName': 'IT Security' }),
      updateCompany: (c) => updateDoc(doc(c.db, 'notifications', 'matrix-note'), { recipient: otherDealer.uid }),
    },
    {
      'notifications/matrix-note': {
        recipient: dealer.uid,
        status: 'active',
        data: { subject: 'Order shipped', body: { message: 'On its way' }, createdBy: 'admin-hq', createdByName: 'Alex Morgan', createdDate: new Date(Date.UTC(2026, 9, 1)) },
      },
    },
  ),
  // Whole commits: the counter moved with the order and history entry 1; a change with its history entry.
  firestoreTarget(
    'orders',
    `orders/${pendingOrder.id}`,
    {
      listWithCompany: (c) => getDocs(query(collection(c.db, 'orders'), where('company', '==', COMPANY_A))),
      listWithoutCompany: (c) => getDocs(collection(c.db, 'orders')),
      create: (c) => submit(c.db, actorPerson(c), ORDER_COUNTER['counters/orders'].next),
      updateOwnFields: (c) => editPending(c.db, actorPerson(c), pendingOrder),
      updateRoleFields: (c) => moveStatus(c.db, actorPerson(c), pendingOrder, 'order received', { soNumber: 'SO-500004' }),
      updateCompany: (c) => editPending(c.db, actorPerson(c), pendingOrder, { order: { company: COMPANY_B } }),
    },
    { ...seededOrder(pendingOrder), ...ORDER_COUNTER },
  ),
  firestoreTarget(
    'order history',
    `${ORDER}/history/1`,
    {
      listWithCompany: (c) => getDocs(collection(c.db, `${ORDER}/history`)),
      listWithoutCompany: (c) => getDocs(collectionGroup(c.db, 'history')),
      // With the status change it records, in one commit.
      create: (c) => moveStatus(c.db, actorPerson(c), subjectOrder, 'delivered'),
      updateOwnFields: (c) => updateDoc(doc(c.db, `${ORDER}/history/1`), { note: 'Changed' }),
      updateRoleFields: (c) => updateDoc(doc(c.db, `${ORDER}/history/1`), { kind: 'status', to: 'delivered' }),
    },
    seededOrder(subjectOrder),
  ),
  firestoreTarget(
    'drafts',
    `users/${dealer.uid}/drafts/matrix-draft`,
    {
      listWithCompany: (c) => getDocs(collection(c.db, `users/${dealer.uid}/drafts`)),
      listWithoutCompany: (c) => getDocs(collectionGroup(c.db, 'drafts')),
      create: (c) =>
        setDoc(doc(c.db, `users/${dealer.uid}/drafts/matrix-new`), { id: 'matrix-new', type: 'parts', values: {}, summary: 'Parts', updatedDate: serverTimestamp() }),
      updateOwnFields: (c) => updateDoc(doc(c.db, `users/${dealer.uid}/drafts/matrix-draft`), { summary: 'Changed', updatedDate: serverTimestamp() }),
    },
    { [`users/${dealer.uid}/drafts/matrix-draft`]: { id: 'matrix-draft', type: 'parts', values: {}, summary: 'Parts', updatedDate: new Date(Date.UTC(2026, 9, 1)) } },
  ),
  firestoreTarget(
    'change requests',
    'changeRequests/matrix-request',
    {
      listWithCompany: (c) => getDocs(query(collection(c.db, 'changeRequests'), where('company', '==', COMPANY_A))),
      listWithoutCompany: (c) => getDocs(collection(c.db, 'changeRequests')),
      create: (c) => setDoc(doc(c.db, 'changeRequests', 'matrix-new'), { ...changeRequestDocument(subjectOrder, { id: 'matrix-new', createdBy: actorId(c), createdByName: actorName(c) }), createdDate: serverTimestamp() }),
      updateOwnFields: (c) => updateDoc(doc(c.db, 'changeRequests', 'matrix-request'), { reason: 'Changed' }),
      updateRoleFields: (c) => updateDoc(doc(c.db, 'changeRequests', 'matrix-request'), rejectionBy(c)),
      updateCompany: (c) => updateDoc(doc(c.db, 'changeRequests', 'matrix-request'), { company: COMPANY_B }),
    },
    { ...seededOrder(subjectOrder), 'changeRequests/matrix-request': changeRequestDocument(subjectOrder, { id: 'matrix-request' }) },
  ),
  firestoreTarget(
    'warranties',
    'warranties/matrix-warranty',
    {
      listWithCompany: (c) => getDocs(query(collection(c.db, 'warranties'), where('company', '==', COMPANY_A))),
      listWithoutCompany: (c) => getDocs(collection(c.db, 'warranties')),
      create: (c) => setDoc(doc(c.db, 'warranties', 'matrix-new'), { ...warrantyDocument(deliveredOrder, { id: 'matrix-new', createdBy: actorId(c), createdByName: actorName(c) }), createdDate: serverTimestamp() }),
      updateOwnFields: (c) => updateDoc(doc(c.db, 'warranties', 'matrix-warranty'), { installer: 'Another crew' }),
      updateRoleFields: (c) => updateDoc(doc(c.db, 'warranties', 'matrix-warranty'), rejectionBy(c)),
      updateCompany: (c) => updateDoc(doc(c.db, 'warranties', 'matrix-warranty'), { company: COMPANY_B }),
    },
    { ...seededOrder(deliveredOrder), 'warranties/matrix-warranty': warrantyDocument(deliveredOrder, { id: 'matrix-warranty' }) },
  ),
  firestoreTarget(
    'parts',
    'parts/MX-100',
    {
      listWithCompany: (c) => getDocs(query(collection(c.db, 'parts'), where('category', '==', 'fasteners / hardware'))),
      listWithoutCompany: (c) => getDocs(collection(c.db, 'parts')),
      create: (c) => setDoc(doc(c.db, 'parts', 'MX-200'), { ...matrixPart('MX-200'), updatedDate: serverTimestamp() }),
      updateOwnFields: (c) => updateDoc(doc(c.db, 'parts', 'MX-100'), { stock: 12, updatedDate: serverTimestamp() }),
      updateRoleFields: (c) => updateDoc(doc(c.db, 'parts', 'MX-100'), { priceCAD: 1, priceUSD: 1, updatedDate: serverTimestamp() }),
    },
    { 'parts/MX-100': matrixPart('MX-100') },
  ),
  firestoreTarget(
    'resources',
    'resources/matrix-resource',
    {
      listWithCompany: (c) => getDocs(query(collection(c.db, 'resources'), where('type', '==', 'marketing'))),
      listWithoutCompany: (c) => getDocs(collection(c.db, 'resources')),
      create: (c) => setDoc(doc(c.db, 'resources', 'matrix-new'), { ...matrixResource('matrix-new', actorId(c), actorName(c)), createdDate: serverTimestamp(), updatedDate: serverTimestamp() }),
      updateOwnFields: (c) => updateDoc(doc(c.db, 'resources', 'matrix-resource'), { title: 'Changed', updatedDate: serverTimestamp() }),
      updateRoleFields: (c) => updateDoc(doc(c.db, 'resources', 'matrix-resource'), { type: 'sales', subtype: 'manuals', updatedDate: serverTimestamp() }),
    },
    { 'resources/matrix-resource': matrixResource('matrix-resource', admin.uid, displayName(admin)) },
  ),
  firestoreTarget(
    'order counter',
    'counters/orders',
    {
      listWithoutCompany: (c) => getDocs(collection(c.db, 'counters')),
      create: (c) => setDoc(doc(c.db, 'counters', 'matrix'), { next: 1 }),
      // Moved by one with the order it numbers and that order's history entry 1, in one commit.
      updateOwnFields: (c) => submit(c.db, actorPerson(c), ORDER_COUNTER['counters/orders'].next),
    },
    ORDER_COUNTER,
  ),
  firestoreTarget(
    'outbox',
    'outbox/matrix-mail',
    {
      listWithoutCompany: (c) => getDocs(collection(c.db, 'outbox')),
      create: (c) => setDoc(doc(c.db, 'outbox', 'matrix-new'), { kind: 'mail', to: ['someone@example.com'], subject: 'Hi' }),
      updateOwnFields: (c) => updateDoc(doc(c.db, 'outbox', 'matrix-mail'), { subject: 'Changed' }),
    },
    { 'outbox/matrix-mail': { kind: 'mail', to: ['someone@example.com'], subject: 'Invitation' } },
  ),
  storageTarget('storage: resources', 'resources/marketing/matrix-resource', PDF, 'brochure.pdf'),
  storageTarget('storage: order attachments', `orders/${COMPANY_A}/matrix-upload`, PDF, 'site-plan.pdf'),
  storageTarget('storage: warranty photos', `warranties/${COMPANY_A}/matrix-warranty`, PNG, 'photo.png'),
  storageTarget('storage: notification images', 'notifications/matrix-note', PNG, 'image.png'),
];

function matrixPart(id: string): DocumentData {
  return {
    id, partNumber: id, name: 'Matrix Bolt', category: 'fasteners / hardware', description: '', unit: 'each',
    priceCAD: 2.5, priceUSD: 2, stock: 10, active: true, searchKeys: ['mx', id.toLowerCase(), 'matrix', 'bolt'],
    updatedDate: new Date(Date.UTC(2026, 9, 1)),
  };
}

function matrixResource(id: string, by: string, byName: string): DocumentData {
  return {
    id, title: 'Brochure', type: 'marketing', subtype: 'brochures', description: '',
    file: { path: `resources/marketing/${id}/brochure.pdf`, name: 'brochure.pdf', contentType: 'application/pdf', size: 17 },
    createdBy: by, createdByName: byName, createdDate: new Date(Date.UTC(2026, 9, 1)), updatedDate: new Date(Date.UTC(2026, 9, 1)),
  };
}
