/**
 * The journal writer puts records at the end of the data of a segment whose space ahead was written
 * with zeros and synced before any record lands in it: a segment reads back as its records, then zeros,
 * and only record bytes count toward folding the journal into a snapshot.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { open, type FileHandle } from 'node:fs/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodeRecord, scanSegment, segmentName, type JournalRecord } from '../../src/persist/journalFormat.js';
import { JournalWriter, ZERO_CHUNK_BYTES } from '../../src/persist/journalWriter.js';

const DATABASE = 'projects/demo-journal-writer/databases/(default)';

const dirs: string[] = [];
const writers: JournalWriter[] = [];

afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(writers.splice(0).map((w) => w.close()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'journal-writer-'));
  dirs.push(dir);
  return dir;
}

async function openWriter(dir: string, segment = { firstSeq: 1, bytes: 0 }, lastSeq = 0): Promise<JournalWriter> {
  const writer = await JournalWriter.open(dir, segment, lastSeq, { sync: true });
  writers.push(writer);
  return writer;
}

function commit(n: number, pad = 100): Omit<JournalRecord, 's'> {
  return { t: 1_700_000_000_000_000 + n, d: DATABASE, p: [{ name: `${DATABASE}/documents/c/d${n}`, fields: { pad: { stringValue: 'x'.repeat(pad) } } }] };
}

/** The segment's bytes: its records, then (checked) nothing but zeros. */
function readSegment(dir: string, firstSeq = 1): { records: JournalRecord[]; dataBytes: number; fileBytes: number } {
  const bytes = readFileSync(join(dir, segmentName(firstSeq)));
  const scanned = scanSegment(bytes);
  expect(scanned.problem).toBeUndefined();
  expect(bytes.subarray(scanned.validBytes).every((b) => b === 0)).toBe(true);
  return { records: scanned.records, dataBytes: scanned.validBytes, fileBytes: bytes.length };
}

