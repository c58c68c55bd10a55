import type { AddressBookEntry, User } from '../types/domain';

/** An address book lists a company's active users by name (spec section 3). */
export function toAddressBook(users: readonly User[]): AddressBookEntry[] {
  return users
    .filter((user) => user.active)
    .map((user) => ({
      id: user.id,
      name: `${user.data.firstname} ${user.data.lastname}`.trim(),
      email: user.data.email,
      phone: user.data.phone,
      company: user.company,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
