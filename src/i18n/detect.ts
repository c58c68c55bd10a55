/** Which language a page starts in: this browser's last choice, else the browser's own languages, else English. */
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

const STORAGE_KEY = 'dealer-portal.language';

/** The language this browser chose last, or null when it never chose (or storage is unavailable). */
export function readStoredLanguage(): Language | null {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Without storage the choice lasts for this page only.
  }
}

/** The first of the browser's preferred languages the portal speaks ('fr-CA' and 'fr' both mean French). */
export function browserLanguage(preferred: readonly string[]): Language | null {
  for (const tag of preferred) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return null;
}

/** The language to start the page in. */
export function initialLanguage(): Language {
  const preferred = navigator.languages?.length ? navigator.languages : [navigator.language];
  return readStoredLanguage() ?? browserLanguage(preferred) ?? DEFAULT_LANGUAGE;
}
