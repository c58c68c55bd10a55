import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import type { PagedListState } from '../../types/pages';
import { LoadErrorAlert } from '../data/LoadErrorAlert';
import { EmptyState } from '../EmptyState';
import { ListPager } from '../list/ListPager';
import type { ListDefinition } from '../list/listState';
import type { ListController } from '../list/useListController';
import { useListPaging } from '../list/useListPaging';
import { LoadingState } from '../LoadingState';

/** A review queue's URL state: its page size and page (it has no filters: everything pending, oldest first). */
export type QueueFilters = Record<string, never>;
export const REVIEW_QUEUE_LIST: ListDefinition<QueueFilters> = { filters: {}, pageSizes: [10, 25, 50], defaultPageSize: 10 };

export interface ReviewQueueProps<T extends { id: string }> {
  /** Names the list of requests: "Pending warranty requests". */
  'aria-label': string;
  list: ListController<QueueFilters>;
  data: PagedListState<T>;
  /** What failed to load, as LoadErrorAlert words it: "warranty requests" (French: "les demandes de garantie"). */
  what: string;
  /** Said while the first page loads: "Loading warranty requests…". */
  loadingLabel: string;
  /** When nothing waits. */
  empty: { icon: string; title: string; message: string };
  /** One request, as a card with its Approve and Reject buttons. */
  renderItem: (item: T) => ReactNode;
}

/**
 * Requests waiting for an admin's decision, oldest first, a page at a time and live (decided ones leave the queue
 * as they are decided, by anyone), with the page and its size in the URL.
 */
export function ReviewQueue<T extends { id: string }>({ list, data, what, loadingLabel, empty, renderItem, ...rest }: ReviewQueueProps<T>) {
  const { rows, rowCount, hasNextPage, empty: nothingWaits } = useListPaging(list, data);
  return (
    <>
      {data.status === 'error' ? <LoadErrorAlert what={what} onRetry={data.retry} sx={{ mb: 2 }} /> : null}
      {data.status === 'loading' && data.page === null ? <LoadingState label={loadingLabel} /> : null}
      {nothingWaits ? <EmptyState icon={empty.icon} title={empty.title} message={empty.message} /> : null}
      {rows.length > 0 ? (
        <>
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={rest['aria-label']} aria-busy={data.status === 'loading'}>
            {rows.map((item) => (
              <li key={item.id}>{renderItem(item)}</li>
            ))}
          </Stack>
          <ListPager list={list} data={data} rowCount={rowCount} hasNextPage={hasNextPage} />
        </>
      ) : null}
    </>
  );
}
