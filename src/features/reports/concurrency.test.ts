import { describe, expect, it } from 'vitest';
import { mapWithConcurrency } from '../../data/orders/orderReports';

/** A task that resolves when told to, so a test controls the order in which tasks finish. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets `turns` rounds of promise callbacks run first: tasks finish in a shuffled order without waiting on a clock. */
async function yieldTurns(turns: number): Promise<void> {
  for (let turn = 0; turn < turns; turn += 1) await Promise.resolve();
}

describe('mapWithConcurrency', () => {
  it('keeps at most the limit in flight and returns the results in item order', async () => {
    let inFlight = 0;
    let most = 0;
    const settled: number[] = [];
    const results = await mapWithConcurrency(
      Array.from({ length: 20 }, (_, i) => i),
      3,
      async (item) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await yieldTurns((item * 7) % 5);
        inFlight -= 1;
        return item * 2;
      },
      { onSettled: (done) => settled.push(done) },
    );
    expect(most).toBe(3);
    expect(results).toEqual(Array.from({ length: 20 }, (_, i) => i * 2));
    expect(settled).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('rejects with the first failure and starts nothing more', async () => {
    const tasks = Array.from({ length: 6 }, deferred);
    const started: number[] = [];
    let settledAfterFailure: () => void = () => undefined;
    const lastSettled = new Promise<void>((resolve) => (settledAfterFailure = resolve));
    const run = mapWithConcurrency(
      tasks,
      2,
      (task, index) => {
        started.push(index);
        return task.promise;
      },
      { onSettled: () => settledAfterFailure() },
    );
    expect(started).toEqual([0, 1]);
    tasks[0].reject(new Error('permission-denied'));
    await expect(run).rejects.toThrow('permission-denied');
    // The other worker's task settles after the failure: that worker would take the next item straight after.
    tasks[1].resolve();
    await lastSettled;
    expect(started).toEqual([0, 1]);
  });

  it('stops when the signal is aborted', async () => {
    const controller = new AbortController();
    const tasks = Array.from({ length: 4 }, deferred);
    const started: number[] = [];
    const run = mapWithConcurrency(tasks, 1, (task, index) => {
      started.push(index);
      return task.promise;
    }, { signal: controller.signal });
    controller.abort(new Error('left the screen'));
    tasks[0].resolve();
    await expect(run).rejects.toThrow('left the screen');
    expect(started).toEqual([0]);
  });

  it('handles no items and limits beyond the number of items', async () => {
    await expect(mapWithConcurrency([], 4, async () => 1)).resolves.toEqual([]);
    await expect(mapWithConcurrency([1, 2], 10, async (n) => n + 1)).resolves.toEqual([2, 3]);
  });
});
