/**
 * Documents, queries and aggregations through firebase-admin over gRPC. Each round empties the project, writes the
 * same random documents to both servers, then interleaves random queries, aggregations, writes and reads; after
 * every write both servers' documents are compared whole, so a write that lands differently shows at once.
 */
import fc from 'fast-check';
import { AggregateField, FieldPath, type AggregateSpec, type Firestore } from 'firebase-admin/firestore';
import { canonical, type Canonical } from './canonical.js';
import { adminClients, compareBoth, sample, type PerSide, type SuiteContext } from './context.js';
import { buildQuery, describeQuery, queryArb, type QuerySpec } from './querySpecs.js';
import { dataArb, materializeData, type ValueSpec } from './values.js';
import { DOC_PATHS, describeOp, opArb, runOp, type OpSpec } from './writeSpecs.js';

const SUITE = 'documents and queries';
const PROJECT = 'demo-differential-data';
const ROUNDS = 6;
const QUERIES_PER_ROUND = 70;
const AGGREGATIONS_PER_ROUND = 20;
const OPS_PER_ROUND = 30;

const SOURCES = [
  { group: false, path: 'c' },
  { group: false, path: 'c' },
  { group: false, path: 'd' },
  { group: false, path: 'c/a/c' },
  { group: true, path: 'c' },
];

type AggregationKind = 'count' | 'sum' | 'avg';
interface AggregationSpec {
  query: QuerySpec;
  fields: { kind: AggregationKind; field: string }[];
}

const aggregationArb: fc.Arbitrary<AggregationSpec> = fc.record({
  query: queryArb(SOURCES),
  fields: fc.array(
    fc.record({ kind: fc.constantFrom<AggregationKind>('count', 'sum', 'avg'), field: fc.constantFrom('n', 'n', 'v', 's', 'm.x', 'arr') }),
    { minLength: 1, maxLength: 4 },
  ),
});

/** The starting documents: most of the run's paths hold one. */
const seedDocumentsArb: fc.Arbitrary<[string, Record<string, ValueSpec>][]> = fc
  .subarray(DOC_PATHS, { minLength: 6 })
  .chain((paths) => fc.tuple(...paths.map((path) => dataArb.map((data): [string, Record<string, ValueSpec>] => [path, data]))));

/** Every document of the run (nested ones included), by path. */
async function everything(db: Firestore): Promise<Canonical> {
  const snaps = await db.getAll(...DOC_PATHS.map((p) => db.doc(p)));
  return snaps.filter((s) => s.exists).map((s) => [s.ref.path, canonical(s.data())]);
}

async function runQuery(spec: QuerySpec, db: Firestore): Promise<Canonical> {
  const snapshot = await buildQuery(spec, db).get();
  return snapshot.docs.map((d) => [d.ref.path, canonical(d.data())]);
}

async function runAggregation(spec: AggregationSpec, db: Firestore): Promise<Canonical> {
  const fields: AggregateSpec = {};
  spec.fields.forEach(({ kind, field }, i) => {
    const path = field === '__name__' ? FieldPath.documentId() : field;
    fields[`a${i}`] = kind === 'count' ? AggregateField.count() : kind === 'sum' ? AggregateField.sum(path) : AggregateField.average(path);
  });
  const snapshot = await buildQuery(spec.query, db).aggregate(fields).get();
  return canonical(snapshot.data());
}

function describeAggregation(spec: AggregationSpec): string {
  return `${spec.fields.map(({ kind, field }) => (kind === 'count' ? 'count()' : `${kind}(${field})`)).join(', ')} over ${describeQuery(spec.query)}`;
}

const isWrite = (op: OpSpec) => !['get', 'getAll', 'listDocuments', 'listCollections'].includes(op.op);

export async function runDataSuite(context: SuiteContext): Promise<void> {
  const db: PerSide<Firestore> = await adminClients(context, PROJECT);
  const compare = (operation: string, run: (db: Firestore) => Promise<Canonical>) =>
    compareBoth(context, SUITE, operation, (side) => run(db[side]));

  for (let round = 0; round < ROUNDS; round += 1) {
    const seed = context.seed + round * 101;
    await compare(`round ${round}: delete every document`, async (client) => {
      await Promise.all(DOC_PATHS.map((p) => client.doc(p).delete()));
      return null;
    });
    const [documents] = sample(seedDocumentsArb, seed, 1);
    await compare(`round ${round}: seed ${documents!.length} documents`, async (client) => {
      const batch = client.batch();
      for (const [path, data] of documents!) batch.set(client.doc(path), materializeData(data, client));
      await batch.commit();
      return null;
    });
    await compare(`round ${round}: documents after seeding`, everything);

    const queries = sample(queryArb(SOURCES), seed + 1, QUERIES_PER_ROUND);
    const aggregations = sample(aggregationArb, seed + 2, AGGREGATIONS_PER_ROUND);
    const ops = sample(opArb, seed + 3, OPS_PER_ROUND);
    const half = Math.floor(QUERIES_PER_ROUND / 2);

    for (const query of queries.slice(0, half)) await compare(`query ${describeQuery(query)}`, (client) => runQuery(query, client));
    for (const aggregation of aggregations) {
      await compare(`aggregate ${describeAggregation(aggregation)}`, (client) => runAggregation(aggregation, client));
    }
    for (const op of ops) {
      await compare(describeOp(op), (client) => runOp(op, client));
      if (isWrite(op)) await compare(`documents after ${describeOp(op)}`, everything);
    }
    for (const query of queries.slice(half)) await compare(`query ${describeQuery(query)}`, (client) => runQuery(query, client));
  }
}
