/**
 * The one way a screen reads Firestore (and Storage addresses): a keyed read or a keyed live subscription, with
 * loading, "missing", error, retry and cancellation handled here once.
 *
 * `key` names what is read (collection, id, filters, page): when it changes the old read is cancelled or the old
 * listener closed, and a late answer for an older key is dropped, so one order's data never shows under another.
 * A null key means "nothing to read yet" and stays loading.
 *
 * In-house rather than TanStack Query: the portal's reads are Firestore listeners and single reads with no shared
 * cache to invalidate, and the dashboard's JavaScript budget has no room for another library (docs/architecture.md).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { isNotFoundError } from '../../lib/firebaseErrors';

export type ServerState<T> =
  /** `previous` is the last value of the same key, kept on screen while a retry reads it again. */
  | { status: 'loading'; previous?: T }
  | { status: 'ready'; value: T }
  /** A null answer, or a read the rules refuse: to its reader a document it may not see does not exist. */
  | { status: 'missing' }
  | { status: 'error'; error: unknown };

export type ServerStateWithRetry<T> = ServerState<T> & { retry: () => void };

/** Starts listening; returns the function that stops. */
export type Subscribe<T> = (onValue: (value: T | null) => void, onError: (error: unknown) => void) => () => void;

export interface ServerStateOptions {
  /** What is read, for the console when it fails: "the order", "the parts page". */
  label: string;
  /** Refusals (permission-denied, not-found) are errors rather than "missing" (e.g. lists). */
  refusalIsError?: boolean;
}

type Held<T> = { key: string; attempt: number; state: ServerState<T> };

function answered<T>(value: T | null): ServerState<T> {
  return value === null ? { status: 'missing' } : { status: 'ready', value };
}

/** A refusal reads as missing unless it counts as an error; an error is logged once, here. */
function failed(error: unknown, { label, refusalIsError = false }: ServerStateOptions): ServerState<never> {
  if (!refusalIsError && isNotFoundError(error)) return { status: 'missing' };
  console.error(`Unable to load ${label}`, error);
  return { status: 'error', error };
}

function useKeyedState<T>(key: string | null, subscribe: Subscribe<T>, options: ServerStateOptions): ServerStateWithRetry<T> {
  const [attempt, setAttempt] = useState(0);
  const [held, setHeld] = useState<Held<T> | null>(null);
  // The latest source, read when the key or the attempt changes, not on every render.
  const latest = useRef(subscribe);
  latest.current = subscribe;
  const { label, refusalIsError = false } = options;

  useEffect(() => {
    if (key === null) return undefined;
    let open = true;
    const settle = (state: ServerState<T>) => {
      if (open) setHeld({ key, attempt, state });
    };
    const stop = latest.current(
      (value) => settle(answered(value)),
      (error) => settle(failed(error, { label, refusalIsError })),
    );
    return () => {
      open = false;
      stop();
    };
  }, [key, attempt, label, refusalIsError]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (key === null || held === null || held.key !== key) return { status: 'loading', retry };
  if (held.attempt !== attempt) {
    // Read again: keep showing what the same key showed until the new answer arrives.
    const previous = held.state.status === 'ready' ? held.state.value : undefined;
    return { status: 'loading', previous, retry };
  }
  return { ...held.state, retry };
}

/** A one-off read of what `key` names, read again on retry(). */
export function useServerRead<T>(key: string | null, read: () => Promise<T | null>, options: ServerStateOptions): ServerStateWithRetry<T> {
  return useKeyedState<T>(
    key,
    (onValue, onError) => {
      read().then(onValue, onError);
      // A one-off read cannot be stopped; its late answer is dropped instead.
      return () => undefined;
    },
    options,
  );
}

/** A live subscription to what `key` names, followed while the component is mounted. */
export function useServerSubscription<T>(key: string | null, subscribe: Subscribe<T>, options: ServerStateOptions): ServerStateWithRetry<T> {
  return useKeyedState<T>(key, subscribe, options);
}

/**
 * The same read outside a screen, for the session's own loads (the address book on sign-in): it settles once, as
 * a screen's read would, and never rejects.
 */
export async function readServerState<T>(read: () => Promise<T | null>, options: ServerStateOptions): Promise<ServerState<T>> {
  try {
    return answered(await read());
  } catch (error) {
    return failed(error, options);
  }
}

/** The value when ready, else the value kept while loading again, else undefined. */
export function shownValue<T>(state: ServerState<T>): T | undefined {
  if (state.status === 'ready') return state.value;
  if (state.status === 'loading') return state.previous;
  return undefined;
}
