import { countPendingChangeRequests, subscribeToPendingChangeRequestPage } from '../../data/changeRequestsApi';
import { useServerList, type ListSource } from '../../data/serverList';
import type { ChangeRequest } from '../../types/orders';

const PENDING: ListSource<'pending', ChangeRequest> = {
  name: 'pendingChangeRequests',
  subscribe: (_query, pageSize, after, onChange, onError) => subscribeToPendingChangeRequestPage(pageSize, after, onChange, onError),
  count: () => countPendingChangeRequests(),
};

/** The pending change requests, oldest first, a live page at a time, and how many wait. */
export function usePendingChangeRequests(paging: { pageSize: number; pageIndex: number }) {
  return useServerList(PENDING, 'pending', paging);
}
