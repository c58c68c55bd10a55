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
import { useNamespaces, useT } from '../../../i18n/hooks';
import type { MessageValues, Translate } from '../../../i18n/i18n';
import { orderStatusText, orderTypeText } from '../../../reference/labels/orders';
import { isClosedStatus, type OrderType } from '../../../reference/orders';
import { useSessionStore } from '../../../store/session';
import type { Company, User } from '../../../types/domain';
import type { Order } from '../../../types/orders';
import { ORDER_FORM_TYPES } from './formTypes';
import { withDefaults } from './formValues';
import { OrderForm, type OrderFormMode } from './OrderForm';
import { parseOrderFormPath } from './orderFormPath';

/** A message id with its values, worded when shown. */
interface Words {
  id: string;
  values?: MessageValues;
}

type Loaded =
  | { kind: 'form'; mode: OrderFormMode; values: FieldValues; copiedFrom: number | null; resumed: boolean }
  | { kind: 'missing'; title: Words; message: Words; link: { to: string; label: string } }
  | { kind: 'redirect'; to: string };

/** 'Edit Building Order': the edit routes' page titles (VP orders have no edit route). */
const EDIT_TITLES: Record<Exclude<OrderType, 'vp'>, string> = {
  parts: 'app.title.editPartsOrder',
  cover: 'app.title.editCoverOrder',
  building: 'app.title.editBuildingOrder',
};

function titleOf(t: Translate, path: { mode: 'new' | 'edit'; type: OrderType }): string {
  return path.mode === 'edit' && path.type !== 'vp' ? t(EDIT_TITLES[path.type]) : orderTypeText(path.type, t);
}

const word = (t: Translate, words: Words) => t(words.id, words.values);

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
      return {
        kind: 'missing',
        title: { id: 'orders.form.missing.orderNotFound' },
        message: { id: 'orders.form.missing.noSuchOrder', values: { id: path.id ?? '' } },
        link: { to: '/orders', label: 'orders.form.activeOrders' },
      };
    }
    if (order.type !== path.type) {
      if (order.type === 'vp') {
        return {
          kind: 'missing',
          title: { id: 'orders.form.missing.vpNotEditable' },
          message: { id: 'orders.form.missing.vpOrder', values: { number: String(order.number) } },
          link: { to: `/orders/view/${order.id}`, label: 'orders.form.viewTheOrder' },
        };
      }
      return { kind: 'redirect', to: `/orders/edit/${order.type}/${order.id}` };
    }
    if (isClosedStatus(order.status)) {
      return {
        kind: 'missing',
        title: { id: 'orders.form.missing.closed' },
        message: { id: 'orders.form.missing.closedOrder', values: { number: String(order.number), status: order.status } },
        link: { to: `/orders/view/${order.id}`, label: 'orders.form.viewTheOrder' },
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
    title: { id: 'orders.form.missing.nothingToContinue' },
    message: { id: 'orders.form.missing.noDraftOrOrder', values: { id: path.id } },
    link: { to: '/orders/new', label: 'orders.form.startNewOrder' },
  };
}

/**
 * /orders/new/{type}/{id?} and /orders/edit/{type}/{id}: one screen for placing, resuming (a draft), repeating
 * (an order's content) and editing orders; the mode and type come from the path.
 */
export default function OrderFormScreen() {
  // orderFields: the change request dialog names the fields it changes.
  useNamespaces('orders', 'reference', 'orderFields');
  const t = useT();
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

  if (!path) return <EmptyState title={t('orders.form.pageNotFound')} icon="search_off" />;
  const title = titleOf(t, path);

  if (loaded.status === 'error' || loaded.status === 'missing') {
    return (
      <Box sx={{ maxWidth: 960, mx: 'auto' }}>
        <PageHeader title={title} />
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={loaded.retry}>
              {t('components.retry')}
            </Button>
          }
        >
          {t('orders.form.loadFailed')}
        </Alert>
      </Box>
    );
  }
  const current = loaded.status === 'ready' ? loaded.value : null;
  if (!user || !company || !current || current.kind === 'redirect') return <LoadingState label={t('orders.form.loading')} />;
  if (current.kind === 'missing') {
    return (
      <Box sx={{ maxWidth: 960, mx: 'auto' }}>
        <PageHeader title={title} />
        <EmptyState
          title={word(t, current.title)}
          message={word(t, current.message)}
          icon="search_off"
          action={
            <Button component={RouterLink} to={current.link.to} variant="contained">
              {t(current.link.label)}
            </Button>
          }
        />
      </Box>
    );
  }

  const subtitle =
    current.mode.kind === 'edit'
      ? t('orders.form.subtitle.edit', { number: String(current.mode.order.number), status: orderStatusText(current.mode.order.status, t) })
      : current.copiedFrom !== null
        ? t('orders.form.subtitle.copy', { number: String(current.copiedFrom) })
        : t(current.resumed ? 'orders.form.subtitle.resumed' : 'orders.form.subtitle.new');
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
