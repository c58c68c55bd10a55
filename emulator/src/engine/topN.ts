/**
 * The first `k` of many items in sort order without sorting them all: a query with a small limit
 * over a large collection only needs its first limit + offset matches. Items are kept in a max-heap
 * of at most `k` entries whose root is the worst kept one, so most items cost a single comparison
 * (O(n log k) in all instead of O(n log n)).
 */
export class TopN<T> {
  private readonly heap: T[] = [];
  private offered = 0;

  /** `k` may be Infinity (keep everything). `compare` must be a total order for a unique result. */
  constructor(
    private readonly k: number,
    private readonly compare: (a: T, b: T) => number,
  ) {}

  /** How many items were offered in all. */
  get count(): number {
    return this.offered;
  }

  offer(item: T): void {
    this.offered++;
    const heap = this.heap;
    if (heap.length < this.k) {
      heap.push(item);
      // Unbounded: nothing is ever evicted, so the heap order is not needed.
      if (this.k !== Infinity) this.siftUp(heap.length - 1);
    } else if (heap.length > 0 && this.compare(item, heap[0]!) < 0) {
      heap[0] = item;
      this.siftDown(0);
    }
  }

  /** The kept items, best first. */
  sorted(): T[] {
    return [...this.heap].sort(this.compare);
  }

  private siftUp(i: number): void {
    const heap = this.heap;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.compare(heap[i]!, heap[parent]!) <= 0) return;
      [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
      i = parent;
    }
  }

  private siftDown(i: number): void {
    const heap = this.heap;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let largest = i;
      if (left < heap.length && this.compare(heap[left]!, heap[largest]!) > 0) largest = left;
      if (right < heap.length && this.compare(heap[right]!, heap[largest]!) > 0) largest = right;
      if (largest === i) return;
      [heap[i], heap[largest]] = [heap[largest]!, heap[i]!];
      i = largest;
    }
  }
}
