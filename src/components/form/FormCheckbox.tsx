import { Controller, type FieldPath, type FieldValues, type UseControllerProps } from 'react-hook-form';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';

export type FormCheckboxProps<T extends FieldValues, N extends FieldPath<T>, TOut> = Required<
  Pick<UseControllerProps<T, N, TOut>, 'control' | 'name'>
> & { label: string };

/** A labelled checkbox bound to a boolean react-hook-form field. */
export function FormCheckbox<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  control,
  name,
  label,
}: FormCheckboxProps<T, N, TOut>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Checkbox
              checked={field.value}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
              slotProps={{ input: { ref: field.ref } }}
            />
          }
          label={label}
        />
      )}
    />
  );
}
