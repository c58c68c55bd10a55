import { render } from '@testing-library/react';
import TextField from '@mui/material/TextField';
import { describe, expect, it } from 'vitest';
import { OutlinedTextField, type OutlinedTextFieldProps } from './OutlinedTextField';

/** The markup without generated ids and emotion class names (the root's name differs; its rules are the same). */
function markup(ui: React.ReactElement): string {
  const { container, unmount } = render(ui);
  const html = container.innerHTML.replace(/_r_[0-9a-z]+_/g, 'ID').replace(/ css-[a-z0-9]+-[A-Za-z-]+/g, '');
  unmount();
  return html;
}

describe('OutlinedTextField', () => {
  it.each<[string, OutlinedTextFieldProps]>([
    ['a plain field', { label: 'Email', type: 'email', autoComplete: 'username', fullWidth: true }],
    ['an invalid required field', { label: 'Email', required: true, error: true, helperText: 'This field is required.' }],
    ['a disabled field with a value', { label: 'Email', value: 'dana@example.com', disabled: true, helperText: 'Fixed.' }],
    ['a multiline field', { label: 'Message', multiline: true, minRows: 5, htmlInput: { maxLength: 4000 } }],
    ['a field with a placeholder', { label: 'Link', placeholder: '/orders', helperText: 'A portal page.' }],
  ])("renders %s as MUI's outlined TextField does", (_case, { htmlInput, ...props }) => {
    expect(markup(<OutlinedTextField {...props} htmlInput={htmlInput} />)).toBe(
      markup(<TextField {...props} slotProps={{ htmlInput }} />),
    );
  });
});
