/**
 * Message values as Lingui must be given them to come out as they were typed. Lingui reads escape sequences in
 * the text it fills in ('\u003a' becomes ':', '\x77' becomes 'w'), so a name typed as 'https\u003a//…' would reach
 * a reader as the web address the rules refused to store, and a typed backslash would vanish. A backslash given
 * as its own escape comes back as the backslash it was, and every other character as it is.
 */
export function literalValues<V extends Record<string, unknown>>(values: V | undefined): V | undefined {
  if (!values) return values;
  let copy: Record<string, unknown> | undefined;
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string' && value.includes('\\')) {
      copy ??= { ...values };
      copy[name] = value.replaceAll('\\', '\\u005c');
    }
  }
  return (copy as V | undefined) ?? values;
}
