import type { ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { i18n } from './i18n';

/** Gives screens the active language's messages and renders them again when the language changes. */
export function LanguageProvider({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
