import type { ReactNode } from 'react';
import { SnackbarProvider } from 'notistack';
import { LanguageProvider } from '../i18n/LanguageProvider';
import { TOAST_DURATION_MS } from '../reference/app';
import { ThemeModeProvider } from './ThemeModeProvider';
import { AccessibleToast } from './toastStyles';

/**
 * App-wide providers: the language (chosen before the first render, see main.tsx), theme (light by default,
 * remembered per browser) and toasts. Toasts sit at the bottom, last 4 seconds and show one at a time (the rest
 * queue), in 'error', 'success' or 'default' (neutral) style.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <LanguageProvider>
      <ThemeModeProvider>
        <SnackbarProvider
          maxSnack={1}
          autoHideDuration={TOAST_DURATION_MS}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          Components={{
            default: AccessibleToast,
            success: AccessibleToast,
            error: AccessibleToast,
            warning: AccessibleToast,
            info: AccessibleToast,
          }}
        >
          {children}
        </SnackbarProvider>
      </ThemeModeProvider>
    </LanguageProvider>
  );
}
