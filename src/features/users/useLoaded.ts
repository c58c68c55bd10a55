import { useCallback, useEffect, useRef, useState } from 'react';

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'ready'; value: T }
  | { status: 'missing' }
  | { status: 'error' };

function isPermissionDenied(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && String(error.code).endsWith('permission-denied');
}

/**
 * One document read when `key` changes (and again on reload()). Null, and a read the rules refuse, read as
 * missing: a page never tells a document it may not show from one that does not exist.
 */
export function useLoaded<T>(key: string, load: () => Promise<T | null>, label: string) {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The latest loader, read when the key or the attempt changes (not on every render).
  const latest = useRef(load);
  latest.current = load;
  const loadedKey = useRef<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    // A reload of the same document keeps showing it until the new read arrives.
    const sameKey = loadedKey.current === key;
    loadedKey.current = key;
    setState((previous) => (sameKey && previous.status === 'ready' ? previous : { status: 'loading' }));
    latest.current().then(
      (value) => !cancelled && setState(value === null ? { status: 'missing' } : { status: 'ready', value }),
      (error: unknown) => {
        if (cancelled) return;
        if (isPermissionDenied(error)) {
          setState({ status: 'missing' });
        } else {
          console.error(`Unable to load ${label}`, error);
          setState({ status: 'error' });
        }
      },
    );
    return () => {
      cancelled = true;
    };
  }, [key, attempt, label]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
