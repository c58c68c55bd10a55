/** The SMS recipients report: active users who opted in to text messages, as rows and as CSV. */
import Papa from 'papaparse';
import { translate, type Translate } from '../../i18n/i18n';
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

/**
 * Users as rows with their company's name (the id when the company is unknown), by name; phone numbers as the
 * reader's language writes them (`locale`).
 */
export function recipientRows(users: readonly User[], companies: readonly Company[], locale = 'en-US'): RecipientRow[] {
  const names = new Map(companies.map((company) => [company.id, company.name]));
  return users
    .map((user) => ({
      id: user.id,
      name: `${user.data.firstname} ${user.data.lastname}`.trim() || user.data.email,
      email: user.data.email,
      phone: formatPhone(user.data.phone, locale),
      company: names.get(user.company) ?? user.company,
    }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email));
}

/** The header row in the reader's language (`t`; the active language's by default), then one row per recipient. */
export function recipientsCsvRows(rows: readonly RecipientRow[], t: Translate = translate): string[][] {
  const header = [t('reports.sms.column.name'), t('reports.sms.column.email'), t('reports.sms.column.phone'), t('reports.sms.column.company')];
  return [header, ...rows.map((row) => [row.name, row.email, row.phone, row.company])];
}

export function recipientsCsv(rows: readonly RecipientRow[], t: Translate = translate): string {
  return Papa.unparse(recipientsCsvRows(rows, t));
}

/** 'sms-recipients-2026-05-31.csv'. */
export function recipientsFileName(today: Date): string {
  return `sms-recipients-${isoDay(today)}.csv`;
}
