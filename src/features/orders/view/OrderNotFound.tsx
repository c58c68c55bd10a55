import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Icon from '@mui/material/Icon';
import Typography from '@mui/material/Typography';
import { useT } from '../../../i18n/hooks';

/** An unknown id and another company's order look the same: nothing here, and the way back. */
export function OrderNotFound({ id }: { id: string }) {
  const t = useT();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 2, py: 6, px: 2 }}>
      <Icon aria-hidden="true" color="disabled" sx={{ fontSize: 56 }}>
        search_off
      </Icon>
      <Typography variant="h4" component="h1">
        {t('orders.view.notFound.title')}
      </Typography>
      <Typography color="text.secondary">{t('orders.view.notFound.message', { id })}</Typography>
      <Button component={RouterLink} to="/orders" variant="contained">
        {t('orders.view.notFound.back')}
      </Button>
    </Box>
  );
}
