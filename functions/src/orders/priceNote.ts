import type { Currency } from './pricing.js';

function money(amount: number, currency: Currency): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency, currencyDisplay: 'code' }).format(amount);
}

/** The history note of a parts order whose catalogue total differs from what the form estimated; '' otherwise. */
export function priceNote(total: number | null, estimate: number | null, currency: Currency): string {
  if (total === null || estimate === null || total === estimate) return '';
  return `Priced from the catalogue at ${money(total, currency)}; the order form estimated ${money(estimate, currency)}.`;
}
