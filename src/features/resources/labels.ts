/** How the resource library's types, subtypes, files and dates read on screen, in the reader's language. */
import { translate, type Translate } from '../../i18n/i18n';
import type { Formatters } from '../../i18n/useFormat';
import { resourceSubtypeText, resourceTypeText } from '../../reference/labels/resources';
import type { ResourceType } from '../../reference/resources';
import type { Resource } from '../../types/resources';

/** 'marketing' -> 'Marketing'. */
export function typeLabel(type: ResourceType, t: Translate = translate): string {
  return resourceTypeText(type, t);
}

/** 'inner and outer cords' -> 'Inner and Outer Cords' ('Membrures intérieures et extérieures'). */
export function subtypeLabel(subtype: string, t: Translate = translate): string {
  return resourceSubtypeText(subtype, t);
}

/** The message id of each stored content type's name. */
const FILE_KINDS: Record<string, string> = {
  'application/pdf': 'resources.file.pdf',
  'image/jpeg': 'resources.file.jpeg',
  'image/png': 'resources.file.png',
  'image/webp': 'resources.file.webp',
};

/** The short names on the thumbnails: format names, the same in every language. */
const FILE_BADGES: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
};

/** 'PDF', 'PNG image', ... for a stored file's content type. */
export function fileKind(contentType: string, t: Translate): string {
  return t(Object.hasOwn(FILE_KINDS, contentType) ? FILE_KINDS[contentType] : 'resources.file.other');
}

export function isImage(contentType: string): boolean {
  return contentType.startsWith('image/');
}

export function isPdf(contentType: string): boolean {
  return contentType === 'application/pdf';
}

/** The short name on a file's thumbnail: 'PDF', 'PNG', 'JPEG', 'WebP'; the kind in words for any other file. */
export function fileBadge(contentType: string, t: Translate): string {
  return Object.hasOwn(FILE_BADGES, contentType) ? FILE_BADGES[contentType] : fileKind(contentType, t);
}

/** When it was published, or last changed: changes within a minute of publishing are part of publishing it. */
export function resourceDateLine(resource: Pick<Resource, 'createdDate' | 'updatedDate'>, t: Translate, format: Pick<Formatters, 'date'>): string {
  const created = resource.createdDate.toMillis();
  const updated = resource.updatedDate.toMillis();
  return updated - created > 60_000
    ? t('resources.file.updated', { date: format.date(resource.updatedDate) })
    : t('resources.file.added', { date: format.date(resource.createdDate) });
}

/** Newest first (by their date line's date), then by title. */
export function byNewest(a: Pick<Resource, 'title' | 'updatedDate'>, b: Pick<Resource, 'title' | 'updatedDate'>): number {
  return b.updatedDate.toMillis() - a.updatedDate.toMillis() || a.title.localeCompare(b.title);
}
