import { useId, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

export interface OutlinedTextFieldProps
  extends Pick<
    OutlinedInputProps,
    | 'autoComplete'
    | 'autoFocus'
    | 'endAdornment'
    | 'inputRef'
    | 'minRows'
    | 'multiline'
    | 'name'
    | 'onBlur'
    | 'onChange'
    | 'placeholder'
    | 'type'
    | 'value'
  > {
  label: string;
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  /** Attributes of the <input> element itself, e.g. maxLength. */
  htmlInput?: InputBaseComponentProps;
}

/**
 * An outlined text field built from the same MUI parts as TextField (label, outlined input, hint text) but
 * without TextField's select mode: TextField always imports Select and, through it, Menu, Popover and Modal,
 * which would otherwise load with every form, the login screen's included.
 */
export function OutlinedTextField({
  label,
  helperText,
  error,
  required,
  disabled,
  fullWidth,
  htmlInput,
  ...input
}: OutlinedTextFieldProps) {
  const id = useId();
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl
      // TextField's class, so styles and selectors written for text fields apply here too.
      className="MuiTextField-root"
      variant="outlined"
      error={error}
      required={required}
      disabled={disabled}
      fullWidth={fullWidth}
    >
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        fullWidth={fullWidth}
        inputProps={htmlInput}
        aria-describedby={helperTextId}
      />
      {helperText ? <FormHelperText id={helperTextId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
