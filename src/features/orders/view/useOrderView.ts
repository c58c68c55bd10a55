/** The live data of the order view: the order, and once it is known its history, change requests and warranties. */
import { subscribeToOrderChangeRequests } from '../../../data/changeRequestsApi';
import { subscribeToOrder, subscribeToOrderHistory } from '../../../data/orders/orderReads';
import { useServerSubscription, type ServerState } from '../../../data/serverState/serverState';
import { subscribeToOrderWarranties } from '../../../data/warrantiesApi';
import type { ChangeRequest, Order, OrderHistoryEntry, Warranty } from '../../../types/orders';

/** The order, live; another company's order is refused by the rules and reads as missing, as an unknown id does. */
export function useOrder(id: string): ServerState<Order> {
  return useServerSubscription<Order>(`order:${id}`, (onValue, onError) => subscribeToOrder(id, onValue, onError), {
    label: 'the order',
  });
}

export interface OrderRelations {
  history: ServerState<OrderHistoryEntry[]>;
  changeRequests: ServerState<ChangeRequest[]>;
  warranties: ServerState<Warranty[]>;
}

const LIST = { refusalIsError: true } as const;

export function useOrderRelations(order: Pick<Order, 'id' | 'company'>): OrderRelations {
  const key = `${order.id}:${order.company}`;
  const ref = { id: order.id, company: order.company };
  const history = useServerSubscription<OrderHistoryEntry[]>(
    `history:${key}`,
    (onValue, onError) => subscribeToOrderHistory(ref.id, onValue, onError),
    { ...LIST, label: "the order's history" },
  );
  const changeRequests = useServerSubscription<ChangeRequest[]>(
    `changes:${key}`,
    (onValue, onError) => subscribeToOrderChangeRequests(ref, onValue, onError),
    { ...LIST, label: "the order's change requests" },
  );
  const warranties = useServerSubscription<Warranty[]>(
    `warranties:${key}`,
    (onValue, onError) => subscribeToOrderWarranties(ref, onValue, onError),
    { ...LIST, label: "the order's warranties" },
  );
  return { history, changeRequests, warranties };
}
