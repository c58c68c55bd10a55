/**
 * Regular expressions of `matches`, `replace` and `split`, with RE2's syntax and semantics as in
 * production: a linear-time engine (no backtracking, so a pattern such as `(a+)+b` cannot stall a
 * request), and patterns RE2 refuses (backreferences, lookaround) are evaluation errors.
 */
import { RE2JS } from 're2js';
import { evalError } from './errors.js';

const cache = new Map<string, RE2JS>();
const CACHE_LIMIT = 1000;

/** A pattern compiled once; RE2JS objects are stateless, so one serves every evaluation. */
function compile(pattern: string): RE2JS {
  let re = cache.get(pattern);
  if (re) return re;
  try {
    re = RE2JS.compile(pattern);
  } catch (e) {
    const reason = e instanceof Error ? e.message.replace(/^error parsing regexp: /, '') : String(e);
    return evalError(`Invalid regular expression: ${JSON.stringify(pattern)} (${reason}).`);
  }
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(pattern, re);
  return re;
}

/** `s.matches(re)`: the pattern must match the whole string. */
export function fullMatch(s: string, pattern: string): boolean {
  return compile(pattern).testExact(s);
}

/**
 * `s.replace(re, sub)`: every match replaced; `sub` may name groups as `$1`, `$<name>` and the
 * match as `$&` (`$$` is a dollar sign).
 */
export function replaceAll(s: string, pattern: string, replacement: string): string {
  return compile(pattern).matcher(s).replaceAll(replacement);
}

/** `s.split(re)`: the pieces between matches, trailing empty pieces included. */
export function split(s: string, pattern: string): string[] {
  return compile(pattern).split(s, -1);
}
