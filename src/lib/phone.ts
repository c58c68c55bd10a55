/**
 * Phone numbers as people read them. Numbers are stored as typed (often +13065552045); a North American number
 * (+1, the dealers' own countries) shows as (306) 555-2045. Any other number shows as typed: Intl has no phone
 * formatter, and guessing another country's grouping would mislead.
 */

/** +1, then a 10-digit NANP number: the area code and the exchange never start with 0 or 1. */
const NANP = /^\+1([2-9]\d{2})([2-9]\d{2})(\d{4})$/;

export function formatPhone(phone: string): string {
  const typed = phone.trim();
  const match = NANP.exec(typed.replace(/[\s().-]/g, ''));
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : typed;
}

/**
 * What to store from a phone field that was prefilled with formatPhone(stored): the stored number itself while
 * the field still shows it, so opening and saving a form never rewrites a number nobody changed.
 */
export function phoneToStore(shown: string, stored: string): string {
  return shown.trim() === formatPhone(stored) ? stored.trim() : shown.trim();
}
