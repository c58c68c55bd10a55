/**
 * An order's status as a chip, coloured by workflow stage. Each stage's text and background keep a contrast
 * of at least 4.5:1 (WCAG AA for normal text) in either theme, because the chip paints its own background.
 */
import Chip from '@mui/material/Chip';
import { useT } from '../../i18n/hooks';
import { orderStatusText } from '../../reference/labels/orders';
import type { OrderStatus } from '../../reference/orders';

export type StatusGroup = 'new' | 'engineering' | 'production' | 'shipping' | 'delivered' | 'cancelled';

const GROUP_OF: Record<OrderStatus, StatusGroup> = {
  pending: 'new',
  'order received': 'new',
  'drawings in engineering': 'engineering',
  'drawings out for approval': 'engineering',
  'drawings out for analysis': 'engineering',
  'drawings stamped': 'engineering',
  'pre production': 'production',
  'post production': 'production',
  'ready for shipment': 'shipping',
  shipped: 'shipping',
  delivered: 'delivered',
  cancelled: 'cancelled',
};

export function statusGroup(status: OrderStatus): StatusGroup {
  return GROUP_OF[status];
}

export const STATUS_GROUP_COLOURS: Record<StatusGroup, { text: string; background: string; border: string }> = {
  new: { text: '#663c00', background: '#fff4e5', border: '#b26a00' },
  engineering: { text: '#0d3c8a', background: '#e3f2fd', border: '#1565c0' },
  production: { text: '#4a148c', background: '#f3e5f5', border: '#7b1fa2' },
  shipping: { text: '#004d40', background: '#e0f2f1', border: '#00796b' },
  delivered: { text: '#1b5e20', background: '#e8f5e9', border: '#2e7d32' },
  cancelled: { text: '#3d3d3d', background: '#eeeeee', border: '#757575' },
};

/**
 * An order's status as a chip: the status in words (never colour alone), coloured by workflow stage. Its words
 * come from the 'reference' catalogue, which the screens showing it load.
 */
export function OrderStatusChip({ status, size = 'small' }: { status: OrderStatus; size?: 'small' | 'medium' }) {
  const t = useT();
  const colours = STATUS_GROUP_COLOURS[statusGroup(status)];
  return (
    <Chip
      size={size}
      label={orderStatusText(status, t)}
      variant="outlined"
      data-status-group={statusGroup(status)}
      sx={{ color: colours.text, backgroundColor: colours.background, borderColor: colours.border, fontWeight: 500 }}
    />
  );
}

export default OrderStatusChip;
