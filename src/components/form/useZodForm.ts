import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form';
import type * as z from 'zod/mini';

/**
 * useForm validated by a zod schema, with the form's types taken from it: the fields hold the schema's input
 * (what the user typed) and the submit handler receives its output (trimmed, checked).
 */
export function useZodForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.core.$ZodType<Output, Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver'>,
) {
  return useForm<Input, unknown, Output>({ ...options, resolver: zodResolver(schema) });
}
