import Icon from '@mui/material/Icon';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** A small text field with a search icon in front. */
export function SearchField({ slotProps, ...props }: TextFieldProps) {
  return (
    <TextField
      size="small"
      {...props}
      slotProps={{
        ...slotProps,
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Icon aria-hidden="true">search</Icon>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
