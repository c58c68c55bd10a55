/**
 * Whether an email address already belongs to a portal account, asked before inviting it: the sign-in address is
 * unique, so an invitation to an address in use could never be registered (and would read as a move to another
 * company that never happens). Users are keyed by account id, so the rules cannot check this; the form does.
 */
import { collection, getDocs, limit, query, where, type QueryConstraint } from 'firebase/firestore';
import { db } from '../lib/firebase/firestore';
import { asString, isRecord } from './documentValues';

/** The account an address belongs to. */
export interface AccountWithEmail {
  id: string;
  company: string;
  /** 'First Last', or the address when the profile has no name. */
  name: string;
}

export interface EmailLookupScope {
  /**
   * Only this company's users: a manager's query must say so, or the rules refuse it. null (admins) looks at
   * every company.
   */
  company: string | null;
}

/**
 * The account whose email is `email`, or null. Compared in lower case, as stored: accounts are made only by
 * registering from an invite, which keeps its address in lower case. Rejects when the read fails.
 */
export async function findAccountWithEmail(email: string, scope: EmailLookupScope): Promise<AccountWithEmail | null> {
  const address = email.trim().toLowerCase();
  if (address === '') return null;
  const constraints: QueryConstraint[] = [where('data.email', '==', address)];
  if (scope.company !== null) constraints.push(where('company', '==', scope.company));
  const snapshot = await getDocs(query(collection(db, 'users'), ...constraints, limit(1)));
  const found = snapshot.docs[0];
  if (!found) return null;
  const raw = found.data();
  const data = isRecord(raw.data) ? raw.data : {};
  const name = `${asString(data.firstname)} ${asString(data.lastname)}`.trim();
  return { id: found.id, company: asString(raw.company), name: name || asString(data.email) };
}
