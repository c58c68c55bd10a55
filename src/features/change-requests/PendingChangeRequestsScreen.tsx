import { PageHeader } from '../../components/PageHeader';
import { ReviewQueue, REVIEW_QUEUE_LIST } from '../../components/review/ReviewQueue';
import { useReviewDecision } from '../../components/review/useReviewDecision';
import { useListController } from '../../components/list/useListController';
import { ChangeConflictError } from '../../data/changeRequestsApi';
import { actorOf } from '../../data/orders/orderWrites';
import { serverRefusalText } from '../../i18n/errors';
import { useNamespaces, useT } from '../../i18n/hooks';
import type { Translate } from '../../i18n/i18n';
import { useSessionStore } from '../../store/session';
import type { ChangeRequest } from '../../types/orders';
import { ChangeRequestCard } from './ChangeRequestCard';
import { CONFLICT_MESSAGE } from './decision';
import { decideChangeRequest } from './decisionFlow';
import { DecisionDialog } from './DecisionDialog';
import { usePendingChangeRequests } from './usePendingChangeRequests';

/**
 * Why a decision failed, as the dialog says it, followed by the server's own sentence when it gave one (a part no
 * longer offered, say); a request the order has outgrown is explained, not logged.
 */
function failureMessage(t: Translate, error: unknown, approve: boolean): string {
  if (error instanceof ChangeConflictError) return t(CONFLICT_MESSAGE);
  console.error('Unable to decide the change request', error);
  const failed = approve ? t('changeRequests.decision.approveFailed') : t('changeRequests.decision.rejectFailed');
  const reason = serverRefusalText(t, error);
  return reason ? `${failed} ${reason}` : failed;
}

/** /admin/changerequests: requests to change orders past pending, oldest first, approved or rejected here. */
export default function PendingChangeRequestsScreen() {
  useNamespaces('changeRequests', 'reference', 'orderFields');
  const t = useT();
  const user = useSessionStore((state) => state.currentUser);
  const list = useListController(REVIEW_QUEUE_LIST);
  const requests = usePendingChangeRequests({ pageSize: list.state.pageSize, pageIndex: list.state.page });
  const { deciding, open, close, decide } = useReviewDecision<ChangeRequest>();

  const onDecide = async (note: string): Promise<string | null> => {
    if (!deciding || !user) return null;
    const { item: request, decision } = deciding;
    const approve = decision === 'approve';
    const number = request.orderNumber;
    return decide(() => decideChangeRequest(request, decision, note, actorOf(user)), {
      done: approve ? t('changeRequests.pending.approved', { number }) : t('changeRequests.pending.rejected', { number }),
      requester: request.createdByName,
      failure: (error) => failureMessage(t, error, approve),
    });
  };

  return (
    <>
      <PageHeader title={t('changeRequests.pending.title')} subtitle={t('changeRequests.pending.subtitle')} />
      <ReviewQueue
        aria-label={t('changeRequests.pending.list')}
        list={list}
        data={requests}
        what={t('changeRequests.pending.what')}
        loadingLabel={t('changeRequests.pending.loading')}
        empty={{ icon: 'task_alt', title: t('changeRequests.pending.emptyTitle'), message: t('changeRequests.pending.emptyMessage') }}
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
