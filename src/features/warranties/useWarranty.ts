import { useServerSubscription } from '../../data/serverState/serverState';
import { subscribeToWarranty } from '../../data/warrantiesApi';
import type { Warranty } from '../../types/orders';

export type WarrantyState =
  | { status: 'loading' }
  | { status: 'ready'; warranty: Warranty }
  /** Unknown id, or another company's warranty (the rules refuse reading it). */
  | { status: 'missing' }
  /** The screen says it could not be loaded ('warranties.loadFailed'). */
  | { status: 'error' };

/** The warranty, live: a decision shows up without reloading. */
export function useWarranty(id: string): WarrantyState {
  const live = useServerSubscription<Warranty>(`warranty:${id}`, (onValue, onError) => subscribeToWarranty(id, onValue, onError), {
    label: `warranty ${id}`,
  });
  if (live.status === 'ready') return { status: 'ready', warranty: live.value };
  return { status: live.status };
}
