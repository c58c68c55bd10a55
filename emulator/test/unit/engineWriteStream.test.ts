import { describe, expect, it } from 'vitest';
import type { WriteRequest, WriteResponse } from '../../src/engine/types.js';
import { DATABASE, OWNER, docName, int, newService, record, set } from './engineSupport.js';

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
});
