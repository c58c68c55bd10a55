/** All buckets' objects in memory, mirrored to disk when a data directory is configured. */
import { join } from 'node:path';
import { DiskStore } from './persistence.js';
import { observeGeneration, type ObjectMetadata, type StoredObject } from './objects.js';

export class ObjectStore {
  private readonly buckets = new Map<string, Map<string, StoredObject>>();
  /** Buckets any request has named: the emulators create buckets on first use. */
  private readonly knownBuckets = new Set<string>();
  private readonly disk?: DiskStore;

  constructor(dataDir?: string) {
    if (dataDir === undefined) return;
    this.disk = new DiskStore(join(dataDir, 'storage'), (bucket, name) => this.get(bucket, name));
    for (const object of this.disk.loadSync()) {
      observeGeneration(object.metadata.generation);
      this.objectsOf(object.metadata.bucket).set(object.metadata.name, object);
    }
  }

  get(bucket: string, name: string): StoredObject | undefined {
    return this.buckets.get(bucket)?.get(name);
  }

  /** Stores (or replaces) an object; resolves once it is durable. */
  put(object: StoredObject): Promise<void> {
    this.objectsOf(object.metadata.bucket).set(object.metadata.name, object);
    return this.disk?.sync(object.metadata.bucket, object.metadata.name) ?? Promise.resolve();
  }

  /** Replaces only the metadata of a stored object (same bytes). */
  putMetadata(metadata: ObjectMetadata): Promise<void> {
    const current = this.get(metadata.bucket, metadata.name);
    if (!current) throw new Error(`object ${metadata.bucket}/${metadata.name} vanished during a metadata update`);
    return this.put({ metadata, data: current.data });
  }

  /** Deletes an object; false when there was none. */
  async remove(bucket: string, name: string): Promise<boolean> {
    const objects = this.buckets.get(bucket);
    if (!objects?.delete(name)) return false;
    await this.disk?.sync(bucket, name);
    return true;
  }

  objectsIn(bucket: string): Iterable<ObjectMetadata> {
    const objects = this.buckets.get(bucket);
    return objects ? [...objects.values()].map((o) => o.metadata) : [];
  }

  noteBucket(bucket: string): void {
    this.knownBuckets.add(bucket);
  }

  bucketNames(): string[] {
    return [...new Set([...this.knownBuckets, ...this.buckets.keys()])].sort();
  }

  /** Drops every object (and the durable copy, asynchronously: see `flush`). */
  clear(): void {
    this.buckets.clear();
    this.knownBuckets.clear();
    void this.disk?.wipe().catch(() => undefined);
  }

  flush(): Promise<void> {
    return this.disk?.flush() ?? Promise.resolve();
  }

  private objectsOf(bucket: string): Map<string, StoredObject> {
    let objects = this.buckets.get(bucket);
    if (!objects) {
      objects = new Map();
      this.buckets.set(bucket, objects);
    }
    return objects;
  }
}
