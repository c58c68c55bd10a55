/**
 * How a journal segment reads back: its records, then the zeros written ahead of them. A crash can
 * only cut short the last write, which lands on those zeros, so damage followed by nothing but zeros
 * is a torn write (never acknowledged); damage with anything after it is corruption.
 */
import { describe, expect, it } from 'vitest';
import { crc32, encodeRecord, scanSegment, type JournalRecord } from '../../src/persist/journalFormat.js';

const DATABASE = 'projects/demo-journal/databases/(default)';

function record(s: number, pad = 40): JournalRecord {
  return { s, t: 1_700_000_000_000_000 + s, d: DATABASE, p: [{ name: `${DATABASE}/documents/c/d${s}`, fields: { pad: { stringValue: 'x'.repeat(pad) } } }] };
}

const records = (from: number, count: number) => Array.from({ length: count }, (_, i) => record(from + i));
const encode = (list: JournalRecord[]) => Buffer.concat(list.map(encodeRecord));
const zeros = (n: number) => Buffer.alloc(n);

describe('scanSegment', () => {
  it('reads every record of a segment that ends with its last record (no zeros after it)', () => {
    const written = records(1, 3);
    const bytes = encode(written);
    expect(scanSegment(bytes)).toEqual({ records: written, validBytes: bytes.length, contentBytes: bytes.length });
  });

  it('reads the records before the zeros written ahead, whatever the zeros length', () => {
    const written = records(1, 3);
    const data = encode(written);
    for (const tail of [1, 3, 7, 8, 9, 4096]) {
      expect(scanSegment(Buffer.concat([data, zeros(tail)])), `${tail} zeros`).toEqual({ records: written, validBytes: data.length, contentBytes: data.length });
    }
  });

  it('reads a segment of zeros alone as empty', () => {
    expect(scanSegment(zeros(4096))).toEqual({ records: [], validBytes: 0, contentBytes: 0 });
    expect(scanSegment(zeros(0))).toEqual({ records: [], validBytes: 0, contentBytes: 0 });
  });

  it('finds a last record cut short at any byte, before the zeros, torn', () => {
    const whole = records(1, 2);
    const data = encode(whole);
    const last = encodeRecord(record(3, 300));
    for (let cut = 1; cut < last.length; cut++) {
      const scanned = scanSegment(Buffer.concat([data, last.subarray(0, cut), zeros(4096)]));
      expect(scanned.records, `cut at ${cut}`).toEqual(whole);
      expect(scanned.validBytes, `cut at ${cut}`).toBe(data.length);
      // A cut within a zero first byte left nothing of the record: the segment simply ends there.
      if (scanned.problem) expect(scanned.problem, `cut at ${cut}`).toMatchObject({ offset: data.length, torn: true });
      else expect(last.subarray(0, cut).every((b) => b === 0), `cut at ${cut}`).toBe(true);
    }
  });

  it('finds a last record cut short at the end of the file torn, as before the zeros', () => {
    const data = encode(records(1, 2));
    const last = encodeRecord(record(3));
    expect(scanSegment(Buffer.concat([data, last.subarray(0, 5)])).problem).toMatchObject({ offset: data.length, torn: true });
    expect(scanSegment(Buffer.concat([data, last.subarray(0, last.length - 1)])).problem).toMatchObject({ offset: data.length, torn: true });
  });

  it('finds a damaged last record followed only by zeros torn', () => {
    const data = encode(records(1, 2));
    const last = encodeRecord(record(3));
    last[last.length - 3] ^= 0x01;
    const scanned = scanSegment(Buffer.concat([data, last, zeros(100)]));
    expect(scanned.records.map((r) => r.s)).toEqual([1, 2]);
    expect(scanned.problem).toMatchObject({ offset: data.length, torn: true, reason: 'a record checksum does not match' });
  });

  it('finds a damaged record followed by another record corrupt', () => {
    const first = encodeRecord(record(1));
    first[first.length - 3] ^= 0x01;
    const bytes = Buffer.concat([first, encodeRecord(record(2)), zeros(100)]);
    expect(scanSegment(bytes)).toMatchObject({ records: [], validBytes: 0, problem: { offset: 0, torn: false } });
  });

  it('finds bytes after the zeros corrupt', () => {
    const data = encode(records(1, 2));
    for (const after of [Buffer.from([1]), encodeRecord(record(3)), Buffer.from('garbage')]) {
      const scanned = scanSegment(Buffer.concat([data, zeros(64), after, zeros(64)]));
      expect(scanned.records.map((r) => r.s)).toEqual([1, 2]);
      expect(scanned.problem).toMatchObject({ offset: data.length, torn: false });
    }
  });

  it('finds a damaged record followed by bytes after zeros corrupt', () => {
    const data = encode(records(1, 1));
    const damaged = encodeRecord(record(2));
    damaged[damaged.length - 3] ^= 0x01;
    const scanned = scanSegment(Buffer.concat([data, damaged, zeros(64), Buffer.from('x'), zeros(64)]));
    expect(scanned.problem).toMatchObject({ offset: data.length, torn: false });
  });

  it('finds a record whose checksum matches but whose payload is not a commit corrupt, even last', () => {
    const payload = Buffer.from('{"no": "sequence"}');
    const header = Buffer.alloc(8);
    header.writeUInt32LE(payload.length, 0);
    header.writeUInt32LE(crc32(payload), 4);
    const first = encodeRecord(record(1));
    expect(scanSegment(Buffer.concat([first, header, payload, zeros(16)])).problem).toMatchObject({ offset: first.length, torn: false });
  });
});

