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

  const matchFrom = (pi: number, segments: readonly string[], si: number, vars: RValue[]): boolean => {
    for (; pi < pattern.length; pi++, si++) {
      const p = pattern[pi]!;
      if (p.kind === 'rest') {
        if (pi === pattern.length - 1) {
          if (segments.length - si < minRest) return false;
          vars[p.slot] = new RPath(segments.slice(si));
          return true;
        }
        // A recursive wildcard in the middle: try every split, shortest first.
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

  const minLength = single.length + restCount * minRest;
  // In version 1 a recursive wildcard needs at least one segment, so it cannot stand for "any number".
  if (version === '1') {
    return (segments, vars) => segments.length >= minLength && !segments.includes(ANY_SEGMENTS) && matchFrom(0, segments, 0, vars);
  }
  return (segments, vars) => segments.length >= minLength && matchFrom(0, segments, 0, vars);
}
