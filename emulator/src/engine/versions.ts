/**
 * Past versions of a database's documents, for reads at a `readTime`: every change keeps the
 * version it replaced (null for a creation) with the time it stopped being current. Versions are
 * kept for an hour, as production keeps them without point-in-time recovery, and within a memory
 * budget; the oldest go first, and a read before the oldest time still fully known is refused.
 */
import type { Micros } from './clock.js';
import type { DocChange } from './database.js';
import type { Document } from './types.js';

/** How far back reads may go (production: one hour without point-in-time recovery). */
export const RETENTION_MICROS = 60 * 60 * 1_000_000;
/** Past versions kept at most, counted roughly by their JSON size. */
const MAX_RETAINED_BYTES = 32 * 1024 * 1024;

interface Superseded {
  name: string;
  collectionPath: string;
  /** The commit time at which this version stopped being current. */
  until: Micros;
  /** The document as it was before that commit; null: it did not exist. */
  doc: Document | null;
  bytes: number;
}

export class VersionHistory {
  /** Document name -> its superseded versions, oldest first (from `head` on: older ones are pruned). */
  private readonly byName = new Map<string, { list: Superseded[]; head: number }>();
  /** Collection path -> names of its documents that have superseded versions. */
  private readonly byCollection = new Map<string, Set<string>>();
  /** Every kept version in commit order, for pruning oldest first. */
  private queue: Superseded[] = [];
  private head = 0;
  private bytes = 0;

  /** `since`: the earliest time whose state is fully known (older history was never recorded). */
  constructor(
    private since: Micros,
    private readonly maxBytes = MAX_RETAINED_BYTES,
  ) {}

  /** The earliest read time that can still be answered, at `now`. */
  oldestReadable(now: Micros): Micros {
    return Math.max(this.since, now - RETENTION_MICROS);
  }

  /** Keeps the versions a commit at `at` replaced. */
  record(changes: readonly DocChange[], at: Micros): void {
    for (const change of changes) {
      const entry: Superseded = {
        name: change.name,
        collectionPath: change.collectionPath,
        until: at,
        doc: change.before,
        bytes: change.before ? approximateBytes(change.before) : 64,
      };
      let versions = this.byName.get(change.name);
      if (!versions) {
        this.byName.set(change.name, (versions = { list: [], head: 0 }));
        let names = this.byCollection.get(change.collectionPath);
        if (!names) this.byCollection.set(change.collectionPath, (names = new Set()));
        names.add(change.name);
      }
      versions.list.push(entry);
      this.queue.push(entry);
      this.bytes += entry.bytes;
    }
    this.prune(at);
  }

  /** Forgets everything: nothing before `now` can be read any more (the database was reset). */
  reset(now: Micros): void {
    this.byName.clear();
    this.byCollection.clear();
    this.queue = [];
    this.head = 0;
    this.bytes = 0;
    this.since = Math.max(this.since, now);
  }

  /**
   * The version of `name` current at `t`: undefined when it is the stored one (no change since),
   * else the superseded version (null: it did not exist then).
   */
  versionAt(name: string, t: Micros): Document | null | undefined {
    const versions = this.byName.get(name);
    if (!versions) return undefined;
    // The first version superseded after t was the one current at t.
    const { list } = versions;
    let lo = versions.head;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (list[mid]!.until > t) hi = mid;
      else lo = mid + 1;
    }
    return lo < list.length ? list[lo]!.doc : undefined;
  }

  /** Names of documents of a collection that have past versions. */
  namesIn(collectionPath: string): Iterable<string> {
    return this.byCollection.get(collectionPath) ?? [];
  }

  collectionPaths(): Iterable<string> {
    return this.byCollection.keys();
  }

  private prune(now: Micros): void {
    const cutoff = now - RETENTION_MICROS;
    while (this.head < this.queue.length) {
      const oldest = this.queue[this.head]!;
      if (oldest.until >= cutoff && this.bytes <= this.maxBytes) break;
      this.head++;
      this.bytes -= oldest.bytes;
      // Reads before this version's end can no longer be answered in full.
      this.since = Math.max(this.since, oldest.until);
      const versions = this.byName.get(oldest.name)!;
      versions.head++;
      if (versions.head > 64 && versions.head * 2 > versions.list.length) {
        versions.list = versions.list.slice(versions.head);
        versions.head = 0;
      }
      if (versions.head === versions.list.length) {
        this.byName.delete(oldest.name);
        const names = this.byCollection.get(oldest.collectionPath)!;
        names.delete(oldest.name);
        if (names.size === 0) this.byCollection.delete(oldest.collectionPath);
      }
    }
    if (this.head > 1024 && this.head * 2 > this.queue.length) {
      this.queue = this.queue.slice(this.head);
      this.head = 0;
    }
  }
}

/** A cheap size estimate: field values are not walked, only counted through their JSON once. */
function approximateBytes(doc: Document): number {
  return doc.name.length + (doc.fields ? JSON.stringify(doc.fields).length : 0) + 64;
}
