/**
 * How the date filters write a day, in each language: the way its readers write dates with digits (US English
 * month first, Canadian French year first, as the Office québécois de la langue française recommends). The date
 * pickers and their stand-ins use the same, so nothing moves when the pickers take over.
 */
import type { Language } from '../../../i18n/languages';

export const DAY_FORMATS: Record<Language, string> = { en: 'MM/DD/YYYY', fr: 'YYYY-MM-DD' };

/** A 'YYYY-MM-DD' day as the language's pickers show it: '01/15/2026' (English), '2026-01-15' (French). */
export function shownDay(day: string | null, language: Language): string {
  if (!day) return '';
  const [year, month, date] = day.split('-');
  return language === 'fr' ? `${year}-${month}-${date}` : `${month}/${date}/${year}`;
}
