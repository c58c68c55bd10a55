import { use, useContext, useMemo } from 'react';
import { LinguiContext } from '@lingui/react';
import {
  chooseLanguage, i18n, loadNamespaces, namespacesLoaded, translate, type Translate,
} from './i18n';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';
import { literalValues } from './literalValues';

/**
 * The message reader of the active language: `t('auth.login.submit')`, `t('app.title.withProduct', { title })`.
 * Components using it render again when the language changes. Outside the app's provider (component tests) it
 * reads the active language all the same.
 */
export function useT(): Translate {
  const read = useContext(LinguiContext)?._;
  // A new reader when the language changes, so what depends on it renders again.
  return useMemo(() => (read ? (id, values) => read(id, literalValues(values)) : translate), [read]);
}

export interface LanguageState {
  language: Language;
  /** Switches the page to another language and remembers the choice in this browser. */
  setLanguage: (language: Language) => Promise<void>;
}

export function useLanguage(): LanguageState {
  const locale = (useContext(LinguiContext)?.i18n ?? i18n).locale;
  return { language: isLanguage(locale) ? locale : DEFAULT_LANGUAGE, setLanguage: chooseLanguage };
}

/**
 * For a screen whose messages live in a namespace of their own (beyond the core ones every page loads):
 * suspends the screen until they are loaded in the active language.
 */
export function useNamespaces(...namespaces: string[]): void {
  useLanguage();
  if (!namespacesLoaded(namespaces)) use(loadNamespaces(namespaces));
}
