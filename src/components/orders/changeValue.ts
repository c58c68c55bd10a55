/**
 * A field change's values as text, with money in the order's currency as the reader's language writes it
 * ('$1,234.50 CAD', '1 234,50 $ CA') rather than '1234.5'.
 */
import type { Translate } from '../../i18n/i18n';
import { formatFieldValue } from '../../lib/fieldValue';
import { formatMoney } from '../../lib/money';
import type { CurrencyCode } from '../../types/domain';
import type { FieldChange } from '../../types/orders';

/** Paths whose value is an amount of money: the parts total and a line's unit price. */
function isMoneyPath(path: string): boolean {
  return path === 'details.total' || path.endsWith('.unitPrice');
}

function isPricedLine(value: unknown): value is Record<string, unknown> & { unitPrice: number } {
  return value !== null && typeof value === 'object' && 'quantity' in value && typeof (value as { unitPrice?: unknown }).unitPrice === 'number';
}

/** The reader's language: `t` words a priced line, `locale` writes its money. */
export interface ChangeValueWords {
  t: Translate;
  locale: string;
}

/** One side (`from` or `to`) of a change as the tables show it. */
export function formatChangeValue(change: Pick<FieldChange, 'path'>, value: unknown, currency: CurrencyCode, { t, locale }: ChangeValueWords): string {
  if (typeof value === 'number' && isMoneyPath(change.path)) return formatMoney(value, currency, locale);
  if (isPricedLine(value)) {
    const { unitPrice, ...line } = value;
    // A parts line reads '3 × P-100 Purlin at $12.50 CAD': the price of one unit.
    return t('components.orders.pricedLine', { line: formatFieldValue(line), price: formatMoney(unitPrice, currency, locale) });
  }
  return formatFieldValue(value);
}
