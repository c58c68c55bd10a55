import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FieldChangesTable } from '../../../components/orders/FieldChangesTable';
import { useT } from '../../../i18n/hooks';
import { useFormat } from '../../../i18n/useFormat';
import { diffOrderContent } from '../../../lib/orderDiff';
import type { ChangeRequest, Order } from '../../../types/orders';
import { Section } from './Section';

/**
 * The order's change requests still waiting for a decision, each with its reason and what approving it would change,
 * computed from its proposed content against the order as it stands (a request's own list of changes may be one its
 * writer made up, and is never what is shown).
 */
export function OrderChangeRequests({ order, requests, admin }: { order: Order; requests: readonly ChangeRequest[]; admin: boolean }) {
  const t = useT();
  const format = useFormat();
  const pending = requests.filter((request) => request.status === 'pending');
  if (pending.length === 0) return null;
  return (
    <Section title={t('orders.view.section.changeRequests')}>
      <Stack spacing={3}>
        <Alert severity="info">
          {t('orders.view.changeRequest.waiting', { count: pending.length })}
          {admin ? (
            <>
              {' '}
              <Link component={RouterLink} to="/admin/changerequests">
                {t('orders.view.changeRequest.decide')}
              </Link>
            </>
          ) : null}
        </Alert>
        {pending.map((request) => (
          <Box key={request.id}>
            <Typography sx={{ fontWeight: 600 }}>
              {t('orders.view.changeRequest.requestedBy', { name: request.createdByName, date: format.dateTime(request.createdDate) })}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', mb: 1 }}>{t('orders.view.changeRequest.reason', { reason: request.reason })}</Typography>
            {request.revision !== order.revision ? (
              <Alert severity="warning" sx={{ mb: 1 }}>
                {t('orders.view.changeRequest.stale', { number: String(order.number) })}{' '}
                {t(admin ? 'orders.view.changeRequest.staleAdmin' : 'orders.view.changeRequest.staleDealer')}
              </Alert>
            ) : null}
            <Box sx={{ overflowX: 'auto' }}>
              <FieldChangesTable
                changes={diffOrderContent(order, request.proposed)}
                currency={order.currency}
                caption={t('orders.view.changeRequest.caption', { name: request.createdByName })}
              />
            </Box>
          </Box>
        ))}
      </Stack>
    </Section>
  );
}
