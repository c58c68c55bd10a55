/**
 * Commit and read times at microsecond precision (Firestore stores times to the microsecond).
 * Every commit gets a time strictly later than any time handed out before, so update times order
 * commits and a snapshot read at time T never misses a commit stamped T.
 */
import { formatTimestamp, parseTimestamp } from './values.js';

/** Microseconds since the epoch: below 2^53 for millennia, so a plain number is exact. */
export type Micros = number;

export class Clock {
  private last: Micros = 0;

  constructor(private readonly now: () => Micros = () => Date.now() * 1000) {}

  /** A time for a new commit: later than every time issued so far. */
  commitTime(): Micros {
    this.last = Math.max(this.now(), this.last + 1);
    return this.last;
  }

  /** A consistent read time: not earlier than any commit so far (later commits get later times). */
  readTime(): Micros {
    this.last = Math.max(this.now(), this.last);
    return this.last;
  }

  /** Makes sure future times come after `t` (e.g. after loading documents written earlier). */
  advancePast(t: Micros): void {
    this.last = Math.max(this.last, t);
  }
}

export function formatMicros(t: Micros): string {
  const seconds = Math.floor(t / 1_000_000);
  return formatTimestamp({ seconds, nanos: (t - seconds * 1_000_000) * 1000 });
}

/** Parses an RFC 3339 time, dropping precision below the microsecond. */
export function parseMicros(s: string): Micros {
  const { seconds, nanos } = parseTimestamp(s);
  return seconds * 1_000_000 + Math.floor(nanos / 1000);
}
