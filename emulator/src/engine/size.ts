/**
 * Firestore's storage size of a document (the quantity its 1 MiB limit applies to), computed as the
 * documented storage-size rules say: name + fields + 32 bytes of overhead.
 */
import { relativePath } from './names.js';
import type { Fields, Value } from './types.js';

export const MAX_DOCUMENT_BYTES = 1_048_576;

const utf8 = (s: string): number => Buffer.byteLength(s, 'utf8');

/** Each path segment counts its UTF-8 length + 1, plus 16 bytes. */
function nameSize(documentName: string): number {
  return relativePath(documentName)
    .split('/')
    .reduce((sum, segment) => sum + utf8(segment) + 1, 16);
}

function valueSize(v: Value): number {
  if ('nullValue' in v || 'booleanValue' in v) return 1;
  if ('integerValue' in v || 'doubleValue' in v || 'timestampValue' in v) return 8;
  if ('stringValue' in v) return utf8(v.stringValue) + 1;
  if ('bytesValue' in v) return Math.floor((v.bytesValue.replace(/=+$/, '').length * 3) / 4);
  if ('referenceValue' in v) return nameSize(v.referenceValue);
  if ('geoPointValue' in v) return 16;
  if ('arrayValue' in v) return (v.arrayValue.values ?? []).reduce((sum, e) => sum + valueSize(e), 0);
  return fieldsSize(v.mapValue.fields ?? {});
}

function fieldsSize(fields: Fields): number {
  let sum = 0;
  for (const [key, value] of Object.entries(fields)) sum += utf8(key) + 1 + valueSize(value);
  return sum;
}

export function documentSize(name: string, fields: Fields): number {
  return nameSize(name) + fieldsSize(fields) + 32;
}
