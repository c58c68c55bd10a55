/**
 * What a query guarantees about the documents it may return, as the rules judge it: production
 * evaluates a query's `allow list` against its constraints, not against the documents it happens to
 * match, and allows it only if every document it could ever return is allowed.
 *
 * The filter is taken apart into branches: each disjunct of its disjunctive normal form, and within
 * one, each value of an `in` filter. Every branch is judged, and each must be allowed. In a branch,
 * a field is known where an equality (`==`, the branch's `in` value, `is null`, `is NaN`) fixes it;
 * every other field is unknown. The documents' path is known up to the document id (unknown unless
 * a `__name__` equality names the document); a collection-group query's documents lie at any depth
 * below its parent, which only a recursive wildcard matches.
 */
import { ANY_SEGMENTS, UNKNOWN_SEGMENT, type RulesQueryDocument } from '../rules/api.js';
import { parseFieldPath } from './fieldPath.js';
import { parseDocumentName } from './names.js';
import { disjunctiveNormalForm } from './query.js';
import { isNamePath } from './queryMatch.js';
import type { Filter, StructuredQuery, Value } from './types.js';
import { arrayElements } from './values.js';

/** Most branches one query is judged in; validation allows 30 disjunctions, so this is only a guard. */
export const MAX_QUERY_BRANCHES = 100;

/** One way a document may satisfy a query: the rules path it is judged at and what `resource` knows. */
export interface QueryBranch {
  /** /databases/{d}/documents/..., with UNKNOWN_SEGMENT / ANY_SEGMENTS where the path is open. */
  path: string;
  resource: RulesQueryDocument;
}

/** A field a filter fixes, or the document a `__name__` equality names. */
type Fixed = { path: string[]; value: Value } | { name: string };

/**
 * The branches a query is judged in (at least one), or undefined when it expands to more than
 * MAX_QUERY_BRANCHES. `parent` is the query's full parent name (…/documents or a document below it).
 */
export function queryBranches(parent: string, q: StructuredQuery): QueryBranch[] | undefined {
  const open = openPath(parent, q);
  const conjunctions = q.where ? disjunctiveNormalForm(q.where, MAX_QUERY_BRANCHES) : [[]];
  if (!conjunctions) return undefined;
  const branches: QueryBranch[] = [];
  for (const conjunction of conjunctions) {
    const ways = alternatives(conjunction, MAX_QUERY_BRANCHES - branches.length);
    if (!ways) return undefined;
    for (const fixed of ways) branches.push(branch(open, fixed));
  }
  return branches;
}

/** The rules path of a query's documents with the open parts marked. */
function openPath(parent: string, q: StructuredQuery): string {
  const base = rulesPath(parent);
  const from = q.from?.[0];
  const collectionId = from?.collectionId || UNKNOWN_SEGMENT;
  if (from?.allDescendants) return `${base}/${ANY_SEGMENTS}/${collectionId}/${UNKNOWN_SEGMENT}`;
  return `${base}/${collectionId}/${UNKNOWN_SEGMENT}`;
}

function branch(openDocumentPath: string, fixed: Fixed[]): QueryBranch {
  const resource: RulesQueryDocument = { fixed: [] };
  let path = openDocumentPath;
  for (const f of fixed) {
    if ('name' in f) {
      // The first name decides (two different names match nothing anyway).
      if (resource.name === undefined && isDocumentName(f.name)) {
        resource.name = f.name;
        path = rulesPath(f.name);
      }
    } else {
      resource.fixed.push(f);
    }
  }
  return { path, resource };
}

/** Each combination of one value per `in` filter of a conjunction, with its equalities; undefined past `cap`. */
function alternatives(conjunction: Filter[], cap: number): Fixed[][] | undefined {
  let out: Fixed[][] = [[]];
  for (const filter of conjunction) {
    const options = fixedBy(filter);
    if (options.length === 0) continue;
    if (out.length * options.length > cap) return undefined;
    out = out.flatMap((prefix) => options.map((o) => [...prefix, o]));
  }
  return out.length > cap ? undefined : out;
}

/** What one filter fixes: one entry per alternative (several for `in`), none when it fixes nothing. */
function fixedBy(filter: Filter): Fixed[] {
  const f = filter.fieldFilter;
  if (f) {
    const values = f.op === 'EQUAL' ? [f.value] : f.op === 'IN' ? arrayElements(f.value) : [];
    const path = parseFieldPath(f.field.fieldPath);
    if (isNamePath(path)) {
      return values.flatMap((v) => ('referenceValue' in v ? [{ name: v.referenceValue }] : []));
    }
    return values.map((value) => ({ path, value }));
  }
  const u = filter.unaryFilter;
  if (u?.op === 'IS_NULL') return [{ path: parseFieldPath(u.field.fieldPath), value: { nullValue: null } }];
  if (u?.op === 'IS_NAN') return [{ path: parseFieldPath(u.field.fieldPath), value: { doubleValue: 'NaN' } }];
  return [];
}

function isDocumentName(name: string): boolean {
  try {
    parseDocumentName(name);
    return true;
  } catch {
    return false;
  }
}

/** `/databases/{d}/documents/{path}`: the path rules match a (parent or document) name against. */
export function rulesPath(name: string): string {
  return name.slice(name.indexOf('/databases/'));
}
