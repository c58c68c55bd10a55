/**
 * Match-block paths against request paths. A block's full pattern is its ancestors' segments followed by
 * its own; it matches only a complete path. `{x}` binds one segment (a string), `{x=**}` binds any number
 * of segments as a path: zero or more in rules_version 2, one or more in version 1.
 */
import { ANY_SEGMENTS } from './api.js';
import { RPath, type RValue } from './values.js';

export type SlotSegment = { kind: 'literal'; text: string } | { kind: 'var'; slot: number } | { kind: 'rest'; slot: number };

/** Returns whether `segments` matches, binding the variables into `vars` by slot. */
export type PathMatcher = (segments: readonly string[], vars: RValue[]) => boolean;

type SingleSegment = Exclude<SlotSegment, { kind: 'rest' }>;

/**
 * A literal matches itself; a `{x}` variable matches any one segment and binds it, but not
 * `ANY_SEGMENTS`, which stands for any number of segments (only `{x=**}` takes it).
 */
function matchSegment(p: SingleSegment, segment: string, vars: RValue[]): boolean {
  if (p.kind === 'literal') return segment === p.text;
  if (segment === ANY_SEGMENTS) return false;
  vars[p.slot] = segment;
  return true;
}

export function compileMatcher(pattern: readonly SlotSegment[], version: '1' | '2'): PathMatcher {
  const minRest = version === '2' ? 0 : 1;
  const single = pattern.filter((s): s is SingleSegment => s.kind !== 'rest');
  const restCount = pattern.length - single.length;

  if (restCount === 0) {
    const n = single.length;
    return (segments, vars) => {
      if (segments.length !== n) return false;
      for (let i = 0; i < n; i++) if (!matchSegment(single[i]!, segments[i]!, vars)) return false;
      return true;
    };
  }

  const matchFrom = restCount === 1 ? singleRest(pattern, minRest) : severalRests(pattern, minRest);

  const minLength = single.length + restCount * minRest;
  // In version 1 a recursive wildcard needs at least one segment, so it cannot stand for "any number".
  if (version === '1') {
    return (segments, vars) => segments.length >= minLength && !segments.includes(ANY_SEGMENTS) && matchFrom(segments, vars);
  }
  return (segments, vars) => segments.length >= minLength && matchFrom(segments, vars);
}

type RestMatcher = (segments: readonly string[], vars: RValue[]) => boolean;

/** One recursive wildcard: each split is tried once, shortest first, each in linear time. */
function singleRest(pattern: readonly SlotSegment[], minRest: number): RestMatcher {
  const matchFrom = (pi: number, segments: readonly string[], si: number, vars: RValue[]): boolean => {
    for (; pi < pattern.length; pi++, si++) {
      const p = pattern[pi]!;
      if (p.kind === 'rest') {
        if (pi === pattern.length - 1) {
          if (segments.length - si < minRest) return false;
          vars[p.slot] = new RPath(segments.slice(si));
          return true;
        }
        for (let k = minRest; si + k <= segments.length; k++) {
          if (matchFrom(pi + 1, segments, si + k, vars)) {
            vars[p.slot] = new RPath(segments.slice(si, si + k));
            return true;
          }
        }
        return false;
      }
      if (si >= segments.length || !matchSegment(p, segments[si]!, vars)) return false;
    }
    return si === segments.length;
  };
  return (segments, vars) => matchFrom(0, segments, 0, vars);
}

/**
 * Several recursive wildcards (nested match blocks may each add one). Trying every split of every
 * wildcard is exponential in their number, so this first computes, from the end, which pattern
 * suffixes match which path suffixes (pattern length × path length steps), then binds from the
 * start: each wildcard takes the fewest segments that still let the rest match, as one would.
 */
function severalRests(pattern: readonly SlotSegment[], minRest: number): RestMatcher {
  const m = pattern.length;
  return (segments, vars) => {
    const n = segments.length;
    const width = n + 1;
    // fits[i * width + j]: pattern[i..] matches segments[j..].
    const fits = new Uint8Array((m + 1) * width);
    fits[m * width + n] = 1;
    for (let i = m - 1; i >= 0; i--) {
      const p = pattern[i]!;
      const row = i * width;
      const next = (i + 1) * width;
      if (p.kind === 'rest') {
        // Some k >= minRest with pattern[i+1..] matching segments[j+k..]: a running OR from the end.
        let any = 0;
        for (let j = n; j >= 0; j--) {
          if (j + minRest <= n) any |= fits[next + j + minRest]!;
          fits[row + j] = any;
        }
      } else {
        for (let j = 0; j < n; j++) fits[row + j] = fits[next + j + 1]! && fitsSegment(p, segments[j]!) ? 1 : 0;
      }
    }
    if (!fits[0]) return false;
    let j = 0;
    for (let i = 0; i < m; i++) {
      const p = pattern[i]!;
      if (p.kind !== 'rest') {
        matchSegment(p, segments[j]!, vars);
        j++;
        continue;
      }
      const next = (i + 1) * width;
      let k = minRest;
      while (!fits[next + j + k]) k++;
      vars[p.slot] = new RPath(segments.slice(j, j + k));
      j += k;
    }
    return true;
  };
}

/** matchSegment without binding. */
function fitsSegment(p: SingleSegment, segment: string): boolean {
  return p.kind === 'literal' ? segment === p.text : segment !== ANY_SEGMENTS;
}
