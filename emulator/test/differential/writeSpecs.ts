/**
 * Document writes and reads as plain descriptions: set (whole, merged, with merge fields), create, update with
 * nested paths and transforms (increment, arrayUnion, arrayRemove, delete), delete with and without an existence
 * precondition, batches of them, and the reads that show what they left.
 */
import fc from 'fast-check';
import { FieldValue, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import { canonical, type Canonical } from './canonical.js';
import { dataArb, describe, describeData, fieldValueArb, materialize, scalarArb, type ValueSpec } from './values.js';

/**
 * The documents of a run: top-level ones, and nested ones in collections also called `c` (collection groups). Ids
 * include a legacy numeric one (ordered before all others) and two that sort differently by UTF-16 code unit than
 * by code point.
 */
export const DOC_PATHS = [
  'c/a', 'c/b', 'c/c', 'c/d', 'c/e', 'c/f', 'c/g', 'c/h', 'c/__id5__', 'c/\uFFFF', 'c/\u{1F600}', 'c/a/c/x', 'c/b/c/y', 'd/a', 'd/a/c/z', 'd/b',
];
// `m.__x__` is reserved (names of the form __.+__): every write naming it must be refused.
const UPDATE_FIELDS = ['n', 's', 'v', 'arr', 'm', 'm.x', 'm.y', 'tag', 'm.x.deep', 'm.__x__'];

export type FieldWrite =
  | { t: 'value'; v: ValueSpec }
  | { t: 'delete' }
  | { t: 'increment'; by: ValueSpec }
  | { t: 'union' | 'remove'; v: ValueSpec[] };

export type WriteSpec =
  | { op: 'set'; path: string; data: Record<string, ValueSpec>; merge?: true | string[] }
  | { op: 'create'; path: string; data: Record<string, ValueSpec> }
  | { op: 'update'; path: string; fields: [string, FieldWrite][] }
  | { op: 'delete'; path: string; exists?: boolean };

export type OpSpec =
  | WriteSpec
  | { op: 'batch'; writes: WriteSpec[] }
  | { op: 'get'; path: string }
  | { op: 'getAll'; paths: string[] }
  | { op: 'listDocuments'; collection: string }
  | { op: 'listCollections'; path: string };

const pathArb = fc.constantFrom(...DOC_PATHS);

const incrementArb = fc.oneof(
  fc.constantFrom('1', '-2', '9007199254740991').map((v): ValueSpec => ({ t: 'int', v })),
  fc.constantFrom(0.5, 1.5, -0).map((v): ValueSpec => ({ t: 'double', v })),
);

const fieldWriteArb = (field: string): fc.Arbitrary<FieldWrite> =>
  fc.oneof(
    { weight: 5, arbitrary: fieldValueArb(field.split('.')[0]!).map((v): FieldWrite => ({ t: 'value', v })) },
    { weight: 1, arbitrary: fc.constant<FieldWrite>({ t: 'delete' }) },
    { weight: 2, arbitrary: incrementArb.map((by): FieldWrite => ({ t: 'increment', by })) },
    {
      weight: 2,
      arbitrary: fc.record({ t: fc.constantFrom<'union' | 'remove'>('union', 'remove'), v: fc.array(scalarArb, { minLength: 1, maxLength: 3 }) }),
    },
  );

const updateFieldsArb: fc.Arbitrary<[string, FieldWrite][]> = fc
  .uniqueArray(fc.constantFrom(...UPDATE_FIELDS), { minLength: 1, maxLength: 3 })
  .chain((fields) => fc.tuple(...fields.map((f) => fieldWriteArb(f).map((w): [string, FieldWrite] => [f, w]))));

export const writeArb: fc.Arbitrary<WriteSpec> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ op: fc.constant<'set'>('set'), path: pathArb, data: dataArb }) },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant<'set'>('set'),
      path: pathArb,
      data: dataArb,
      merge: fc.oneof(fc.constant<true>(true), fc.uniqueArray(fc.constantFrom('n', 's', 'm', 'm.x', 'arr'), { minLength: 1, maxLength: 2 })),
    }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant<'create'>('create'), path: pathArb, data: dataArb }) },
  { weight: 4, arbitrary: fc.record({ op: fc.constant<'update'>('update'), path: pathArb, fields: updateFieldsArb }) },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant<'delete'>('delete'), path: pathArb, exists: fc.option(fc.boolean(), { nil: undefined }) }),
  },
);

