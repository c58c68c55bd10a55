/**
 * The documents the portal's rules requests write, valid and subtly invalid (a field too long, a foreign sender, a
 * client timestamp where the rules want the server's), and the helpers that pick a variant's choices.
 */
import { Timestamp, serverTimestamp, type DocumentData } from 'firebase/firestore';
import { CA, HQ, PEOPLE, US, companyDocument, companyOf, nameOf, uidOf, type Persona } from './portalFixtures.js';

/** The choice a variant number makes among `options` (`salt` spreads several choices over one number). */
export const pick = <T>(options: readonly T[], variant: number, salt = 1): T => options[Math.floor(variant / salt) % options.length]!;
export const me = (persona: Persona) => uidOf(persona) ?? 'nobody';
export const myCompany = (persona: Persona) => companyOf(persona) ?? CA;

const RECIPIENTS = [PEOPLE.admin.uid, PEOPLE.colleague.uid, PEOPLE.otherDealer.uid, 'nobody-here'];
const LINKS = [undefined, '/orders/1001', 'https://example.com/x', '//evil'];
const MESSAGES = ['Your order shipped.', 'See www.example.com for details.', 'x'.repeat(5001)];

export function notificationOf(persona: Persona, variant: number): DocumentData {
  const uid = me(persona);
  const data: DocumentData = {
    subject: 'Order update',
    body: { message: pick(MESSAGES, variant, 4 * 4) },
    createdBy: pick([uid, PEOPLE.admin.uid], variant, 4 * 4 * 3),
    createdByName: nameOf(uid),
    createdDate: pick([serverTimestamp(), Timestamp.fromMillis(0)], variant, 4 * 4 * 3 * 2),
  };
  const link = pick(LINKS, variant, 4);
  if (link !== undefined) data.link = link;
  return { recipient: pick(RECIPIENTS, variant), status: 'active', data };
}

export function draftOf(id: string, variant: number): DocumentData {
  const valid = { id, type: 'parts', values: { quantity: 2 }, summary: 'Straps', updatedDate: serverTimestamp() };
  return pick<DocumentData>(
    [valid, { ...valid, type: 'boats' }, { ...valid, summary: 's'.repeat(201) }, { ...valid, extra: true }, { ...valid, updatedDate: Timestamp.fromMillis(0) }],
    variant,
    3,
  );
}

export const PROFILE_CHANGES: DocumentData[] = [
  { 'data.firstname': 'Sam' },
  { 'data.phone': '+1'.repeat(20) },
  { 'data.admin': true },
  { 'data.manager': true },
  { active: false },
  { company: US },
  { 'data.email': 'new@example.com' },
  { 'data.sms': 'yes' },
];

export const COMPANY_CHANGES: DocumentData[] = [
  { phone: '+15195550199' },
  { 'address.country': 'US' },
  { name: 'Renamed Ltd.' },
  { email: 'e'.repeat(255) },
  { 'address.street': '2 Side Road' },
];

export function inviteOf(persona: Persona, id: string, variant: number): DocumentData {
  const company = pick([myCompany(persona), US, HQ], variant, 2);
  return {
    id, email: pick(['new.dealer@example.com', 'Shouty@Example.com'], variant, 6), firstname: 'Nia', lastname: 'New', company,
    companyName: companyDocument(company).name, admin: pick([false, true], variant), manager: false, used: false, usedBy: null, usedDate: null,
    createdBy: me(persona), createdByName: nameOf(me(persona)), createdDate: serverTimestamp(), lastSentDate: null,
  };
}

