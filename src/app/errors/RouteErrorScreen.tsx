import { useRouteError } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Icon from '@mui/material/Icon';
import Typography from '@mui/material/Typography';
import { classifyLoadError } from './loadErrors';

const HEADINGS = {
  css: 'This page could not be loaded',
  chunk: 'This page could not be loaded',
  other: 'Something went wrong',
} as const;

const HINTS = {
  css: 'A part of the portal did not download. Check your connection and reload the page.',
  chunk: 'A part of the portal did not download, or a newer version was published. Reload the page to continue.',
  other: 'Reload the page to try again. If the problem persists, contact Portal Assistance from the Support menu.',
} as const;

/** Error element of the router: failed screen chunks and stylesheets, and errors thrown while rendering. */
export function RouteErrorScreen() {
  const error = useRouteError();
  return <LoadErrorView error={error} />;
}

export function LoadErrorView({ error, onReload = reloadPage }: { error: unknown; onReload?: () => void }) {
  const { kind, message } = classifyLoadError(error);
  return (
    <Box role="alert" sx={{ maxWidth: 640, mx: 'auto', my: 6, px: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h4" component="h1">
        {HEADINGS[kind]}
      </Typography>
      <Alert severity="error">{message}</Alert>
      <Typography color="text.secondary">{HINTS[kind]}</Typography>
      <Box>
        <Button variant="contained" onClick={onReload} startIcon={<Icon aria-hidden="true">refresh</Icon>}>
          Reload
        </Button>
      </Box>
    </Box>
  );
}

function reloadPage(): void {
  window.location.reload();
}
