/**
 * The portal's languages. The codes are what is stored (a user's `language`, this browser's choice) and are
 * defined with the reference data (src/reference/languages.ts); every user-facing text comes from the catalogue
 * of the active language (src/i18n/messages/<language>/).
 */
import type { Language } from '../reference/languages';

export { LANGUAGES, isLanguage, type Language } from '../reference/languages';

export const DEFAULT_LANGUAGE: Language = 'en';

/** The Intl locale each language formats dates, numbers and money with: US English as always, Canadian French. */
export const LOCALES: Record<Language, string> = { en: 'en-US', fr: 'fr-CA' };

/**
 * Each language's name in itself, as a language switch shows it whatever the current language is (so a reader
 * finds their own language by its name); not translated on purpose.
 */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français' };
