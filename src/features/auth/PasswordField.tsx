import { useState, type Ref } from 'react';
import Icon from '@mui/material/Icon';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'variant'> & { inputRef?: Ref<HTMLInputElement> };

/** A password field whose value can be shown and hidden again with an adornment button. */
export function PasswordField({ slotProps, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const label = visible ? 'Hide password' : 'Show password';
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={label}
                aria-pressed={visible}
                onClick={() => setVisible((shown) => !shown)}
                // Keeps the focus (and the caret) in the field when toggling with the mouse.
                onMouseDown={(event) => event.preventDefault()}
                edge="end"
              >
                <Icon>{visible ? 'visibility_off' : 'visibility'}</Icon>
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
