/**
 * Field paths: `a.b.c` with backtick-quoted segments (`` `x.y`.z ``, escapes \` and \\), and the
 * helpers that read, write, delete and project nested fields of a document.
 */
import { invalidArgument } from './errors.js';
import type { Fields, Value } from './types.js';
import { isReservedName } from './values.js';

const SIMPLE_SEGMENT = /^[a-zA-Z_][a-zA-Z_0-9]*$/;

/** Refuses a path a query or a transform names when a segment is reserved; a query may still name the key itself. */
export function checkNoReservedSegment(path: string[], { keyAllowed }: { keyAllowed: boolean }): void {
  if (keyAllowed && path.length === 1 && path[0] === '__name__') return;
  const reserved = path.find(isReservedName);
  if (reserved !== undefined) throw invalidArgument(`Invalid reserved name in field path ${reserved}`);
}

/** Splits a field path into its segments, unquoting backticked ones. */
export function parseFieldPath(path: string): string[] {
  if (typeof path !== 'string' || path === '') throw invalidArgument('Field path must not be empty.');
  const segments: string[] = [];
  let i = 0;
  for (;;) {
    let segment = '';
    if (path[i] === '`') {
      i++;
      let closed = false;
      while (i < path.length) {
        const c = path[i]!;
        if (c === '\\') {
          const next = path[i + 1];
          if (next !== '`' && next !== '\\') throw invalidArgument(`Invalid escape in field path: ${path}`);
          segment += next;
          i += 2;
        } else if (c === '`') {
          closed = true;
          i++;
          break;
        } else {
          segment += c;
          i++;
        }
      }
      if (!closed) throw invalidArgument(`Unterminated backtick in field path: ${path}`);
      if (i < path.length && path[i] !== '.') throw invalidArgument(`Invalid field path: ${path}`);
    } else {
      const end = path.indexOf('.', i);
      segment = path.slice(i, end === -1 ? path.length : end);
      if (segment.includes('`')) throw invalidArgument(`Invalid field path: ${path}`);
      i = end === -1 ? path.length : end;
    }
    if (segment === '') throw invalidArgument(`Invalid field path (empty segment): ${path}`);
    segments.push(segment);
    if (i >= path.length) return segments;
    i++; // the '.'
    if (i >= path.length) throw invalidArgument(`Invalid field path (ends with '.'): ${path}`);
  }
}

/** Canonical text of a path: simple identifiers bare, anything else backtick-quoted and escaped. */
export function formatFieldPath(segments: string[]): string {
  return segments
    .map((s) => (SIMPLE_SEGMENT.test(s) ? s : '`' + s.replace(/\\/g, '\\\\').replace(/`/g, '\\`') + '`'))
    .join('.');
}

/** The value at `path`, or undefined when it (or a map along the way) is missing. */
export function getFieldValue(fields: Fields | undefined, path: string[]): Value | undefined {
  let current: Fields | undefined = fields;
  for (let i = 0; i < path.length; i++) {
    const value: Value | undefined = current?.[path[i]!];
    if (value === undefined || !Object.hasOwn(current!, path[i]!)) return undefined;
    if (i === path.length - 1) return value;
    if (!('mapValue' in value)) return undefined;
    current = value.mapValue.fields;
  }
  return undefined;
}

/** Sets `path` to `value` in place, replacing non-map intermediates with new maps. */
export function setFieldValue(fields: Fields, path: string[], value: Value): void {
  if (path.length === 0) throw invalidArgument('Field path must not be empty.');
  let current = fields;
  for (let i = 0; i < path.length - 1; i++) {
    const segment = path[i]!;
    let next = Object.hasOwn(current, segment) ? current[segment] : undefined;
    if (!next || !('mapValue' in next)) {
      next = { mapValue: { fields: {} } };
      setOwn(current, segment, next);
    }
    next.mapValue.fields ??= {};
    current = next.mapValue.fields;
  }
  setOwn(current, path[path.length - 1]!, value);
}

/** Plain assignment would treat a field named `__proto__` as the prototype setter. */
function setOwn(fields: Fields, key: string, value: Value): void {
  if (key === '__proto__') Object.defineProperty(fields, key, { value, enumerable: true, writable: true, configurable: true });
  else fields[key] = value;
}

/** Removes `path` in place; a missing path is a no-op. Parent maps stay, even when left empty. */
export function deleteFieldValue(fields: Fields, path: string[]): void {
  let current: Fields | undefined = fields;
  for (let i = 0; i < path.length - 1 && current; i++) {
    const next: Value | undefined = Object.hasOwn(current, path[i]!) ? current[path[i]!] : undefined;
    current = next && 'mapValue' in next ? next.mapValue.fields : undefined;
  }
  if (current && path.length > 0) delete current[path[path.length - 1]!];
}

/** True when `prefix` equals `path` or is one of its ancestors. */
function isPrefixPath(prefix: string[], path: string[]): boolean {
  return prefix.length <= path.length && prefix.every((s, i) => s === path[i]);
}

/**
 * A projection of `fields` keeping only the given paths (as DocumentMask/select use them). Missing
 * paths are skipped; `__name__` selects nothing extra. The result shares leaf values with the input.
 */
export function applyFieldMask(fields: Fields | undefined, fieldPaths: string[]): Fields {
  const result: Fields = {};
  if (!fields) return result;
  const paths = fieldPaths
    .map(parseFieldPath)
    .filter((p) => !(p.length === 1 && p[0] === '__name__'))
    .sort((a, b) => a.length - b.length);
  const kept: string[][] = [];
  for (const path of paths) {
    // A path under one already copied is covered; copying it again would write into shared input maps.
    if (kept.some((k) => isPrefixPath(k, path))) continue;
    const value = getFieldValue(fields, path);
    if (value === undefined) continue;
    setFieldValue(result, path, value);
    kept.push(path);
  }
  return result;
}
