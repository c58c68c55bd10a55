/**
 * MUI's built-in texts (pagination, grids, pickers, ...) follow the page's language through the theme. English is
 * MUI's own; the French options load on demand (muiFrench.ts), once, when the page first turns French.
 */
import { useEffect, useState } from 'react';
import type { Language } from '../i18n/languages';

export type MuiLocale = readonly object[];

let french: MuiLocale | null = null;
let frenchLoad: Promise<MuiLocale> | null = null;

function loadFrench(): Promise<MuiLocale> {
  frenchLoad ??= import('./muiFrench').then(
    (module) => (french = module.MUI_FRENCH),
    (error: unknown) => {
      // A later switch to French tries again.
      frenchLoad = null;
      throw error;
    },
  );
  return frenchLoad;
}

/** The theme options of MUI's texts in `language`: none for English, French once its options have loaded. */
export function useMuiLocale(language: Language): MuiLocale | null {
  const [loaded, setLoaded] = useState<MuiLocale | null>(french);
  useEffect(() => {
    if (language !== 'fr' || loaded) return undefined;
    let current = true;
    loadFrench().then(
      (locale) => {
        if (current) setLoaded(locale);
      },
      // MUI's texts then stay in English; every text of the portal's own is still in French.
      (error: unknown) => console.error('Unable to load the French texts of MUI', error),
    );
    return () => {
      current = false;
    };
  }, [language, loaded]);
  return language === 'fr' ? loaded : null;
}
