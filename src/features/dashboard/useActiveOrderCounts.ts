import { countActiveOrdersByStatus } from '../../data/activeOrderCountsApi';
import { useServerRead } from '../../data/serverState/serverState';
import { nonEmptyStatusCounts } from './orderStatusCounts';

/**
 * Active orders per status for one company, or for every dealer when `companyId` is null; nothing is read while
 * `enabled` is false (an account linked to no dealer). `retry` reads again after an error.
 */
export function useActiveOrderCounts(companyId: string | null, enabled = true) {
  return useServerRead(
    enabled ? `dashboard/active-orders/${companyId ?? '*'}` : null,
    async () => nonEmptyStatusCounts(await countActiveOrdersByStatus(companyId)),
    { label: 'active orders', refusalIsError: true },
  );
}
