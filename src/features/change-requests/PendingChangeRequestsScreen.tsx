import { useEffect, useState } from 'react';
import { useSnackbar } from 'notistack';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { EmptyState } from '../../components/EmptyState';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { ChangeConflictError, subscribeToPendingChangeRequests } from '../../data/changeRequestsApi';
import { actorOf } from '../../data/ordersApi';
import { useSessionStore } from '../../store/session';
import type { ChangeRequest } from '../../types/orders';
import { ChangeRequestCard } from './ChangeRequestCard';
import { CONFLICT_MESSAGE, type Decision } from './decision';
import { decideChangeRequest } from './decisionFlow';
import { DecisionDialog } from './DecisionDialog';

type Load = { kind: 'loading' } | { kind: 'ready'; requests: ChangeRequest[] } | { kind: 'error' };

function usePendingChangeRequests(): Load {
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  useEffect(
    () =>
      subscribeToPendingChangeRequests(
        (requests) => setLoad({ kind: 'ready', requests }),
        (error) => {
          console.error('Unable to load pending change requests', error);
          setLoad({ kind: 'error' });
        },
      ),
    [],
  );
  return load;
}

/** /admin/changerequests: requests to change orders past pending, oldest first, approved or rejected here. */
export default function PendingChangeRequestsScreen() {
  const user = useSessionStore((state) => state.currentUser);
  const { enqueueSnackbar } = useSnackbar();
  const load = usePendingChangeRequests();
  const [deciding, setDeciding] = useState<{ request: ChangeRequest; decision: Decision } | null>(null);

  const decide = async (note: string): Promise<string | null> => {
    if (!deciding || !user) return null;
    const { request, decision } = deciding;
    try {
      const { notified } = await decideChangeRequest(request, decision, note, actorOf(user));
      const done = `Change request for order ${request.orderNumber} ${decision === 'approve' ? 'approved' : 'rejected'}`;
      enqueueSnackbar(notified ? `${done}; ${request.createdByName} was notified.` : `${done}, but ${request.createdByName} could not be notified.`, {
        variant: notified ? 'success' : 'warning',
      });
      setDeciding(null);
      return null;
    } catch (error) {
      if (error instanceof ChangeConflictError) return CONFLICT_MESSAGE;
      console.error('Unable to decide the change request', error);
      return `The change request could not be ${decision === 'approve' ? 'approved' : 'rejected'}. ${error instanceof Error ? error.message : ''}`.trim();
    }
  };

  return (
    <>
      <PageHeader title="Pending Change Requests" subtitle="Dealers' requests to change orders that are past pending." />
      {load.kind === 'loading' ? <LoadingState label="Loading change requests…" /> : null}
      {load.kind === 'error' ? (
        <Alert severity="error">The change requests could not be loaded. Check your connection and reload the page.</Alert>
      ) : null}
      {load.kind === 'ready' && load.requests.length === 0 ? (
        <EmptyState icon="task_alt" title="No pending change requests" message="Requests dealers make to change their orders appear here." />
      ) : null}
      {load.kind === 'ready' && load.requests.length > 0 ? (
        <Stack spacing={2}>
          {load.requests.map((request) => (
            <ChangeRequestCard key={request.id} request={request} onDecide={(decision) => setDeciding({ request, decision })} />
          ))}
        </Stack>
      ) : null}
      {deciding ? (
        <DecisionDialog
          key={`${deciding.request.id}-${deciding.decision}`}
          decision={deciding.decision}
          orderNumber={deciding.request.orderNumber}
          requesterName={deciding.request.createdByName}
          onDecide={decide}
          onClose={() => setDeciding(null)}
        />
      ) : null}
    </>
  );
}
