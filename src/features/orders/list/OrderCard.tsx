import { Link as RouterLink } from 'react-router-dom';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useT } from '../../../i18n/hooks';
import { useFormat } from '../../../i18n/useFormat';
import type { Order } from '../../../types/orders';
import { OrderStatusChip } from '../OrderStatusChip';
import { endCustomerName } from './orderCells';
import { orderViewPath } from './orderColumns';

/**
 * One order on a phone: its number, status, end customer and date, the whole card a link to the order. Under
 * 600 px a grid would show three squeezed columns; a card keeps what a dealer looks for readable.
 */
export function OrderCard({ order }: { order: Order }) {
  const t = useT();
  const format = useFormat();
  const customer = endCustomerName(order);
  return (
    <Card variant="outlined">
      <CardActionArea component={RouterLink} to={orderViewPath(order)} sx={{ p: 1.5 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography component="span" sx={{ fontWeight: 600, color: 'primary.dark' }}>
            {t('orders.list.card.order', { number: order.number })}
          </Typography>
          <OrderStatusChip status={order.status} />
        </Stack>
        <Typography component="span" variant="body2" sx={{ display: 'block', mt: 0.5, overflowWrap: 'anywhere' }}>
          {customer || t('orders.list.card.noCustomer')}
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {t('orders.list.card.created', { date: format.date(order.createdDate) })}
        </Typography>
      </CardActionArea>
    </Card>
  );
}
