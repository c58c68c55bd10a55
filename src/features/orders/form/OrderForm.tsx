import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useSnackbar } from 'notistack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FieldValues } from 'react-hook-form';
import { useZodForm } from '../../../components/form/useZodForm';
import { firebaseErrorMessage } from '../../../lib/firebaseErrors';
import { OrderNotPendingError, actorOf } from '../../../data/orders/orderWrites';
import type { OrderType } from '../../../reference/orders';
import type { Company, User } from '../../../types/domain';
import type { FieldChange, Order, OrderContent } from '../../../types/orders';
import { ChangeRequestDialog } from './ChangeRequestDialog';
import { diffOrderContent } from '../../../lib/orderDiff';
import { CommonOrderFields } from './fields/OrderFields';
import { ORDER_FORM_TYPES } from './formTypes';
import { applyEdit, placeOrder, sendChangeRequest, type SubmittedPrice } from './submitOrderForm';
import { useDraftAutosave, type DraftStatus } from './useDraftAutosave';

export type OrderFormMode = { kind: 'new'; draftId: string } | { kind: 'edit'; order: Order };

export interface OrderFormProps {
  type: OrderType;
  mode: OrderFormMode;
  initialValues: FieldValues;
  user: User;
  company: Company;
  /** A new order's first change: from here on its draft exists. */
  onDraftStarted?: (draftId: string) => void;
}

const DRAFT_STATUS_TEXT: Record<DraftStatus, string> = {
  idle: '',
  saving: 'Saving draft…',
  saved: 'Draft saved',
  failed: 'Draft not saved: check your connection. Your entries are still here.',
};

const ATTENTION_NOTICE = 'Some fields need your attention: see the messages beside them.';

function messageOf(error: unknown, fallback: string): string {
  return firebaseErrorMessage(error, fallback);
}

