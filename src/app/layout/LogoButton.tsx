import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { PRODUCT_NAME } from '../../reference/app';
import { DASHBOARD_PATH } from './navModel';

/** The product mark; takes the user to the dashboard. */
export function LogoButton({ showName }: { showName: boolean }) {
  return (
    <ButtonBase
      component={RouterLink}
      to={DASHBOARD_PATH}
      aria-label={`${PRODUCT_NAME} dashboard`}
      focusRipple
      sx={{ gap: 1, px: 1, py: 0.5, mr: 1, borderRadius: 1, flexShrink: 0 }}
    >
      <Box component="img" src="/favicon.svg" alt="" sx={{ width: 32, height: 32 }} />
      {showName ? (
        <Typography component="span" variant="h6" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
          {PRODUCT_NAME}
        </Typography>
      ) : null}
    </ButtonBase>
  );
}
