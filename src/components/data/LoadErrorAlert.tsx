import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { useT } from '../../i18n/hooks';

interface LoadErrorAlertBase {
  onRetry: () => void;
  retryLabel?: string;
  sx?: SxProps<Theme>;
}

export type LoadErrorAlertProps = LoadErrorAlertBase &
  (
    | {
        /**
         * What failed to load, in the reader's language: in English as it reads after "The" ("dealers", "user", "SMS
         * recipients"), in French as it reads after "Impossible de charger", with its article ("les concessionnaires").
         */
        what: string;
        message?: never;
      }
    /** The screen's own sentence, when it says more than "could not be loaded". */
    | { message: string; what?: never }
  );

/** Says that something could not be loaded and offers to ask again. */
export function LoadErrorAlert({ what, message, onRetry, retryLabel, sx }: LoadErrorAlertProps) {
  const t = useT();
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retryLabel ?? t('components.retry')}
        </Button>
      }
    >
      {message ?? t('components.loadError', { what: what ?? '' })}
    </Alert>
  );
}
