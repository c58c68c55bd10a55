import { expect } from 'vitest';
import { UI_TIMEOUT_MS } from './browser';

/**
 * Polls `read` until the chained assertion holds (or the timeout passes): for state that arrives
 * asynchronously, such as a live listener's update, a page title or a document written by the app.
 */
export function eventually<T>(read: () => T | Promise<T>, timeout = UI_TIMEOUT_MS) {
  return expect.poll(read, { timeout, interval: 100 });
}
