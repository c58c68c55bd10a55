import Icon from '@mui/material/Icon';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useT } from '../../i18n/hooks';
import { useThemeMode } from '../themeMode';

/** Switches between the light and the dark theme; the choice is remembered by this browser. */
export function ThemeModeToggle() {
  const t = useT();
  const { mode, toggleMode } = useThemeMode();
  const label = mode === 'light' ? t('app.theme.toDark') : t('app.theme.toLight');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} onClick={toggleMode}>
        <Icon>{mode === 'light' ? 'dark_mode' : 'light_mode'}</Icon>
      </IconButton>
    </Tooltip>
  );
}
