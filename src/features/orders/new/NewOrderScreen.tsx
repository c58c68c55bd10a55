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
import { ORDER_TYPES, ORDER_TYPE_LABELS, type OrderType } from '../../../reference/orders';
import { useSessionStore } from '../../../store/session';
import type { OrderDraft } from '../../../types/orders';
import { draftDetails, draftName, draftTitle } from './draftLabels';

const ORDER_TYPE_CHOICES: Record<OrderType, { icon: string; description: string }> = {
  parts: { icon: 'build', description: 'Replacement and spare parts from the parts inventory, priced in your currency.' },
  cover: { icon: 'roofing', description: 'A replacement fabric cover for an existing building of a given series and size.' },
  building: { icon: 'warehouse', description: 'A complete fabric building: size, use, mount, cover, end customer and site.' },
  vp: { icon: 'architecture', description: 'A VPe or VPr building sized to the project, with its eave height.' },
};

/** /orders/new: choose what to order, or pick up a saved draft. */
export default function NewOrderScreen() {
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
      enqueueSnackbar('The draft was deleted.', { variant: 'success' });
      setToDelete(null);
    } catch (error) {
      console.error('Unable to delete the draft', error);
      enqueueSnackbar('The draft could not be deleted. Please try again.', { variant: 'error' });
    } finally {
      setDeleting(false);
    }
  }

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <PageHeader title="Submit an Order" subtitle="Choose what you would like to order." />
      <Box
        component="ul"
        aria-label="Order types"
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
                    {ORDER_TYPE_LABELS[type]}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {ORDER_TYPE_CHOICES[type].description}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Box>

      <Box component="section" aria-labelledby="drafts-heading" sx={{ mt: 5 }}>
        <Typography id="drafts-heading" variant="h5" component="h2" gutterBottom>
          Your drafts
        </Typography>
        {drafts.status === 'loading' ? (
          <LoadingState label="Loading your drafts…" />
        ) : drafts.status !== 'ready' ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={drafts.retry}>
                Retry
              </Button>
            }
          >
            Your drafts could not be loaded.
          </Alert>
        ) : drafts.value.length === 0 ? (
          <EmptyState title="No drafts" message="Orders you start are saved here as drafts until you submit them." icon="drafts" />
        ) : (
          <Card variant="outlined">
            <List aria-label="Saved drafts">
              {drafts.value.map((draft) => (
                <ListItem
                  key={draft.id}
                  divider
                  secondaryAction={
                    <Stack direction="row" spacing={1}>
                      <Button component={RouterLink} to={`/orders/new/${draft.type}/${draft.id}`} variant="outlined" size="small" aria-label={`Resume ${draftName(draft)}`}>
                        Resume
                      </Button>
                      <Button color="error" size="small" onClick={() => setToDelete(draft)} aria-label={`Delete ${draftName(draft)}`}>
                        Delete
                      </Button>
                    </Stack>
                  }
                  sx={{ pr: { xs: 22, sm: 24 } }}
                >
                  <ListItemText primary={draftTitle(draft)} secondary={draftDetails(draft)} />
                </ListItem>
              ))}
            </List>
          </Card>
        )}
      </Box>
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this draft?"
        message={toDelete ? `${draftName(toDelete)}. This cannot be undone.` : ''}
        confirmLabel="Delete draft"
        destructive
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onClose={() => setToDelete(null)}
      />
    </Box>
  );
}
