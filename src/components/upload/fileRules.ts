/** What an upload field accepts, and the sentences it uses to refuse a file. */
import { firebaseCodeMessage, firebaseErrorCode } from '../../lib/firebaseErrors';

/** Names people know the content types by. */
const TYPE_NAMES: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'text/csv': 'CSV',
};

/** Browsers leave File.type empty for some files (and some systems); fall back to the extension. */
const TYPES_BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  csv: 'text/csv',
};

export const MB = 1024 * 1024;

export function contentTypeOf(file: Pick<File, 'name' | 'type'>): string {
  if (file.type) return file.type;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return TYPES_BY_EXTENSION[extension] ?? '';
}

/** 'JPEG, PNG or WebP'. */
export function describeTypes(accept: readonly string[]): string {
  const names = accept.map((type) => TYPE_NAMES[type] ?? type);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

/** '10 MB', '500 KB', '1.5 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes >= MB) return `${Number((bytes / MB).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/** Why a file is refused, in words naming it; null when it may be uploaded. */
export function refusalOf(file: Pick<File, 'name' | 'type' | 'size'>, accept: readonly string[], maxBytes: number): string | null {
  if (!accept.includes(contentTypeOf(file))) {
    const kind = accept.every((type) => type.startsWith('image/')) ? 'image' : 'file';
    return `${file.name} is not a ${describeTypes(accept)} ${kind}.`;
  }
  if (file.size > maxBytes) return `${file.name} is larger than ${formatBytes(maxBytes)}.`;
  if (file.size === 0) return `${file.name} is empty.`;
  return null;
}

/** A failed upload, in words (Storage error codes look like 'storage/unauthorized'). */
export function uploadErrorMessage(name: string, error: unknown): string {
  const words = firebaseCodeMessage(firebaseErrorCode(error));
  if (words?.length) return `${name} could not be uploaded: ${words.charAt(0).toLowerCase()}${words.slice(1)}`;
  return `${name} could not be uploaded. Check your connection and try again.`;
}
