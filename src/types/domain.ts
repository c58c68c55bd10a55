/**
 * The portal's entities as stored in Firestore (spec section 3).
 * Screens, data-access modules, the store, seeds and rules tests all share these shapes.
 */
import type { CurrencyCode } from '../reference/currencies';
import type { Language } from '../reference/languages';
import type { CountryCode } from '../reference/regions';
import type { DateStamp } from './dates';

export interface UserData {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  /** Text-message opt-in; needs a phone. */
  sms: boolean;
  /**
   * Email opt-in: status changes of the company's orders, and decisions on the user's own change and warranty
   * requests, mailed to `email`. Changed by the user alone; absent until they first choose (registration leaves
   * it out), which reads as off.
   */
  mail?: boolean;
  /**
   * The language the portal speaks to the user, chosen on the profile (only the user changes it) or the one the
   * register page was in. Absent on accounts made before the portal spoke French: the sign-in stores the page's.
   */
  language?: Language;
  admin: boolean;
  manager: boolean;
}

/** Collection `users`, keyed by the auth uid. */
export interface User {
  id: string;
  /** Company id. */
  company: string;
  active: boolean;
  data: UserData;
  /** The invite the account registered with (security rules check the document against it). */
  invite?: string;
}

/** Defined beside the reference data they name (src/reference), and part of the entities' vocabulary. */
export type { CountryCode, CurrencyCode };

export interface Address {
  street: string;
  city: string;
  state: string;
  zip: string;
  country: CountryCode;
}

/** Collection `companies`, keyed by company id: a dealer. */
export interface Company {
  id: string;
  name: string;
  /** The manufacturer's number for the dealer (admins only). */
  dealerNumber: string;
  address: Address;
  /** Every order and price of the dealer is in this currency; defaults from the country (CAD for CA, USD for US). */
  currency: CurrencyCode;
  phone: string;
  email: string;
  /** The manufacturer's representative for the dealer (admins only). */
  representative: string;
  active: boolean;
}

export interface NotificationData {
  /** What the sender wrote; '' for a notice the portal sends by itself, which `message` words. */
  subject: string;
  body: Record<string, unknown>;
  link?: string;
  /**
   * A notice the portal sends by itself (src/data/notifications/systemNotices.ts): the id of its words in the
   * message catalogues and the values they take, so each reader reads it in their own language.
   */
  message?: { id: string; values: Record<string, string | number> };
  createdBy: string;
  createdByName: string;
  /** When it was sent: the server's time of the write (serverTimestamp()). */
  createdDate: DateStamp;
}

/** Collection `notifications`: one document per recipient; deleting it marks it read. */
export interface AppNotification {
  id: string;
  recipient: string;
  status: 'active';
  data: NotificationData;
}

/** Active users of a company, as the address book lists them. */
export interface AddressBookEntry {
  id: string;
  name: string;
  email: string;
  phone: string;
  company: string;
}

/** Collection `invites`: the id is the registration link `/register/{id}`. */
export interface Invite {
  id: string;
  email: string;
  /** Prefilled on the registration form; the invited person may correct them. */
  firstname: string;
  lastname: string;
  company: string;
  /** Shown on the registration page, which is read before the visitor has an account. */
  companyName: string;
  admin: boolean;
  manager: boolean;
  used: boolean;
  /** The account that registered with it, once used. */
  usedBy: string | null;
  usedDate: DateStamp | null;
  createdBy: string;
  createdByName: string;
  createdDate: DateStamp;
  /** When the invitation mail last went out (written by SENDMAIL); null until then. */
  lastSentDate: DateStamp | null;
}