export const opArb: fc.Arbitrary<OpSpec> = fc.oneof(
  { weight: 8, arbitrary: writeArb },
  { weight: 2, arbitrary: fc.record({ op: fc.constant<'batch'>('batch'), writes: fc.array(writeArb, { minLength: 2, maxLength: 4 }) }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant<'get'>('get'), path: pathArb }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant<'getAll'>('getAll'), paths: fc.array(pathArb, { minLength: 1, maxLength: 4 }) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant<'listDocuments'>('listDocuments'), collection: fc.constantFrom('c', 'd', 'c/a/c', 'd/a/c') }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant<'listCollections'>('listCollections'), path: pathArb }) },
);

function fieldValue(write: FieldWrite, db: Firestore): unknown {
  switch (write.t) {
    case 'value':
      return materialize(write.v, db);
    case 'delete':
      return FieldValue.delete();
    case 'increment':
      // The SDK takes a safe number (an integer one is sent as an integer), never a BigInt nor NaN.
      return FieldValue.increment(Number(materialize(write.by, db)));
    case 'union':
      return FieldValue.arrayUnion(...write.v.map((v) => materialize(v, db)));
    case 'remove':
      return FieldValue.arrayRemove(...write.v.map((v) => materialize(v, db)));
  }
}

function addWrite(batch: WriteBatch, spec: WriteSpec, db: Firestore): void {
  const ref = db.doc(spec.path);
  switch (spec.op) {
    case 'set': {
      const data = Object.fromEntries(Object.entries(spec.data).map(([k, v]) => [k, materialize(v, db)]));
      if (spec.merge === true) batch.set(ref, data, { merge: true });
      else if (spec.merge) batch.set(ref, data, { mergeFields: spec.merge });
      else batch.set(ref, data);
      return;
    }
    case 'create':
      batch.create(ref, Object.fromEntries(Object.entries(spec.data).map(([k, v]) => [k, materialize(v, db)])));
      return;
    case 'update':
      batch.update(ref, Object.fromEntries(spec.fields.map(([f, w]) => [f, fieldValue(w, db)])));
      return;
    case 'delete':
      batch.delete(ref, spec.exists === undefined ? undefined : { exists: spec.exists });
      return;
  }
}

/** Runs the operation on `db`; a write answers null (its times are each server's own), a read what it read. */
export async function runOp(spec: OpSpec, db: Firestore): Promise<Canonical> {
  switch (spec.op) {
    case 'batch':
    case 'set':
    case 'create':
    case 'update':
    case 'delete': {
      const batch = db.batch();
      for (const write of spec.op === 'batch' ? spec.writes : [spec]) addWrite(batch, write, db);
      await batch.commit();
      return null;
    }
    case 'get': {
      const snap = await db.doc(spec.path).get();
      return snap.exists ? canonical(snap.data()) : 'missing';
    }
    case 'getAll': {
      const snaps = await db.getAll(...spec.paths.map((p) => db.doc(p)));
      return snaps.map((s) => [s.ref.path, s.exists ? canonical(s.data()) : 'missing']);
    }
    case 'listDocuments': {
      const refs = await db.collection(spec.collection).listDocuments();
      return refs.map((r) => r.path).sort();
    }
    case 'listCollections': {
      const collections = await db.doc(spec.path).listCollections();
      return collections.map((c) => c.id).sort();
    }
  }
}

function describeFieldWrite(write: FieldWrite): string {
  switch (write.t) {
    case 'value':
      return describe(write.v);
    case 'delete':
      return 'delete()';
    case 'increment':
      return `increment(${describe(write.by)})`;
    case 'union':
      return `arrayUnion(${write.v.map(describe).join(', ')})`;
    case 'remove':
      return `arrayRemove(${write.v.map(describe).join(', ')})`;
  }
}

function describeWrite(spec: WriteSpec): string {
  switch (spec.op) {
    case 'set':
      return `set ${spec.path} ${describeData(spec.data)}${spec.merge === true ? ' merge' : spec.merge ? ` mergeFields ${spec.merge.join(',')}` : ''}`;
    case 'create':
      return `create ${spec.path} ${describeData(spec.data)}`;
    case 'update':
      return `update ${spec.path} {${spec.fields.map(([f, w]) => `${f}: ${describeFieldWrite(w)}`).join(', ')}}`;
    case 'delete':
      return `delete ${spec.path}${spec.exists === undefined ? '' : ` exists=${spec.exists}`}`;
  }
}

export function describeOp(spec: OpSpec): string {
  switch (spec.op) {
    case 'batch':
      return `batch [${spec.writes.map(describeWrite).join('; ')}]`;
    case 'get':
      return `get ${spec.path}`;
    case 'getAll':
      return `getAll ${spec.paths.join(', ')}`;
    case 'listDocuments':
      return `listDocuments ${spec.collection}`;
    case 'listCollections':
      return `listCollections ${spec.path}`;
    default:
      return describeWrite(spec);
  }
}