/** The form shell every order type shares: its fields, lead source/PO/notes, drafts, submit and edit flows. */
export function OrderForm({ type, mode, initialValues, user, company, onDraftStarted }: OrderFormProps) {
  const formType = ORDER_FORM_TYPES[type];
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const form = useZodForm(formType.schema, { mode: 'onTouched', defaultValues: initialValues });
  const { control, watch, setValue, getValues, handleSubmit, formState } = form;
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [notPending, setNotPending] = useState(false);
  const [request, setRequest] = useState<{ content: OrderContent; changes: FieldChange[] } | null>(null);

  const order = mode.kind === 'edit' ? mode.order : null;
  const isPending = order?.status === 'pending' && !notPending;
  const autosave = useDraftAutosave({
    uid: mode.kind === 'new' ? user.id : null,
    draftId: mode.kind === 'new' ? mode.draftId : '',
    type,
    getValues: () => getValues() as Record<string, unknown>,
    summarise: (values) => formType.summary(values),
    onDraftStarted,
  });
  const { schedule } = autosave;

  useEffect(() => {
    const subscription = watch((_values, { name, type: event }) => {
      if (name !== undefined || event === 'change') schedule();
    });
    return () => subscription.unsubscribe();
  }, [watch, schedule]);

  function contentOf(values: FieldValues): OrderContent {
    const content = formType.toContent(values) as OrderContent;
    // Parts and cover forms do not handle attachments: an edit keeps the order's own.
    if (order && (type === 'parts' || type === 'cover')) return { ...content, attachments: order.attachments };
    return content;
  }

  function fail(message: string) {
    setFailure(message);
    enqueueSnackbar(message, { variant: 'error' });
  }

  const submit = handleSubmit(
    async (values) => {
      setFailure(null);
      setNotice(null);
      const actor = actorOf(user);
      const content = contentOf(values);
      if (mode.kind === 'new') {
        try {
          autosave.stop();
          const { order: placed, estimate } = await placeOrder({ content, actor, company, uid: user.id, draftId: mode.draftId });
          const priced: SubmittedPrice | null =
            placed.type === 'parts' ? { total: placed.details.total, estimate, currency: placed.currency } : null;
          navigate(`/orders/new/success?order=${placed.number}`, { state: priced });
        } catch (error) {
          console.error('Unable to submit the order', error);
          fail(`The order could not be submitted: ${messageOf(error, 'please try again')}. Your entries are kept.`);
        }
        return;
      }
      const changes = diffOrderContent(mode.order, content);
      if (changes.length === 0) {
        setNotice('Nothing has changed: there is nothing to save.');
        return;
      }
      if (!isPending) {
        setRequest({ content, changes });
        return;
      }
      try {
        await applyEdit({ order: mode.order, content });
        navigate(`/orders/edit/success?order=${mode.order.number}&result=applied`);
      } catch (error) {
        if (error instanceof OrderNotPendingError) {
          setNotPending(true);
          setFailure(null);
          setRequest(null);
          // The warning above the form says so (role alert) and offers the change request; no toast on top.
          return;
        }
        console.error('Unable to update the order', error);
        fail(`The order could not be updated: ${messageOf(error, 'please try again')}. Your changes are kept.`);
      }
    },
    () => {
      setFailure(null);
      // react-hook-form then focuses the first field in error.
      setNotice(ATTENTION_NOTICE);
    },
  );

  // Success needs no toast: the success page the dealer lands on says what happened.
  async function send(reason: string) {
    if (!order || !request) return;
    try {
      await sendChangeRequest({ order, content: request.content, changes: request.changes, reason, actor: actorOf(user) });
    } catch (error) {
      console.error('Unable to send the change request', error);
      enqueueSnackbar('The change request could not be sent.', { variant: 'error' });
      throw new Error(`The change request could not be sent: ${messageOf(error, 'please try again')}.`);
    }
    navigate(`/orders/edit/success?order=${order.number}&result=requested`);
  }

  const submitLabel = mode.kind === 'new' ? 'Submit order' : isPending ? 'Save changes' : 'Request change';
  const hasErrors = Object.keys(formState.errors).length > 0;
  // The call to attention goes once the last error is fixed; other notices stay until the next submit.
  const shownNotice = notice === ATTENTION_NOTICE && !hasErrors ? null : notice;

  return (
    <>
    <Box component="form" noValidate onSubmit={submit} aria-label={mode.kind === 'new' ? 'New order' : `Edit order ${order?.number}`}>
      <Stack spacing={3}>
        {order && !isPending ? (
          <Alert severity={notPending ? 'warning' : 'info'}>
            {notPending
              ? `Order #${order.number} moved past pending while you were editing, so it can no longer be changed directly. Your changes are kept: send them as a change request for an admin to review.`
              : `Order #${order.number} is past pending: your changes are sent to an admin as a change request for review.`}
            {notPending ? (
              <Box sx={{ mt: 1 }}>
                <Button variant="outlined" color="inherit" size="small" onClick={() => void submit()}>
                  Send as a change request
                </Button>
              </Box>
            ) : null}
          </Alert>
        ) : null}
        <Card variant="outlined">
          <CardContent>
            {formType.renderFields({
              control,
              watch,
              setValue,
              uploadId: mode.kind === 'new' ? mode.draftId : mode.order.id,
              company,
            })}
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              Order details
            </Typography>
            <CommonOrderFields control={control} />
          </CardContent>
        </Card>
        <Box>
          {shownNotice ? <Alert severity={hasErrors ? 'error' : 'info'}>{shownNotice}</Alert> : null}
          {failure ? (
            <Alert severity="error" sx={{ mt: shownNotice ? 1 : 0 }}>
              {failure}
            </Alert>
          ) : null}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Typography variant="body2" color="text.secondary" aria-live="polite" role="status" sx={{ flexGrow: 1, minHeight: '1.5em' }}>
            {mode.kind === 'new' ? DRAFT_STATUS_TEXT[autosave.status] : ''}
          </Typography>
          <Button component={RouterLink} to={order ? `/orders/view/${order.id}` : '/orders/new'}>
            {order ? 'Back to the order' : 'Choose another order type'}
          </Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {submitLabel}
          </Button>
        </Box>
      </Stack>
    </Box>
      {/* Outside the form: React events bubble through portals, and the dialog has a form of its own. */}
      {order && request ? (
        <ChangeRequestDialog
          open
          orderNumber={order.number}
          currency={order.currency}
          changes={request.changes}
          onSend={send}
          onClose={() => setRequest(null)}
        />
      ) : null}
    </>
  );
}
