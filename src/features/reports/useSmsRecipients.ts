import { listCompanies } from '../../data/companiesApi';
import { useServerRead } from '../../data/serverState/serverState';
import { findUsers } from '../../data/usersApi';
import { recipientRows, type RecipientRow } from './smsRecipients';

export type SmsRecipientsState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; rows: RecipientRow[] };

async function readRecipients(): Promise<RecipientRow[]> {
  const [users, companies] = await Promise.all([
    findUsers([
      { field: 'active', op: '==', value: true },
      { field: 'data.sms', op: '==', value: true },
    ]),
    listCompanies(),
  ]);
  return recipientRows(users, companies);
}

/** Every active user with text messages on, with their company's name; `retry` loads again after a failure. */
export function useSmsRecipients(): { state: SmsRecipientsState; retry: () => void } {
  const read = useServerRead('sms-recipients', readRecipients, { label: 'the SMS recipients', refusalIsError: true });
  const state: SmsRecipientsState =
    read.status === 'ready' ? { status: 'ready', rows: read.value } : { status: read.status === 'loading' ? 'loading' : 'error' };
  return { state, retry: read.retry };
}
