import { describe, expect, it } from 'vitest';
import { testUser } from '../test/users';
import { toAddressBook } from './addressBookApi';

describe('toAddressBook', () => {
  it('lists active users by full name, sorted', () => {
    const zoe = testUser({ id: 'zoe' });
    zoe.data = { ...zoe.data, firstname: 'Zoe', lastname: 'Adams', email: 'zoe@example.com', phone: '1' };
    const al = testUser({ id: 'al' });
    al.data = { ...al.data, firstname: 'Al', lastname: 'Brown', email: 'al@example.com', phone: '2' };
    const gone = testUser({ id: 'gone', active: false });

    expect(toAddressBook([zoe, gone, al])).toEqual([
      { id: 'al', name: 'Al Brown', email: 'al@example.com', phone: '2', company: 'company-1' },
      { id: 'zoe', name: 'Zoe Adams', email: 'zoe@example.com', phone: '1', company: 'company-1' },
    ]);
  });
});
