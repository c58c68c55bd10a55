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
import { actorOf, type Actor } from '../../data/orders/orderWrites';
import { useServerList, type ListSource } from '../../data/serverList';
import { approveWarranty, countPendingWarranties, rejectWarranty, subscribeToPendingWarrantyPage } from '../../data/warrantiesApi';
import { formatDate } from '../../lib/dates';
import { useSessionStore } from '../../store/session';
import type { Warranty } from '../../types/orders';
import { saveErrorMessage } from './dataErrors';
import { ApproveWarrantyDialog, RejectWarrantyDialog } from './DecisionDialogs';
import type { ApprovalValues, RejectionValues } from './decisionSchemas';
import { WarrantyDetails } from './WarrantyDetails';
import { WarrantyPhotos } from './WarrantyPhotos';
import { decisionNotice } from './warrantyNotifications';

const PENDING: ListSource<'pending', Warranty> = {
  name: 'warranty requests',
  subscribe: (_query, pageSize, after, onChange, onError) => subscribeToPendingWarrantyPage(pageSize, after, onChange, onError),
  count: () => countPendingWarranties(),
};

/** Decides (the server writes it in the admin's name), then tells the applicant; rejects as the data layer does when the decision fails. */
async function decideWarranty(warranty: Warranty, actor: Actor, decision: () => Promise<Warranty>): Promise<DecisionOutcome> {
  const decided = await decision();
  const notified = await createNotifications({ recipients: [warranty.createdBy], sender: { id: actor.id, name: actor.name }, ...decisionNotice(decided) });
  return { notified };
}

function WarrantyCard({ warranty, onDecide }: { warranty: Warranty; onDecide: (decision: Decision) => void }) {
  return (
    <Card variant="outlined" component="article" aria-labelledby={`warranty-${warranty.id}`}>
      <CardHeader
        title={`Order ${warranty.orderNumber} · ${warranty.companyName}`}
        subheader={`Applied ${formatDate(warranty.createdDate)} by ${warranty.createdByName}`}
        slotProps={{ title: { component: 'h2', variant: 'h6', id: `warranty-${warranty.id}` } }}
      />
      <CardContent>
        <Stack spacing={2}>
          <WarrantyDetails warranty={warranty} />
          <div>
            <Typography component="h3" variant="subtitle1" sx={{ mb: 1 }}>
              Photos
            </Typography>
            <WarrantyPhotos photos={warranty.photos} subject={`order ${warranty.orderNumber}`} />
          </div>
        </Stack>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
        <Button color="error" onClick={() => onDecide('reject')} aria-label={`Reject warranty for order ${warranty.orderNumber}`}>
          Reject
        </Button>
        <Button variant="contained" onClick={() => onDecide('approve')} aria-label={`Approve warranty for order ${warranty.orderNumber}`}>
          Approve
        </Button>
      </CardActions>
    </Card>
  );
}

/** /admin/warranties: pending warranty requests, oldest first, each approved or rejected with the dealer told. */
export default function PendingWarrantiesScreen() {
  const user = useSessionStore((s) => s.currentUser);
  const list = useListController(REVIEW_QUEUE_LIST);
  const warranties = useServerList(PENDING, 'pending', { pageSize: list.state.pageSize, pageIndex: list.state.page });
  const { deciding, open, close, decide } = useReviewDecision<Warranty>();

  const decideAs = (warranty: Warranty, approve: boolean, decision: () => Promise<Warranty>) => {
    if (!user) return Promise.resolve(null);
    const what = approve ? 'Approving the warranty' : 'Rejecting the warranty';
    return decide(() => decideWarranty(warranty, actorOf(user), decision), {
      done: `Warranty for order ${warranty.orderNumber} ${approve ? 'approved' : 'rejected'}`,
      requester: warranty.createdByName,
      failure: (error) => saveErrorMessage(error, what),
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
      <PageHeader title="Pending Warranty Requests" subtitle="Oldest first. Approving issues the certificate; the dealer is notified either way." />
      <ReviewQueue
        aria-label="Pending warranty requests"
        list={list}
        data={warranties}
        what="warranty requests"
        empty={{ icon: 'verified', title: 'No pending warranty requests', message: 'New requests from dealers appear here as they arrive.' }}
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
