/** The message ids of the currencies' names on the dealer screens ('CAD (Canadian Dollar)'); ids are written whole. */
import type { CurrencyCode } from '../../types/domain';

export const CURRENCY_NAMES: Record<CurrencyCode, string> = {
  CAD: 'companies.currency.cad',
  USD: 'companies.currency.usd',
};
