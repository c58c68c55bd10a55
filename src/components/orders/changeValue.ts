/**
 * A field change's values as text in the reader's language: money in the order's currency as the language writes
 * it ('$1,234.50 CAD', '1 234,50 $ CA') rather than '1234.5', stored reference values (a mount type, a colour) in
 * words, dates, numbers and phone numbers in the reader's format.
 */
import type { Translate } from '../../i18n/i18n';
import { formatFieldValue } from '../../lib/fieldValue';
import { formatMoney } from '../../lib/money';
import { formatPhone } from '../../lib/phone';
import { buildingUseText, riskCategoryText, sideWallsText } from '../../reference/labels/building';
import { coverColourText, coverStyleText, fabricColourText, fabricDropText } from '../../reference/labels/fabrics';
import type { ReadMessage } from '../../reference/labels/labelOf';
import { foundationProviderText, mountSubtypeText, mountTypeText, pocketTensioningText } from '../../reference/labels/mounts';
import { leadSourceText } from '../../reference/labels/orders';
import type { CurrencyCode } from '../../types/domain';
import type { FieldChange } from '../../types/orders';
import { fieldKey } from './fieldLabel';

/** Paths whose value is an amount of money: the parts total and a line's unit price. */
function isMoneyPath(path: string): boolean {
  return path === 'details.total' || path.endsWith('.unitPrice');
}

function isPricedLine(value: unknown): value is Record<string, unknown> & { unitPrice: number } {
  return value !== null && typeof value === 'object' && 'quantity' in value && typeof (value as { unitPrice?: unknown }).unitPrice === 'number';
}

/** Fields holding a stored reference value (by field key), and its words; a value without words shows as stored. */
const WORDED_VALUES: Record<string, (value: string, t: ReadMessage) => string> = {
  leadSource: leadSourceText,
  'details.use': buildingUseText,
  'details.riskCategory': riskCategoryText,
  'details.sideWalls': sideWallsText,
  'details.mount.type': mountTypeText,
  'details.mount.subtype': mountSubtypeText,
  'details.mount.foundationProvider': foundationProviderText,
  'details.mount.pocketTensioning': pocketTensioningText,
  'cover.style': coverStyleText,
  'cover.colour': fabricColourText,
  'cover.trimColour': coverColourText,
  'cover.fabricDrop': fabricDropText,
};

/** The reader's language: `t` words a priced line and reference values, `locale` writes money, dates and numbers. */
export interface ChangeValueWords {
  t: Translate;
  locale: string;
}

/** One side (`from` or `to`) of a change as the tables show it. */
export function formatChangeValue(change: Pick<FieldChange, 'path'>, value: unknown, currency: CurrencyCode, words: ChangeValueWords): string {
  const { t, locale } = words;
  if (typeof value === 'number' && isMoneyPath(change.path)) return formatMoney(value, currency, locale);
  if (isPricedLine(value)) {
    const { unitPrice, ...line } = value;
    // A parts line reads '3 × P-100 Purlin at $12.50 CAD': the price of one unit.
    return t('components.orders.pricedLine', { line: formatFieldValue(line, words), price: formatMoney(unitPrice, currency, locale) });
  }
  if (typeof value === 'string' && value !== '') {
    const key = fieldKey(change.path);
    if (Object.hasOwn(WORDED_VALUES, key)) return WORDED_VALUES[key](value, t);
    if (key === 'customer.phone') return formatPhone(value, locale);
  }
  return formatFieldValue(value, words);
}
