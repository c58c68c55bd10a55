import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useT } from '../i18n/hooks';

export interface LoadingStateProps {
  /** Announced to screen readers and shown under the spinner; 'Loading…' in the reader's language unless given. */
  label?: string;
  /** Fills the viewport (used before the first screen is known). */
  fullPage?: boolean;
}

export function LoadingState({ label, fullPage = false }: LoadingStateProps) {
  const t = useT();
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        py: 6,
        minHeight: fullPage ? '100vh' : undefined,
      }}
    >
      <CircularProgress aria-hidden="true" />
      <Typography variant="body2" color="text.secondary">
        {label ?? t('components.loading')}
      </Typography>
    </Box>
  );
}
