import { useEffect, useState } from 'react';

export type Subscribe<T> = (onChange: (value: T) => void, onError: (error: Error) => void) => () => void;

export type LiveState<T> = { kind: 'loading' } | { kind: 'ready'; value: T } | { kind: 'error'; error: Error };

/**
 * Follows a live query while the component is mounted. `key` names what is followed: when it changes the old
 * listener closes and the state starts over, so a value of one order never shows under another. A null
 * `subscribe` (nothing to follow yet) stays loading.
 */
export function useLive<T>(key: string, subscribe: Subscribe<T> | null): LiveState<T> {
  const [state, setState] = useState<{ key: string; live: LiveState<T> }>({ key, live: { kind: 'loading' } });
  const active = subscribe !== null;
  useEffect(() => {
    if (!subscribe) return undefined;
    setState({ key, live: { kind: 'loading' } });
    return subscribe(
      (value) => setState({ key, live: { kind: 'ready', value } }),
      (error) => setState({ key, live: { kind: 'error', error } }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `subscribe` is a new function each render; `key` says when it follows something else.
  }, [key, active]);
  return state.key === key && active ? state.live : { kind: 'loading' };
}
