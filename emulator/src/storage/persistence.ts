/**
 * Durable copy of the object store under `<dataDir>/storage/`. Every object is two files: its bytes
 * (`<key>.<generation>.bin`) and its metadata (`<key>.json`, naming the bytes file). Both are written to
 * a temp file and renamed into place; the metadata rename is the commit point, so a crash leaves either
 * the old or the new object, never a mix. Writes run one at a time and always write the object's
 * current in-memory state, so queued writes for the same object collapse into one.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, unlinkSync, existsSync } from 'node:fs';
import { mkdir, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { warn } from '../log.js';
import type { ObjectMetadata, StoredObject } from './objects.js';

interface MetadataFile {
  version: 1;
  dataFile: string;
  metadata: ObjectMetadata;
}

export type ObjectLookup = (bucket: string, name: string) => StoredObject | undefined;

export class DiskStore {
  private readonly objectsDir: string;
  private readonly tmpDir: string;
  /** Bytes file currently committed on disk, per object key. */
  private readonly committed = new Map<string, string>();
  /** Writes queued but not started, per key: a later change to the same object rides on them. */
  private readonly queued = new Map<string, Promise<void>>();
  private tail: Promise<void> = Promise.resolve();

  constructor(
    root: string,
    private readonly lookup: ObjectLookup,
  ) {
    this.objectsDir = join(root, 'objects');
    this.tmpDir = join(root, 'tmp');
  }

  /** Reads every committed object; drops temp files and bytes no metadata refers to. */
  loadSync(): StoredObject[] {
    mkdirSync(this.objectsDir, { recursive: true });
    rmSync(this.tmpDir, { recursive: true, force: true });
    mkdirSync(this.tmpDir, { recursive: true });
    const files = readdirSync(this.objectsDir);
    const loaded: StoredObject[] = [];
    for (const file of files) {
      if (!file.endsWith('.json')) continue;
      const key = file.slice(0, -'.json'.length);
      const object = this.readObject(key);
      if (object) {
        loaded.push(object.stored);
        this.committed.set(key, object.dataFile);
      }
    }
    const referenced = new Set(this.committed.values());
    for (const file of files) {
      if (file.endsWith('.bin') && !referenced.has(file)) unlinkSync(join(this.objectsDir, file));
    }
    return loaded;
  }

  /** Makes the disk match the in-memory state of one object (written, or removed if it is gone). */
  sync(bucket: string, name: string): Promise<void> {
    const key = objectKey(bucket, name);
    const already = this.queued.get(key);
    if (already) return already;
    const run = this.tail.then(() => {
      this.queued.delete(key);
      return this.writeCurrent(key, bucket, name);
    });
    this.queued.set(key, run);
    this.tail = run.catch((err: unknown) => warn('storage', `persisting ${bucket}/${name} failed: ${String(err)}`));
    return run;
  }

  /** Removes every object file, after the writes already queued. */
  wipe(): Promise<void> {
    this.queued.clear();
    const run = this.tail.then(async () => {
      await rm(this.objectsDir, { recursive: true, force: true });
      await mkdir(this.objectsDir, { recursive: true });
      this.committed.clear();
    });
    this.tail = run.catch((err: unknown) => warn('storage', `clearing stored objects failed: ${String(err)}`));
    return run;
  }

  /** Resolves once every write queued so far has finished. */
  async flush(): Promise<void> {
    let current: Promise<void>;
    do {
      current = this.tail;
      await current;
    } while (current !== this.tail);
  }

  private async writeCurrent(key: string, bucket: string, name: string): Promise<void> {
    const object = this.lookup(bucket, name);
    const previous = this.committed.get(key);
    const metadataPath = join(this.objectsDir, `${key}.json`);
    if (!object) {
      if (previous === undefined) return;
      await unlink(metadataPath).catch(ignoreMissing);
      await unlink(join(this.objectsDir, previous)).catch(ignoreMissing);
      this.committed.delete(key);
      return;
    }
    const dataFile = `${key}.${object.metadata.generation}.bin`;
    if (dataFile !== previous) await this.writeAtomically(join(this.objectsDir, dataFile), object.data);
    const record: MetadataFile = { version: 1, dataFile, metadata: object.metadata };
    await this.writeAtomically(metadataPath, JSON.stringify(record));
    this.committed.set(key, dataFile);
    if (previous !== undefined && previous !== dataFile) await unlink(join(this.objectsDir, previous)).catch(ignoreMissing);
  }

  private async writeAtomically(path: string, contents: string | Buffer): Promise<void> {
    const temp = join(this.tmpDir, randomUUID());
    await writeFile(temp, contents);
    await rename(temp, path);
  }

  private readObject(key: string): { stored: StoredObject; dataFile: string } | undefined {
    const metadataPath = join(this.objectsDir, `${key}.json`);
    try {
      const record = JSON.parse(readFileSync(metadataPath, 'utf8')) as Partial<MetadataFile>;
      const metadata = record.metadata;
      if (record.version !== 1 || typeof record.dataFile !== 'string' || !metadata || typeof metadata.name !== 'string') {
        throw new Error('unrecognised metadata file');
      }
      const dataPath = join(this.objectsDir, record.dataFile);
      if (!existsSync(dataPath)) throw new Error(`missing bytes file ${record.dataFile}`);
      const data = readFileSync(dataPath);
      if (data.length !== metadata.size) throw new Error(`bytes file has ${data.length} bytes, metadata says ${metadata.size}`);
      return { stored: { metadata, data }, dataFile: record.dataFile };
    } catch (err) {
      warn('storage', `skipping stored object ${metadataPath}: ${(err as Error).message}`);
      return undefined;
    }
  }
}

function objectKey(bucket: string, name: string): string {
  return createHash('sha256').update(`${bucket}\n${name}`).digest('hex').slice(0, 40);
}

function ignoreMissing(err: NodeJS.ErrnoException): void {
  if (err.code !== 'ENOENT') throw err;
}
