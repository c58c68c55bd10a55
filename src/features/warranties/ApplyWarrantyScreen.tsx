import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { getOrder } from '../../data/ordersApi';
import { newWarrantyId, subscribeToOrderWarranties } from '../../data/warrantiesApi';
import { formatDate } from '../../lib/dates';
import { ORDER_TYPE_LABELS, orderStatusLabel } from '../../reference/orders';
import { WARRANTY_ORDER_STATUS } from '../../reference/warranty';
import { useSessionStore } from '../../store/session';
import type { Order, Warranty } from '../../types/orders';
import { ApplyWarrantyForm } from './ApplyWarrantyForm';
import { isPermissionDenied } from './dataErrors';
import { MessagePage } from '../../components/MessagePage';

type OrderState =
  | { status: 'loading' }
  | { status: 'ready'; order: Order }
  | { status: 'missing' }
  | { status: 'error'; message: string };

function useOrder(id: string): OrderState {
  const [state, setState] = useState<{ id: string; value: OrderState }>({ id, value: { status: 'loading' } });
  useEffect(() => {
    let current = true;
    getOrder(id).then(
      (order) => current && setState({ id, value: order ? { status: 'ready', order } : { status: 'missing' } }),
      (error: unknown) => {
        if (!current) return;
        setState({
          id,
          value: isPermissionDenied(error)
            ? { status: 'missing' }
            : { status: 'error', message: 'The order could not be loaded. Check your connection and reload the page.' },
        });
      },
    );
    return () => {
      current = false;
    };
  }, [id]);
  return state.id === id ? state.value : { status: 'loading' };
}

/**
 * The order's warranty that is still open (pending or approved), null when there is none; undefined while
 * loading. A rejected request may be followed by a new one. If the list cannot be read, applying stays possible.
 */
function useOpenWarranty(order: Order | null): Warranty | null | undefined {
  const [found, setFound] = useState<{ order: string; warranty: Warranty | null } | null>(null);
  const orderId = order?.id ?? null;
  const company = order?.company ?? null;
  useEffect(() => {
    if (orderId === null || company === null) return undefined;
    return subscribeToOrderWarranties(
      { id: orderId, company },
      (warranties) => setFound({ order: orderId, warranty: warranties.find((w) => w.status !== 'rejected') ?? null }),
      (error) => {
        console.error('Unable to read the warranties of the order', error);
        setFound({ order: orderId, warranty: null });
      },
    );
  }, [orderId, company]);
  return found && found.order === orderId ? found.warranty : undefined;
}

/** /orders/warranty/apply/{orderId}: a dealer applies for warranty on a delivered order of their company. */
export default function ApplyWarrantyScreen() {
  const { id = '' } = useParams();
  const user = useSessionStore((state) => state.currentUser);
  const country = useSessionStore((state) => state.company?.address.country) ?? 'CA';
  const state = useOrder(id);
  const ownOrder = state.status === 'ready' && user && state.order.company === user.company ? state.order : null;
  const openWarranty = useOpenWarranty(ownOrder);
  // One id per visit: photos uploaded now and the warranty written later share it.
  const [warrantyId] = useState(() => newWarrantyId());

  if (state.status === 'loading' || !user) return <LoadingState label="Loading the order…" />;
  if (state.status === 'error') {
    return (
      <Stack sx={{ maxWidth: 960, mx: 'auto' }}>
        <PageHeader title="Apply for Warranty" />
        <Alert severity="error">{state.message}</Alert>
      </Stack>
    );
  }
  if (state.status === 'missing' || state.order.company !== user.company) {
    return (
      <MessagePage
        title="Apply for Warranty"
        heading="Order not found"
        message={`There is no order ${id} among your company's orders.`}
        links={[['Order History', '/orders/history'], ['Active Orders', '/orders']]}
      />
    );
  }
  const { order } = state;
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
