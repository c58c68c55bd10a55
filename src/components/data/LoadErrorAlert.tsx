import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';

export interface LoadErrorAlertProps {
  /** What failed to load, as it reads after "The": "dealers", "user", "SMS recipients". */
  what: string;
  onRetry: () => void;
  retryLabel?: string;
  sx?: SxProps<Theme>;
}

/** Says that something could not be loaded and offers to ask again. */
export function LoadErrorAlert({ what, onRetry, retryLabel = 'Retry', sx }: LoadErrorAlertProps) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      The {what} could not be loaded. Check your connection and try again.
    </Alert>
  );
}
