/**
 * Phone numbers as people read them. Numbers are stored as typed (often +13065552045); a North American number
 * (+1, the dealers' own countries) shows as (306) 555-2045 in English and 306 555-2045 in French, as Canadian
 * French writes it. Any other number shows as typed: Intl has no phone formatter, and guessing another country's
 * grouping would mislead.
 */

/** +1, then a 10-digit NANP number: the area code and the exchange never start with 0 or 1. */
const NANP = /^\+1([2-9]\d{2})([2-9]\d{2})(\d{4})$/;

/** The locale phone numbers were always shown in; a screen passes its language's locale (src/i18n/useFormat). */
const DEFAULT_LOCALE = 'en-US';

const isFrench = (locale: string) => locale.toLowerCase().startsWith('fr');

export function formatPhone(phone: string, locale: string = DEFAULT_LOCALE): string {
  const typed = phone.trim();
  const match = NANP.exec(typed.replace(/[\s().-]/g, ''));
  if (!match) return typed;
  const [, area, exchange, line] = match;
  return isFrench(locale) ? `${area} ${exchange}-${line}` : `(${area}) ${exchange}-${line}`;
}

/**
 * What to store from a phone field that was prefilled with formatPhone(stored, locale): the stored number itself
 * while the field still shows it, so opening and saving a form never rewrites a number nobody changed.
 */
export function phoneToStore(shown: string, stored: string, locale: string = DEFAULT_LOCALE): string {
  return shown.trim() === formatPhone(stored, locale) ? stored.trim() : shown.trim();
}
