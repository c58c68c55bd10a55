import { useEffect, useState } from 'react';

/** Typing waits this long before the list asks the server again. */
export const SEARCH_DEBOUNCE_MS = 350;

/**
 * The text of a search box whose list follows it once typing pauses: `onApply` gets the trimmed text.
 * `applied` (the search the list shows, from the URL) wins when it changes from elsewhere (clear filters,
 * back button); a space being typed stays. Keep `onApply` stable: a new one starts the wait again.
 */
export function useDebouncedSearch(applied: string, onApply: (search: string) => void): [string, (typed: string) => void] {
  const [typed, setTyped] = useState(applied);

  useEffect(() => setTyped((current) => (current.trim() === applied ? current : applied)), [applied]);

  useEffect(() => {
    if (typed.trim() === applied) return undefined;
    const timer = setTimeout(() => onApply(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, applied, onApply]);

  return [typed, setTyped];
}
