/**
 * The journal's on-disk format. A journal is a sequence of segment files
 * `firestore-<first sequence number, 16 digits>.journal`; each holds records back to back:
 *
 *   u32 LE payload length | u32 LE CRC-32 of the payload | payload (UTF-8 JSON)
 *
 * then zeros: the writer zeroes the space ahead of its records (see journalWriter.ts); a segment
 * written before it did so ends with its last record. The payload is one commit: `{"s": sequence,
 * "t": commit time (µs), "d": database, "p": [documents written, whole], "x": [names deleted]}`.
 * Sequence numbers increase by one from record to record across segments, so a snapshot can say
 * which records it already holds.
 */
import * as zlib from 'node:zlib';
import type { Document } from '../engine/types.js';

export interface JournalRecord {
  /** Sequence number. */
  s: number;
  /** Commit time, microseconds since the epoch. */
  t: number;
  /** Database name, `projects/{p}/databases/{d}`. */
  d: string;
  /** Documents as written by the commit. */
  p?: Document[];
  /** Names of the documents the commit deleted. */
  x?: string[];
}

const HEADER_BYTES = 8;
/** A record larger than this is not a record but a corrupt length. */
const MAX_RECORD_BYTES = 1 << 30;

const SEGMENT = /^firestore-(\d{16})\.journal$/;

export function segmentName(firstSeq: number): string {
  return `firestore-${String(firstSeq).padStart(16, '0')}.journal`;
}

/** The first sequence number of a segment file, or undefined for any other file name. */
export function segmentFirstSeq(fileName: string): number | undefined {
  const match = SEGMENT.exec(fileName);
  return match ? Number(match[1]) : undefined;
}

export function encodeRecord(record: JournalRecord): Buffer {
  const payload = Buffer.from(JSON.stringify(record), 'utf8');
  const out = Buffer.allocUnsafe(HEADER_BYTES + payload.length);
  out.writeUInt32LE(payload.length, 0);
  out.writeUInt32LE(crc32(payload), 4);
  payload.copy(out, HEADER_BYTES);
  return out;
}

export interface ScannedSegment {
  records: JournalRecord[];
  /** Bytes up to the end of the last whole record: where the next record goes. */
  validBytes: number;
  /** Bytes up to the last one that is not zero: the records, and whatever damage follows them. */
  contentBytes: number;
  /** Why the bytes after `validBytes` are not a record (undefined: the segment ends cleanly). */
  problem?: { offset: number; reason: string; torn: boolean };
}

/**
 * Reads every whole record of a segment. The records end where only zeros follow (the space the
 * writer zeroes ahead of them; a segment written before that ends with its last record). A record
 * never ends with a zero byte (its payload is JSON, which ends with `}`), nor has a length of 0, so a
 * zero header with nothing but zeros after it is the end of the records.
 *
 * A crash can only cut short the last write, which lands on those zeros: a record that is cut short
 * or fails its checksum with nothing but zeros after it is torn (never acknowledged), reported with
 * `torn` set. Anything unreadable with more data after it (a damaged record before another, bytes
 * after a zero header), a length past any record, or a record whose checksum matches but whose
 * payload is no commit is corruption, reported with `torn` unset.
 */
export function scanSegment(bytes: Buffer): ScannedSegment {
  const records: JournalRecord[] = [];
  const contentBytes = endOfContent(bytes);
  let offset = 0;
  while (offset < contentBytes) {
    const fail = (reason: string, torn: boolean): ScannedSegment => ({
      records,
      validBytes: offset,
      contentBytes,
      problem: { offset, reason, torn },
    });
    if (bytes.length - offset < HEADER_BYTES) return fail('the file ends inside a record header', true);
    const length = bytes.readUInt32LE(offset);
    const end = offset + HEADER_BYTES + length;
    if (length === 0) return fail('a record header is zero but data follows it', false);
    if (length > MAX_RECORD_BYTES) return fail(`a record header claims ${length} bytes`, false);
    if (end > bytes.length) return fail('the file ends inside a record', true);
    const payload = bytes.subarray(offset + HEADER_BYTES, end);
    // A bad checksum on the last record is a write cut short too: part of it never reached the disk.
    if (crc32(payload) !== bytes.readUInt32LE(offset + 4)) return fail('a record checksum does not match', end >= contentBytes);
    let record: JournalRecord;
    try {
      record = JSON.parse(payload.toString('utf8')) as JournalRecord;
    } catch (err) {
      return fail(`a record is not valid JSON (${(err as Error).message})`, false);
    }
    if (!record || typeof record.s !== 'number' || typeof record.t !== 'number' || typeof record.d !== 'string') {
      return fail('a record lacks its sequence number, time or database', false);
    }
    records.push(record);
    offset = end;
  }
  return { records, validBytes: offset, contentBytes };
}

/** The length of `bytes` without the zeros at its end. */
function endOfContent(bytes: Buffer): number {
  let end = bytes.length;
  // Eight bytes at a time while they are all zero, then byte by byte.
  while (end >= 8 && bytes.readBigUInt64LE(end - 8) === 0n) end -= 8;
  while (end > 0 && bytes[end - 1] === 0) end--;
  return end;
}

const zlibCrc32 = (zlib as { crc32?: (data: Uint8Array) => number }).crc32;
let table: Uint32Array | undefined;

/** CRC-32 (as zip and zlib compute it); zlib's own where Node has it. */
export function crc32(data: Uint8Array): number {
  if (zlibCrc32) return zlibCrc32(data);
  table ??= Uint32Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  let crc = 0xffffffff;
  for (const byte of data) crc = table[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
