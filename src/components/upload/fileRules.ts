/** What an upload field accepts, and the sentences it uses to refuse a file, in the reader's language. */
import { firebaseErrorId } from '../../i18n/errors';
import { currentLanguage, translate, type Translate } from '../../i18n/i18n';
import { LOCALES } from '../../i18n/languages';
import { formatNumber } from '../../lib/numbers';

/** Names people know the content types by (the same in every language). */
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

/**
 * How the texts of this module are worded: a component passes its `t` and locale (useT(), useFormat()); without
 * them they read the active language's.
 */
export interface Wording {
  t: Translate;
  locale: string;
}

const activeWording = (): Wording => ({ t: translate, locale: LOCALES[currentLanguage()] });

export function contentTypeOf(file: Pick<File, 'name' | 'type'>): string {
  if (file.type) return file.type;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return TYPES_BY_EXTENSION[extension] ?? '';
}

/** 'JPEG, PNG or WebP'; 'JPEG, PNG ou WebP'. */
export function describeTypes(accept: readonly string[], { t } = activeWording()): string {
  const names = accept.map((type) => TYPE_NAMES[type] ?? type);
  if (names.length <= 1) return names.join('');
  return t('components.file.types', { first: names.slice(0, -1).join(', '), last: names[names.length - 1] });
}

/** '10 MB', '500 KB', '1.5 MB'; '10 Mo', '500 Ko', '1,5 Mo'. */
export function formatBytes(bytes: number, { t, locale } = activeWording()): string {
  if (bytes >= MB) return t('components.file.megabytes', { size: formatNumber(Number((bytes / MB).toFixed(1)), locale) });
  if (bytes >= 1024) return t('components.file.kilobytes', { size: formatNumber(Math.round(bytes / 1024), locale) });
  return t('components.file.bytes', { count: bytes });
}

/** Why a file is refused, in words naming it; null when it may be uploaded. */
export function refusalOf(
  file: Pick<File, 'name' | 'type' | 'size'>,
  accept: readonly string[],
  maxBytes: number,
  wording = activeWording(),
): string | null {
  const { t } = wording;
  if (!accept.includes(contentTypeOf(file))) {
    const types = describeTypes(accept, wording);
    return accept.every((type) => type.startsWith('image/'))
      ? t('components.file.notImage', { name: file.name, types })
      : t('components.file.notFile', { name: file.name, types });
  }
  if (file.size > maxBytes) return t('components.file.tooLarge', { name: file.name, size: formatBytes(maxBytes, wording) });
  if (file.size === 0) return t('components.file.empty', { name: file.name });
  return null;
}

/** A failed upload, in words (Storage error codes look like 'storage/unauthorized'). */
export function uploadErrorMessage(name: string, error: unknown, { t } = activeWording()): string {
  const id = firebaseErrorId(error);
  if (id) {
    const words = t(id);
    return t('components.file.uploadFailedBecause', { name, reason: `${words.charAt(0).toLowerCase()}${words.slice(1)}` });
  }
  return t('components.file.uploadFailed', { name });
}
