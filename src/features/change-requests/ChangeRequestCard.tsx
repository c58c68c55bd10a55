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
import { useT } from '../../i18n/hooks';
import { useFormat } from '../../i18n/useFormat';
import { orderTypeText } from '../../reference/labels/orders';
import type { ChangeRequest } from '../../types/orders';
import type { Decision } from './decision';
import { useReviewedChanges, type ReviewedChanges } from './useReviewedChanges';

export interface ChangeRequestCardProps {
  request: ChangeRequest;
  onDecide: (decision: Decision) => void;
}

/** The difference approval would make, as computed against the order now, or why it cannot be shown. */
function ReviewedChangesView({ request, reviewed }: { request: ChangeRequest; reviewed: ReviewedChanges }) {
  const t = useT();
  const number = request.orderNumber;
  if (reviewed.kind === 'loading') {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={20} aria-hidden="true" />
        <Typography>{t('changeRequests.card.comparing', { number })}</Typography>
      </Stack>
    );
  }
  if (reviewed.kind === 'missing') return <Alert severity="error">{t('changeRequests.card.orderGone', { number })}</Alert>;
  if (reviewed.kind === 'error') return <Alert severity="error">{t('changeRequests.card.orderLoadFailed', { number })}</Alert>;
  return (
    <>
      {reviewed.stale && (
        <Alert severity="warning">{t('changeRequests.card.stale', { number, revision: request.revision, current: reviewed.revision })}</Alert>
      )}
      <Box sx={{ overflowX: 'auto' }}>
        <FieldChangesTable changes={reviewed.changes} currency={reviewed.currency} caption={t('changeRequests.card.changes', { number })} />
      </Box>
    </>
  );
}

/**
 * One pending request: which order, who asked and why, and what approval would change, computed from the
 * proposed content against the order itself (the request's own list of changes is never what is shown).
 */
export function ChangeRequestCard({ request, onDecide }: ChangeRequestCardProps) {
  const t = useT();
  const format = useFormat();
  const number = request.orderNumber;
  const headingId = useId();
  const reviewed = useReviewedChanges(request);
  const approvable = reviewed.kind === 'ready' && !reviewed.stale;
  return (
    <Paper component="article" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={1.5}>
        <Typography id={headingId} variant="h6" component="h2">
          <Link component={RouterLink} to={`/orders/view/${request.order}`}>
            {t('changeRequests.orderNumber', { number })}
          </Link>{' '}
          <Typography component="span" color="text.secondary">
            {orderTypeText(request.orderType, t)}
          </Typography>
        </Typography>
        <Typography>
          {t('changeRequests.card.requested', {
            company: request.companyName,
            name: request.createdByName,
            date: format.dateTime(request.createdDate),
          })}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>
          <strong>{t('changeRequests.card.reason')}</strong> {request.reason}
        </Typography>
        <ReviewedChangesView request={request} reviewed={reviewed} />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            disabled={!approvable}
            onClick={() => onDecide('approve')}
            aria-label={t('changeRequests.card.approve', { number })}
          >
            {t('components.review.approve')}
          </Button>
          <Button variant="outlined" color="error" onClick={() => onDecide('reject')} aria-label={t('changeRequests.card.reject', { number })}>
            {t('components.review.reject')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