describe('JournalWriter', () => {
  it('writes records ahead of synced zeros, and counts record bytes only', async () => {
    const dir = tempDir();
    const writer = await openWriter(dir);
    for (let n = 1; n <= 5; n++) writer.append(commit(n));
    await writer.whenDurable();
    const segment = readSegment(dir);
    expect(segment.records.map((r) => r.s)).toEqual([1, 2, 3, 4, 5]);
    expect(segment.fileBytes).toBeGreaterThanOrEqual(segment.dataBytes + ZERO_CHUNK_BYTES / 2);
    expect(writer.segmentBytes).toBe(segment.dataBytes);
  });

  it('keeps every record, in order, while the zeros ahead are extended again and again', async () => {
    const dir = tempDir();
    const writer = await openWriter(dir);
    // Groups of different sizes, some larger than a whole chunk, land while the space ahead is being zeroed.
    const pads = Array.from({ length: 120 }, (_, i) => (i % 17 === 0 ? ZERO_CHUNK_BYTES + 1000 : 2000 + (i % 7) * 9000));
    const acknowledged = pads.map((pad, i) => {
      const seq = writer.append(commit(i + 1, pad));
      return writer.whenDurable(seq);
    });
    await Promise.all(acknowledged);
    const segment = readSegment(dir);
    expect(segment.records.map((r) => r.s)).toEqual(pads.map((_, i) => i + 1));
    expect(segment.records.map((r) => (r.p![0]!.fields!.pad as { stringValue: string }).stringValue.length)).toEqual(pads);
    expect(writer.segmentBytes).toBe(segment.dataBytes);
    expect(segment.dataBytes).toBeGreaterThan(3 * ZERO_CHUNK_BYTES);
  });

  it('writes a record only over zeros already on disk, while the next zeros are being written', async () => {
    const dir = tempDir();
    // Every write of the segment, in the order they start and finish; zeros take a while to reach the disk.
    const events: { what: 'start' | 'end'; zeros: boolean; from: number; to: number }[] = [];
    const probe = await open(join(dir, 'probe'), 'w');
    const prototype = Object.getPrototypeOf(probe) as FileHandle;
    await probe.close();
    const write = prototype.write as (this: FileHandle, data: Buffer, offset: number, length: number, position: number) => Promise<{ bytesWritten: number }>;
    vi.spyOn(prototype, 'write').mockImplementation(async function (this: FileHandle, ...args: unknown[]) {
      const [data, offset, length, position] = args as [Buffer, number, number, number];
      const zeros = data.subarray(offset, offset + length).every((b) => b === 0);
      const range = { zeros, from: position, to: position + length };
      events.push({ what: 'start', ...range });
      if (zeros) await new Promise((r) => setTimeout(r, 20));
      const result = await write.call(this, data, offset, length, position);
      events.push({ what: 'end', ...range });
      return result as never;
    });

    const writer = await openWriter(dir);
    // Records one at a time until the zeros left ahead run low and the next chunk is being zeroed...
    let n = 0;
    while (!events.some((e) => e.what === 'start' && e.zeros && e.from >= ZERO_CHUNK_BYTES)) {
      await writer.whenDurable(writer.append(commit(++n, 100_000)));
    }
    // ...then one that reaches into that chunk.
    await writer.whenDurable(writer.append(commit(++n, ZERO_CHUNK_BYTES / 2)));

    for (const [i, record] of events.entries()) {
      if (record.zeros || record.what !== 'start') continue;
      const overlapping = events.filter((z) => z.zeros && z.what === 'start' && z.from < record.to && record.from < z.to);
      expect(overlapping.length, `zeros under the record at ${record.from}`).toBeGreaterThan(0);
      for (const zeros of overlapping) {
        const finished = events.findIndex((e) => e.what === 'end' && e.zeros && e.from === zeros.from);
        expect(finished, `zeros at ${zeros.from} finish before the record at ${record.from} starts`).toBeGreaterThan(-1);
        expect(finished).toBeLessThan(i);
      }
    }
    vi.restoreAllMocks();
    expect(readSegment(dir).records.map((r) => r.s)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
  });

  it.each([
    ['at the end of its records, over the zeros after them', 4096],
    ['written without zeros after its records', 0],
  ])('continues a segment %s', async (_case, zeros) => {
    const dir = tempDir();
    const records = Buffer.concat([1, 2].map((s) => encodeRecord({ s, ...commit(s) })));
    writeFileSync(join(dir, segmentName(1)), Buffer.concat([records, Buffer.alloc(zeros)]));
    const writer = await openWriter(dir, { firstSeq: 1, bytes: records.length }, 2);
    writer.append(commit(3));
    await writer.whenDurable();
    expect(readSegment(dir).records.map((r) => r.s)).toEqual([1, 2, 3]);
  });

  it('continues its own segment after a restart', async () => {
    const dir = tempDir();
    const first = await openWriter(dir);
    first.append(commit(1));
    first.append(commit(2));
    await first.close();
    const before = readSegment(dir);

    const second = await openWriter(dir, { firstSeq: 1, bytes: before.dataBytes }, 2);
    second.append(commit(3));
    await second.whenDurable();
    const after = readSegment(dir);
    expect(after.records.map((r) => r.s)).toEqual([1, 2, 3]);
    expect(second.segmentBytes).toBe(after.dataBytes);
  });

  it('starts a new segment with zeros ahead on rotation, counting from zero', async () => {
    const dir = tempDir();
    const writer = await openWriter(dir);
    writer.append(commit(1));
    const next = await writer.rotate();
    expect(next).toBe(2);
    expect(writer.segmentBytes).toBe(0);
    writer.append(commit(2));
    await writer.whenDurable();
    expect(readdirSync(dir).sort()).toEqual([segmentName(1), segmentName(2)]);
    expect(readSegment(dir, 1).records.map((r) => r.s)).toEqual([1]);
    const second = readSegment(dir, 2);
    expect(second.records.map((r) => r.s)).toEqual([2]);
    expect(second.fileBytes).toBeGreaterThan(second.dataBytes);
    expect(writer.segmentBytes).toBe(second.dataBytes);
  });
});
