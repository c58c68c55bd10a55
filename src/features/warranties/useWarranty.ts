import { useServerSubscription } from '../../data/serverState/serverState';
import { subscribeToWarranty } from '../../data/warrantiesApi';
import type { Warranty } from '../../types/orders';

export type WarrantyState =
  | { status: 'loading' }
  | { status: 'ready'; warranty: Warranty }
  /** Unknown id, or another company's warranty (the rules refuse reading it). */
  | { status: 'missing' }
  | { status: 'error'; message: string };

/** The warranty, live: a decision shows up without reloading. */
export function useWarranty(id: string): WarrantyState {
  const live = useServerSubscription<Warranty>(`warranty:${id}`, (onValue, onError) => subscribeToWarranty(id, onValue, onError), {
    label: 'the warranty',
  });
  if (live.status === 'ready') return { status: 'ready', warranty: live.value };
  if (live.status === 'error') return { status: 'error', message: 'The warranty could not be loaded. Check your connection and reload the page.' };
  return { status: live.status };
}
