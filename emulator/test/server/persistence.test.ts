/**
 * A backend with a data folder keeps Firestore's documents across restarts, and refuses to start
 * over a file it cannot read rather than silently starting empty. Each test runs its own backends.
 */
import { closeSync, cpSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startBackend, type RunningBackend } from '../../src/index.js';
import { firestoreFile } from '../../src/persistence.js';
import { encodeRecord, scanSegment } from '../../src/persist/journalFormat.js';
import { ZERO_CHUNK_BYTES } from '../../src/persist/journalWriter.js';

const PROJECT = `demo-persist-${process.pid}`;
const DATABASE = `projects/${PROJECT}/databases/(default)`;
const ROOT = `${DATABASE}/documents`;

interface RestDocument {
  name: string;
  fields?: Record<string, unknown>;
  createTime?: string;
  updateTime?: string;
}

const dirs: string[] = [];
const running: RunningBackend[] = [];

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'backend-data-'));
  dirs.push(dir);
  return dir;
}

async function start(dataDir: string, compactBytes?: number): Promise<RunningBackend> {
  const journal = compactBytes === undefined ? undefined : { compactBytes };
  const backend = await startBackend({ host: '127.0.0.1', firestorePort: 0, storagePort: 0, dataDir, quiet: true, journal });
  running.push(backend);
  return backend;
}

async function stop(backend: RunningBackend): Promise<void> {
  await backend.close();
  running.splice(running.indexOf(backend), 1);
}

