/** How the resource library's types and subtypes read on screen. */
import type { ResourceType } from '../../reference/resources';

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
