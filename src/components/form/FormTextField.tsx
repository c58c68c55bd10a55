import { useController, type FieldPath, type FieldValues, type UseControllerProps } from 'react-hook-form';
import { OutlinedTextField, type OutlinedTextFieldProps } from './OutlinedTextField';

export type FormTextFieldProps<T extends FieldValues, N extends FieldPath<T>, TOut> = Omit<
  OutlinedTextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error'
> &
  Required<Pick<UseControllerProps<T, N, TOut>, 'control' | 'name'>>;

/** A text field bound to a react-hook-form field; while the value is invalid, its message replaces the hint below it. */
export function FormTextField<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  control,
  name,
  helperText,
  ...props
}: FormTextFieldProps<T, N, TOut>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <OutlinedTextField
      {...props}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.invalid}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
