/** The users of a dealer, an admin and a pending invitation as the data layer returns them, for the users screens' tests. */
import type { getInvite, subscribeToPendingInvites } from '../../data/invitesApi';
import type { subscribeToUserPage } from '../../data/usersApi';
import { testCompany, testUser } from '../../test/users';
import type { Company, Invite, User } from '../../types/domain';

/** The dealer of `testUser()`, whose users these are. */
export const company = testCompany();
export const otherCompany: Company = { ...company, id: 'company-2', name: 'Lone Star Covers LLC' };

interface PersonDetails {
  admin?: boolean;
  manager?: boolean;
  active?: boolean;
  company?: string;
  /** The stored phone number; `testUser()`'s when not given. */
  phone?: string;
}

/** A user of `company` (unless `details` say otherwise), reached at `<id>@example.com`. */
export function person(id: string, firstname: string, lastname: string, { phone, ...roles }: PersonDetails = {}): User {
  const user = testUser({ id, company: roles.company ?? company.id, ...roles });
  return { ...user, data: { ...user.data, firstname, lastname, email: `${id}@example.com`, ...(phone === undefined ? {} : { phone }) } };
}

/** The company's manager, a dealer, an admin of the company, a disabled user, and an admin of the head office. */
export function staff(details: Pick<PersonDetails, 'phone'> = {}) {
  return {
    manager: person('maya', 'Maya', 'Fournier', { manager: true, ...details }),
    dealer: person('dan', 'Dan', 'Kowalski', details),
    acmeAdmin: person('alex', 'Alex', 'Morgan', { admin: true, ...details }),
    gone: person('gus', 'Gus', 'Gone', { active: false, ...details }),
    admin: person('root', 'Ada', 'Admin', { admin: true, company: 'hq', ...details }),
  };
}

/** When the invitation was made and last sent: March 2, 2026, 9:30. */
export const sent = { toDate: () => new Date(2026, 2, 2, 9, 30), toMillis: () => 0 } as Invite['lastSentDate'];

/** The manager's pending invitation of Noor Haddad as a manager of `company`. */
export function inviteFixture(overrides: Partial<Invite> = {}): Invite {
  return {
    id: 'invite-123',
    email: 'noor@example.com',
    firstname: 'Noor',
    lastname: 'Haddad',
    company: company.id,
    companyName: company.name,
    admin: false,
    manager: true,
    used: false,
    usedBy: null,
    usedDate: null,
    createdBy: 'maya',
    createdByName: 'Maya Fournier',
    createdDate: sent,
    lastSentDate: sent,
    ...overrides,
  } as Invite;
}

/** A users' list subscription that answers at once with one page of `users`. */
export function answeringUserPage(users: User[]): typeof subscribeToUserPage {
  return (_filter, _size, _after, onChange) => {
    onChange({ items: users, hasMore: false, last: null });
    return () => undefined;
  };
}

/** A pending invitations subscription that answers at once with `invites`. */
export function answeringInvites(invites: Invite[]): typeof subscribeToPendingInvites {
  return (_scope, onChange) => {
    onChange(invites);
    return () => undefined;
  };
}

/** An invitation read that finds `invite` by its id and nothing else. */
export function readingInvite(invite: Invite): typeof getInvite {
  return async (id) => (id === invite.id ? invite : null);
}
