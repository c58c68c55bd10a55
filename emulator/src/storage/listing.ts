/**
 * Object listing with GCS semantics: names in UTF-8 byte order, `delimiter` folding deeper names into
 * prefixes, and `maxResults` bounding items and prefixes together, with an opaque continuation token.
 */
import { compareUtf8 } from '../engine/values.js';
import { badRequest } from './errors.js';
import type { ObjectMetadata } from './objects.js';

export interface ListOptions {
  prefix: string;
  delimiter: string;
  maxResults: number;
  pageToken?: string;
  /** GCS: only names >= startOffset and < endOffset. */
  startOffset?: string;
  endOffset?: string;
  /** GCS: also list objects whose name ends with the delimiter right after the prefix. */
  includeTrailingDelimiter?: boolean;
}

export interface ListPage {
  items: ObjectMetadata[];
  prefixes: string[];
  nextPageToken?: string;
}

const MAX_LIST_RESULTS = 1000;

type Entry = { kind: 'prefix'; key: string } | { kind: 'item'; key: string; object: ObjectMetadata };

export function listPage(objects: Iterable<ObjectMetadata>, options: ListOptions): ListPage {
  const { prefix, delimiter } = options;
  const entries: Entry[] = [];
  const seenPrefixes = new Set<string>();
  for (const object of objects) {
    const name = object.name;
    if (!name.startsWith(prefix)) continue;
    if (options.startOffset !== undefined && compareUtf8(name, options.startOffset) < 0) continue;
    if (options.endOffset !== undefined && options.endOffset !== '' && compareUtf8(name, options.endOffset) >= 0) continue;
    const cut = delimiter ? name.indexOf(delimiter, prefix.length) : -1;
    if (cut === -1) {
      entries.push({ kind: 'item', key: name, object });
      continue;
    }
    const folder = name.slice(0, cut + delimiter.length);
    if (!seenPrefixes.has(folder)) {
      seenPrefixes.add(folder);
      entries.push({ kind: 'prefix', key: folder });
    }
    if (options.includeTrailingDelimiter && folder === name) entries.push({ kind: 'item', key: name, object });
  }
  entries.sort(compareEntries);

  const after = options.pageToken ? decodePageToken(options.pageToken) : undefined;
  const start = after ? entries.findIndex((e) => compareEntries(e, after) > 0) : 0;
  const remaining = start === -1 ? [] : entries.slice(start);
  const page = remaining.slice(0, options.maxResults);
  const result: ListPage = { items: [], prefixes: [] };
  for (const entry of page) {
    if (entry.kind === 'item') result.items.push(entry.object);
    else result.prefixes.push(entry.key);
  }
  if (remaining.length > page.length) result.nextPageToken = encodePageToken(page[page.length - 1]);
  return result;
}

/** Parses `maxResults`: a positive integer, capped at the service maximum. */
export function parseMaxResults(raw: string | null): number {
  if (raw === null || raw === '') return MAX_LIST_RESULTS;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw badRequest(`Invalid value for 'maxResults': ${raw}. Expected a positive integer.`);
  return Math.min(value, MAX_LIST_RESULTS);
}

type Position = { kind: 'prefix' | 'item'; key: string };

function compareEntries(a: Position, b: Position): number {
  const byName = compareUtf8(a.key, b.key);
  if (byName !== 0) return byName;
  return a.kind === b.kind ? 0 : a.kind === 'prefix' ? -1 : 1;
}

function encodePageToken(entry: Position): string {
  return Buffer.from(`${entry.kind === 'prefix' ? 'p' : 'i'}:${entry.key}`, 'utf8').toString('base64url');
}

function decodePageToken(token: string): Position {
  const text = Buffer.from(token, 'base64url').toString('utf8');
  const kind = text.slice(0, 2);
  if (kind !== 'p:' && kind !== 'i:') throw badRequest(`Invalid page token: ${token}`);
  return { kind: kind === 'p:' ? 'prefix' : 'item', key: text.slice(2) };
}
