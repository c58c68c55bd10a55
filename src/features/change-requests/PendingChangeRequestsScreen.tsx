import { PageHeader } from '../../components/PageHeader';
import { ReviewQueue, REVIEW_QUEUE_LIST } from '../../components/review/ReviewQueue';
import { useReviewDecision } from '../../components/review/useReviewDecision';
import { useListController } from '../../components/list/useListController';
import { ChangeConflictError } from '../../data/changeRequestsApi';
import { actorOf } from '../../data/orders/orderWrites';
import { useSessionStore } from '../../store/session';
import type { ChangeRequest } from '../../types/orders';
import { ChangeRequestCard } from './ChangeRequestCard';
import { CONFLICT_MESSAGE } from './decision';
import { decideChangeRequest } from './decisionFlow';
import { DecisionDialog } from './DecisionDialog';
import { usePendingChangeRequests } from './usePendingChangeRequests';

/** Why a decision failed, as the dialog says it; a request the order has outgrown is explained, not logged. */
function failureMessage(error: unknown, approve: boolean): string {
  if (error instanceof ChangeConflictError) return CONFLICT_MESSAGE;
  console.error('Unable to decide the change request', error);
  return `The change request could not be ${approve ? 'approved' : 'rejected'}. ${error instanceof Error ? error.message : ''}`.trim();
}

/** /admin/changerequests: requests to change orders past pending, oldest first, approved or rejected here. */
export default function PendingChangeRequestsScreen() {
  const user = useSessionStore((state) => state.currentUser);
  const list = useListController(REVIEW_QUEUE_LIST);
  const requests = usePendingChangeRequests({ pageSize: list.state.pageSize, pageIndex: list.state.page });
  const { deciding, open, close, decide } = useReviewDecision<ChangeRequest>();

  const onDecide = async (note: string): Promise<string | null> => {
    if (!deciding || !user) return null;
    const { item: request, decision } = deciding;
    const approve = decision === 'approve';
    return decide(() => decideChangeRequest(request, decision, note, actorOf(user)), {
      done: `Change request for order ${request.orderNumber} ${approve ? 'approved' : 'rejected'}`,
      requester: request.createdByName,
      failure: (error) => failureMessage(error, approve),
    });
  };

  return (
    <>
      <PageHeader title="Pending Change Requests" subtitle="Dealers' requests to change orders that are past pending." />
      <ReviewQueue
        aria-label="Pending change requests"
        list={list}
        data={requests}
        what="change requests"
        empty={{ icon: 'task_alt', title: 'No pending change requests', message: 'Requests dealers make to change their orders appear here.' }}
        renderItem={(request) => <ChangeRequestCard request={request} onDecide={(decision) => open(request, decision)} />}
      />
      {deciding ? (
        <DecisionDialog
          key={`${deciding.item.id}-${deciding.decision}`}
          decision={deciding.decision}
          orderNumber={deciding.item.orderNumber}
          requesterName={deciding.item.createdByName}
          onDecide={onDecide}
          onClose={close}
        />
      ) : null}
    </>
  );
}
