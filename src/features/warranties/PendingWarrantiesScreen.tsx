import { useEffect, useState } from 'react';
import { useSnackbar } from 'notistack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../components/EmptyState';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { createNotifications } from '../../data/notifications/notificationsApi';
import { actorOf } from '../../data/ordersApi';
import { approveWarranty, rejectWarranty, subscribeToPendingWarranties } from '../../data/warrantiesApi';
import { formatDate } from '../../lib/dates';
import { useSessionStore } from '../../store/session';
import type { Warranty } from '../../types/orders';
import { saveErrorMessage } from './dataErrors';
import { ApproveWarrantyDialog, RejectWarrantyDialog } from './DecisionDialogs';
import type { ApprovalValues, RejectionValues } from './decisionSchemas';
import { WarrantyDetails } from './WarrantyDetails';
import { WarrantyPhotos } from './WarrantyPhotos';
import { decisionNotice } from './warrantyNotifications';

type ListState = { status: 'loading' } | { status: 'ready'; warranties: Warranty[] } | { status: 'error' };

function usePendingWarranties(): ListState {
  const [state, setState] = useState<ListState>({ status: 'loading' });
  useEffect(
    () =>
      subscribeToPendingWarranties(
        (warranties) => setState({ status: 'ready', warranties }),
        () => setState({ status: 'error' }),
      ),
    [],
  );
  return state;
}

type Deciding = { kind: 'approve' | 'reject'; warranty: Warranty } | null;

/** /admin/warranties: pending warranty requests, oldest first, each approved or rejected with the dealer told. */
export default function PendingWarrantiesScreen() {
  const state = usePendingWarranties();
  const user = useSessionStore((s) => s.currentUser);
  const { enqueueSnackbar } = useSnackbar();
  const [deciding, setDeciding] = useState<Deciding>(null);

  async function decide(warranty: Warranty, decision: (actor: ReturnType<typeof actorOf>) => Promise<Warranty>, what: string) {
    if (!user) return;
    const actor = actorOf(user);
    let decided: Warranty;
    try {
      decided = await decision(actor);
    } catch (error) {
      // The dialog stays open with what was typed.
      enqueueSnackbar(saveErrorMessage(error, what), { variant: 'error' });
      return;
    }
    setDeciding(null);
    const told = await createNotifications({ recipients: [warranty.createdBy], sender: { id: actor.id, name: actor.name }, ...decisionNotice(decided) });
    const outcome = decided.status === 'approved' ? 'approved' : 'rejected';
    enqueueSnackbar(
      told
        ? `Warranty for order ${warranty.orderNumber} ${outcome}; ${warranty.createdByName} was notified.`
        : `Warranty for order ${warranty.orderNumber} ${outcome}, but ${warranty.createdByName} could not be notified.`,
      { variant: told ? 'success' : 'warning' },
    );
  }

  const approve = (warranty: Warranty) => (values: ApprovalValues) =>
    decide(
      warranty,
      (actor) =>
        approveWarranty(warranty.id, actor, {
          warrantyNumber: values.warrantyNumber,
          coverageStart: values.coverageStart,
          coverageEnd: values.coverageEnd,
          note: values.note,
        }),
      'Approving the warranty',
    );
  const reject = (warranty: Warranty) => (values: RejectionValues) =>
    decide(warranty, (actor) => rejectWarranty(warranty.id, actor, values.note), 'Rejecting the warranty');

  return (
    <Stack sx={{ maxWidth: 1100, mx: 'auto' }}>
      <PageHeader title="Pending Warranty Requests" subtitle="Oldest first. Approving issues the certificate; the dealer is notified either way." />
      {state.status === 'loading' && <LoadingState label="Loading warranty requests…" />}
      {state.status === 'error' && (
        <Alert severity="error">The warranty requests could not be loaded. Check your connection and reload the page.</Alert>
      )}
      {state.status === 'ready' && state.warranties.length === 0 && (
        <EmptyState icon="verified" title="No pending warranty requests" message="New requests from dealers appear here as they arrive." />
      )}
      {state.status === 'ready' && state.warranties.length > 0 && (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Pending warranty requests">
          {state.warranties.map((warranty) => (
            <li key={warranty.id}>
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
                  <Button color="error" onClick={() => setDeciding({ kind: 'reject', warranty })} aria-label={`Reject warranty for order ${warranty.orderNumber}`}>
                    Reject
                  </Button>
                  <Button variant="contained" onClick={() => setDeciding({ kind: 'approve', warranty })} aria-label={`Approve warranty for order ${warranty.orderNumber}`}>
                    Approve
                  </Button>
                </CardActions>
              </Card>
            </li>
          ))}
        </Stack>
      )}
      {deciding?.kind === 'approve' && (
        <ApproveWarrantyDialog key={deciding.warranty.id} warranty={deciding.warranty} onClose={() => setDeciding(null)} onDecide={approve(deciding.warranty)} />
      )}
      {deciding?.kind === 'reject' && (
        <RejectWarrantyDialog key={deciding.warranty.id} warranty={deciding.warranty} onClose={() => setDeciding(null)} onDecide={reject(deciding.warranty)} />
      )}
    </Stack>
  );
}