async function rest<T>(backend: RunningBackend, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(`http://${backend.host}:${backend.firestorePort}/v1/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

async function commit(backend: RunningBackend, writes: unknown[]): Promise<{ commitTime: string }> {
  const res = await rest<{ commitTime: string }>(backend, 'POST', `${DATABASE}/documents:commit`, { writes });
  expect(res.status).toBe(200);
  return res.body;
}

/** An RFC 3339 timestamp as nanoseconds since the epoch, keeping every fractional digit. */
function nanos(timestamp: string): bigint {
  const match = /^(.*?)(?:\.(\d+))?Z$/.exec(timestamp);
  if (!match) throw new Error(`not a timestamp: ${timestamp}`);
  const fraction = (match[2] ?? '').padEnd(9, '0');
  return BigInt(Date.parse(`${match[1]}Z`)) * 1_000_000n + BigInt(fraction);
}

const getDoc = (backend: RunningBackend, path: string) => rest<RestDocument>(backend, 'GET', `${ROOT}/${path}`);

afterEach(async () => {
  await Promise.all(running.splice(0).map((b) => b.close()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('persistence', () => {
  it('keeps documents, with their exact fields and times, across a restart', async () => {
    const dataDir = tempDir();
    const first = await start(dataDir);
    const fields = {
      name: { stringValue: 'Dealer Ünïcode ✓' },
      count: { integerValue: '9007199254740993' },
      ratio: { doubleValue: 0.1 },
      since: { timestampValue: '2024-05-06T07:08:09.123456Z' },
      logo: { bytesValue: 'AAEC/w==' },
      where: { geoPointValue: { latitude: 48.85, longitude: 2.35 } },
      tags: { arrayValue: { values: [{ stringValue: 'a' }, { nullValue: null }] } },
      address: { mapValue: { fields: { city: { stringValue: 'Paris' } } } },
      parent: { referenceValue: `${ROOT}/groups/g1` },
    };
    await commit(first, [
      { update: { name: `${ROOT}/dealers/d1`, fields } },
      { update: { name: `${ROOT}/dealers/d1/orders/o1`, fields: { total: { integerValue: '5' } } } },
      { update: { name: `${ROOT}/dealers/gone`, fields: {} } },
    ]);
    await commit(first, [{ delete: `${ROOT}/dealers/gone` }]);
    const before = (await getDoc(first, 'dealers/d1')).body;
    const orderBefore = (await getDoc(first, 'dealers/d1/orders/o1')).body;
    await stop(first);

    const second = await start(dataDir);
    const after = await getDoc(second, 'dealers/d1');
    expect(after.status).toBe(200);
    expect(after.body).toEqual(before);
    expect(after.body.fields).toEqual(fields);
    expect((await getDoc(second, 'dealers/d1/orders/o1')).body).toEqual(orderBefore);
    expect((await getDoc(second, 'dealers/gone')).status).toBe(404);

    // Time keeps moving forward after a restart: a new write is later than anything loaded.
    const { commitTime } = await commit(second, [{ update: { name: `${ROOT}/dealers/d2`, fields: {} } }]);
    expect(nanos(commitTime)).toBeGreaterThan(nanos(before.updateTime!));
  });

  it('journals each commit before acknowledging it', async () => {
    const dataDir = tempDir();
    const backend = await start(dataDir);
    await commit(backend, [{ update: { name: `${ROOT}/live/doc`, fields: { v: { integerValue: '1' } } } }]);
    const journal = readdirSync(dataDir).filter((f) => f.endsWith('.journal'));
    expect(journal.map((f) => readFileSync(join(dataDir, f), 'utf8')).join('')).toContain(`${ROOT}/live/doc`);
  });

  it('keeps a cleared database empty after a restart', async () => {
    const dataDir = tempDir();
    const first = await start(dataDir);
    await commit(first, [{ update: { name: `${ROOT}/things/t1`, fields: {} } }]);
    const cleared = await fetch(`http://${first.host}:${first.firestorePort}/emulator/v1/${DATABASE}/documents`, { method: 'DELETE' });
    expect(cleared.status).toBe(200);
    await stop(first);

    const second = await start(dataDir);
    expect((await getDoc(second, 'things/t1')).status).toBe(404);
  });

  it('refuses to start over a corrupt data file and leaves the file untouched', async () => {
    const dataDir = tempDir();
    const file = firestoreFile(dataDir);
    writeFileSync(file, '{"format": "firestore-state", "version": 1, "state": {"databases": [');
    await expect(startBackend({ firestorePort: 0, storagePort: 0, dataDir, quiet: true })).rejects.toThrow(
      /Cannot load Firestore data from .*firestore\.json: it is not valid JSON/,
    );
    expect(readFileSync(file, 'utf8')).toBe('{"format": "firestore-state", "version": 1, "state": {"databases": [');

    writeFileSync(file, JSON.stringify({ hello: 'world' }));
    await expect(startBackend({ firestorePort: 0, storagePort: 0, dataDir, quiet: true })).rejects.toThrow(
      /Cannot load Firestore data from .*: it is not a saved Firestore state/,
    );
  });

  it('journals every REST write path before answering', async () => {
    const dataDir = tempDir();
    const live = await start(dataDir);
    const doc = (path: string) => `${ROOT}/${path}`;
    expect((await rest(live, 'POST', `${ROOT}/paths?documentId=created`, { fields: { v: { integerValue: '1' } } })).status).toBe(200);
    expect((await rest(live, 'PATCH', `${ROOT}/paths/patched`, { fields: { v: { integerValue: '2' } } })).status).toBe(200);
    await commit(live, [{ update: { name: doc('paths/deleted'), fields: {} } }]);
    expect((await rest(live, 'DELETE', `${ROOT}/paths/deleted`)).status).toBe(200);
    const batch = await rest<{ status: unknown[] }>(live, 'POST', `${DATABASE}/documents:batchWrite`, {
      writes: [{ update: { name: doc('paths/b1'), fields: {} } }, { update: { name: doc('paths/b2'), fields: {} } }],
    });
    expect(batch.body.status).toEqual([{}, {}]);
    const other = `projects/${PROJECT}-other/databases/(default)`;
    await rest(live, 'POST', `${other}/documents:commit`, { writes: [{ update: { name: `${other}/documents/x/cleared`, fields: {} } }] });
    const cleared = await fetch(`http://${live.host}:${live.firestorePort}/emulator/v1/${other}/documents`, { method: 'DELETE' });
    expect(cleared.status).toBe(200);

    // The folder as a crash right now would leave it.
    const crashed = tempDir();
    cpSync(dataDir, crashed, { recursive: true });
    const restarted = await start(crashed);
    for (const path of ['paths/created', 'paths/patched', 'paths/b1', 'paths/b2']) expect((await getDoc(restarted, path)).status).toBe(200);
    expect((await getDoc(restarted, 'paths/deleted')).status).toBe(404);
    expect((await rest(restarted, 'GET', `${other}/documents/x/cleared`)).status).toBe(404);
  });

  it('drops a record torn by a crash at the end of the journal, and keeps everything before it', async () => {
    const dataDir = tempDir();
    const live = await start(dataDir);
    await commit(live, [{ update: { name: `${ROOT}/torn/a`, fields: { v: { integerValue: '1' } } } }]);
    await commit(live, [{ update: { name: `${ROOT}/torn/b`, fields: { v: { integerValue: '2' } } } }]);
    // What a crash leaves: the folder as it is while running, and half of a record being written over the zeros ahead.
    const crashed = tempDir();
    cpSync(dataDir, crashed, { recursive: true });
    const [segment] = journalFiles(crashed);
    const record = encodeRecord({ s: 3, t: Date.now() * 1000, d: DATABASE, p: [{ name: `${ROOT}/torn/c`, fields: {} }] });
    const records = writeAtDataEnd(segment!, record.subarray(0, record.length - 5));

    const restarted = await start(crashed);
    expect((await getDoc(restarted, 'torn/a')).status).toBe(200);
    expect((await getDoc(restarted, 'torn/b')).status).toBe(200);
    expect((await getDoc(restarted, 'torn/c')).status).toBe(404);
    expect(segmentRecords(segment!)).toEqual(records);
    // The journal goes on after the cut.
    await commit(restarted, [{ update: { name: `${ROOT}/torn/d`, fields: {} } }]);
    expect(segmentRecords(segment!)).toEqual([...records, 3]);
    await stop(restarted);
    const again = await start(crashed);
    expect((await getDoc(again, 'torn/d')).status).toBe(200);
  });

  it('leaves nothing of a torn record behind the shorter records written after it, over two crashes', async () => {
    const dataDir = tempDir();
    const live = await start(dataDir);
    await commit(live, [{ update: { name: `${ROOT}/garbage/a`, fields: { v: { integerValue: '1' } } } }]);
    const crashed = tempDir();
    cpSync(dataDir, crashed, { recursive: true });
    const [segment] = journalFiles(crashed);
    // Longer than the zeros written ahead at a time, so that zeroing them again would not cover it.
    const pad = 'p'.repeat(ZERO_CHUNK_BYTES + 100_000);
    const long = encodeRecord({ s: 2, t: Date.now() * 1000, d: DATABASE, p: [{ name: `${ROOT}/garbage/torn`, fields: { pad: { stringValue: pad } } }] });
    writeAtDataEnd(segment!, long.subarray(0, long.length - 10));

    // Each round acknowledges short writes, then crashes (a copy of the folder as it is while running) and restarts.
    const acknowledged = ['garbage/a'];
    let folder = crashed;
    let backend = await start(folder);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 3; i++) {
        const path = `garbage/r${round}-${i}`;
        await commit(backend, [{ update: { name: `${ROOT}/${path}`, fields: {} } }]);
        acknowledged.push(path);
      }
      const copy = tempDir();
      cpSync(folder, copy, { recursive: true });
      folder = copy;
      backend = await start(folder);
      for (const path of acknowledged) expect((await getDoc(backend, path)).status, path).toBe(200);
      expect((await getDoc(backend, 'garbage/torn')).status).toBe(404);
      expect(segmentRecords(journalFiles(folder)[0]!)).toHaveLength(acknowledged.length);
    }
  });

  it('loads a journal segment written without zeros after its records, and goes on writing it', async () => {
    const dataDir = tempDir();
    const time = (s: number) => `2024-01-02T03:04:0${s}.000000Z`;
    const micros = (s: number) => Date.parse(time(s)) * 1000;
    const old = [1, 2, 3].map((s) =>
      encodeRecord({ s, t: micros(s), d: DATABASE, p: [{ name: `${ROOT}/old/d${s}`, fields: { s: { integerValue: String(s) } }, createTime: time(s), updateTime: time(s) }] }),
    );
    const segment = join(dataDir, 'firestore-0000000000000001.journal');
    writeFileSync(segment, Buffer.concat(old));

    const backend = await start(dataDir);
    for (const s of [1, 2, 3]) expect((await getDoc(backend, `old/d${s}`)).body.fields).toEqual({ s: { integerValue: String(s) } });
    await commit(backend, [{ update: { name: `${ROOT}/old/d4`, fields: {} } }]);
    expect(segmentRecords(segment)).toEqual([1, 2, 3, 4]);
    const crashed = tempDir();
    cpSync(dataDir, crashed, { recursive: true });
    const restarted = await start(crashed);
    for (const s of [1, 2, 3, 4]) expect((await getDoc(restarted, `old/d${s}`)).status).toBe(200);
  });

  it('refuses to start over a journal damaged before its end, naming the file', async () => {
    const dataDir = tempDir();
    const live = await start(dataDir);
    await commit(live, [{ update: { name: `${ROOT}/bad/a`, fields: { v: { stringValue: 'aaaa' } } } }]);
    await commit(live, [{ update: { name: `${ROOT}/bad/b`, fields: {} } }]);
    const crashed = tempDir();
    cpSync(dataDir, crashed, { recursive: true });
    const [segment] = journalFiles(crashed);
    const bytes = readFileSync(segment!);
    bytes[bytes.indexOf('aaaa')] = 'b'.charCodeAt(0);
    writeFileSync(segment!, bytes);
    await expect(startBackend({ firestorePort: 0, storagePort: 0, dataDir: crashed, quiet: true })).rejects.toThrow(
      /Cannot load Firestore data from .*firestore-\d{16}\.journal: a record checksum does not match at byte 0/,
    );
  });

  it('folds the journal into the snapshot as it grows, losing nothing', async () => {
    const dataDir = tempDir();
    const backend = await start(dataDir, 2048);
    for (let i = 0; i < 40; i++) {
      await commit(backend, [{ update: { name: `${ROOT}/fold/d${i % 10}`, fields: { i: { integerValue: String(i) }, pad: { stringValue: 'p'.repeat(100) } } } }]);
    }
    await expect.poll(() => readFileSync(firestoreFile(dataDir), 'utf8'), { timeout: 10_000 }).toContain(`${ROOT}/fold/d9`);
    // Folded segments are gone; what is left is small.
    const journal = journalFiles(dataDir);
    expect(journal.length).toBeLessThanOrEqual(2);
    // A copy taken while running (as a crash would leave it, once the fold is over) has every document at its last value.
    await expect.poll(() => listing(dataDir).then((l) => !l.includes('.tmp') && l), { timeout: 10_000 }).toBeTruthy();
    const crashed = tempDir();
    cpSync(dataDir, crashed, { recursive: true });
    const restarted = await start(crashed);
    for (let d = 0; d < 10; d++) {
      expect((await getDoc(restarted, `fold/d${d}`)).body.fields?.i).toEqual({ integerValue: String(30 + d) });
    }
  });
});

