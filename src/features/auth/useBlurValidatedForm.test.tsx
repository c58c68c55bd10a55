import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loginSchema } from './schemas';
import { useBlurValidatedForm } from './useBlurValidatedForm';

function Form({ onValid }: { onValid: (values: { email: string; password: string }) => void }) {
  const form = useBlurValidatedForm(loginSchema, { email: '', password: '' });
  const input = (name: 'email' | 'password') => {
    const { inputRef, ...field } = form.field(name);
    return <input aria-label={name} aria-description={form.message(name) ?? ''} ref={inputRef} {...field} />;
  };
  return (
    <form aria-label="form" onSubmit={form.submit(onValid)}>
      {input('email')}
      {input('password')}
      <output>{form.valid ? 'valid' : 'invalid'}</output>
    </form>
  );
}

describe('useBlurValidatedForm', () => {
  it('shows a message when a field is left and keeps it while typing until the field is left again', async () => {
    const user = userEvent.setup();
    render(<Form onValid={vi.fn()} />);
    const email = screen.getByLabelText('email');
    await user.type(email, 'dana');
    expect(email).toHaveAttribute('aria-description', '');
    await user.tab();
    expect(email).toHaveAttribute('aria-description', 'validation.email');
    await user.type(email, '@example.com');
    expect(email).toHaveAttribute('aria-description', 'validation.email');
    await user.tab();
    expect(email).toHaveAttribute('aria-description', '');
  });

  it('follows every keystroke for the validity of the whole form', async () => {
    const user = userEvent.setup();
    render(<Form onValid={vi.fn()} />);
    await user.type(screen.getByLabelText('email'), 'dana@example.com');
    expect(screen.getByRole('status')).toHaveTextContent('invalid');
    await user.type(screen.getByLabelText('password'), 'x');
    expect(screen.getByRole('status')).toHaveTextContent('valid');
  });

  it('on a submit of invalid values shows every message, focuses the first field in error and then follows keystrokes', async () => {
    const onValid = vi.fn();
    const user = userEvent.setup();
    render(<Form onValid={onValid} />);
    await user.type(screen.getByLabelText('password'), 'secret');
    fireEvent.submit(screen.getByRole('form'));
    const email = screen.getByLabelText('email');
    expect(onValid).not.toHaveBeenCalled();
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-description', 'validation.required');
    await user.type(email, 'dana');
    expect(email).toHaveAttribute('aria-description', 'validation.email');
  });

  it('submits the trimmed values once valid', async () => {
    const onValid = vi.fn();
    const user = userEvent.setup();
    render(<Form onValid={onValid} />);
    await user.type(screen.getByLabelText('email'), ' dana@example.com ');
    await user.type(screen.getByLabelText('password'), ' secret ');
    fireEvent.submit(screen.getByRole('form'));
    expect(onValid).toHaveBeenCalledWith({ email: 'dana@example.com', password: ' secret ' });
  });
});
