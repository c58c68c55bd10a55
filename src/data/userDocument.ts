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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asString(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
