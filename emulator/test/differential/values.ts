/**
 * Field values as plain descriptions, generated once from the seed and turned into firebase-admin values for
 * each server (a reference belongs to one client). The pools are small on purpose: values collide, so equality,
 * ranges and the order across types (null < booleans < numbers < timestamps < strings < bytes < references <
 * geo points < arrays < maps) decide what queries return.
 */
import fc from 'fast-check';
import { GeoPoint, Timestamp, type Firestore } from 'firebase-admin/firestore';

export type ValueSpec =
  | { t: 'null' }
  | { t: 'bool'; v: boolean }
  | { t: 'int'; v: string }
  | { t: 'double'; v: number }
  | { t: 'string'; v: string }
  | { t: 'bytes'; v: number[] }
  | { t: 'timestamp'; seconds: number; nanos: number }
  | { t: 'geo'; lat: number; lng: number }
  | { t: 'ref'; path: string }
  | { t: 'array'; v: ValueSpec[] }
  | { t: 'map'; v: Record<string, ValueSpec> };

const INTS = ['-2', '-1', '0', '1', '2', '3', '7', '9007199254740993', '9223372036854775807', '-9223372036854775808'];
// Whole numbers other than -0 would be written as integers by the SDK; whole doubles come from increments.
const DOUBLES = [-0, 0.5, 1.5, -1.5, 2.5, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e300, 5e-324];
const STRINGS = ['', 'a', 'b', 'B', 'ab', 'a\u0000', 'é', 'z', '\u{1F600}', '\uFFFF', 'c/a'];
const BYTES = [[], [0], [1, 2], [255], [0, 0]];
const TIMESTAMPS: [number, number][] = [[0, 0], [0, 1000], [1, 0], [-62135596800, 0], [1_800_000_000, 999_999_000]];
const GEO: [number, number][] = [[0, 0], [10, -20], [10, 20], [-90, 180]];
/** References within the compared project; the run's documents live in these collections. */
export const REF_PATHS = ['c/a', 'c/b', 'c/a/c/x', 'd/a'];

export const scalarArb: fc.Arbitrary<ValueSpec> = fc.oneof(
  { weight: 2, arbitrary: fc.constant<ValueSpec>({ t: 'null' }) },
  { weight: 2, arbitrary: fc.boolean().map((v): ValueSpec => ({ t: 'bool', v })) },
  { weight: 6, arbitrary: fc.constantFrom(...INTS).map((v): ValueSpec => ({ t: 'int', v })) },
  { weight: 4, arbitrary: fc.constantFrom(...DOUBLES).map((v): ValueSpec => ({ t: 'double', v })) },
  { weight: 5, arbitrary: fc.constantFrom(...STRINGS).map((v): ValueSpec => ({ t: 'string', v })) },
  { weight: 1, arbitrary: fc.constantFrom(...BYTES).map((v): ValueSpec => ({ t: 'bytes', v })) },
  { weight: 1, arbitrary: fc.constantFrom(...TIMESTAMPS).map(([seconds, nanos]): ValueSpec => ({ t: 'timestamp', seconds, nanos })) },
  { weight: 1, arbitrary: fc.constantFrom(...GEO).map(([lat, lng]): ValueSpec => ({ t: 'geo', lat, lng })) },
  { weight: 1, arbitrary: fc.constantFrom(...REF_PATHS).map((path): ValueSpec => ({ t: 'ref', path })) },
);

// Keys that sort differently by UTF-16 code unit than by code point: maps compare key by key.
const MAP_KEYS = ['x', 'y', 'a', '\uFFFF', '\u{1F600}'];

/** Any value, arrays and maps nested at most twice. */
export const valueArb: fc.Arbitrary<ValueSpec> = fc.letrec<{ value: ValueSpec }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 8, arbitrary: scalarArb },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 3 }).map((v): ValueSpec => ({ t: 'array', v })) },
    {
      weight: 1,
      arbitrary: fc.dictionary(fc.constantFrom(...MAP_KEYS), tie('value'), { maxKeys: 2 }).map((v): ValueSpec => ({ t: 'map', v })),
    },
  ),
})).value;

