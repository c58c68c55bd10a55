import type { FieldValues } from 'react-hook-form';

const isPlain = (item: unknown) => item !== null && typeof item === 'object' && !Array.isArray(item) && !(item instanceof Date);

/** Merges saved values over the blank form, so fields added since the draft was saved get their defaults. */
export function withDefaults<V extends FieldValues>(defaults: V, saved: Record<string, unknown>): V {
  const merged: Record<string, unknown> = { ...defaults };
  for (const [key, value] of Object.entries(saved)) {
    const base = (defaults as Record<string, unknown>)[key];
    merged[key] = isPlain(base) && isPlain(value) ? withDefaults(base as FieldValues, value as Record<string, unknown>) : value;
  }
  return merged as V;
}
