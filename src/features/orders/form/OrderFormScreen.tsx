import { useEffect } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { FieldValues } from 'react-hook-form';
import { EmptyState } from '../../../components/EmptyState';
import { LoadingState } from '../../../components/LoadingState';
import { PageHeader } from '../../../components/PageHeader';
import { getDraft, newDraftId } from '../../../data/orderDraftsApi';
import { getOrder } from '../../../data/orders/orderReads';
import { useServerRead } from '../../../data/serverState/serverState';
import { isPermissionDenied } from '../../../lib/firebaseErrors';
import { ORDER_TYPE_LABELS, isClosedStatus, orderStatusLabel, type OrderType } from '../../../reference/orders';
import { useSessionStore } from '../../../store/session';
import type { Company, User } from '../../../types/domain';
import type { Order } from '../../../types/orders';
import { ORDER_FORM_TYPES } from './formTypes';
import { withDefaults } from './formValues';
import { OrderForm, type OrderFormMode } from './OrderForm';
import { parseOrderFormPath } from './orderFormPath';

type Loaded =
  | { kind: 'form'; mode: OrderFormMode; values: FieldValues; copiedFrom: number | null; resumed: boolean }
  | { kind: 'missing'; title: string; message: string; link: { to: string; label: string } }
  | { kind: 'redirect'; to: string };

/** Another company's order reads as not found: its existence is not the dealer's business. */
async function findOrder(id: string): Promise<Order | null> {
  try {
    return await getOrder(id);
  } catch (error) {
    if (isPermissionDenied(error)) return null;
    throw error;
  }
}

/** Resolves what the path asks for: a blank form, a draft, an order to copy or an order to edit. */
async function load(path: { mode: 'new' | 'edit'; type: OrderType; id: string | null }, user: User, company: Company): Promise<Loaded> {
  const formType = ORDER_FORM_TYPES[path.type];
  const blank = formType.defaults(company);
  if (path.mode === 'edit') {
    const order = path.id ? await findOrder(path.id) : null;
    if (!order) {
      return { kind: 'missing', title: 'Order not found', message: `There is no order ${path.id ?? ''} for your company.`, link: { to: '/orders', label: 'Active orders' } };
    }
    if (order.type !== path.type) {
      if (order.type === 'vp') {
        return { kind: 'missing', title: 'VP orders cannot be edited', message: `Order #${order.number} is a VP building order; ask for changes from its page.`, link: { to: `/orders/view/${order.id}`, label: 'View the order' } };
      }
      return { kind: 'redirect', to: `/orders/edit/${order.type}/${order.id}` };
    }
    if (isClosedStatus(order.status)) {
      return {
        kind: 'missing',
        title: 'This order can no longer be changed',
        message: `Order #${order.number} is ${orderStatusLabel(order.status).toLowerCase()}.`,
        link: { to: `/orders/view/${order.id}`, label: 'View the order' },
      };
    }
    return { kind: 'form', mode: { kind: 'edit', order }, values: formType.fromContent(order), copiedFrom: null, resumed: false };
  }
  if (!path.id) return { kind: 'form', mode: { kind: 'new', draftId: newDraftId(user.id) }, values: blank, copiedFrom: null, resumed: false };
  const draft = await getDraft(user.id, path.id);
  if (draft) {
    if (draft.type !== path.type) {
      return { kind: 'redirect', to: `/orders/new/${draft.type}/${draft.id}` };
    }
    return { kind: 'form', mode: { kind: 'new', draftId: draft.id }, values: withDefaults(blank, draft.values), copiedFrom: null, resumed: true };
  }
  const order = await findOrder(path.id);
  if (order) {
    if (order.type !== path.type) {
      return { kind: 'redirect', to: `/orders/new/${order.type}/${order.id}` };
    }
    // Order again: the same content in a new draft; files stay with the original order.
    const values = withDefaults(blank, { ...formType.fromContent(order), attachments: [] });
    return { kind: 'form', mode: { kind: 'new', draftId: newDraftId(user.id) }, values, copiedFrom: order.number, resumed: false };
  }
  return {
    kind: 'missing',
    title: 'Nothing to continue',
    message: `There is no draft of yours and no order of your company with the id ${path.id}.`,
    link: { to: '/orders/new', label: 'Start a new order' },
  };
}

/**
 * /orders/new/{type}/{id?} and /orders/edit/{type}/{id}: one screen for placing, resuming (a draft), repeating
 * (an order's content) and editing orders; the mode and type come from the path.
 */
export default function OrderFormScreen() {
  const { pathname } = useLocation();
  const { id } = useParams();
  const navigate = useNavigate();
  const user = useSessionStore((state) => state.currentUser);
  const company = useSessionStore((state) => state.company);
  const path = parseOrderFormPath(pathname, id ?? null);
  // One read per path (and signed-in user): a blank form's draft id is made by it, so one visit keeps one id.
  const key = path && user && company ? `${path.mode}/${path.type}/${path.id ?? ''}/${user.id}/${company.id}` : null;
  const loaded = useServerRead(key, () => load(path!, user!, company!), { label: 'the order form' });
  const redirect = loaded.status === 'ready' && loaded.value.kind === 'redirect' ? loaded.value.to : null;
  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect, navigate]);

  if (!path) return <EmptyState title="Page not found" icon="search_off" />;
  const title = path.mode === 'new' ? ORDER_TYPE_LABELS[path.type] : `Edit ${ORDER_TYPE_LABELS[path.type]}`;

  if (loaded.status === 'error' || loaded.status === 'missing') {
    return (
      <Box sx={{ maxWidth: 960, mx: 'auto' }}>
        <PageHeader title={title} />
        <Alert severity="error" action={<Button color="inherit" onClick={loaded.retry}>Retry</Button>}>
          The order form could not be opened. Check your connection and try again.
        </Alert>
      </Box>
    );
  }
  const current = loaded.status === 'ready' ? loaded.value : null;
  if (!user || !company || !current || current.kind === 'redirect') return <LoadingState label="Loading the order form…" />;
  if (current.kind === 'missing') {
    return (
      <Box sx={{ maxWidth: 960, mx: 'auto' }}>
        <PageHeader title={title} />
        <EmptyState
          title={current.title}
          message={current.message}
          icon="search_off"
          action={
            <Button component={RouterLink} to={current.link.to} variant="contained">
              {current.link.label}
            </Button>
          }
        />
      </Box>
    );
  }

  const subtitle =
    current.mode.kind === 'edit'
      ? `Order #${current.mode.order.number} · ${orderStatusLabel(current.mode.order.status)}`
      : current.copiedFrom !== null
        ? `A copy of order #${current.copiedFrom}: check every field before submitting.`
        : current.resumed
          ? 'Your saved draft: continue where you left off.'
          : 'Your entries are saved as a draft as you type.';
  const mode = current.mode;

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <PageHeader title={title} subtitle={subtitle} />
      <OrderForm
        key={key}
        type={path.type}
        mode={mode}
        initialValues={current.values}
        user={user}
        company={company}
        onDraftStarted={(draftId) => {
          // The draft's own address from its first change, so a reload or Back resumes it rather than starting
          // another. Not a router navigation: that would reload the form and scroll to the top while the dealer
          // is typing.
          const own = `/orders/new/${path.type}/${draftId}`;
          if (window.location.pathname !== own) window.history.replaceState(window.history.state, '', own);
        }}
      />
    </Box>
  );
}
