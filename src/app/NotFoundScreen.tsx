import { Link as RouterLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Icon from '@mui/material/Icon';
import Typography from '@mui/material/Typography';
import { useT } from '../i18n/hooks';
import { Message } from '../i18n/Message';
import { HOME_PATH } from './guard';

/**
 * Every path outside the route table, including routes whose screens are not built yet. Only signed-in users get
 * here: the guard sends a visitor on such a path to /login (src/app/guard.ts).
 */
export default function NotFoundScreen() {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', my: 6, px: 2, textAlign: 'center', display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'center' }}>
      <Icon aria-hidden="true" color="primary" sx={{ fontSize: 64 }}>
        explore_off
      </Icon>
      <Typography variant="h4" component="h1">
        {t('app.notFound.heading')}
      </Typography>
      <Typography color="text.secondary">
        <Message
          id="app.notFound.message"
          values={{ path: <Box component="code" sx={{ wordBreak: 'break-all' }}>{pathname}</Box> }}
        />
      </Typography>
      <Button component={RouterLink} to={HOME_PATH} variant="contained">
        {t('app.notFound.home')}
      </Button>
    </Box>
  );
}
