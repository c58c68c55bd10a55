/** Counts and quantities as readers of a language write them: '1,234' (en-US), '1 234' (fr-CA). */
const formatters = new Map<string, Intl.NumberFormat>();

export function formatNumber(value: number, locale: string = 'en-US'): string {
  let format = formatters.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    formatters.set(locale, format);
  }
  return format.format(value);
}
