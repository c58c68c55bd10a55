import { useEffect, useState } from 'react';
import Icon from '@mui/material/Icon';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

/** Typing waits this long before the list asks the server again. */
export const SEARCH_DEBOUNCE_MS = 350;

/** The search box: the list follows what is typed once typing pauses. */
export function PartsSearch({ value, onChange }: { value: string; onChange: (search: string) => void }) {
  const [typed, setTyped] = useState(value);

  // The URL wins when it changes from elsewhere (the back button); a space being typed stays.
  useEffect(() => setTyped((current) => (current.trim() === value ? current : value)), [value]);

  useEffect(() => {
    if (typed.trim() === value) return undefined;
    const timer = setTimeout(() => onChange(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, value, onChange]);

  return (
    <TextField
      label="Search parts"
      value={typed}
      onChange={(event) => setTyped(event.target.value)}
      placeholder="Part number or a word of the name"
      helperText="Finds a part by its number or the beginning of it, or by a word of its name."
      size="small"
      type="search"
      sx={{ mb: 2, width: { xs: '100%', sm: 420 } }}
      slotProps={{
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
