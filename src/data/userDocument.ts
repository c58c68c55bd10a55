import type { User, UserData } from '../types/domain';

/**
 * Turns a stored `users` document into a User. Missing flags read as false so a partially written document never
 * grants a role or counts as active; the document id is the source of truth for `id`.
 */
export function toUser(id: string, raw: Record<string, unknown>): User {
  const data = isRecord(raw.data) ? raw.data : {};
  const userData: UserData = {
    firstname: asString(data.firstname),
    lastname: asString(data.lastname),
    email: asString(data.email),
    phone: asString(data.phone),
    sms: data.sms === true,
    admin: data.admin === true,
    manager: data.manager === true,
  };
  const user: User = { id, company: asString(raw.company), active: raw.active === true, data: userData };
  if (typeof raw.invite === 'string') user.invite = raw.invite;
  return user;
}

/**
 * The name a user writes as their own on what they create or decide (createdByName, byName, decidedByName):
 * first and last name, or the email address when both are blank. firestore.rules (myName()) refuses any other.
 */
export function displayNameOf(user: Pick<User, 'data'>): string {
  return `${user.data.firstname} ${user.data.lastname}`.trim() || user.data.email;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asString(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * The spellings of a last-name prefix to search for: as typed, and with its first letter in the other case
 * ('oka' also finds 'Okafor', 'De' also finds 'de Vries'). Names are stored as people write them, so a prefix
 * range on `data.lastname` is case-sensitive; this covers the usual difference, a capital first letter.
 * Empty for an empty (or blank) term.
 */
export function lastNamePrefixVariants(term: string): string[] {
  const prefix = term.trim();
  if (prefix === '') return [];
  const first = prefix.charAt(0);
  const rest = prefix.slice(1);
  const variants = [prefix, `${first.toUpperCase()}${rest}`, `${first.toLowerCase()}${rest}`];
  return [...new Set(variants)];
}
