import InputAdornment from '@mui/material/InputAdornment';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './FormTextField';

export type FormNumberFieldProps<T extends FieldValues, N extends FieldPath<T>, TOut> = Omit<
  FormTextFieldProps<T, N, TOut>,
  'type' | 'endAdornment'
> & {
  /** A unit shown after the number, e.g. 'ft'. */
  unit?: string;
  /** Whole numbers only: the phone keypad shows digits without a decimal point. */
  integer?: boolean;
};

/**
 * A number typed as text: the form keeps the string exactly as typed (so drafts restore it and half-typed values
 * are not coerced), and the form's zod schema turns it into a number and says what is wrong with it.
 * Not type="number": that input swallows invalid text and changes the value on mouse-wheel scroll.
 */
export function FormNumberField<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  unit,
  integer,
  htmlInput,
  ...props
}: FormNumberFieldProps<T, N, TOut>) {
  return (
    <FormTextField
      {...props}
      type="text"
      htmlInput={{ inputMode: integer ? 'numeric' : 'decimal', ...htmlInput }}
      endAdornment={unit ? <InputAdornment position="end">{unit}</InputAdornment> : undefined}
    />
  );
}
