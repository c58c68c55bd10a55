/**
 * The portal's people and documents, shaped as firestore.rules expects them (docs/data-model.md): one person per
 * role over a head office and two dealer companies, a signed-in account without a user document, and a visitor;
 * and a few documents of every collection the rules govern.
 */
import { Timestamp, type DocumentData } from 'firebase/firestore';
import type { MockUser } from './clients.js';

export const HQ = 'calhoun-hq';
export const CA = 'prairie-shelters';
export const US = 'lone-star-covers';

export interface Person {
  uid: string;
  company: string;
  active: boolean;
  admin: boolean;
  manager: boolean;
}

const person = (uid: string, company: string, roles: Partial<Pick<Person, 'active' | 'admin' | 'manager'>> = {}): Person => ({
  uid, company, active: true, admin: false, manager: false, ...roles,
});

export const PEOPLE = {
  admin: person('admin-hq', HQ, { admin: true }),
  manager: person('manager-ca', CA, { manager: true }),
  dealer: person('dealer-ca', CA),
  colleague: person('colleague-ca', CA),
  otherManager: person('manager-us', US, { manager: true }),
  otherDealer: person('dealer-us', US),
  inactive: person('inactive-ca', CA, { manager: true, active: false }),
};

/** Who a request is made as: a person, the account registering without a user document, or a visitor. */
export type Persona = keyof typeof PEOPLE | 'newcomer' | 'visitor';
export const PERSONAS: readonly Persona[] = [...(Object.keys(PEOPLE) as (keyof typeof PEOPLE)[]), 'newcomer', 'visitor'];

export const emailOf = (uid: string) => `${uid}@example.com`;

/** The emulator ID token's claims for a persona (none for the visitor). */
export function tokenOf(persona: Persona): MockUser | undefined {
  if (persona === 'visitor') return undefined;
  const uid = persona === 'newcomer' ? 'newcomer' : PEOPLE[persona].uid;
  return { sub: uid, email: emailOf(uid), email_verified: true };
}

export const uidOf = (persona: Persona): string | undefined => tokenOf(persona)?.sub;
export const companyOf = (persona: Persona): string | undefined => (persona in PEOPLE ? PEOPLE[persona as keyof typeof PEOPLE].company : undefined);

/** A person's name as they write it (myName() in the rules): first and last name. */
export const nameOf = (uid: string) => `${uid.split('-')[0]} Tester`;

const day = (date: number) => Timestamp.fromDate(new Date(Date.UTC(2026, 9, date)));

function userDocument(p: Person): DocumentData {
  return {
    id: p.uid,
    company: p.company,
    active: p.active,
    data: { firstname: p.uid.split('-')[0], lastname: 'Tester', email: emailOf(p.uid), phone: '+13065550100', sms: false, admin: p.admin, manager: p.manager },
  };
}

export function companyDocument(id: string): DocumentData {
  return {
    id,
    name: `${id} Ltd.`,
    nameLower: `${id} ltd.`,
    currency: id === US ? 'USD' : 'CAD',
    active: true,
    dealerNumber: `D-${id}`,
    phone: '+15195550100',
    email: `office@${id}.example.com`,
    representative: 'Riley Hart',
    address: { street: '1 Main Street', city: 'Tara', state: 'ON', zip: 'N0H 2N0', country: id === US ? 'US' : 'CA' },
  };
}

function order(id: string, company: string, by: string, status: string): DocumentData {
  return {
    id, number: Number(id), type: 'parts', company, companyName: `${company} Ltd.`, createdBy: by, createdByName: nameOf(by),
    createdDate: day(2), updatedDate: day(3), status, closed: status === 'delivered', soNumber: null, searchKeys: [id], historyCount: 1, revision: 1,
    details: { lines: [], total: 50 },
  };
}

function invite(id: string, company: string, email: string, admin: boolean): DocumentData {
  return {
    id, email, firstname: 'Ivy', lastname: 'Invitee', company, companyName: `${company} Ltd.`, admin, manager: false, used: false, usedBy: null,
    usedDate: null, createdBy: PEOPLE.manager.uid, createdByName: nameOf(PEOPLE.manager.uid), createdDate: day(1), lastSentDate: null,
  };
}

