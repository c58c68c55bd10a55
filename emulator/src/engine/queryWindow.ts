/**
 * Incremental evaluation for listeners: the window of the first N matching documents (what a
 * limit/offset query returns) kept up to date across commits without re-sorting the collection.
 */
import { compileComparator, type DocComparator } from './queryMatch.js';
import { TopN } from './topN.js';
import type { Document, Order } from './types.js';

export type WindowUpdate = 'unchanged' | 'changed' | 'refill';

/**
 * The first `size` matching documents in query order (`size` may be Infinity). The window keeps a
 * few more than that, so documents leaving it are usually replaced without rescanning.
 */
export class QueryWindow {
  private docs: Document[] = [];
  private readonly byName = new Map<string, Document>();
  /** True when every matching document is in the window. */
  private exhaustive = true;
  /** When not exhaustive: every matching document outside the window sorts after this one. */
  private boundary: Document | undefined;
  private readonly capacity: number;
  private readonly compare: DocComparator;

  constructor(
    private readonly size: number,
    orderBy: Order[],
    private readonly matches: (doc: Document) => boolean,
  ) {
    this.capacity = size + Math.max(16, Math.min(size, 1000));
    this.compare = compileComparator(orderBy);
  }

  /** The first `size` matching documents. */
  get documents(): readonly Document[] {
    return this.docs.length > this.size ? this.docs.slice(0, this.size) : this.docs;
  }

  /** Recomputes the window from every candidate document. */
  fill(candidates: Iterable<Document>): void {
    const first = new TopN(this.capacity, this.compare);
    for (const doc of candidates) if (this.matches(doc)) first.offer(doc);
    const docs = first.sorted();
    this.docs = docs;
    this.byName.clear();
    for (const doc of docs) this.byName.set(doc.name, doc);
    this.exhaustive = first.count <= this.capacity;
    this.boundary = this.exhaustive ? undefined : docs[docs.length - 1];
  }

  /**
   * Applies changed documents (their new versions, null when deleted). Says whether the window
   * changed, or whether it lost members it cannot replace without a refill.
   */
  update(changes: readonly { name: string; after: Document | null }[]): WindowUpdate {
    let changed = false;
    for (const { name, after } of changes) {
      const old = this.byName.get(name);
      if (old) {
        this.remove(old);
        changed = true;
      }
      if (!after || !this.matches(after)) continue;
      // Outside documents are only known to sort after the boundary: nothing past it may enter.
      if (!this.exhaustive && this.compare(after, this.boundary!) > 0) continue;
      this.insertInto(this.docs, after);
      this.byName.set(name, after);
      changed = true;
    }
    if (this.docs.length > this.capacity) {
      for (const dropped of this.docs.splice(this.capacity)) this.byName.delete(dropped.name);
      this.exhaustive = false;
    } else if (!this.exhaustive && this.docs.length < this.size) {
      return 'refill';
    }
    if (!this.exhaustive) this.boundary = this.docs[this.docs.length - 1];
    return changed ? 'changed' : 'unchanged';
  }

  private insertInto(docs: Document[], doc: Document): void {
    docs.splice(this.position(docs, doc), 0, doc);
  }

  /** First index whose document does not sort before `doc`. */
  private position(docs: Document[], doc: Document): number {
    let lo = 0;
    let hi = docs.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compare(docs[mid]!, doc) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private remove(doc: Document): void {
    let i = this.position(this.docs, doc);
    if (this.docs[i] !== doc) i = this.docs.indexOf(doc);
    this.docs.splice(i, 1);
    this.byName.delete(doc.name);
  }
}
