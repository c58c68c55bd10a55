/** The library's search box: every word typed must appear in the title, the description or the subtype's name. */
import { translate, type Translate } from '../../i18n/i18n';
import type { Resource } from '../../types/resources';
import { subtypeLabel } from './labels';

export function searchWords(text: string): string[] {
  return text.toLocaleLowerCase().split(/\s+/).filter(Boolean);
}

/** `t` names the subtype as the reader sees it, so a subtype is found by the name on screen. */
export function matchesSearch(resource: Pick<Resource, 'title' | 'description' | 'subtype'>, words: readonly string[], t: Translate = translate): boolean {
  if (words.length === 0) return true;
  const haystack = `${resource.title}\n${resource.description}\n${subtypeLabel(resource.subtype, t)}`.toLocaleLowerCase();
  return words.every((word) => haystack.includes(word));
}

export function filterResources<T extends Pick<Resource, 'title' | 'description' | 'subtype'>>(
  resources: readonly T[],
  text: string,
  t: Translate = translate,
): T[] {
  const words = searchWords(text);
  return resources.filter((resource) => matchesSearch(resource, words, t));
}
