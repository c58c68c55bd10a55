import { useState } from 'react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { frFR } from '@mui/x-date-pickers/locales';
import type { DateValidationError, PickerChangeHandlerContext } from '@mui/x-date-pickers/models';
import dayjs, { type Dayjs } from 'dayjs';
// Month and weekday names of the calendar in Canadian French.
import 'dayjs/locale/fr-ca';
import { useLanguage, useT } from '../../../i18n/hooks';
import type { Language } from '../../../i18n/languages';
import { DAY_FORMATS } from './dayFormat';
import { parseDay } from './listState';

export type DateFilterField = 'from' | 'to';

/** How the date filters were first reached: the field to focus, or the calendar to open. */
export interface DateFilterUse {
  field: DateFilterField;
  open: boolean;
}

export interface OrderDateFiltersProps {
  from: string | null;
  to: string | null;
  onChange: (field: DateFilterField, day: string | null) => void;
  /** Set when the pickers load because the user reached a placeholder: they carry on where the user was. */
  firstUse: DateFilterUse | null;
}

/**
 * The day to filter by once the field holds a whole valid date, null once it is emptied, and undefined while a date
 * is being typed. A year typed digit by digit passes through 0002, 0020 and 0202, each a real day to dayjs: the
 * picker's own validation (its default range starts in 1900, and from and to bound each other) tells them apart.
 */
function toDay(value: Dayjs | null, validationError: DateValidationError): string | null | undefined {
  if (!value) return null;
  if (!value.isValid() || validationError !== null) return undefined;
  return parseDay(value.format('YYYY-MM-DD')) ?? undefined;
}

/** The pickers' own words (buttons, the calendar's labels, the field's placeholders) and calendar, per language. */
const PICKER_LOCALES = {
  en: { adapterLocale: 'en', localeText: undefined },
  fr: { adapterLocale: 'fr-ca', localeText: frFR.components.MuiLocalizationProvider.defaultProps.localeText },
} satisfies Record<Language, object>;

/** What a field shows: its applied day, or what has been typed since that day was applied. */
interface Typed {
  day: string | null;
  value: Dayjs | null;
}

/**
 * The value handed to one picker. While a date is being typed the picker gets back the very value it reported:
 * a different one (the applied day, or none) would make it rebuild its sections and drop the digits typed so far.
 * When the applied day changes from outside (clearing the filters, the address bar), the field shows that day.
 */
function shownValue(day: string | null, typed: Typed | null): Dayjs | null {
  if (typed && typed.day === day) return typed.value;
  return day ? dayjs(day) : null;
}

/**
 * The 'Created from' and 'Created to' date pickers (the list's heaviest filter code), loaded by OrderListFilters
 * when a date filter is first used or already set.
 */
export default function OrderDateFilters({ from, to, onChange, firstUse }: OrderDateFiltersProps) {
  const t = useT();
  const { language } = useLanguage();
  const [open, setOpen] = useState<DateFilterField | null>(firstUse?.open ? firstUse.field : null);
  const [typed, setTyped] = useState<Record<DateFilterField, Typed | null>>({ from: null, to: null });
  const days = { from, to };
  const picker = (field: DateFilterField) => ({
    value: shownValue(days[field], typed[field]),
    open: open === field,
    onOpen: () => setOpen(field),
    onClose: () => setOpen(null),
    autoFocus: firstUse !== null && !firstUse.open && firstUse.field === field,
    onChange: (value: Dayjs | null, { validationError }: PickerChangeHandlerContext<DateValidationError>) => {
      const day = toDay(value, validationError);
      // Kept under the day it leads to (or the applied one while unfinished), so the field shows it either way.
      setTyped((current) => ({ ...current, [field]: { day: day === undefined ? days[field] : day, value } }));
      if (day !== undefined) onChange(field, day);
    },
    format: DAY_FORMATS[language],
    slotProps: { textField: { size: 'small' }, field: { clearable: true } },
  }) as const;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} {...PICKER_LOCALES[language]}>
      <DatePicker
        label={t('orders.list.date.from')}
        maxDate={to ? dayjs(to) : undefined}
        {...picker('from')}
      />
      <DatePicker
        label={t('orders.list.date.to')}
        minDate={from ? dayjs(from) : undefined}
        {...picker('to')}
      />
    </LocalizationProvider>
  );
}
