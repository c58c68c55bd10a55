import { useState } from 'react';
import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { getOrder } from '../../data/orders/orderReads';
import { useServerRead, useServerSubscription } from '../../data/serverState/serverState';
import { newWarrantyId, subscribeToOrderWarranties } from '../../data/warrantiesApi';
import { useNamespaces, useT } from '../../i18n/hooks';
import { useFormat } from '../../i18n/useFormat';
import { orderStatusText } from '../../reference/labels/orders';
import { WARRANTY_ORDER_STATUS } from '../../reference/warranty';
import { useSessionStore } from '../../store/session';
import type { Order, Warranty } from '../../types/orders';
import { ApplyWarrantyForm } from './ApplyWarrantyForm';
import { MessagePage } from '../../components/MessagePage';
import { orderTypeLabel } from './warrantyText';

/**
 * The order's warranty that is still open (pending or approved), null when there is none; undefined while
 * loading. A rejected request may be followed by a new one. If the list cannot be read, applying stays possible.
 */
function useOpenWarranty(order: Order | null): Warranty | null | undefined {
  const orderId = order?.id ?? null;
  const company = order?.company ?? null;
  const live = useServerSubscription<Warranty[]>(
    orderId === null || company === null ? null : `warranties:${orderId}:${company}`,
    (onValue, onError) => subscribeToOrderWarranties({ id: orderId ?? '', company: company ?? '' }, onValue, onError),
    { label: `order ${orderId ?? ''} warranties`, refusalIsError: true },
  );
  if (live.status === 'loading') return undefined;
  return live.status === 'ready' ? (live.value.find((warranty) => warranty.status !== 'rejected') ?? null) : null;
}

/** /orders/warranty/apply/{orderId}: a dealer applies for warranty on a delivered order of their company. */
export default function ApplyWarrantyScreen() {
  useNamespaces('warranties', 'reference');
  const t = useT();
  const format = useFormat();
  const { id = '' } = useParams();
  const user = useSessionStore((state) => state.currentUser);
  const country = useSessionStore((state) => state.company?.address.country) ?? 'CA';
  const state = useServerRead(`order:${id}`, () => getOrder(id), { label: `order ${id}` });
  const ownOrder = state.status === 'ready' && user && state.value.company === user.company ? state.value : null;
  const openWarranty = useOpenWarranty(ownOrder);
  // One id per visit: photos uploaded now and the warranty written later share it.
  const [warrantyId] = useState(() => newWarrantyId());

  const title = t('warranties.apply.title');
  if (state.status === 'loading' || !user) return <LoadingState label={t('warranties.apply.loading')} />;
  if (state.status === 'error') {
    return (
      <Stack sx={{ maxWidth: 960, mx: 'auto' }}>
        <PageHeader title={title} />
        <Alert severity="error">{t('warranties.apply.orderLoadFailed')}</Alert>
      </Stack>
    );
  }
  if (state.status === 'missing' || state.value.company !== user.company) {
    return (
      <MessagePage
        title={title}
        heading={t('warranties.apply.orderNotFound')}
        message={t('warranties.apply.orderNotFoundMessage', { id })}
        links={[
          [t('warranties.link.orderHistory'), '/orders/history'],
          [t('warranties.link.activeOrders'), '/orders'],
        ]}
      />
    );
  }
  const order = state.value;
  if (order.status !== WARRANTY_ORDER_STATUS) {
    return (
      <MessagePage
        title={title}
        icon="local_shipping"
        heading={t('warranties.apply.notDelivered')}
        message={t('warranties.apply.orderStatus', { number: order.number, status: orderStatusText(order.status, t).toLowerCase() })}
        links={[
          [t('warranties.link.viewOrder', { number: order.number }), `/orders/view/${order.id}`],
          [t('warranties.link.activeOrders'), '/orders'],
        ]}
      />
    );
  }
  if (openWarranty === undefined) return <LoadingState label={t('warranties.apply.loading')} />;
  if (openWarranty) {
    return (
      <MessagePage
        title={title}
        icon="verified_user"
        heading={
          openWarranty.status === 'approved'
            ? t('warranties.apply.alreadyApproved', { number: order.number })
            : t('warranties.apply.alreadyPending', { number: order.number })
        }
        message={t('warranties.apply.onlyIfRejected')}
        links={[
          [t('warranties.link.viewWarranty'), `/orders/warranty/${openWarranty.id}`],
          [t('warranties.link.viewOrder', { number: order.number }), `/orders/view/${order.id}`],
        ]}
      />
    );
  }
  return (
    <Stack sx={{ maxWidth: 960, mx: 'auto' }}>
      <PageHeader
        title={title}
        subtitle={t('warranties.apply.subtitle', {
          number: order.number,
          orderType: orderTypeLabel(order.type, t),
          ordered: format.date(order.createdDate),
          delivered: format.date(order.updatedDate),
        })}
      />
      <ApplyWarrantyForm order={order} user={user} warrantyId={warrantyId} country={country} />
    </Stack>
  );
}
