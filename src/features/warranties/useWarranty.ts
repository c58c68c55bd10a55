import { useEffect, useState } from 'react';
import { subscribeToWarranty } from '../../data/warrantiesApi';
import type { Warranty } from '../../types/orders';
import { isPermissionDenied } from './dataErrors';

export type WarrantyState =
  | { status: 'loading' }
  | { status: 'ready'; warranty: Warranty }
  /** Unknown id, or another company's warranty (the rules refuse reading it). */
  | { status: 'missing' }
  | { status: 'error'; message: string };

/** The warranty, live: a decision shows up without reloading. */
export function useWarranty(id: string): WarrantyState {
  const [state, setState] = useState<{ id: string; value: WarrantyState }>({ id, value: { status: 'loading' } });
  useEffect(() => {
    return subscribeToWarranty(
      id,
      (warranty) => setState({ id, value: warranty ? { status: 'ready', warranty } : { status: 'missing' } }),
      (error) =>
        setState({
          id,
          value: isPermissionDenied(error)
            ? { status: 'missing' }
            : { status: 'error', message: 'The warranty could not be loaded. Check your connection and reload the page.' },
        }),
    );
  }, [id]);
  // A new id shows loading until its first answer, not the previous warranty.
  return state.id === id ? state.value : { status: 'loading' };
}
