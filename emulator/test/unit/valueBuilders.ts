/** Terse builders for Firestore values and documents in the engine's unit tests. */
import type { Document, Fields, Value } from '../../src/engine/types.js';

export const DB = 'projects/p/databases/(default)/documents';

export const nul = (): Value => ({ nullValue: null });
export const bool = (b: boolean): Value => ({ booleanValue: b });
export const int = (i: number | bigint | string): Value => ({ integerValue: String(i) });
export const dbl = (d: number | 'NaN' | 'Infinity' | '-Infinity'): Value => ({ doubleValue: d });
export const str = (s: string): Value => ({ stringValue: s });
export const ts = (t: string): Value => ({ timestampValue: t });
export const bytes = (...b: number[]): Value => ({ bytesValue: Buffer.from(b).toString('base64') });
export const ref = (path: string): Value => ({ referenceValue: `${DB}/${path}` });
export const geo = (latitude: number, longitude: number): Value => ({ geoPointValue: { latitude, longitude } });
export const arr = (...values: Value[]): Value => ({ arrayValue: { values } });
export const map = (fields: Fields): Value => ({ mapValue: { fields } });
export const vector = (...values: number[]): Value =>
  map({ __type__: str('__vector__'), value: arr(...values.map((n) => dbl(n))) });

/** A document at `path` below the default database, with the given fields. */
export function doc(path: string, fields: Fields = {}, times: Partial<Pick<Document, 'createTime' | 'updateTime'>> = {}): Document {
  return { name: `${DB}/${path}`, fields, ...times };
}

/** The last path segment of each document: compact expectations for result order. */
export const ids = (docs: Document[]): string[] => docs.map((d) => d.name.slice(d.name.lastIndexOf('/') + 1));
