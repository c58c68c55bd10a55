/** The SMS recipients report: active users who opted in to text messages, as rows and as CSV. */
import Papa from 'papaparse';
import type { Company, User } from '../../types/domain';
import { formatPhone } from '../../lib/phone';
import { isoDay } from './reportRange';

export interface RecipientRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  company: string;
}

/** Users as rows with their company's name (the id when the company is unknown), by name. */
export function recipientRows(users: readonly User[], companies: readonly Company[]): RecipientRow[] {
  const names = new Map(companies.map((company) => [company.id, company.name]));
  return users
    .map((user) => ({
      id: user.id,
      name: `${user.data.firstname} ${user.data.lastname}`.trim() || user.data.email,
      email: user.data.email,
      phone: formatPhone(user.data.phone),
      company: names.get(user.company) ?? user.company,
    }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email));
}

export function recipientsCsvRows(rows: readonly RecipientRow[]): string[][] {
  return [['Name', 'Email', 'Phone', 'Company'], ...rows.map((row) => [row.name, row.email, row.phone, row.company])];
}

export function recipientsCsv(rows: readonly RecipientRow[]): string {
  return Papa.unparse(recipientsCsvRows(rows));
}

/** 'sms-recipients-2026-05-31.csv'. */
export function recipientsFileName(today: Date): string {
  return `sms-recipients-${isoDay(today)}.csv`;
}
