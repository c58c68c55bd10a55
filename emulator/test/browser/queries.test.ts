/**
 * Queries from the browser SDK: getDocs runs through the Listen stream, aggregations through REST
 * runAggregationQuery. Both transports are exercised in both WebChannel modes.
 */
import { describe, expect, it } from 'vitest';
import { testProject } from '../support/emulator.js';
import { MODES, inPage, useBrowser, useFirestorePage } from './support/firestorePage.js';

const projectId = testProject('wc-queries');
const browser = useBrowser(projectId);

/** Dealers with a deliberately mixed shape of fields. */
const DEALERS = [
  { id: 'd1', name: 'Alpha', region: 'north', rating: 4, tags: ['ev', 'trucks'], active: true },
  { id: 'd2', name: 'Bravo', region: 'south', rating: 2, tags: ['vans'], active: true },
  { id: 'd3', name: 'Charlie', region: 'north', rating: 5, tags: ['ev'], active: false },
  { id: 'd4', name: 'Delta', region: 'east', rating: 3, tags: [], active: true },
  { id: 'd5', name: 'Echo', region: 'west', rating: 1, tags: ['trucks'], active: false },
  { id: 'd6', name: 'Foxtrot', region: 'south', rating: 4, tags: ['ev', 'vans'], active: true },
];

describe.each(MODES)('queries over WebChannel ($name)', (mode) => {
  const coll = `${mode.name}-dealers`;
  const page = useFirestorePage(browser, projectId, mode, (opened) =>
    inPage(
      opened,
      async (g, { coll, dealers }) => {
        const fs = g.sdk.firestore;
        const batch = fs.writeBatch(g.db);
        for (const { id, ...data } of dealers) batch.set(fs.doc(g.db, coll, id), data);
        await batch.commit();
      },
      { coll, dealers: DEALERS },
    ),
  );

  /** Runs a query built in the page from `build` (source text) and returns the matching ids. */
  async function ids(build: string): Promise<string[]> {
    return inPage(
      page(),
      async (g, { coll, build }) => {
        const fs = g.sdk.firestore;
        const col = fs.collection(g.db, coll);
        const makeQuery = new Function('fs', 'col', `return ${build};`) as (
          f: typeof fs,
          c: typeof col,
        ) => ReturnType<typeof fs.query>;
        const snap = await fs.getDocs(makeQuery(fs, col));
        return snap.docs.map((d) => d.id);
      },
      { coll, build },
    );
  }

  it('filters with equality and ranges', async () => {
    expect(await ids(`fs.query(col, fs.where('region', '==', 'north'))`)).toEqual(['d1', 'd3']);
    expect(await ids(`fs.query(col, fs.where('rating', '>=', 4), fs.orderBy('rating'))`)).toEqual(['d1', 'd6', 'd3']);
    expect(await ids(`fs.query(col, fs.where('region', '!=', 'south'), fs.orderBy('region'))`)).toEqual([
      'd4',
      'd1',
      'd3',
      'd5',
    ]);
  });

  it('orders and limits, from either end', async () => {
    expect(await ids(`fs.query(col, fs.orderBy('rating', 'desc'), fs.orderBy('name'), fs.limit(3))`)).toEqual([
      'd3',
      'd1',
      'd6',
    ]);
    expect(await ids(`fs.query(col, fs.orderBy('name'), fs.limitToLast(2))`)).toEqual(['d5', 'd6']);
  });

  it('pages with cursors', async () => {
    expect(await ids(`fs.query(col, fs.orderBy('name'), fs.startAfter('Bravo'), fs.limit(2))`)).toEqual(['d3', 'd4']);
    expect(await ids(`fs.query(col, fs.orderBy('name'), fs.startAt('Bravo'), fs.endBefore('Delta'))`)).toEqual([
      'd2',
      'd3',
    ]);
    expect(await ids(`fs.query(col, fs.orderBy('rating'), fs.endAt(2))`)).toEqual(['d5', 'd2']);
    // A document snapshot as the cursor: ties on rating are broken by document id.
    const afterSnapshot = await inPage(
      page(),
      async (g, coll) => {
        const fs = g.sdk.firestore;
        const col = fs.collection(g.db, coll);
        const cursor = await fs.getDoc(fs.doc(col, 'd1'));
        const snap = await fs.getDocs(fs.query(col, fs.orderBy('rating'), fs.startAfter(cursor)));
        return snap.docs.map((d) => d.id);
      },
      coll,
    );
    expect(afterSnapshot).toEqual(['d6', 'd3']);
  });

  it('matches in, not-in, array-contains and array-contains-any', async () => {
    expect(await ids(`fs.query(col, fs.where('region', 'in', ['east', 'west']))`)).toEqual(['d4', 'd5']);
    expect(await ids(`fs.query(col, fs.where('region', 'not-in', ['north', 'south']))`)).toEqual(['d4', 'd5']);
    expect(await ids(`fs.query(col, fs.where('tags', 'array-contains', 'ev'))`)).toEqual(['d1', 'd3', 'd6']);
    expect(await ids(`fs.query(col, fs.where('tags', 'array-contains-any', ['vans', 'trucks']))`)).toEqual([
      'd1',
      'd2',
      'd5',
      'd6',
    ]);
  });

  it('combines filters with and/or', async () => {
    expect(
      await ids(`fs.query(col, fs.or(fs.where('region', '==', 'east'), fs.where('rating', '==', 5)))`),
    ).toEqual(['d3', 'd4']);
    const activeAndSouthOrRated =
      `fs.query(col, fs.and(fs.where('active', '==', true),` +
      ` fs.or(fs.where('region', '==', 'south'), fs.where('rating', '>', 3))))`;
    // The inequality on rating orders the results by rating, then by document id.
    expect(await ids(activeAndSouthOrRated)).toEqual(['d2', 'd1', 'd6']);
  });

  it('counts and aggregates on the server', async () => {
    const result = await inPage(
      page(),
      async (g, coll) => {
        const fs = g.sdk.firestore;
        const col = fs.collection(g.db, coll);
        const all = await fs.getCountFromServer(col);
        const active = await fs.getCountFromServer(fs.query(col, fs.where('active', '==', true)));
        const agg = await fs.getAggregateFromServer(fs.query(col, fs.where('region', 'in', ['north', 'south'])), {
          total: fs.sum('rating'),
          mean: fs.average('rating'),
          n: fs.count(),
        });
        return { all: all.data().count, active: active.data().count, agg: agg.data() };
      },
      coll,
    );
    expect(result.all).toBe(6);
    expect(result.active).toBe(4);
    expect(result.agg).toEqual({ total: 15, mean: 3.75, n: 4 });
  });
});
