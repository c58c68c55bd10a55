import { createTheme, type PaletteMode, type Theme } from '@mui/material/styles';
import { BRAND_COLOUR } from '../reference/app';

export const DEFAULT_THEME_MODE: PaletteMode = 'light';

/** The manufacturer's red is the primary and the accent colour of both themes (spec sections 1 and 9). */
export function createAppTheme(mode: PaletteMode): Theme {
  return createTheme({
    palette: {
      mode,
      primary: { main: BRAND_COLOUR },
      secondary: { main: BRAND_COLOUR },
    },
  });
}
