import { useRouteError } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Icon from '@mui/material/Icon';
import Typography from '@mui/material/Typography';
import { useT } from '../../i18n/hooks';
import { classifyLoadError, type LoadErrorKind } from './loadErrors';

// Messages of the 'app' namespace, which every page loads before its first paint: this screen reads them even
// when the screen's own code or messages failed to load.
const HEADINGS: Record<LoadErrorKind, string> = {
  css: 'app.loadError.heading.notLoaded',
  chunk: 'app.loadError.heading.notLoaded',
  other: 'app.loadError.heading.failed',
};

const HINTS: Record<LoadErrorKind, string> = {
  css: 'app.loadError.hint.css',
  chunk: 'app.loadError.hint.chunk',
  other: 'app.loadError.hint.other',
};

/** Error element of the router: failed screen chunks and stylesheets, and errors thrown while rendering. */
export function RouteErrorScreen() {
  const error = useRouteError();
  return <LoadErrorView error={error} />;
}

export function LoadErrorView({ error, onReload = reloadPage }: { error: unknown; onReload?: () => void }) {
  const t = useT();
  const { kind, file, detail } = classifyLoadError(error);
  // A stylesheet that failed is worded in the reader's language; any other error shows what it says itself.
  const shownDetail = file !== null ? t('app.loadError.cssNotPreloaded', { file }) : detail;
  return (
    <Box role="alert" sx={{ maxWidth: 640, mx: 'auto', my: 6, px: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h4" component="h1">
        {t(HEADINGS[kind])}
      </Typography>
      {shownDetail ? (
        <Alert severity="error" sx={{ overflowWrap: 'anywhere' }}>
          {shownDetail}
        </Alert>
      ) : null}
      <Typography color="text.secondary">{t(HINTS[kind])}</Typography>
      <Box>
        <Button variant="contained" onClick={onReload} startIcon={<Icon aria-hidden="true">refresh</Icon>}>
          {t('app.loadError.reload')}
        </Button>
      </Box>
    </Box>
  );
}

function reloadPage(): void {
  window.location.reload();
}
