import { useMemo } from 'react';
import { formatDate, formatDateTime, type TimestampLike } from '../lib/dates';
import { formatMoney } from '../lib/money';
import { formatNumber } from '../lib/numbers';
import { formatPhone } from '../lib/phone';
import type { CurrencyCode } from '../reference/currencies';
import { useLanguage } from './hooks';
import { LOCALES } from './languages';

export interface Formatters {
  /** The Intl locale of the active language ('en-US', 'fr-CA'). */
  locale: string;
  date: (value: TimestampLike | null | undefined) => string;
  dateTime: (value: TimestampLike | null | undefined) => string;
  money: (amount: number, currency: CurrencyCode) => string;
  number: (value: number) => string;
  phone: (phone: string) => string;
}

/** Dates, numbers, money and phone numbers as readers of the active language write them. */
export function useFormat(): Formatters {
  const locale = LOCALES[useLanguage().language];
  return useMemo(
    () => ({
      locale,
      date: (value) => formatDate(value, locale),
      dateTime: (value) => formatDateTime(value, locale),
      money: (amount, currency) => formatMoney(amount, currency, locale),
      number: (value) => formatNumber(value, locale),
      phone: (phone) => formatPhone(phone, locale),
    }),
    [locale],
  );
}
