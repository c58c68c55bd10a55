import { createContext, useContext } from 'react';
import type { PaletteMode } from '@mui/material/styles';
import { DEFAULT_THEME_MODE } from './theme';

const STORAGE_KEY = 'dealer-portal.theme-mode';

export interface ThemeModeContextValue {
  mode: PaletteMode;
  setMode: (mode: PaletteMode) => void;
  toggleMode: () => void;
}

export const ThemeModeContext = createContext<ThemeModeContextValue | null>(null);

export function useThemeMode(): ThemeModeContextValue {
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error('useThemeMode must be used inside <ThemeModeProvider>');
  return value;
}

/** The mode this browser chose last; light when it never chose (spec: light by default). */
export function readStoredThemeMode(): PaletteMode {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return stored === 'dark' || stored === 'light' ? stored : DEFAULT_THEME_MODE;
  } catch {
    return DEFAULT_THEME_MODE;
  }
}

export function storeThemeMode(mode: PaletteMode): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, mode);
  } catch {
    // Without storage the choice lasts for this page only.
  }
}
