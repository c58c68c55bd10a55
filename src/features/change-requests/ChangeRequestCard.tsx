import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FieldChangesTable } from '../../components/orders/FieldChangesTable';
import { formatDateTime } from '../../lib/dates';
import { ORDER_TYPE_LABELS } from '../../reference/orders';
import type { ChangeRequest } from '../../types/orders';
import type { Decision } from './decision';

export interface ChangeRequestCardProps {
  request: ChangeRequest;
  onDecide: (decision: Decision) => void;
}

/** One pending request: which order, who asked and why, and the fields it changes side by side. */
export function ChangeRequestCard({ request, onDecide }: ChangeRequestCardProps) {
  const headingId = useId();
  return (
    <Paper component="article" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={1.5}>
        <Typography id={headingId} variant="h6" component="h2">
          <Link component={RouterLink} to={`/orders/view/${request.order}`}>
            Order {request.orderNumber}
          </Link>{' '}
          <Typography component="span" color="text.secondary">
            {ORDER_TYPE_LABELS[request.orderType]}
          </Typography>
        </Typography>
        <Typography>
          {request.companyName} · requested by {request.createdByName} on {formatDateTime(request.createdDate)}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>
          <strong>Reason:</strong> {request.reason}
        </Typography>
        <Box sx={{ overflowX: 'auto' }}>
          <FieldChangesTable changes={request.changes} caption={`Requested changes to order ${request.orderNumber}`} />
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={() => onDecide('approve')} aria-label={`Approve the change request for order ${request.orderNumber}`}>
            Approve
          </Button>
          <Button variant="outlined" color="error" onClick={() => onDecide('reject')} aria-label={`Reject the change request for order ${request.orderNumber}`}>
            Reject
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
