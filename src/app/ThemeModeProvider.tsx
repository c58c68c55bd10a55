import { useCallback, useMemo, useState, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ThemeProvider, type PaletteMode } from '@mui/material/styles';
import { useLanguage } from '../i18n/hooks';
import { useMuiLocale } from './muiLocale';
import { REDUCED_MOTION_QUERY } from './reducedMotion';
import { createAppTheme } from './theme';
import { readStoredThemeMode, storeThemeMode, ThemeModeContext, type ThemeModeContextValue } from './themeMode';

/**
 * Provides the MUI theme for the mode this browser remembers (and its motion preference), with MUI's own texts in
 * the page's language, and the means to switch the mode.
 */
export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const [mode, setModeState] = useState<PaletteMode>(readStoredThemeMode);

  const setMode = useCallback((next: PaletteMode) => {
    storeThemeMode(next);
    setModeState(next);
  }, []);

  const value = useMemo<ThemeModeContextValue>(
    () => ({ mode, setMode, toggleMode: () => setMode(mode === 'light' ? 'dark' : 'light') }),
    [mode, setMode],
  );
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY, { noSsr: true });
  const muiLocale = useMuiLocale(useLanguage().language);
  const theme = useMemo(() => createAppTheme(mode, { reducedMotion, locale: muiLocale }), [mode, reducedMotion, muiLocale]);

  return (
    <ThemeModeContext.Provider value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </ThemeModeContext.Provider>
  );
}
