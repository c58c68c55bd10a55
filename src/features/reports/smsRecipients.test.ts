import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { Company, User } from '../../types/domain';
import { recipientRows, recipientsCsv, recipientsFileName } from './smsRecipients';

function user(id: string, firstname: string, lastname: string, company: string, phone = '+13065550100'): User {
  return { id, company, active: true, data: { firstname, lastname, email: `${id}@example.com`, phone, sms: true, admin: false, manager: false } };
}
const company = (id: string, name: string) => ({ id, name }) as Company;

describe('SMS recipients', () => {
  const rows = recipientRows(
    [user('u2', 'Zoe', 'Ng', 'c1', ' +1 306 555 0101 '), user('u1', 'Adam', 'Bell', 'c2'), user('u3', '', '', 'gone')],
    [company('c1', 'Prairie Shelters Ltd.'), company('c2', 'Lone Star Covers LLC')],
  );

  it("lists users by name with their company's name, the phone as it is read", () => {
    expect(rows).toEqual([
      { id: 'u1', name: 'Adam Bell', email: 'u1@example.com', phone: '(306) 555-0100', company: 'Lone Star Covers LLC' },
      { id: 'u3', name: 'u3@example.com', email: 'u3@example.com', phone: '(306) 555-0100', company: 'gone' },
      { id: 'u2', name: 'Zoe Ng', email: 'u2@example.com', phone: '(306) 555-0101', company: 'Prairie Shelters Ltd.' },
    ]);
  });

  it('exports a header and one row per recipient', () => {
    expect(Papa.parse<string[]>(recipientsCsv(rows)).data).toEqual([
      ['Name', 'Email', 'Phone', 'Company'],
      ['Adam Bell', 'u1@example.com', '(306) 555-0100', 'Lone Star Covers LLC'],
      ['u3@example.com', 'u3@example.com', '(306) 555-0100', 'gone'],
      ['Zoe Ng', 'u2@example.com', '(306) 555-0101', 'Prairie Shelters Ltd.'],
    ]);
    expect(recipientsFileName(new Date(2026, 4, 31, 18))).toBe('sms-recipients-2026-05-31.csv');
  });
});
