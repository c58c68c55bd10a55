/**
 * A backend with a data folder keeps Firestore's documents across restarts, and refuses to start
 * over a file it cannot read rather than silently starting empty. Each test runs its own backends.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startBackend, type RunningBackend } from '../../src/index.js';
import { firestoreFile } from '../../src/persistence.js';

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

async function start(dataDir: string): Promise<RunningBackend> {
  const backend = await startBackend({ host: '127.0.0.1', firestorePort: 0, storagePort: 0, dataDir, quiet: true });
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
});
