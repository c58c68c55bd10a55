import { useMemo } from 'react';
import { listCompanies } from '../../data/companiesApi';
import { useServerRead } from '../../data/serverState/serverState';
import { findUsers } from '../../data/usersApi';
import { useFormat } from '../../i18n/useFormat';
import type { Company, User } from '../../types/domain';
import { recipientRows, type RecipientRow } from './smsRecipients';

export type SmsRecipientsState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; rows: RecipientRow[] };

async function readRecipients(): Promise<{ users: User[]; companies: Company[] }> {
  const [users, companies] = await Promise.all([
    findUsers([
      { field: 'active', op: '==', value: true },
      { field: 'data.sms', op: '==', value: true },
    ]),
    listCompanies(),
  ]);
  return { users, companies };
}

/**
 * Every active user with text messages on, with their company's name, phone numbers as the reader's language
 * writes them; `retry` loads again after a failure.
 */
export function useSmsRecipients(): { state: SmsRecipientsState; retry: () => void } {
  const { locale } = useFormat();
  const read = useServerRead('sms-recipients', readRecipients, { label: 'the SMS recipients', refusalIsError: true });
  const loaded = read.status === 'ready' ? read.value : null;
  const rows = useMemo(() => (loaded ? recipientRows(loaded.users, loaded.companies, locale) : null), [loaded, locale]);
  const state: SmsRecipientsState = rows ? { status: 'ready', rows } : { status: read.status === 'loading' ? 'loading' : 'error' };
  return { state, retry: read.retry };
}
