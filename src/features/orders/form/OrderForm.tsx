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
import { firebaseErrorId, serverRefusalText } from '../../../i18n/errors';
import { useT } from '../../../i18n/hooks';
import { translate, type Translate } from '../../../i18n/i18n';
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
import { useWordedForm } from './useWordedForm';

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

const DRAFT_STATUS_TEXT: Record<Exclude<DraftStatus, 'idle'>, string> = {
  saving: 'orders.form.draft.saving',
  saved: 'orders.form.draft.saved',
  failed: 'orders.form.draft.failed',
};

// Notices are message ids, worded as they show: a language change rewords one already on screen.
const ATTENTION_NOTICE = 'orders.form.attention';
const NOTHING_CHANGED_NOTICE = 'orders.form.nothingChanged';

/**
 * Why a call failed, to follow 'could not be submitted:': a known failure in the reader's language, else the
 * server's own sentence, else 'please try again'.
 */
function reasonOf(t: Translate, error: unknown): string {
  const known = firebaseErrorId(error);
  if (known) return t(known);
  return serverRefusalText(t, error) || t('orders.form.failure.tryAgain');
}

/** The form shell every order type shares: its fields, lead source/PO/notes, drafts, submit and edit flows. */
export function OrderForm({ type, mode, initialValues, user, company, onDraftStarted }: OrderFormProps) {
  const t = useT();
  const formType = ORDER_FORM_TYPES[type];
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const form = useWordedForm(formType.schema, { mode: 'onTouched', defaultValues: initialValues });
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
    // The stored summary is in the language of the moment; the drafts list words each draft from its values.
    summarise: (values) => {
      const summary = formType.summary(values);
      return translate(summary.id, summary.values);
    },
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
          fail(t('orders.form.submitFailed', { reason: reasonOf(t, error) }));
        }
        return;
      }
      const changes = diffOrderContent(mode.order, content);
      if (changes.length === 0) {
        setNotice(NOTHING_CHANGED_NOTICE);
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
        fail(t('orders.form.updateFailed', { reason: reasonOf(t, error) }));
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
      enqueueSnackbar(t('orders.form.changeRequest.notSent'), { variant: 'error' });
      throw new Error(t('orders.form.changeRequest.failed', { reason: reasonOf(t, error) }));
    }
    navigate(`/orders/edit/success?order=${order.number}&result=requested`);
  }

  const submitLabel = t(mode.kind === 'new' ? 'orders.form.submit' : isPending ? 'orders.form.saveChanges' : 'orders.form.requestChange');
  const hasErrors = Object.keys(formState.errors).length > 0;
  // The call to attention goes once the last error is fixed; other notices stay until the next submit.
  const shownNotice = notice === ATTENTION_NOTICE && !hasErrors ? null : notice;

  return (
    <>
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={order ? t('orders.form.editLabel', { number: String(order.number) }) : t('orders.form.newLabel')}
    >
      <Stack spacing={3}>
        {order && !isPending ? (
          <Alert severity={notPending ? 'warning' : 'info'}>
            {t(notPending ? 'orders.form.movedPastPending' : 'orders.form.pastPending', { number: String(order.number) })}
            {notPending ? (
              <Box sx={{ mt: 1 }}>
                <Button variant="outlined" color="inherit" size="small" onClick={() => void submit()}>
                  {t('orders.form.sendAsChangeRequest')}
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
              {t('orders.form.orderDetails')}
            </Typography>
            <CommonOrderFields control={control} />
          </CardContent>
        </Card>
        <Box>
          {shownNotice ? <Alert severity={hasErrors ? 'error' : 'info'}>{t(shownNotice)}</Alert> : null}
          {failure ? (
            <Alert severity="error" sx={{ mt: shownNotice ? 1 : 0 }}>
              {failure}
            </Alert>
          ) : null}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Typography variant="body2" color="text.secondary" aria-live="polite" role="status" sx={{ flexGrow: 1, minHeight: '1.5em' }}>
            {mode.kind === 'new' && autosave.status !== 'idle' ? t(DRAFT_STATUS_TEXT[autosave.status]) : ''}
          </Typography>
          <Button component={RouterLink} to={order ? `/orders/view/${order.id}` : '/orders/new'}>
            {t(order ? 'orders.form.backToOrder' : 'orders.form.chooseAnotherType')}
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
