import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSnackbar } from 'notistack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Icon from '@mui/material/Icon';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { LoadingState } from '../../../components/LoadingState';
import { PageHeader } from '../../../components/PageHeader';
import { deleteDraft, subscribeToDrafts } from '../../../data/orderDraftsApi';
import { useServerSubscription } from '../../../data/serverState/serverState';
import { useNamespaces, useT } from '../../../i18n/hooks';
import { useFormat } from '../../../i18n/useFormat';
import { orderTypeText } from '../../../reference/labels/orders';
import { ORDER_TYPES, type OrderType } from '../../../reference/orders';
import { useSessionStore } from '../../../store/session';
import type { OrderDraft } from '../../../types/orders';
import { draftDetails, draftName, draftTitle } from './draftLabels';

const ORDER_TYPE_CHOICES: Record<OrderType, { icon: string; description: string }> = {
  parts: { icon: 'build', description: 'orders.new.type.parts' },
  cover: { icon: 'roofing', description: 'orders.new.type.cover' },
  building: { icon: 'warehouse', description: 'orders.new.type.building' },
  vp: { icon: 'architecture', description: 'orders.new.type.vp' },
};

/** /orders/new: choose what to order, or pick up a saved draft. */
export default function NewOrderScreen() {
  useNamespaces('orders', 'reference');
  const t = useT();
  const format = useFormat();
  const user = useSessionStore((state) => state.currentUser);
  const { enqueueSnackbar } = useSnackbar();
  const [toDelete, setToDelete] = useState<OrderDraft | null>(null);
  const [deleting, setDeleting] = useState(false);
  const uid = user?.id ?? null;
  // Live: a draft saved as its form closed shows up here when its save arrives, and a deleted one goes.
  const drafts = useServerSubscription<OrderDraft[]>(uid ? `drafts/${uid}` : null, (onValue, onError) => subscribeToDrafts(uid!, onValue, onError), {
    label: 'your drafts',
    refusalIsError: true,
  });

  async function confirmDelete() {
    if (!uid || !toDelete) return;
    setDeleting(true);
    try {
      await deleteDraft(uid, toDelete.id);
      enqueueSnackbar(t('orders.new.deleted'), { variant: 'success' });
      setToDelete(null);
    } catch (error) {
      console.error('Unable to delete the draft', error);
      enqueueSnackbar(t('orders.new.deleteFailed'), { variant: 'error' });
    } finally {
      setDeleting(false);
    }
  }

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <PageHeader title={t('orders.new.title')} subtitle={t('orders.new.subtitle')} />
      <Box
        component="ul"
        aria-label={t('orders.new.types')}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}
      >
        {ORDER_TYPES.map((type) => (
          <li key={type}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={`/orders/new/${type}`} sx={{ height: '100%', alignItems: 'flex-start' }}>
                <CardContent>
                  <Icon aria-hidden="true" color="primary" sx={{ fontSize: 40 }}>
                    {ORDER_TYPE_CHOICES[type].icon}
                  </Icon>
                  <Typography variant="h6" component="h2">
                    {orderTypeText(type, t)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(ORDER_TYPE_CHOICES[type].description)}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Box>

      <Box component="section" aria-labelledby="drafts-heading" sx={{ mt: 5 }}>
        <Typography id="drafts-heading" variant="h5" component="h2" gutterBottom>
          {t('orders.new.drafts')}
        </Typography>
        {drafts.status === 'loading' ? (
          <LoadingState label={t('orders.new.loading')} />
        ) : drafts.status !== 'ready' ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={drafts.retry}>
                {t('components.retry')}
              </Button>
            }
          >
            {t('orders.new.loadFailed')}
          </Alert>
        ) : drafts.value.length === 0 ? (
          <EmptyState title={t('orders.new.empty')} message={t('orders.new.emptyMessage')} icon="drafts" />
        ) : (
          <Card variant="outlined">
            <List aria-label={t('orders.new.savedDrafts')}>
              {drafts.value.map((draft) => (
                <ListItem
                  key={draft.id}
                  divider
                  secondaryAction={
                    <Stack direction="row" spacing={1}>
                      <Button
                        component={RouterLink}
                        to={`/orders/new/${draft.type}/${draft.id}`}
                        variant="outlined"
                        size="small"
                        aria-label={t('orders.new.resumeDraft', { draft: draftName(t, format, draft) })}
                      >
                        {t('orders.new.resume')}
                      </Button>
                      <Button
                        color="error"
                        size="small"
                        onClick={() => setToDelete(draft)}
                        aria-label={t('orders.new.deleteDraft', { draft: draftName(t, format, draft) })}
                      >
                        {t('orders.new.delete')}
                      </Button>
                    </Stack>
                  }
                  sx={{ pr: { xs: 22, sm: 24 } }}
                >
                  <ListItemText primary={draftTitle(t, draft)} secondary={draftDetails(t, format, draft)} />
                </ListItem>
              ))}
            </List>
          </Card>
        )}
      </Box>
      <ConfirmDialog
        open={toDelete !== null}
        title={t('orders.new.confirmDelete.title')}
        message={toDelete ? t('orders.new.confirmDelete.message', { draft: draftName(t, format, toDelete) }) : ''}
        confirmLabel={t('orders.new.confirmDelete.confirm')}
        destructive
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onClose={() => setToDelete(null)}
      />
    </Box>
  );
}
