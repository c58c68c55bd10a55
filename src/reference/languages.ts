/**
 * The languages the portal speaks, by the codes that are stored: a user's `data.language` (firestore.rules accepts
 * these and nothing else) and this browser's choice. What each is called and how it formats lives in src/i18n.
 */

export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
