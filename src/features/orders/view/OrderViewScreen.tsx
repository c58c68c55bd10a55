import { useState } from 'react';
import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { LoadingState } from '../../../components/LoadingState';
import { PageHeader } from '../../../components/PageHeader';
import { actorOf } from '../../../data/orders/orderWrites';
import { useNamespaces, useT } from '../../../i18n/hooks';
import { useFormat } from '../../../i18n/useFormat';
import { orderTypeText } from '../../../reference/labels/orders';
import { useSessionStore } from '../../../store/session';
import type { User } from '../../../types/domain';
import type { Order } from '../../../types/orders';
import { OrderStatusChip } from '../OrderStatusChip';
import { AttachmentsList } from './AttachmentsList';
import { FieldList } from './FieldList';
import { OrderActionsBar } from './OrderActionsBar';
import { OrderChangeRequests } from './OrderChangeRequests';
import { OrderNotFound } from './OrderNotFound';
import { orderActions } from './orderActions';
import { commonFields, detailGroups } from './orderFields';
import { PartsLinesTable } from './PartsLinesTable';
import { PrintStyles } from './PrintStyles';
import { Section } from './Section';
import { StatusChangeDialog } from './status/StatusChangeDialog';
import { StatusTimeline } from './StatusTimeline';
import { useOrder, useOrderRelations } from './useOrderView';

/** /orders/view/{id}: the whole order, live, with what the reader may do with it. */
export default function OrderViewScreen() {
  useNamespaces('orders', 'reference', 'orderFields');
  const t = useT();
  const { id = '' } = useParams();
  const user = useSessionStore((state) => state.currentUser);
  const load = useOrder(id);
  if (load.status === 'loading' || !user) return <LoadingState label={t('orders.view.loading')} />;
  if (load.status === 'missing') return <OrderNotFound id={id} />;
  if (load.status === 'error') {
    return (
      <Alert severity="error" role="alert">
        {t('orders.view.loadFailed')}
      </Alert>
    );
  }
  return <OrderView order={load.value} user={user} />;
}

function OrderView({ order, user }: { order: Order; user: User }) {
  const t = useT();
  const { locale } = useFormat();
  const [statusDialogOpen, setStatusDialogOpen] = useState(false);
  const { history, changeRequests, warranties } = useOrderRelations(order);
  const actions = orderActions(order, user, warranties.status === 'ready' ? warranties.value : []);
  return (
    <>
      <PrintStyles />
      <PageHeader
        title={t('orders.view.title', { number: String(order.number) })}
        subtitle={t('orders.view.subtitle', { type: orderTypeText(order.type, t), dealer: order.companyName })}
        actions={<OrderActionsBar actions={actions} onChangeStatus={() => setStatusDialogOpen(true)} />}
      />
      {/* Below the header, not in its subtitle: a chip is a block, and the subtitle is a paragraph. */}
      <Box sx={{ mt: -2, mb: 3 }}>
        <OrderStatusChip status={order.status} />
      </Box>
      <Stack spacing={3}>
        {changeRequests.status === 'ready' ? <OrderChangeRequests order={order} requests={changeRequests.value} admin={user.data.admin} /> : null}
        <Section title={t('orders.view.section.order')}>
          <FieldList rows={commonFields(order, t, locale)} />
        </Section>
        {order.type === 'parts' ? (
          <Section title={t('orders.view.section.parts')}>
            <PartsLinesTable order={order as Order<'parts'>} />
          </Section>
        ) : null}
        {detailGroups(order, t, locale).map((group) => (
          <Section key={group.title} title={group.title}>
            <FieldList rows={group.rows} />
          </Section>
        ))}
        <Section title={t('orders.view.section.attachments')}>
          <AttachmentsList files={order.attachments} />
        </Section>
        <Section title={t('orders.view.section.history')}>
          {history.status === 'loading' ? <LoadingState label={t('orders.view.history.loading')} /> : null}
          {history.status !== 'loading' && history.status !== 'ready' ? <Alert severity="error">{t('orders.view.history.loadFailed')}</Alert> : null}
          {history.status === 'ready' ? (
            <StatusTimeline
              entries={history.value}
              requests={changeRequests.status === 'ready' ? changeRequests.value : []}
              currency={order.currency}
            />
          ) : null}
        </Section>
      </Stack>
      {user.data.admin ? (
        <StatusChangeDialog open={statusDialogOpen} order={order} actor={actorOf(user)} onClose={() => setStatusDialogOpen(false)} />
      ) : null}
    </>
  );
}
