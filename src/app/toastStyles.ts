import { styled } from '@mui/material/styles';
import { MaterialDesignContent } from 'notistack';

/**
 * Toast backgrounds dark enough for white text to reach WCAG AA (4.5:1): notistack's own green (#43a047, 3.3:1),
 * blue and orange fall short. Each pair is checked in toastStyles.test.ts.
 */
export const TOAST_BACKGROUNDS = {
  default: '#313131',
  success: '#2e7d32',
  error: '#c62828',
  warning: '#a84300',
  info: '#1565c0',
} as const;

export const AccessibleToast = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-default': { backgroundColor: TOAST_BACKGROUNDS.default },
  '&.notistack-MuiContent-success': { backgroundColor: TOAST_BACKGROUNDS.success },
  '&.notistack-MuiContent-error': { backgroundColor: TOAST_BACKGROUNDS.error },
  '&.notistack-MuiContent-warning': { backgroundColor: TOAST_BACKGROUNDS.warning },
  '&.notistack-MuiContent-info': { backgroundColor: TOAST_BACKGROUNDS.info },
});
