import { useState } from 'react';
import Icon from '@mui/material/Icon';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { OutlinedTextField, type OutlinedTextFieldProps } from '../../components/form/OutlinedTextField';
import { useT } from '../../i18n/hooks';

export type PasswordFieldProps = Omit<OutlinedTextFieldProps, 'type' | 'endAdornment'>;

/** A password field whose value can be shown and hidden again with an adornment button. */
export function PasswordField(props: PasswordFieldProps) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  const label = visible ? t('auth.password.hide') : t('auth.password.show');
  return (
    <OutlinedTextField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
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
      }
    />
  );
}
