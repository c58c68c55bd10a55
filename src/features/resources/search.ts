/** The library's search box: every word typed must appear in the title, the description or the subtype. */
import type { Resource } from '../../types/resources';
import { subtypeLabel } from './labels';

export function searchWords(text: string): string[] {
  return text.toLocaleLowerCase().split(/\s+/).filter(Boolean);
}

export function matchesSearch(resource: Pick<Resource, 'title' | 'description' | 'subtype'>, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const haystack = `${resource.title}\n${resource.description}\n${subtypeLabel(resource.subtype)}`.toLocaleLowerCase();
  return words.every((word) => haystack.includes(word));
}

export function filterResources<T extends Pick<Resource, 'title' | 'description' | 'subtype'>>(resources: readonly T[], text: string): T[] {
  const words = searchWords(text);
  return resources.filter((resource) => matchesSearch(resource, words));
}
