/**
 * The order forms' react-hook-form, checked by their zod schemas, with each field's message in the reader's
 * language. The schemas give message ids with the values of their arguments in the issue (lib/schemas/orders/
 * messages.ts): some are known only as the form is checked (the mount's refused value and type), so the words are
 * chosen here rather than by the fields (which show a worded message as it is), and chosen again when the language
 * changes while messages show.
 */
import { useEffect, useRef } from 'react';
import { toNestErrors } from '@hookform/resolvers';
import { useForm, type FieldError, type FieldErrors, type FieldPath, type FieldValues, type Resolver, type UseFormProps } from 'react-hook-form';
import * as z from 'zod/mini';
import { wordFieldMessage } from '../../../components/form/fieldMessage';
import { useLanguage } from '../../../i18n/hooks';
import { translate } from '../../../i18n/i18n';
import { issueMessage } from '../../../lib/schemas/orders/messages';

/**
 * A failed check in the active language, its values taken from the issue itself (the mount's refused value, a
 * limit). A message a schema gives as a sentence (zod's own) is shown as it is.
 */
export function issueText(issue: z.core.$ZodIssue): string {
  const { id, values } = issueMessage(issue);
  return wordFieldMessage(translate, id, values);
}

/** Like zodResolver: the schema's output when valid, else the first message of each field, worded. */
export function wordedResolver<Input extends FieldValues, Output extends FieldValues>(
  schema: z.core.$ZodType<Output, Input>,
): Resolver<Input, unknown, Output> {
  return async (values, _context, options) => {
    const result = await z.safeParseAsync(schema, values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      errors[path] ??= { type: issue.code, message: issueText(issue) };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

/** What a field error holds besides the errors of the fields inside it. */
const ERROR_KEYS = new Set(['message', 'type', 'types', 'ref', 'root']);

/** The paths of the fields showing a message ('size.width', 'lines', 'lines.0.quantity'). */
export function pathsWithMessages(errors: FieldErrors, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, error]) => {
    if (ERROR_KEYS.has(key) || !error || typeof error !== 'object') return [];
    const path = `${prefix}${key}`;
    const own = typeof (error as FieldError).message === 'string' || 'root' in error ? [path] : [];
    return [...own, ...pathsWithMessages(error as FieldErrors, `${path}.`)];
  });
}

export function useWordedForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.core.$ZodType<Output, Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver'>,
) {
  const form = useForm<Input, unknown, Output>({ ...options, resolver: wordedResolver(schema) });
  const { language } = useLanguage();
  const wordedIn = useRef(language);
  const { trigger, formState } = form;
  useEffect(() => {
    if (wordedIn.current === language) return;
    wordedIn.current = language;
    // Checking the fields again words their messages in the new language; fields without one stay quiet.
    const shown = pathsWithMessages(formState.errors) as FieldPath<Input>[];
    if (shown.length > 0) void trigger(shown);
  }, [language, trigger, formState.errors]);
  return form;
}
