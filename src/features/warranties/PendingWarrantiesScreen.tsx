import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useListController } from '../../components/list/useListController';
import { PageHeader } from '../../components/PageHeader';
import { ReviewQueue, REVIEW_QUEUE_LIST } from '../../components/review/ReviewQueue';
import { useReviewDecision, type Decision, type DecisionOutcome } from '../../components/review/useReviewDecision';
import { createNotifications } from '../../data/notifications/notificationsApi';
import { warrantyDecisionNotice } from '../../data/notifications/systemNotices';
import { actorOf, type Actor } from '../../data/orders/orderWrites';
import { useServerList, type ListSource } from '../../data/serverList';
import { approveWarranty, countPendingWarranties, rejectWarranty, subscribeToPendingWarrantyPage } from '../../data/warrantiesApi';
import { useNamespaces, useT } from '../../i18n/hooks';
import { useFormat } from '../../i18n/useFormat';
import { useSessionStore } from '../../store/session';
import type { Warranty } from '../../types/orders';
import { saveErrorMessage } from './dataErrors';
import { ApproveWarrantyDialog, RejectWarrantyDialog } from './DecisionDialogs';
import type { ApprovalValues, RejectionValues } from './decisionSchemas';
import { WarrantyDetails } from './WarrantyDetails';
import { WarrantyPhotos } from './WarrantyPhotos';

const PENDING: ListSource<'pending', Warranty> = {
  name: 'pendingWarranties',
  subscribe: (_query, pageSize, after, onChange, onError) => subscribeToPendingWarrantyPage(pageSize, after, onChange, onError),
  count: () => countPendingWarranties(),
};

/**
 * Decides (the server writes it in the admin's name), then tells the applicant in their own language (the notice is
 * stored without words); rejects as the data layer does when the decision fails.
 */
async function decideWarranty(warranty: Warranty, actor: Actor, decision: () => Promise<Warranty>): Promise<DecisionOutcome> {
  const decided = await decision();
  const notified = await createNotifications({
    recipients: [warranty.createdBy],
    sender: { id: actor.id, name: actor.name },
    ...warrantyDecisionNotice(decided),
  });
  return { notified };
}

function WarrantyCard({ warranty, onDecide }: { warranty: Warranty; onDecide: (decision: Decision) => void }) {
  const t = useT();
  const format = useFormat();
  return (
    <Card variant="outlined" component="article" aria-labelledby={`warranty-${warranty.id}`}>
      <CardHeader
        title={t('warranties.pending.cardTitle', { number: warranty.orderNumber, company: warranty.companyName })}
        subheader={t('warranties.pending.applied', { date: format.date(warranty.createdDate), name: warranty.createdByName })}
        slotProps={{ title: { component: 'h2', variant: 'h6', id: `warranty-${warranty.id}` } }}
      />
      <CardContent>
        <Stack spacing={2}>
          <WarrantyDetails warranty={warranty} />
          <div>
            <Typography component="h3" variant="subtitle1" sx={{ mb: 1 }}>
              {t('warranties.photos.title')}
            </Typography>
            <WarrantyPhotos photos={warranty.photos} orderNumber={warranty.orderNumber} />
          </div>
        </Stack>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
        <Button color="error" onClick={() => onDecide('reject')} aria-label={t('warranties.reject.title', { number: warranty.orderNumber })}>
          {t('components.review.reject')}
        </Button>
        <Button variant="contained" onClick={() => onDecide('approve')} aria-label={t('warranties.approve.title', { number: warranty.orderNumber })}>
          {t('components.review.approve')}
        </Button>
      </CardActions>
    </Card>
  );
}

/** /admin/warranties: pending warranty requests, oldest first, each approved or rejected with the dealer told. */
export default function PendingWarrantiesScreen() {
  useNamespaces('warranties', 'reference');
  const t = useT();
  const user = useSessionStore((s) => s.currentUser);
  const list = useListController(REVIEW_QUEUE_LIST);
  const warranties = useServerList(PENDING, 'pending', { pageSize: list.state.pageSize, pageIndex: list.state.page });
  const { deciding, open, close, decide } = useReviewDecision<Warranty>();

  const decideAs = (warranty: Warranty, approve: boolean, decision: () => Promise<Warranty>) => {
    if (!user) return Promise.resolve(null);
    const number = warranty.orderNumber;
    return decide(() => decideWarranty(warranty, actorOf(user), decision), {
      done: approve ? t('warranties.pending.approved', { number }) : t('warranties.pending.rejected', { number }),
      requester: warranty.createdByName,
      failure: (error) => saveErrorMessage(t, error, approve ? 'approve' : 'reject'),
    });
  };
  const approve = (warranty: Warranty) => (values: ApprovalValues) =>
    decideAs(warranty, true, () =>
      approveWarranty(warranty.id, {
        warrantyNumber: values.warrantyNumber,
        coverageStart: values.coverageStart,
        coverageEnd: values.coverageEnd,
        note: values.note,
      }),
    );
  const reject = (warranty: Warranty) => (values: RejectionValues) => decideAs(warranty, false, () => rejectWarranty(warranty.id, values.note));

  return (
    <Stack sx={{ maxWidth: 1100, mx: 'auto' }}>
      <PageHeader title={t('warranties.pending.title')} subtitle={t('warranties.pending.subtitle')} />
      <ReviewQueue
        aria-label={t('warranties.pending.list')}
        list={list}
        data={warranties}
        what={t('warranties.pending.what')}
        loadingLabel={t('warranties.pending.loading')}
        empty={{ icon: 'verified', title: t('warranties.pending.emptyTitle'), message: t('warranties.pending.emptyMessage') }}
        renderItem={(warranty) => <WarrantyCard warranty={warranty} onDecide={(decision) => open(warranty, decision)} />}
      />
      {deciding?.decision === 'approve' ? (
        <ApproveWarrantyDialog key={deciding.item.id} warranty={deciding.item} onClose={close} onDecide={approve(deciding.item)} />
      ) : null}
      {deciding?.decision === 'reject' ? (
        <RejectWarrantyDialog key={deciding.item.id} warranty={deciding.item} onClose={close} onDecide={reject(deciding.item)} />
      ) : null}
    </Stack>
  );
}
