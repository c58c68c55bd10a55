/**
 * Listeners must always agree with a fresh query: replays random commits and checks, after each,
 * that the state a client builds from the Listen messages equals runQuery's answer.
 */
import { describe, expect, it } from 'vitest';
import type { Fields, ListenResponse, StructuredQuery, Write } from '../../src/engine/types.js';
import { DATABASE, OWNER, ROOT, docName, int, newService, openListen, seededRandom, str } from './engineSupport.js';

const n = (fieldPath: string, direction: 'ASCENDING' | 'DESCENDING' = 'ASCENDING') => ({ field: { fieldPath }, direction });
const QUERIES: StructuredQuery[] = [
  { from: [{ collectionId: 'items' }] },
  { from: [{ collectionId: 'items' }], where: { fieldFilter: { field: { fieldPath: 'color' }, op: 'EQUAL', value: str('red') } } },
  { from: [{ collectionId: 'items' }], orderBy: [n('rank')], limit: 3 },
  { from: [{ collectionId: 'items' }], orderBy: [n('rank', 'DESCENDING')], limit: 5 },
  { from: [{ collectionId: 'items' }], orderBy: [n('rank')], offset: 2, limit: 4 },
  { from: [{ collectionId: 'items' }], orderBy: [n('rank')], startAt: { values: [int(10)], before: true }, endAt: { values: [int(30)] } },
  {
    from: [{ collectionId: 'items' }],
    where: { fieldFilter: { field: { fieldPath: 'color' }, op: 'IN', value: { arrayValue: { values: [str('red'), str('blue')] } } } },
    orderBy: [n('rank')],
    limit: 1,
  },
  { from: [{ collectionId: 'items', allDescendants: true }], where: { fieldFilter: { field: { fieldPath: 'rank' }, op: 'GREATER_THAN', value: int(20) } } },
  { from: [{ collectionId: 'items' }], orderBy: [n('rank')], limit: 2, select: { fields: [{ fieldPath: 'color' }] } },
];

/** The documents a client holds for each target, built only from Listen messages. */
function clientState(messages: ListenResponse[], state = new Map<number, Map<string, string>>()) {
  const target = (id: number) => state.get(id) ?? state.set(id, new Map()).get(id)!;
  for (const m of messages) {
    if (m.documentChange) {
      const { document, targetIds = [], removedTargetIds = [] } = m.documentChange;
      for (const id of targetIds) target(id).set(document.name, document.updateTime!);
      for (const id of removedTargetIds) target(id).delete(document.name);
    }
    const gone = m.documentDelete ?? m.documentRemove;
    if (gone) for (const id of gone.removedTargetIds ?? []) target(id).delete(gone.document);
    if (m.targetChange?.targetChangeType === 'RESET') for (const id of m.targetChange.targetIds ?? []) target(id).clear();
  }
  return state;
}

describe('Listen consistency', () => {
  // The largest collection grows past the size at which equality filters are answered from an index.
  it.each([
    [1, 60],
    [2, 60],
    [3, 60],
    [4, 200],
  ])('matches a fresh query after every commit (seed %i, %i documents)', (seed, documents) => {
    const next = seededRandom(seed);
    const s = newService();
    const pick = <T>(list: T[]): T => list[Math.floor(next() * list.length)]!;
    const paths = [...Array.from({ length: documents }, (_, i) => `items/d${i}`), 'other/o/items/x', 'other/o/items/y', 'misc/m'];
    const colors = [str('red'), str('blue'), str('green')];
    const randomWrite = (): Write => {
      const name = docName(pick(paths));
      const roll = next();
      if (roll < 0.2) return { delete: name };
      const fields: Fields = roll < 0.3 ? { color: pick(colors) } : { color: pick(colors), rank: int(Math.floor(next() * 40)) };
      return { update: { name, fields } };
    };
    for (let i = 0; i < documents + 20; i++) s.commit(OWNER, DATABASE, { writes: [randomWrite()] });

    // Two sessions share every query, so shared evaluation is exercised too.
    const sessions = [openListen(s), openListen(s)];
    QUERIES.forEach((structuredQuery, i) => {
      for (const l of sessions) l.session.send({ database: DATABASE, addTarget: { targetId: i + 1, query: { parent: ROOT, structuredQuery } } });
    });
    const states = sessions.map((l) => clientState(l.take()));

    for (let commit = 0; commit < 150; commit++) {
      const writes = Array.from({ length: 1 + Math.floor(next() * 4) }, randomWrite);
      s.commit(OWNER, DATABASE, { writes });
      // One session leaves for a while now and then; the other must not be disturbed.
      if (commit === 50) sessions[1]!.session.close();
      sessions.forEach((l, i) => clientState(l.take(), states[i]));
      QUERIES.forEach((structuredQuery, i) => {
        const expected = new Map(
          s.runQuery(OWNER, ROOT, { structuredQuery }).flatMap((r) => (r.document ? [[r.document.name, r.document.updateTime!] as const] : [])),
        );
        expect(states[0]!.get(i + 1) ?? new Map(), `query ${i} after commit ${commit}`).toEqual(expected);
      });
    }
  });
});
