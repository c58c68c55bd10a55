import { describe, expect, it } from 'vitest';
import { DATABASE, ROOT, commit, describeListen, docName, int, newService, openListen, queryTarget, set, str } from './engineSupport.js';

const byN = { orderBy: [{ field: { fieldPath: 'n' }, direction: 'ASCENDING' }] };

describe('Listen stream', () => {
  it('answers a query target with ADD, the documents, CURRENT and a global snapshot', () => {
    const s = newService();
    commit(s, set('c/a', { n: int(1) }), set('c/b', { n: int(2) }), set('other/x', {}));
    const l = openListen(s);
    l.session.send(queryTarget(2, 'c', byN));
    const messages = l.take();
    expect(describeListen(messages)).toEqual(['ADD 2', 'change c/a +2', 'change c/b +2', 'CURRENT 2', 'NO_CHANGE']);
    const current = messages[3]!.targetChange!;
    const global = messages[4]!.targetChange!;
    expect(current.readTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    expect(current.resumeToken).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(global).toEqual({ readTime: current.readTime, resumeToken: current.resumeToken });
  });

  it('sends nothing for a missing document of a document target, then its creation and deletion', () => {
    const s = newService();
    commit(s, set('c/here', { a: int(1) }));
    const l = openListen(s);
    l.session.send({ database: DATABASE, addTarget: { targetId: 4, documents: { documents: [docName('c/here'), docName('c/later')] } } });
    expect(describeListen(l.take())).toEqual(['ADD 4', 'change c/here +4', 'CURRENT 4', 'NO_CHANGE']);
    const created = commit(s, set('c/later', { b: int(1) }));
    const pushed = l.take();
    expect(describeListen(pushed)).toEqual(['change c/later +4', 'NO_CHANGE']);
    expect(pushed[1]!.targetChange!.readTime).toBe(created.commitTime);
    const deleted = commit(s, { delete: docName('c/here') });
    const gone = l.take();
    expect(describeListen(gone)).toEqual(['delete c/here -4', 'NO_CHANGE']);
    expect(gone[0]!.documentDelete!.readTime).toBe(deleted.commitTime);
  });

  it('pushes additions, modifications, departures and deletions of a filtered query', () => {
    const s = newService();
    commit(s, set('c/a', { tag: str('x') }), set('c/b', { tag: str('x') }));
    const l = openListen(s);
    l.session.send(
      queryTarget(2, 'c', { where: { fieldFilter: { field: { fieldPath: 'tag' }, op: 'EQUAL', value: str('x') } } }),
    );
    l.take();
    commit(s, set('c/new', { tag: str('x') }), set('c/ignored', { tag: str('y') }));
    expect(describeListen(l.take())).toEqual(['change c/new +2', 'NO_CHANGE']);
    commit(s, set('c/a', { tag: str('y') }));
    expect(describeListen(l.take())).toEqual(['change c/a -2', 'NO_CHANGE']);
    commit(s, { delete: docName('c/b') });
    expect(describeListen(l.take())).toEqual(['delete c/b -2', 'NO_CHANGE']);
    commit(s, set('c/ignored', { tag: str('z') }), set('elsewhere/q', { tag: str('x') }));
    expect(l.take()).toEqual([]);
  });

  it('keeps a limit window exact as documents enter and leave it', () => {
    const s = newService();
    commit(s, set('c/a', { n: int(1) }), set('c/b', { n: int(2) }), set('c/c', { n: int(3) }));
    const l = openListen(s);
    l.session.send(queryTarget(2, 'c', { ...byN, limit: 2 }));
    expect(describeListen(l.take())).toEqual(['ADD 2', 'change c/a +2', 'change c/b +2', 'CURRENT 2', 'NO_CHANGE']);
    // Past the end of a full window: nothing to say.
    commit(s, set('c/z', { n: int(10) }));
    expect(l.take()).toEqual([]);
    // A new first document pushes the last one out.
    commit(s, set('c/first', { n: int(0) }));
    expect(describeListen(l.take())).toEqual(['change c/first +2', 'change c/b -2', 'NO_CHANGE']);
    // Deleting a member pulls the next one in.
    commit(s, { delete: docName('c/first') });
    expect(describeListen(l.take())).toEqual(['change c/b +2', 'delete c/first -2', 'NO_CHANGE']);
    // Moving a member past the end swaps it for the next.
    commit(s, set('c/a', { n: int(5) }));
    expect(describeListen(l.take())).toEqual(['change c/c +2', 'change c/a -2', 'NO_CHANGE']);
  });

  it('follows a limit window through more departures than it keeps in reserve', () => {
    const s = newService();
    commit(s, ...Array.from({ length: 40 }, (_, i) => set(`c/d${String(i).padStart(2, '0')}`, { n: int(i) })));
    const l = openListen(s);
    l.session.send(queryTarget(2, 'c', { ...byN, limit: 1 }));
    expect(describeListen(l.take())).toEqual(['ADD 2', 'change c/d00 +2', 'CURRENT 2', 'NO_CHANGE']);
    for (let i = 0; i < 39; i++) {
      const next = `d${String(i + 1).padStart(2, '0')}`;
      commit(s, { delete: docName(`c/d${String(i).padStart(2, '0')}`) });
      expect(describeListen(l.take())).toEqual([`change c/${next} +2`, `delete c/d${String(i).padStart(2, '0')} -2`, 'NO_CHANGE']);
    }
  });

  it('serves several targets and sessions, one message per document listing its targets', () => {
    const s = newService();
    const one = openListen(s);
    const two = openListen(s);
    one.session.send(queryTarget(2, 'c'));
    one.session.send({ database: DATABASE, addTarget: { targetId: 4, documents: { documents: [docName('c/a')] } } });
    two.session.send(queryTarget(6, 'c'));
    one.take();
    two.take();
    commit(s, set('c/a', { v: int(1) }));
    expect(describeListen(one.take())).toEqual(['change c/a +2,4', 'NO_CHANGE']);
    expect(describeListen(two.take())).toEqual(['change c/a +6', 'NO_CHANGE']);
  });

  it('watches collection groups below their parent', () => {
    const s = newService();
    const l = openListen(s);
    l.session.send({
      database: DATABASE,
      addTarget: { targetId: 2, query: { parent: docName('users/u1'), structuredQuery: { from: [{ collectionId: 'orders', allDescendants: true }] } } },
    });
    l.take();
    commit(s, set('users/u1/orders/o1', {}), set('users/u1/shops/s/orders/o2', {}), set('users/u2/orders/o3', {}), set('orders/o4', {}));
    expect(describeListen(l.take())).toEqual(['change users/u1/orders/o1 +2', 'change users/u1/shops/s/orders/o2 +2', 'NO_CHANGE']);
  });

  it('removes targets on request and stops all delivery on close', () => {
    const s = newService();
    const l = openListen(s);
    l.session.send(queryTarget(2, 'c'));
    l.session.send(queryTarget(4, 'd'));
    l.take();
    l.session.send({ database: DATABASE, removeTarget: 2 });
    expect(describeListen(l.take())).toEqual(['REMOVE 2']);
    commit(s, set('c/a', {}));
    expect(l.take()).toEqual([]);
    commit(s, set('d/a', {}));
    expect(describeListen(l.take())).toEqual(['change d/a +4', 'NO_CHANGE']);
    l.session.close();
    commit(s, set('d/b', {}));
    expect(l.take()).toEqual([]);
  });

  it('answers a resumed target with a reset and the full current state', () => {
    const s = newService();
    commit(s, set('c/a', {}));
    const first = openListen(s);
    first.session.send(queryTarget(2, 'c'));
    const token = first.take().find((m) => m.targetChange?.targetChangeType === 'CURRENT')!.targetChange!.resumeToken!;
    first.session.close();
    commit(s, set('c/b', {}));
    const again = openListen(s);
    again.session.send({ ...queryTarget(2, 'c'), addTarget: { ...queryTarget(2, 'c').addTarget!, resumeToken: token, expectedCount: 1 } });
    expect(describeListen(again.take())).toEqual(['ADD 2', 'RESET 2', 'change c/a +2', 'change c/b +2', 'CURRENT 2', 'NO_CHANGE']);
  });

  it('removes a once target after its results', () => {
    const s = newService();
    commit(s, set('c/a', {}));
    const l = openListen(s);
    l.session.send({ ...queryTarget(2, 'c'), addTarget: { ...queryTarget(2, 'c').addTarget!, once: true } });
    expect(describeListen(l.take())).toEqual(['ADD 2', 'change c/a +2', 'CURRENT 2', 'NO_CHANGE', 'REMOVE 2']);
    commit(s, set('c/b', {}));
    expect(l.take()).toEqual([]);
  });

  it('fails a bad target alone, and the stream on a bad request', () => {
    const s = newService();
    const l = openListen(s);
    l.session.send(queryTarget(2, 'c', { orderBy: [{ field: { fieldPath: '' } }] }));
    expect(describeListen(l.take())).toEqual(['REMOVE 2 INVALID_ARGUMENT']);
    l.session.send(queryTarget(4, 'c'));
    expect(describeListen(l.take())).toEqual(['ADD 4', 'CURRENT 4', 'NO_CHANGE']);
    expect(l.errors).toEqual([]);

    const other = openListen(s);
    other.session.send({ addTarget: { targetId: 2, documents: { documents: [] } } });
    expect(other.errors).toEqual([expect.objectContaining({ code: 3, status: 'INVALID_ARGUMENT' })]);
  });

  it('never re-sends a document that did not change', () => {
    const s = newService();
    const l = openListen(s);
    l.session.send(queryTarget(2, 'c'));
    l.take();
    commit(s, set('c/a', { v: int(1) }));
    l.take();
    commit(s, set('c/a', { v: int(1) }));
    expect(l.take()).toEqual([]);
  });

  it('reports a clear as deletions', () => {
    const s = newService();
    commit(s, set('c/a', {}), set('c/b', {}));
    const l = openListen(s);
    l.session.send(queryTarget(2, 'c', {}, ROOT));
    l.take();
    s.clear('demo-engine');
    expect(describeListen(l.take())).toEqual(['delete c/a -2', 'delete c/b -2', 'NO_CHANGE']);
  });

  it('keeps commits in order when a listener commits from its callback', () => {
    const s = newService();
    const l = openListen(s);
    l.session.send(queryTarget(2, 'c'));
    l.take();
    const seen: string[] = [];
    let reacted = false;
    l.session.onMessage = (m) => {
      seen.push(...describeListen([m]));
      if (!reacted && m.documentChange) {
        reacted = true;
        commit(s, set('c/second', {}));
      }
    };
    commit(s, set('c/first', {}));
    expect(seen).toEqual(['change c/first +2', 'NO_CHANGE', 'change c/second +2', 'NO_CHANGE']);
  });
});
