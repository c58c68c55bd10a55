/**
 * Money as people read it in their language. Both currencies' symbol is '$', so the amount names which dollar:
 * English puts the currency code after it ('$1,100.00 CAD'), Canadian French the country after the symbol
 * ('1 100,00 $ CA'), as each usually writes it.
 */
import { currencyByCode, type CurrencyCode } from '../reference/currencies';

/** The locale amounts were always shown in; a screen passes its language's locale (src/i18n/useFormat). */
const DEFAULT_LOCALE = 'en-US';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, currency: CurrencyCode): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
    formatters.set(key, format);
  }
  return format;
}

export function formatMoney(amount: number, currency: CurrencyCode, locale: string = DEFAULT_LOCALE): string {
  // + 0 turns -0 into 0, which has no sign to show.
  const figure = formatter(locale, currency).format(amount + 0);
  if (locale.toLowerCase().startsWith('fr')) {
    // A no-break space, as Intl puts before the symbol, so '$ CA' never breaks across lines.
    return `${figure}\u00a0${currencyByCode(currency).defaultForCountry}`;
  }
  return `${figure} ${currency}`;
}
