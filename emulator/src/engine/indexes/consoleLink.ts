/**
 * The Firebase console links production puts in "The query requires an index" errors: the index
 * (google.firestore.admin.v1.Index) or single-field setting (admin.v1.Field) to create, as a
 * base64 protobuf in `create_composite` / `create_exemption`, so a click opens the creation form.
 */
import type { IndexDefinition, IndexField } from './definitions.js';

function varint(n: number): number[] {
  const out: number[] = [];
  while (n > 0x7f) {
    out.push((n & 0x7f) | 0x80);
    n >>>= 7;
  }
  out.push(n);
  return out;
}

function bytesField(field: number, payload: Buffer): Buffer {
  return Buffer.concat([Buffer.from([...varint((field << 3) | 2), ...varint(payload.length)]), payload]);
}

function stringField(field: number, text: string): Buffer {
  return bytesField(field, Buffer.from(text, 'utf8'));
}

function enumField(field: number, value: number): Buffer {
  return Buffer.from([...varint(field << 3), ...varint(value)]);
}

function indexFieldMessage(f: IndexField): Buffer {
  const parts = [stringField(1, f.fieldPath)];
  if (f.arrayConfig) parts.push(enumField(3, 1));
  else if (f.vectorConfig) parts.push(bytesField(4, Buffer.concat([enumField(1, f.vectorConfig.dimension), bytesField(2, Buffer.alloc(0))])));
  else parts.push(enumField(2, f.order === 'DESCENDING' ? 2 : 1));
  return Buffer.concat(parts);
}

function indexMessage(database: string, index: IndexDefinition, withName: boolean): Buffer {
  const parts: Buffer[] = [];
  if (withName) parts.push(stringField(1, `${database}/collectionGroups/${index.collectionGroup}/indexes/_`));
  parts.push(enumField(2, index.queryScope === 'COLLECTION_GROUP' ? 2 : 1));
  for (const f of index.fields) parts.push(bytesField(3, indexFieldMessage(f)));
  return Buffer.concat(parts);
}

function consoleBase(database: string): string {
  const project = database.split('/')[1];
  return `https://console.firebase.google.com/v1/r/project/${project}/firestore/indexes`;
}

const encode = (message: Buffer) => message.toString('base64').replace(/=+$/, '');

/** The console link that creates a composite index (`database` is `projects/{p}/databases/{d}`). */
export function compositeIndexLink(database: string, index: IndexDefinition): string {
  return `${consoleBase(database)}?create_composite=${encode(indexMessage(database, index, true))}`;
}

/** The console link that adds a single-field index setting (an exemption) for one field. */
export function singleFieldIndexLink(database: string, index: IndexDefinition): string {
  const field = index.fields[0]!;
  const name = `${database}/collectionGroups/${index.collectionGroup}/fields/${field.fieldPath}`;
  const indexConfig = bytesField(1, indexMessage(database, index, false));
  return `${consoleBase(database)}?create_exemption=${encode(Buffer.concat([stringField(1, name), bytesField(2, indexConfig)]))}`;
}
