/** The live data of the order view: the order, and once it is known its history, change requests and warranties. */
import { subscribeToOrderChangeRequests } from '../../../data/changeRequestsApi';
import { subscribeToOrder, subscribeToOrderHistory } from '../../../data/ordersApi';
import { subscribeToOrderWarranties } from '../../../data/warrantiesApi';
import type { ChangeRequest, Order, OrderHistoryEntry, Warranty } from '../../../types/orders';
import { useLive, type LiveState } from './useLive';

export type OrderLoad = { kind: 'loading' } | { kind: 'notFound' } | { kind: 'error' } | { kind: 'ready'; order: Order };

/** Another company's order is refused by the rules; to its reader it simply does not exist. */
const NOT_FOUND_CODES = new Set(['permission-denied', 'not-found', 'invalid-argument']);

export function isNotFoundError(error: Error): boolean {
  const code = (error as Error & { code?: unknown }).code;
  return typeof code === 'string' && NOT_FOUND_CODES.has(code);
}

export function useOrder(id: string): OrderLoad {
  const live = useLive<Order | null>(`order:${id}`, (onChange, onError) => subscribeToOrder(id, onChange, onError));
  if (live.kind === 'loading') return live;
  if (live.kind === 'error') {
    if (isNotFoundError(live.error)) return { kind: 'notFound' };
    console.error('Unable to load the order', live.error);
    return { kind: 'error' };
  }
  return live.value ? { kind: 'ready', order: live.value } : { kind: 'notFound' };
}

export interface OrderRelations {
  history: LiveState<OrderHistoryEntry[]>;
  changeRequests: LiveState<ChangeRequest[]>;
  warranties: LiveState<Warranty[]>;
}

export function useOrderRelations(order: Pick<Order, 'id' | 'company'> | null): OrderRelations {
  const key = order ? `${order.id}:${order.company}` : 'none';
  const ref = order ? { id: order.id, company: order.company } : null;
  const history = useLive<OrderHistoryEntry[]>(
    `history:${key}`,
    ref ? (onChange, onError) => subscribeToOrderHistory(ref.id, onChange, onError) : null,
  );
  const changeRequests = useLive<ChangeRequest[]>(
    `changes:${key}`,
    ref ? (onChange, onError) => subscribeToOrderChangeRequests(ref, onChange, onError) : null,
  );
  const warranties = useLive<Warranty[]>(
    `warranties:${key}`,
    ref ? (onChange, onError) => subscribeToOrderWarranties(ref, onChange, onError) : null,
  );
  return { history, changeRequests, warranties };
}
