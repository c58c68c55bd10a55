import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { orderStatusLabel, type OrderStatus } from '../../../reference/orders';
import type { CountsState } from './useOrderCounts';

export interface StatusTabsProps {
  statuses: readonly OrderStatus[];
  value: OrderStatus | null;
  counts: CountsState;
  onChange: (status: OrderStatus | null) => void;
}

const ALL = 'all';

function label(text: string, count: number | undefined): string {
  return count === undefined ? text : `${text} (${count.toLocaleString('en-US')})`;
}

/** 'All' and one tab per status of the list's scope, each with its count once known. */
export function StatusTabs({ statuses, value, counts, onChange }: StatusTabsProps) {
  const ready = counts.status === 'ready' ? counts : null;
  return (
    <Tabs
      value={value ?? ALL}
      onChange={(_event, next: string) => onChange(next === ALL ? null : (next as OrderStatus))}
      variant="scrollable"
      // Always there (unseen while there is nothing to scroll), so the tabs never move aside for them when the
      // counts widen the labels.
      scrollButtons
      allowScrollButtonsMobile
      aria-label="Order status"
      // The brand red on white reads at 4.38:1; its dark shade keeps the selected tab's text above 4.5:1.
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider', '& .MuiTab-root.Mui-selected': { color: 'primary.dark' } }}
    >
      <Tab value={ALL} label={label('All', ready?.all)} />
      {statuses.map((status) => (
        <Tab key={status} value={status} label={label(orderStatusLabel(status), ready?.byStatus.get(status))} />
      ))}
    </Tabs>
  );
}
