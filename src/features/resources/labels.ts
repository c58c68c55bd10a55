/** How the resource library's types, subtypes, files and dates read on screen. */
import { formatDate } from '../../lib/dates';
import type { ResourceType } from '../../reference/resources';
import type { Resource } from '../../types/resources';

const SMALL_WORDS = new Set(['and', 'or', 'of', 'the', 'a', 'an', 'in', 'for']);

/** 'inner and outer cords' -> 'Inner and Outer Cords'. */
export function titleCase(text: string): string {
  return text
    .split(' ')
    .map((word, index) => (index > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

/** 'marketing' -> 'Marketing'. */
export function typeLabel(type: ResourceType): string {
  return titleCase(type);
}

export const subtypeLabel = titleCase;

/** 'PDF', 'PNG image', ... for a stored file's content type. */
export function fileKind(contentType: string): string {
  switch (contentType) {
    case 'application/pdf':
      return 'PDF';
    case 'image/jpeg':
      return 'JPEG image';
    case 'image/png':
      return 'PNG image';
    case 'image/webp':
      return 'WebP image';
    default:
      return 'File';
  }
}

export function isImage(contentType: string): boolean {
  return contentType.startsWith('image/');
}

export function isPdf(contentType: string): boolean {
  return contentType === 'application/pdf';
}

/** The short name on a file's thumbnail: 'PDF', 'PNG', 'JPEG', 'WebP'. */
export function fileBadge(contentType: string): string {
  return fileKind(contentType).replace(/ image$/, '');
}

/** When it was published, or last changed: changes within a minute of publishing are part of publishing it. */
export function resourceDateLine(resource: Pick<Resource, 'createdDate' | 'updatedDate'>): string {
  const created = resource.createdDate.toMillis();
  const updated = resource.updatedDate.toMillis();
  return updated - created > 60_000 ? `Updated ${formatDate(resource.updatedDate)}` : `Added ${formatDate(resource.createdDate)}`;
}

/** Newest first (by their date line's date), then by title. */
export function byNewest(a: Pick<Resource, 'title' | 'updatedDate'>, b: Pick<Resource, 'title' | 'updatedDate'>): number {
  return b.updatedDate.toMillis() - a.updatedDate.toMillis() || a.title.localeCompare(b.title);
}
