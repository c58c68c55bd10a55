/**
 * The portal's languages. The codes are what is stored (a user's `language`, this browser's choice); every
 * user-facing text comes from the catalogue of the active language (src/i18n/messages/<language>/).
 */

export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The Intl locale each language formats dates, numbers and money with: US English as always, Canadian French. */
export const LOCALES: Record<Language, string> = { en: 'en-US', fr: 'fr-CA' };

/**
 * Each language's name in itself, as a language switch shows it whatever the current language is (so a reader
 * finds their own language by its name); not translated on purpose.
 */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
