import { useState } from 'react';
import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { getOrder } from '../../data/orders/orderReads';
import { useServerRead, useServerSubscription } from '../../data/serverState/serverState';
import { newWarrantyId, subscribeToOrderWarranties } from '../../data/warrantiesApi';
import { formatDate } from '../../lib/dates';
import { ORDER_TYPE_LABELS, orderStatusLabel } from '../../reference/orders';
import { WARRANTY_ORDER_STATUS } from '../../reference/warranty';
import { useSessionStore } from '../../store/session';
import type { Order, Warranty } from '../../types/orders';
import { ApplyWarrantyForm } from './ApplyWarrantyForm';
import { MessagePage } from '../../components/MessagePage';

const ORDER_ERROR = 'The order could not be loaded. Check your connection and reload the page.';

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
    { label: 'the warranties of the order', refusalIsError: true },
  );
  if (live.status === 'loading') return undefined;
  return live.status === 'ready' ? (live.value.find((warranty) => warranty.status !== 'rejected') ?? null) : null;
}

/** /orders/warranty/apply/{orderId}: a dealer applies for warranty on a delivered order of their company. */
export default function ApplyWarrantyScreen() {
  const { id = '' } = useParams();
  const user = useSessionStore((state) => state.currentUser);
  const country = useSessionStore((state) => state.company?.address.country) ?? 'CA';
  const state = useServerRead(`order:${id}`, () => getOrder(id), { label: 'the order' });
  const ownOrder = state.status === 'ready' && user && state.value.company === user.company ? state.value : null;
  const openWarranty = useOpenWarranty(ownOrder);
  // One id per visit: photos uploaded now and the warranty written later share it.
  const [warrantyId] = useState(() => newWarrantyId());

  if (state.status === 'loading' || !user) return <LoadingState label="Loading the order…" />;
  if (state.status === 'error') {
    return (
      <Stack sx={{ maxWidth: 960, mx: 'auto' }}>
        <PageHeader title="Apply for Warranty" />
        <Alert severity="error">{ORDER_ERROR}</Alert>
      </Stack>
    );
  }
  if (state.status === 'missing' || state.value.company !== user.company) {
    return (
      <MessagePage
        title="Apply for Warranty"
        heading="Order not found"
        message={`There is no order ${id} among your company's orders.`}
        links={[['Order History', '/orders/history'], ['Active Orders', '/orders']]}
      />
    );
  }
  const order = state.value;
  if (order.status !== WARRANTY_ORDER_STATUS) {
    return (
      <MessagePage
        title="Apply for Warranty"
        icon="local_shipping"
        heading="Warranty can only be applied for once the order is delivered"
        message={`Order ${order.number} is ${orderStatusLabel(order.status).toLowerCase()}.`}
        links={[[`View Order ${order.number}`, `/orders/view/${order.id}`], ['Active Orders', '/orders']]}
      />
    );
  }
  if (openWarranty === undefined) return <LoadingState label="Loading the order…" />;
  if (openWarranty) {
    return (
      <MessagePage
        title="Apply for Warranty"
        icon="verified_user"
        heading={`Order ${order.number} already has a warranty ${openWarranty.status === 'approved' ? 'that is approved' : 'request pending review'}`}
        message="A new request can be made only if that one is rejected."
        links={[['View Warranty', `/orders/warranty/${openWarranty.id}`], [`View Order ${order.number}`, `/orders/view/${order.id}`]]}
      />
    );
  }
  return (
    <Stack sx={{ maxWidth: 960, mx: 'auto' }}>
      <PageHeader
        title="Apply for Warranty"
        subtitle={`Order ${order.number} · ${ORDER_TYPE_LABELS[order.type]} · ordered ${formatDate(order.createdDate)} · delivered ${formatDate(order.updatedDate)}`}
      />
      <ApplyWarrantyForm order={order} user={user} warrantyId={warrantyId} country={country} />
    </Stack>
  );
}
