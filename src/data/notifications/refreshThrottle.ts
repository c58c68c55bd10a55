/** Skips one-off refreshes that come too soon after the previous one (spec section 9: one minute). */
import { NOTIFICATION_REFRESH_INTERVAL_MS } from '../../reference/app';

/** True when no refresh happened yet, or the last one is at least `intervalMs` old (or in the future: clock change). */
export function isRefreshDue(
  lastRefreshAt: number | undefined,
  now: number,
  intervalMs: number = NOTIFICATION_REFRESH_INTERVAL_MS,
): boolean {
  if (lastRefreshAt === undefined) return true;
  const elapsed = now - lastRefreshAt;
  return elapsed < 0 || elapsed >= intervalMs;
}

export interface RefreshThrottle {
  /** Claims a refresh for `key` when one is due; false means skip it. */
  tryBegin(key: string): boolean;
  /** Forgets `key`, so its next refresh runs at once (after a failed one). */
  reset(key: string): void;
}

export function createRefreshThrottle(
  intervalMs: number = NOTIFICATION_REFRESH_INTERVAL_MS,
  clock: () => number = Date.now,
): RefreshThrottle {
  const lastRefreshAt = new Map<string, number>();
  return {
    tryBegin(key) {
      const now = clock();
      if (!isRefreshDue(lastRefreshAt.get(key), now, intervalMs)) return false;
      lastRefreshAt.set(key, now);
      return true;
    },
    reset(key) {
      lastRefreshAt.delete(key);
    },
  };
}