function notification(recipient: string): DocumentData {
  return {
    recipient, status: 'active',
    data: { subject: 'Price book updated', body: { message: 'The 2027 price book is out.' }, createdBy: PEOPLE.admin.uid, createdByName: nameOf(PEOPLE.admin.uid), createdDate: day(5) },
  };
}

function warranty(id: string, company: string, status: string): DocumentData {
  return {
    id, order: '1001', orderNumber: 1001, company, companyName: `${company} Ltd.`, createdBy: PEOPLE.dealer.uid, createdByName: nameOf(PEOPLE.dealer.uid),
    createdDate: day(20), status, installDate: day(15), installer: 'Prairie Crew', photos: [], fabric: 'PE 12 oz', warrantyNumber: null, coverageStart: null,
    coverageEnd: null, decidedBy: null, decidedByName: null, decidedDate: null, decisionNote: '',
  };
}

export function partDocument(id: string): DocumentData {
  return {
    id, partNumber: id, name: 'Ratchet Strap', category: 'accessories', description: '', unit: 'each', priceCAD: 25, priceUSD: 20, stock: 3,
    active: true, searchKeys: [id.toLowerCase()], updatedDate: day(4),
  };
}

/** Every seeded document, by path. */
export function portalDocuments(): Record<string, DocumentData> {
  const documents: Record<string, DocumentData> = {};
  for (const p of Object.values(PEOPLE)) documents[`users/${p.uid}`] = userDocument(p);
  documents[`admins/${PEOPLE.admin.uid}`] = { id: PEOPLE.admin.uid };
  for (const id of [HQ, CA, US]) documents[`companies/${id}`] = companyDocument(id);
  documents['orders/1001'] = order('1001', CA, PEOPLE.dealer.uid, 'pending');
  documents['orders/1002'] = order('1002', US, PEOPLE.otherDealer.uid, 'approved');
  documents['orders/1003'] = order('1003', CA, PEOPLE.manager.uid, 'delivered');
  for (const id of ['1001', '1002', '1003']) documents[`orders/${id}/history/1`] = { id: '1', seq: 1, kind: 'submitted', to: 'pending', at: day(2) };
  documents['changeRequests/cr-ca'] = { id: 'cr-ca', order: '1001', company: CA, status: 'pending', createdBy: PEOPLE.dealer.uid };
  documents['changeRequests/cr-us'] = { id: 'cr-us', order: '1002', company: US, status: 'pending', createdBy: PEOPLE.otherDealer.uid };
  documents['warranties/w-ca'] = warranty('w-ca', CA, 'pending');
  documents['warranties/w-us'] = warranty('w-us', US, 'pending');
  documents['warranties/w-done'] = warranty('w-done', CA, 'approved');
  documents['invites/invite-ca-0000000000000000'] = invite('invite-ca-0000000000000000', CA, 'newcomer@example.com', false);
  documents['invites/invite-hq-0000000000000000'] = invite('invite-hq-0000000000000000', HQ, 'boss@example.com', true);
  documents['invites/invite-us-0000000000000000'] = invite('invite-us-0000000000000000', US, 'someone@example.com', false);
  documents['notifications/n-dealer'] = notification(PEOPLE.dealer.uid);
  documents['notifications/n-us'] = notification(PEOPLE.otherDealer.uid);
  documents['notifications/n-admin'] = notification(PEOPLE.admin.uid);
  documents['parts/CS-0110'] = partDocument('CS-0110');
  documents['parts/CS-0220'] = partDocument('CS-0220');
  documents['resources/r-1'] = {
    id: 'r-1', title: 'Price book', type: 'sales', subtype: 'price books', description: '',
    file: { path: 'resources/sales/r-1/book.pdf', name: 'book.pdf', contentType: 'application/pdf', size: 100 },
    createdBy: PEOPLE.admin.uid, createdByName: nameOf(PEOPLE.admin.uid), createdDate: day(1), updatedDate: day(1),
  };
  documents['counters/orders'] = { next: 1004 };
  documents[`users/${PEOPLE.dealer.uid}/drafts/d-1`] = { id: 'd-1', type: 'parts', values: {}, summary: 'Straps', updatedDate: day(6) };
  documents['outbox/o-1'] = { to: '+13065550100', body: 'Hello' };
  return documents;
}
