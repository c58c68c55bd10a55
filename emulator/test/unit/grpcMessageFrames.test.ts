import { deflateSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { framedMessage, MessageReader } from '../../src/transport/grpc/messageFrames.js';
import { FirestoreError } from '../../src/engine/errors.js';

const MAX = 1024;
const text = (messages: Buffer[]) => messages.map((m) => m.toString());

function compressedFrame(body: Buffer): Buffer {
  const framed = framedMessage(body);
  framed[0] = 1;
  return framed;
}

function refusal(reader: MessageReader, chunk: Buffer): FirestoreError {
  try {
    reader.push(chunk);
  } catch (err) {
    return err as FirestoreError;
  }
  throw new Error('the chunk was accepted');
}

describe('gRPC length-prefixed messages', () => {
  it('frames a message with a zero flag and its big-endian length', () => {
    expect([...framedMessage(Buffer.from('abc'))]).toEqual([0, 0, 0, 0, 3, 0x61, 0x62, 0x63]);
  });

  it('reads several messages from one chunk, an empty one included', () => {
    const reader = new MessageReader(MAX, 'identity');
    const chunk = Buffer.concat([framedMessage(Buffer.from('one')), framedMessage(Buffer.alloc(0)), framedMessage(Buffer.from('three'))]);
    expect(text(reader.push(chunk))).toEqual(['one', '', 'three']);
  });

  it('reads a message split at every byte, its prefix included', () => {
    const reader = new MessageReader(MAX, 'identity');
    const bytes = Buffer.concat([framedMessage(Buffer.from('hello')), framedMessage(Buffer.from('world'))]);
    const seen: string[] = [];
    for (let i = 0; i < bytes.length; i++) seen.push(...text(reader.push(bytes.subarray(i, i + 1))));
    expect(seen).toEqual(['hello', 'world']);
  });

  it('reads a message that ends in the middle of a chunk, then the next that chunk begins', () => {
    const reader = new MessageReader(MAX, 'identity');
    const bytes = Buffer.concat([framedMessage(Buffer.from('first message')), framedMessage(Buffer.from('second'))]);
    expect(text(reader.push(bytes.subarray(0, 10)))).toEqual([]);
    expect(text(reader.push(bytes.subarray(10, 24)))).toEqual(['first message']);
    expect(text(reader.push(bytes.subarray(24)))).toEqual(['second']);
  });

  it('refuses a message longer than the limit from its prefix alone, with RESOURCE_EXHAUSTED', () => {
    const reader = new MessageReader(MAX, 'identity');
    const prefix = Buffer.from([0, 0, 0, 0x04, 0x01]); // 1025 bytes announced, none sent
    const err = refusal(reader, prefix);
    expect(err).toBeInstanceOf(FirestoreError);
    expect(err.status).toBe('RESOURCE_EXHAUSTED');
    expect(err.message).toBe('Received message larger than max (1025 vs. 1024)');
  });

  it('inflates messages flagged compressed with the call gzip or deflate encoding', () => {
    const body = Buffer.from('compressed request');
    expect(text(new MessageReader(MAX, 'gzip').push(compressedFrame(gzipSync(body))))).toEqual(['compressed request']);
    expect(text(new MessageReader(MAX, 'deflate').push(compressedFrame(deflateSync(body))))).toEqual(['compressed request']);
  });

  it('refuses a compressed message that inflates past the limit', () => {
    const err = refusal(new MessageReader(MAX, 'gzip'), compressedFrame(gzipSync(Buffer.alloc(MAX + 1))));
    expect(err.status).toBe('RESOURCE_EXHAUSTED');
  });

  it('refuses a compressed message it cannot inflate, in an unknown encoding, or without an encoding', () => {
    expect(refusal(new MessageReader(MAX, 'gzip'), compressedFrame(Buffer.from('not gzip'))).status).toBe('INTERNAL');
    expect(refusal(new MessageReader(MAX, 'snappy'), compressedFrame(Buffer.from('x'))).status).toBe('UNIMPLEMENTED');
    expect(refusal(new MessageReader(MAX, 'identity'), compressedFrame(Buffer.from('x'))).status).toBe('INTERNAL');
  });
});
