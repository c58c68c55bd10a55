import { useCallback, useEffect, useState } from 'react';
import { listCompanies } from '../../data/companiesApi';
import { findUsers } from '../../data/usersApi';
import { recipientRows, type RecipientRow } from './smsRecipients';

export type SmsRecipientsState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; rows: RecipientRow[] };

/** Every active user with text messages on, with their company's name; `retry` loads again after a failure. */
export function useSmsRecipients(): { state: SmsRecipientsState; retry: () => void } {
  const [state, setState] = useState<SmsRecipientsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    Promise.all([
      findUsers([
        { field: 'active', op: '==', value: true },
        { field: 'data.sms', op: '==', value: true },
      ]),
      listCompanies(),
    ]).then(
      ([users, companies]) => {
        if (current) setState({ status: 'ready', rows: recipientRows(users, companies) });
      },
      (error: unknown) => {
        console.error('Unable to load the SMS recipients', error);
        if (current) setState({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
