import { useId, type FormEventHandler, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useT } from '../../i18n/hooks';
import type { Decision } from './useReviewDecision';

export interface DecisionDialogProps {
  decision: Decision;
  title: string;
  /** The form's submit handler (its fields validated first). */
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  busy: boolean;
  /** Why the last try failed; the dialog stays open with what was typed. */
  failure: string | null;
  /** What the decision does, then the fields. */
  children: ReactNode;
}

/** Confirms an approval or a rejection before anything is written: the form of a review queue's decision. */
export function DecisionDialog({ decision, title, onSubmit, onClose, busy, failure, children }: DecisionDialogProps) {
  const t = useT();
  const titleId = useId();
  const approve = decision === 'approve';
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
            {failure ? (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('components.cancel')}
          </Button>
          <Button type="submit" variant="contained" color={approve ? 'primary' : 'error'} loading={busy}>
            {approve ? t('components.review.approve') : t('components.review.reject')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
