import { useController, type FieldPath, type FieldValues, type UseControllerProps } from 'react-hook-form';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef, type ReactNode } from 'react';
import { useT } from '../../i18n/hooks';
import { wordFieldMessage } from './fieldMessage';

export type FormDateFieldProps<T extends FieldValues, N extends FieldPath<T>, TOut> = Required<
  Pick<UseControllerProps<T, N, TOut>, 'control' | 'name'>
> & {
  label: string;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  minDate?: Date;
  maxDate?: Date;
  disablePast?: boolean;
  disableFuture?: boolean;
};

/** Firestore Timestamps (e.g. from a draft) arrive with toDate(); anything else unusable reads as no date. */
function asDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (value && typeof value === 'object' && 'toDate' in value && typeof value.toDate === 'function') {
    return (value as { toDate: () => Date }).toDate();
  }
  if (typeof value === 'string' && value !== '') {
    const parsed = new Date(value);
    return Number.isNaN(parsed.getTime()) ? null : parsed;
  }
  return null;
}

/**
 * Whether the form still holds `given`: the form keeps a copy of a Date rather than the Date itself, so the same
 * instant (or, for an invalid Date, another invalid Date) counts as the same.
 */
function sameDate(given: Date | null, held: unknown): boolean {
  if (given === null || !(held instanceof Date)) return given === held;
  return Object.is(given.getTime(), held.getTime());
}

/**
 * The earliest year a date is whole in. A year typed digit by digit passes through 2, 20 and 202 on its way to 2026,
 * and the picker reports 202 as a real year: until it has four digits, the date is still being typed.
 */
const FIRST_WHOLE_YEAR = 1000;

/** The form's value for what the picker reports: local midnight of a whole date, an invalid Date while typing. */
function pickedDate(picked: Dayjs | null): Date | null {
  if (!picked) return null;
  if (!picked.isValid() || picked.year() < FIRST_WHOLE_YEAR) return new Date(NaN);
  return picked.startOf('day').toDate();
}

/**
 * A date bound to a react-hook-form field holding a JS Date (local midnight) or null. The date can be typed
 * section by section with the keyboard or picked from the calendar. A partly typed date (a year of fewer than four
 * digits included) is held as an invalid Date so that the schema reports it instead of silently keeping the
 * previous value or taking a year nobody meant; which whole dates are allowed is the schema's to say.
 */
export function FormDateField<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  control,
  name,
  label,
  helperText,
  required,
  disabled,
  minDate,
  maxDate,
  disablePast,
  disableFuture,
}: FormDateFieldProps<T, N, TOut>) {
  const { field, fieldState } = useController({ control, name });
  const t = useT();
  const message = fieldState.error?.message;
  // What the picker last reported and the Date the form got for it: while the form holds that Date, the picker gets
  // the very same value back. The picker rebuilds its sections whenever it is given a value other than the one it
  // reported, so handing back anything else (no date for an invalid one) would wipe a date being typed section by
  // section.
  const lastPicked = useRef<{ date: Date | null; value: Dayjs | null } | null>(null);
  const raw: unknown = field.value;
  const date = asDate(raw);
  const value = lastPicked.current && sameDate(lastPicked.current.date, raw) ? lastPicked.current.value : date ? dayjs(date) : null;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label={label}
        value={value}
        onChange={(picked) => {
          const next = pickedDate(picked);
          lastPicked.current = { date: next, value: picked };
          field.onChange(next);
        }}
        inputRef={field.ref}
        disabled={disabled}
        minDate={minDate ? dayjs(minDate) : undefined}
        maxDate={maxDate ? dayjs(maxDate) : undefined}
        disablePast={disablePast}
        disableFuture={disableFuture}
        slotProps={{
          textField: {
            name: field.name,
            required,
            fullWidth: true,
            onBlur: field.onBlur,
            error: fieldState.invalid,
            helperText: message ? wordFieldMessage(t, message) : helperText,
          },
        }}
      />
    </LocalizationProvider>
  );
}