/** Arrays of scalars: what array-contains and array-contains-any look into. */
export const arrayArb: fc.Arbitrary<ValueSpec> = fc.array(scalarArb, { maxLength: 4 }).map((v): ValueSpec => ({ t: 'array', v }));

/** The value of a field of the given name: numbers in `n`, text in `s`, arrays in `arr`, maps in `m`, anything in `v`. */
export function fieldValueArb(field: string): fc.Arbitrary<ValueSpec> {
  const biased = (favoured: fc.Arbitrary<ValueSpec>) =>
    fc.oneof({ weight: 5, arbitrary: favoured }, { weight: 1, arbitrary: valueArb });
  switch (field) {
    case 'n':
      return biased(fc.oneof(
        fc.constantFrom(...INTS).map((v): ValueSpec => ({ t: 'int', v })),
        fc.constantFrom(...DOUBLES).map((v): ValueSpec => ({ t: 'double', v })),
      ));
    case 's':
      return biased(fc.constantFrom(...STRINGS).map((v): ValueSpec => ({ t: 'string', v })));
    case 'arr':
      return biased(arrayArb);
    case 'm':
      return biased(fc.dictionary(fc.constantFrom(...MAP_KEYS), scalarArb, { maxKeys: 3 }).map((v): ValueSpec => ({ t: 'map', v })));
    case 'tag':
      return biased(fc.constantFrom('red', 'green', 'blue').map((v): ValueSpec => ({ t: 'string', v })));
    default:
      return valueArb;
  }
}

export const FIELDS = ['n', 's', 'v', 'arr', 'm', 'tag'];

/** A document's data: a few of the fields, each of its kind. */
export const dataArb: fc.Arbitrary<Record<string, ValueSpec>> = fc
  .subarray(FIELDS, { minLength: 0 })
  .chain((fields) => (fields.length === 0 ? fc.constant({}) : fc.record(Object.fromEntries(fields.map((f) => [f, fieldValueArb(f)])))));

/** The firebase-admin value of a description, for the client `db`. */
export function materialize(spec: ValueSpec, db: Firestore): unknown {
  switch (spec.t) {
    case 'null':
      return null;
    case 'bool':
      return spec.v;
    case 'int':
      return BigInt(spec.v);
    case 'double':
      return spec.v;
    case 'string':
      return spec.v;
    case 'bytes':
      return Buffer.from(spec.v);
    case 'timestamp':
      return new Timestamp(spec.seconds, spec.nanos);
    case 'geo':
      return new GeoPoint(spec.lat, spec.lng);
    case 'ref':
      return db.doc(spec.path);
    case 'array':
      return spec.v.map((v) => materialize(v, db));
    case 'map':
      return Object.fromEntries(Object.entries(spec.v).map(([k, v]) => [k, materialize(v, db)]));
  }
}

export function materializeData(data: Record<string, ValueSpec>, db: Firestore): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, materialize(v, db)]));
}

function describeDouble(n: number): string {
  if (Object.is(n, -0)) return '-0.0';
  return Number.isFinite(n) && Number.isInteger(n) ? `${n}.0` : String(n);
}

/** How a value reads in the report: 1 is an integer, 1.5 and NaN doubles, 'a' text. */
export function describe(spec: ValueSpec): string {
  switch (spec.t) {
    case 'null':
      return 'null';
    case 'bool':
      return String(spec.v);
    case 'int':
      return spec.v;
    case 'double':
      return describeDouble(spec.v);
    case 'string':
      return JSON.stringify(spec.v);
    case 'bytes':
      return `bytes[${spec.v.join(',')}]`;
    case 'timestamp':
      return `timestamp(${spec.seconds},${spec.nanos})`;
    case 'geo':
      return `geo(${spec.lat},${spec.lng})`;
    case 'ref':
      return `ref(${spec.path})`;
    case 'array':
      return `[${spec.v.map(describe).join(',')}]`;
    case 'map':
      return `{${Object.entries(spec.v).map(([k, v]) => `${k}:${describe(v)}`).join(',')}}`;
  }
}

export function describeData(data: Record<string, ValueSpec>): string {
  return `{${Object.entries(data).map(([k, v]) => `${k}:${describe(v)}`).join(',')}}`;
}
