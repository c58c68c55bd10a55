import { useController, type FieldPath, type FieldValues, type UseControllerProps } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/hooks';
import type { MessageValues } from '../../i18n/i18n';
import { wordFieldMessage } from './fieldMessage';

export interface SelectOption {
  value: string;
  label: string;
}

export type FormSelectFieldProps<T extends FieldValues, N extends FieldPath<T>, TOut> = Required<
  Pick<UseControllerProps<T, N, TOut>, 'control' | 'name'>
> & {
  label: string;
  options: readonly SelectOption[];
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  /** Called after the value changed, e.g. to reset fields that depend on it. */
  onValueChange?: (value: string) => void;
  /** Values of the schema's messages for this field (see FormTextField). */
  messageValues?: MessageValues;
};

/** Options from plain strings, each its own label. */
export function optionsOf(values: readonly (string | number)[]): SelectOption[] {
  return values.map((value) => ({ value: String(value), label: String(value) }));
}

/**
 * A drop-down list bound to a react-hook-form string field ('' while nothing is chosen). A value that is not
 * among the options (e.g. restored from an old draft) shows as empty rather than breaking the list.
 */
export function FormSelectField<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  control,
  name,
  label,
  options,
  helperText,
  required,
  disabled,
  fullWidth = true,
  onValueChange,
  messageValues,
}: FormSelectFieldProps<T, N, TOut>) {
  const t = useT();
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  const value = typeof field.value === 'number' ? String(field.value) : (field.value ?? '');
  const known = options.some((option) => option.value === value);
  return (
    <TextField
      select
      label={label}
      name={field.name}
      value={known ? value : ''}
      onChange={(event) => {
        field.onChange(event.target.value);
        onValueChange?.(event.target.value);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.invalid}
      helperText={message ? wordFieldMessage(t, message, messageValues) : helperText}
      required={required}
      disabled={disabled}
      fullWidth={fullWidth}
      // A disabled field's hint says why (e.g. 'Choose a series first'), so it keeps a readable contrast.
      slotProps={{ formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
