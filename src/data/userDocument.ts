import { isLanguage } from '../reference/languages';
import type { User, UserData } from '../types/domain';

/** Who turned an account off: DELETEUSER records it and ENABLEUSER clears it; clients never write it. */
export interface DisabledBy {
  /** The uid of the admin or manager who disabled the account. */
  disabledBy?: string;
  /** True when an admin disabled it: then only an admin may enable it again. */
  disabledByAdmin?: boolean;
}

/** A user as the `users` collection stores it, with who disabled the account when that is recorded. */
export type StoredUser = User & DisabledBy;

/**
 * Turns a stored `users` document into a User. Missing flags read as false so a partially written document never
 * grants a role or counts as active; the document id is the source of truth for `id`. Who disabled the account is
 * read only when well-formed (accounts disabled before it was recorded have none), and so are the email opt-in
 * (absent until the user first chooses; anything but true or false reads as never chosen, so off) and the
 * language (anything but a language the portal speaks reads as never chosen).
 */
export function toUser(id: string, raw: Record<string, unknown>): StoredUser {
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
  if (typeof data.mail === 'boolean') userData.mail = data.mail;
  if (isLanguage(data.language)) userData.language = data.language;
  const user: StoredUser = { id, company: asString(raw.company), active: raw.active === true, data: userData };
  if (typeof raw.invite === 'string') user.invite = raw.invite;
  if (typeof raw.disabledBy === 'string') user.disabledBy = raw.disabledBy;
  if (typeof raw.disabledByAdmin === 'boolean') user.disabledByAdmin = raw.disabledByAdmin;
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
