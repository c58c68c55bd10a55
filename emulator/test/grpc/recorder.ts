/**
 * Collects what a snapshot listener delivers and lets a test wait for the next delivery that
 * satisfies a condition. A listener error fails every pending and later wait.
 */
export class Recorder<T> {
  readonly items: T[] = [];
  private cursor = 0;
  private error: unknown;
  private waiter?: { pred: (item: T) => boolean; resolve: (item: T) => void; reject: (err: unknown) => void };

  /** Pass as the listener's next callback. */
  readonly push = (item: T): void => {
    this.items.push(item);
    this.check();
  };

  /** Pass as the listener's error callback. */
  readonly fail = (err: unknown): void => {
    this.error = err;
    this.check();
  };

  /**
   * The first delivery after the previously matched one that satisfies `pred` (already received
   * or still to come); deliveries skipped over are consumed.
   */
  next(pred: (item: T) => boolean = () => true): Promise<T> {
    if (this.waiter) throw new Error('Recorder supports one wait at a time');
    return new Promise<T>((resolve, reject) => {
      this.waiter = { pred, resolve, reject };
      this.check();
    });
  }

  private check(): void {
    const waiter = this.waiter;
    if (!waiter) return;
    while (this.cursor < this.items.length) {
      const item = this.items[this.cursor++];
      if (waiter.pred(item)) {
        this.waiter = undefined;
        waiter.resolve(item);
        return;
      }
    }
    if (this.error !== undefined) {
      this.waiter = undefined;
      waiter.reject(this.error);
    }
  }
}
