import { useController, type FieldPath, type FieldValues, type UseControllerProps } from 'react-hook-form';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';

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
 * A date bound to a react-hook-form field holding a JS Date (local midnight) or null. The date can be typed
 * section by section with the keyboard or picked from the calendar. A partly typed date is held as an invalid
 * Date so that the schema reports it instead of silently keeping the previous value.
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
  const date = asDate(field.value as unknown);
  const raw: unknown = field.value;
  const isInvalidDate = raw instanceof Date && Number.isNaN(raw.getTime());
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label={label}
        value={isInvalidDate ? dayjs(NaN) : date ? dayjs(date) : null}
        onChange={(value) => {
          if (!value) field.onChange(null);
          else field.onChange(value.isValid() ? value.startOf('day').toDate() : new Date(NaN));
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
            helperText: fieldState.error?.message ?? helperText,
          },
        }}
      />
    </LocalizationProvider>
  );
}
