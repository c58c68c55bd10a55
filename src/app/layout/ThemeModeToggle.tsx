import Icon from '@mui/material/Icon';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useThemeMode } from '../themeMode';

/** Switches between the light and the dark theme; the choice is remembered by this browser. */
export function ThemeModeToggle() {
  const { mode, toggleMode } = useThemeMode();
  const label = mode === 'light' ? 'Switch to dark theme' : 'Switch to light theme';
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} onClick={toggleMode}>
        <Icon>{mode === 'light' ? 'dark_mode' : 'light_mode'}</Icon>
      </IconButton>
    </Tooltip>
  );
}
