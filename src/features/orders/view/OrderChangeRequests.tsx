import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FieldChangesTable } from '../../../components/orders/FieldChangesTable';
import { formatDateTime } from '../../../lib/dates';
import { diffOrderContent } from '../../../lib/orderDiff';
import type { ChangeRequest, Order } from '../../../types/orders';
import { Section } from './Section';

/**
 * The order's change requests still waiting for a decision, each with its reason and what approving it would change,
 * computed from its proposed content against the order as it stands (a request's own list of changes may be one its
 * writer made up, and is never what is shown).
 */
export function OrderChangeRequests({ order, requests, admin }: { order: Order; requests: readonly ChangeRequest[]; admin: boolean }) {
  const pending = requests.filter((request) => request.status === 'pending');
  if (pending.length === 0) return null;
  return (
    <Section title="Pending change requests">
      <Stack spacing={3}>
        <Alert severity="info">
          {pending.length === 1 ? 'A change request is' : `${pending.length} change requests are`} waiting for a decision.
          {admin ? (
            <>
              {' '}
              <Link component={RouterLink} to="/admin/changerequests">
                Decide on pending change requests
              </Link>
            </>
          ) : null}
        </Alert>
        {pending.map((request) => (
          <Box key={request.id}>
            <Typography sx={{ fontWeight: 600 }}>
              Requested by {request.createdByName} on {formatDateTime(request.createdDate)}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', mb: 1 }}>Reason: {request.reason}</Typography>
            {request.revision !== order.revision ? (
              <Alert severity="warning" sx={{ mb: 1 }}>
                Order {order.number} changed after this request was made, so it cannot be approved: the table compares it with the order
                as it stands now. {admin ? 'Reject it and ask for a new request against the current order.' : 'Send a new request if the change is still needed.'}
              </Alert>
            ) : null}
            <Box sx={{ overflowX: 'auto' }}>
              <FieldChangesTable
                changes={diffOrderContent(order, request.proposed)}
                currency={order.currency}
                caption={`Changes requested by ${request.createdByName}`}
              />
            </Box>
          </Box>
        ))}
      </Stack>
    </Section>
  );
}
