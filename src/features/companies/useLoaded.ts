import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; error: unknown };

/**
 * The result of a one-off read, read again when `key` changes or on retry(); a result arriving for an older key
 * is ignored. Failures are logged with `label` and returned as the error state.
 */
export function useLoaded<T>(key: string, load: () => Promise<T>, label: string): Loaded<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; attempt: number; value: Loaded<T> }>({ key, attempt, value: { status: 'loading' } });

  useEffect(() => {
    let current = true;
    load().then(
      (value) => current && setState({ key, attempt, value: { status: 'ready', value } }),
      (error: unknown) => {
        console.error(`Unable to load ${label}`, error);
        if (current) setState({ key, attempt, value: { status: 'error', error } });
      },
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` is a new function each render; the key says when what it reads changes.
  }, [key, attempt, label]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const value: Loaded<T> = state.key === key && state.attempt === attempt ? state.value : { status: 'loading' };
  return { ...value, retry };
}
