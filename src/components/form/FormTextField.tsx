import { useController, type FieldPath, type FieldValues, type UseControllerProps } from 'react-hook-form';
import { useT } from '../../i18n/hooks';
import type { MessageValues } from '../../i18n/i18n';
import { wordFieldMessage } from './fieldMessage';
import { OutlinedTextField, type OutlinedTextFieldProps } from './OutlinedTextField';

export type FormTextFieldProps<T extends FieldValues, N extends FieldPath<T>, TOut> = Omit<
  OutlinedTextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error'
> &
  Required<Pick<UseControllerProps<T, N, TOut>, 'control' | 'name'>> & {
    /** Values of the schema's messages for this field, e.g. `{ max: 1000 }` for 'At most {max} characters.'. */
    messageValues?: MessageValues;
  };

/**
 * The helper text of a field without a hint: MUI keeps the line's height for a single space (an empty, hidden line).
 * Reserving the line means a message appearing on blur moves nothing below the field; otherwise the press on a
 * button or link under it would land where it is no longer, and that click would be lost.
 */
export const RESERVED_HELPER_LINE = ' ';

/**
 * A text field bound to a react-hook-form field; while the value is invalid, its message (worded in the reader's
 * language, see fieldMessage.ts) replaces the hint below it. The line below the field is always there (see
 * RESERVED_HELPER_LINE).
 */
export function FormTextField<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  control,
  name,
  helperText,
  messageValues,
  ...props
}: FormTextFieldProps<T, N, TOut>) {
  const t = useT();
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  return (
    <OutlinedTextField
      {...props}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.invalid}
      helperText={message ? wordFieldMessage(t, message, messageValues) : (helperText ?? RESERVED_HELPER_LINE)}
    />
  );
}
