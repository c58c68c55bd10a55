import { useId } from 'react';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
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
import { useReviewedChanges, type ReviewedChanges } from './useReviewedChanges';

export interface ChangeRequestCardProps {
  request: ChangeRequest;
  onDecide: (decision: Decision) => void;
}

/** The difference approval would make, as computed against the order now, or why it cannot be shown. */
function ReviewedChangesView({ request, reviewed }: { request: ChangeRequest; reviewed: ReviewedChanges }) {
  if (reviewed.kind === 'loading') {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={20} aria-hidden="true" />
        <Typography>Comparing the request with order {request.orderNumber}…</Typography>
      </Stack>
    );
  }
  if (reviewed.kind === 'missing') return <Alert severity="error">Order {request.orderNumber} no longer exists: reject this request.</Alert>;
  if (reviewed.kind === 'error') {
    return <Alert severity="error">Order {request.orderNumber} could not be loaded, so its changes cannot be shown. Reload the page to try again.</Alert>;
  }
  return (
    <>
      {reviewed.stale && (
        <Alert severity="warning">
          Order {request.orderNumber} changed after this request was made (revision {request.revision}, now {reviewed.revision}), so it
          cannot be approved: reject it and ask for a new request against the current order.
        </Alert>
      )}
      <Box sx={{ overflowX: 'auto' }}>
        <FieldChangesTable
          changes={reviewed.changes}
          currency={reviewed.currency}
          caption={`What approving changes in order ${request.orderNumber} as it stands now`}
        />
      </Box>
    </>
  );
}

/**
 * One pending request: which order, who asked and why, and what approval would change, computed from the
 * proposed content against the order itself (the request's own list of changes is never what is shown).
 */
export function ChangeRequestCard({ request, onDecide }: ChangeRequestCardProps) {
  const headingId = useId();
  const reviewed = useReviewedChanges(request);
  const approvable = reviewed.kind === 'ready' && !reviewed.stale;
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
        <ReviewedChangesView request={request} reviewed={reviewed} />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="contained" disabled={!approvable} onClick={() => onDecide('approve')} aria-label={`Approve the change request for order ${request.orderNumber}`}>
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
