import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useT } from '../../i18n/hooks';
import { DASHBOARD_PATH } from './navModel';

/** The product mark; takes the user to the dashboard. */
export function LogoButton({ showName }: { showName: boolean }) {
  const t = useT();
  const product = t('app.productName');
  return (
    <ButtonBase
      component={RouterLink}
      to={DASHBOARD_PATH}
      aria-label={t('app.nav.logo', { product })}
      focusRipple
      sx={{ gap: 1, px: 1, py: 0.5, mr: 1, borderRadius: 1, flexShrink: 0 }}
    >
      <Box component="img" src="/favicon.svg" alt="" sx={{ width: 32, height: 32 }} />
      {showName ? (
        <Typography component="span" variant="h6" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
          {product}
        </Typography>
      ) : null}
    </ButtonBase>
  );
}
