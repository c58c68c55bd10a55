import { describe, expect, it } from 'vitest';
import type { WriteRequest, WriteResponse } from '../../src/engine/types.js';
import { DATABASE, OWNER, docName, int, newService, record, set } from './engineSupport.js';

/**
 * Resolves once every promise reaction queued so far, and every one those queue, has run: the stream answers
 * through promise reactions alone, so what an opened gate sets off has happened by then.
 */
const promiseReactionsRun = () => new Promise<void>((resolve) => setImmediate(resolve));

function openWrite() {
  const s = newService();
  return { s, ...record<WriteRequest, WriteResponse>(s.openWrite(OWNER)) };
}

describe('Write stream', () => {
  it('answers the handshake with a stream id and token and no write results', () => {
    const w = openWrite();
    w.session.send({ database: DATABASE });
    const [handshake] = w.take();
    expect(handshake!.streamId).toBeTruthy();
    expect(handshake!.streamToken).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(handshake).not.toHaveProperty('writeResults');
  });

  it('commits each batch of writes and answers with results in write and transform order', () => {
    const w = openWrite();
    w.session.send({ database: DATABASE });
    const token = w.take()[0]!.streamToken!;
    w.session.send({
      streamToken: token,
      writes: [
        { ...set('c/a', { n: int(1) }), updateTransforms: [{ fieldPath: 'n', increment: int(2) }, { fieldPath: 'at', setToServerValue: 'REQUEST_TIME' }] },
        { delete: docName('c/gone') },
      ],
    });
    const [reply] = w.take();
    expect(reply!.streamToken).toBeTruthy();
    expect(reply!.streamToken).not.toBe(token);
    expect(reply!.writeResults).toEqual([
      { updateTime: reply!.commitTime, transformResults: [int(3), { timestampValue: reply!.commitTime }] },
      {},
    ]);
    expect(w.s.getDocument(OWNER, docName('c/a'), {}).fields).toEqual({ n: int(3), at: { timestampValue: reply!.commitTime } });
  });

  it('treats an empty write list as a heartbeat', () => {
    const w = openWrite();
    w.session.send({ database: DATABASE });
    const token = w.take()[0]!.streamToken!;
    w.session.send({ streamToken: token, writes: [] });
    const [reply] = w.take();
    expect(reply!.streamToken).toBeTruthy();
    expect(reply!.commitTime).toMatch(/Z$/);
    expect(reply!.writeResults).toBeUndefined();
  });

  it('ends the stream with the status of a failed commit', () => {
    const w = openWrite();
    w.session.send({ database: DATABASE });
    const token = w.take()[0]!.streamToken!;
    w.session.send({ streamToken: token, writes: [{ ...set('c/missing', {}), currentDocument: { exists: true } }] });
    expect(w.errors).toEqual([{ code: 5, status: 'NOT_FOUND', message: `No document to update: ${docName('c/missing')}` }]);
    w.session.send({ streamToken: token, writes: [set('c/after', {})] });
    expect(w.take()).toEqual([]);
  });

  it('requires the database first', () => {
    const w = openWrite();
    w.session.send({ writes: [set('c/a', {})] });
    expect(w.errors).toEqual([expect.objectContaining({ status: 'INVALID_ARGUMENT' })]);
  });

  it('answers in order when commits wait to be durable, and a failure after them comes last', async () => {
    const s = newService();
    const gates: (() => void)[] = [];
    // Each commit's answer waits until its gate opens, as it waits for the journal's sync.
    const durable = () => new Promise<void>((resolve) => gates.push(resolve));
    const w = record<WriteRequest, WriteResponse>(s.openWrite(OWNER, durable));
    w.session.send({ database: DATABASE });
    const token = w.take()[0]!.streamToken!;
    w.session.send({ streamToken: token, writes: [set('c/one', { n: int(1) })] });
    w.session.send({ streamToken: token, writes: [set('c/two', { n: int(2) })] });
    w.session.send({ streamToken: token, writes: [{ ...set('c/three', {}), currentDocument: { exists: true } }] });
    w.session.send({ streamToken: token, writes: [set('c/four', {})] });
    // Committed at once (in order), answered only once durable.
    expect(s.getDocument(OWNER, docName('c/two'), {}).fields).toEqual({ n: int(2) });
    expect(w.messages).toHaveLength(0);
    gates[1]!();
    await promiseReactionsRun();
    expect(w.messages).toHaveLength(0);
    expect(w.errors).toHaveLength(0);
    const failed = new Promise<void>((resolve) => {
      const onError = w.session.onError;
      w.session.onError = (error) => {
        onError(error);
        resolve();
      };
    });
    gates[0]!();
    await failed;
    const answers = w.take();
    expect(answers.map((a) => a.writeResults?.[0]?.updateTime)).toEqual([
      s.getDocument(OWNER, docName('c/one'), {}).updateTime,
      s.getDocument(OWNER, docName('c/two'), {}).updateTime,
    ]);
    expect(w.errors.map((e) => e.status)).toEqual(['NOT_FOUND']);
    // Nothing after the failed commit was committed.
    expect(() => s.getDocument(OWNER, docName('c/four'), {})).toThrow();
  });
});
