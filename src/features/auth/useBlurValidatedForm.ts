import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type * as z from 'zod/mini';

type Values = Record<string, string>;

/**
 * A small text form validated by a zod schema, as the sign-in forms need it (spec section 5): a field's message
 * appears when the field is left and stays until it is left again, every field's on submit, and from the first
 * submit on they follow each keystroke. Whether the whole form is valid follows every keystroke (for the submit
 * button). Messages are the schema's, i.e. catalogue ids for the screen to word.
 *
 * The sign-in screens use this rather than react-hook-form, which would more than double the JavaScript the login
 * screen loads first for two fields.
 */
export function useBlurValidatedForm<V extends Values, Output>(schema: z.ZodMiniType<Output, V>, initialValues: V) {
  const [values, setValues] = useState<V>(initialValues);
  const [messages, setMessages] = useState<Partial<Record<keyof V, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const inputs = useRef<Partial<Record<keyof V, HTMLInputElement | null>>>({});

  const result = schema.safeParse(values);
  /** Each field's first message for these values ('' for a valid field). */
  const messagesFor = (checked: V): Record<string, string> => {
    const outcome = schema.safeParse(checked);
    const found: Record<string, string> = {};
    if (!outcome.success) {
      for (const issue of outcome.error.issues) {
        const field = String(issue.path[0] ?? '');
        if (!(field in found)) found[field] = issue.message;
      }
    }
    return found;
  };
  const messageOf = (field: keyof V, checked: V) => messagesFor(checked)[field as string] ?? '';

  const field = <K extends keyof V & string>(name: K) => ({
    name,
    value: values[name],
    inputRef: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const next = { ...values, [name]: event.target.value } as V;
      setValues(next);
      if (submitted) setMessages((shown) => ({ ...shown, [name]: messageOf(name, next) }));
    },
    onBlur: () => setMessages((shown) => ({ ...shown, [name]: messageOf(name, values) })),
  });

  /** Submits valid values; otherwise shows every message and moves the focus to the first field in error. */
  const submit = (onValid: (data: Output) => void | Promise<void>) => (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const all = messagesFor(values);
    setMessages(Object.fromEntries(Object.keys(values).map((name) => [name, all[name] ?? ''])) as Partial<Record<keyof V, string>>);
    if (result.success) {
      void onValid(result.data);
      return;
    }
    const firstInError = Object.keys(values).find((name) => all[name]);
    if (firstInError) inputs.current[firstInError as keyof V]?.focus();
  };

  return {
    field,
    /** The message shown under a field, or undefined while it has none. */
    message: (name: keyof V) => messages[name] || undefined,
    valid: result.success,
    submit,
  };
}
