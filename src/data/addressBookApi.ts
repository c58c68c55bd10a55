/** A company's address book: its active users by name (spec section 3), read from `users`. */
import type { AddressBookEntry, User } from '../types/domain';
import { listActiveUsersByCompany } from './usersApi';

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

export async function readAddressBook(companyId: string): Promise<AddressBookEntry[]> {
  return toAddressBook(await listActiveUsersByCompany(companyId));
}