/**
 * Writes `bytes` where the segment's records end, followed by zeros, as a crash in the middle of a write
 * leaves it; returns the sequence numbers of the records before it.
 */
function writeAtDataEnd(segment: string, bytes: Buffer): number[] {
  const scanned = scanSegment(readFileSync(segment));
  expect(scanned.problem).toBeUndefined();
  const fd = openSync(segment, 'r+');
  try {
    writeSync(fd, Buffer.concat([bytes, Buffer.alloc(4096)]), 0, bytes.length + 4096, scanned.validBytes);
  } finally {
    closeSync(fd);
  }
  return scanned.records.map((r) => r.s);
}

/** The sequence numbers of a segment's records, checking that nothing but zeros follows them. */
function segmentRecords(segment: string): number[] {
  const bytes = readFileSync(segment);
  const scanned = scanSegment(bytes);
  expect(scanned.problem).toBeUndefined();
  expect(bytes.subarray(scanned.validBytes).every((b) => b === 0)).toBe(true);
  return scanned.records.map((r) => r.s);
}

function journalFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.journal'))
    .sort()
    .map((f) => join(dir, f));
}

/** The folder's files and sizes, once unchanged for 100 ms. */
async function listing(dir: string): Promise<string> {
  const list = () => readdirSync(dir).map((f) => `${f}:${statSync(join(dir, f)).size}`).join(',');
  for (;;) {
    const before = list();
    await new Promise((r) => setTimeout(r, 100));
    if (list() === before) return before;
  }
}
