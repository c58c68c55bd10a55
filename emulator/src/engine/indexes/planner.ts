/**
 * Which indexes a query needs, decided as production's planner decides it:
 * - every field has automatic single-field indexes (ascending, descending, array-contains) for
 *   collection queries; collection-group queries get them only from `fieldOverrides`;
 * - equality filters (`==`, `in`, `array-contains[-any]`, `is null`, `is NaN`) on several fields
 *   with no other order merge those single-field indexes;
 * - an order (explicit, or implied by inequality filters) on one field alone uses its single-field
 *   index; anything more (equalities with an order, several ordered or inequality fields) needs a
 *   composite index: the equality fields in any order, then the ordered fields in order and
 *   direction. Composites with the same ordered suffix merge to cover the equalities between them;
 * - sum and avg read their fields from the index too: each aggregated field follows the ordered
 *   ones, ascending (so a filtered sum needs a composite ending with the summed field);
 * - `findNearest` needs a vector index: the pre-filter's fields, then the vector field with its
 *   dimension.
 * Each disjunct of an `or` (or `in` expansion) is planned on its own.
 */
import { formatFieldPath } from '../fieldPath.js';
import { disjunctiveNormalForm, effectiveOrderBy } from '../query.js';
import { cachedFieldPath, isNamePath } from '../queryMatch.js';
import type { Filter, StructuredQuery } from '../types.js';
import { arrayElements } from '../values.js';
import { significantFields, type IndexConfig, type IndexDefinition, type IndexField, type IndexOrder, type QueryScope } from './definitions.js';

/** An index a query reads: declared (`declared` is its definition) or automatic. */
export interface IndexUse {
  scope: QueryScope;
  fields: IndexField[];
  declared?: IndexDefinition;
}

export interface MissingIndex {
  kind: 'composite' | 'single-field' | 'vector';
  index: IndexDefinition;
}

export interface QueryPlan {
  used: IndexUse[];
  missing: MissingIndex[];
}

interface Equality {
  path: string;
  contains: boolean;
}

interface OrderedField {
  path: string;
  order: IndexOrder;
}

const EQUALITY_OPS = new Set(['EQUAL', 'IN']);
const CONTAINS_OPS = new Set(['ARRAY_CONTAINS', 'ARRAY_CONTAINS_ANY']);

function canonical(path: string): string {
  return formatFieldPath(cachedFieldPath(path));
}

/** The equality constraints of one conjunction, `__name__` aside (every index ends with it). */
function equalitiesOf(conjunction: Filter[]): Equality[] {
  const found = new Map<string, Equality>();
  for (const f of conjunction) {
    const ref = f.fieldFilter?.field ?? f.unaryFilter?.field;
    if (!ref || isNamePath(cachedFieldPath(ref.fieldPath))) continue;
    const path = canonical(ref.fieldPath);
    let contains: boolean;
    if (f.fieldFilter && EQUALITY_OPS.has(f.fieldFilter.op)) contains = false;
    else if (f.fieldFilter && CONTAINS_OPS.has(f.fieldFilter.op)) contains = true;
    else if (f.unaryFilter && (f.unaryFilter.op === 'IS_NULL' || f.unaryFilter.op === 'IS_NAN')) contains = false;
    else continue;
    const key = `${path}|${contains}`;
    if (!found.has(key)) found.set(key, { path, contains });
  }
  return [...found.values()];
}

function sameMode(f: IndexField, e: Equality): boolean {
  return f.fieldPath === e.path && (e.contains ? f.arrayConfig === 'CONTAINS' : f.order !== undefined);
}

function orderField(o: OrderedField): IndexField {
  return { fieldPath: o.path, order: o.order };
}

function equalityField(e: Equality): IndexField {
  return e.contains ? { fieldPath: e.path, arrayConfig: 'CONTAINS' } : { fieldPath: e.path, order: 'ASCENDING' };
}

/** Declared indexes a query of `scope` on `group` may read (a collection-group index serves collection queries too). */
function candidates(config: IndexConfig, group: string, scope: QueryScope): IndexDefinition[] {
  return config.indexes.filter((i) => i.collectionGroup === group && (i.queryScope === scope || i.queryScope === 'COLLECTION_GROUP'));
}

/**
 * The equalities a declared index covers when its fields are (some equalities) + `suffix`, or
 * undefined when it does not have that shape. Directions must match: production does not read a
 * composite index backwards for the reversed order (that takes a second index).
 */
function coverage(index: IndexDefinition, equalities: Equality[], suffix: IndexField[]): Equality[] | undefined {
  const fields = significantFields(index);
  const prefixLength = fields.length - suffix.length;
  if (prefixLength < 0) return undefined;
  const tail = fields.slice(prefixLength);
  const matches = tail.every((f, i) => {
    const want = suffix[i]!;
    if (f.fieldPath !== want.fieldPath) return false;
    if (want.vectorConfig) return f.vectorConfig?.dimension === want.vectorConfig.dimension;
    return f.order === want.order;
  });
  if (!matches) return undefined;
  const covered: Equality[] = [];
  for (const f of fields.slice(0, prefixLength)) {
    const e = equalities.find((x) => sameMode(f, x));
    if (!e) return undefined;
    covered.push(e);
  }
  return covered;
}

/** Single-field indexes a field has on a collection group through `fieldOverrides`, if any. */
function override(config: IndexConfig, group: string, path: string) {
  return config.fieldOverrides.find((o) => o.collectionGroup === group && o.fieldPath === path);
}

function hasSingleField(config: IndexConfig, group: string, scope: QueryScope, field: IndexField): boolean {
  const settings = override(config, group, field.fieldPath);
  if (!settings) return scope === 'COLLECTION';
  return settings.indexes.some(
    (i) => (i.queryScope ?? 'COLLECTION') === scope && (field.arrayConfig ? i.arrayConfig === 'CONTAINS' : i.order !== undefined),
  );
}

function planConjunction(
  conjunction: Filter[],
  orders: OrderedField[],
  vector: IndexField | undefined,
  group: string,
  scope: QueryScope,
  config: IndexConfig,
): QueryPlan {
  const equalities = equalitiesOf(conjunction);
  // An order on a field an equality fixes orders nothing.
  const ordered = orders.filter((o) => !equalities.some((e) => !e.contains && e.path === o.path));
  const required: IndexDefinition = {
    collectionGroup: group,
    queryScope: scope,
    fields: [...equalities.map(equalityField), ...ordered.map(orderField), ...(vector ? [vector] : [])],
  };

  if (!vector && (ordered.length === 0 || (ordered.length === 1 && equalities.length === 0))) {
    // Single-field indexes, merged when there are several equalities.
    const singles: IndexField[] = ordered.length === 1 ? [orderField(ordered[0]!)] : equalities.map(equalityField);
    if (singles.length === 0) return { used: [{ scope, fields: [] }], missing: [] };
    const missing = singles
      .filter((f) => !hasSingleField(config, group, scope, f))
      .map((f) => ({ kind: 'single-field' as const, index: { collectionGroup: group, queryScope: scope, fields: [f] } }));
    return { used: singles.map((f) => ({ scope, fields: [f] })), missing };
  }

  const suffix = [...ordered.map(orderField), ...(vector ? [vector] : [])];
  const used: IndexUse[] = [];
  const uncovered = new Set(equalities);
  const options = candidates(config, group, scope)
    .map((index) => ({ index, covers: coverage(index, equalities, suffix) }))
    .filter((c): c is { index: IndexDefinition; covers: Equality[] } => c.covers !== undefined)
    .sort((a, b) => b.covers.length - a.covers.length);
  // Exact fit first, then merge the widest ones until every equality is covered.
  const exact = options.find((o) => o.covers.length === equalities.length);
  for (const option of exact ? [exact] : options) {
    if (used.length > 0 && !option.covers.some((e) => uncovered.has(e))) continue;
    used.push({ scope, fields: significantFields(option.index), declared: option.index });
    for (const e of option.covers) uncovered.delete(e);
    if (uncovered.size === 0) break;
  }
  if (used.length > 0 && uncovered.size === 0) return { used, missing: [] };
  return { used: [], missing: [{ kind: vector ? 'vector' : 'composite', index: required }] };
}

/**
 * The indexes a validated query reads, and those it needs that `config` does not declare.
 * `aggregated` lists the fields an aggregation query sums or averages.
 */
export function planQuery(q: StructuredQuery, config: IndexConfig, aggregated: string[] = []): QueryPlan {
  const from = q.from![0]!;
  const group = from.collectionId ?? '';
  const scope: QueryScope = from.allDescendants ? 'COLLECTION_GROUP' : 'COLLECTION';
  const orders: OrderedField[] = effectiveOrderBy(q)
    .filter((o) => !isNamePath(cachedFieldPath(o.field.fieldPath)))
    .map((o) => ({ path: canonical(o.field.fieldPath), order: o.direction === 'DESCENDING' ? 'DESCENDING' : 'ASCENDING' }));
  for (const field of aggregated.map(canonical)) {
    if (!orders.some((o) => o.path === field)) orders.push({ path: field, order: 'ASCENDING' });
  }
  const nearest = q.findNearest;
  const vector: IndexField | undefined = nearest
    ? { fieldPath: canonical(nearest.vectorField.fieldPath), vectorConfig: { dimension: vectorDimension(nearest.queryVector), flat: {} } }
    : undefined;
  const conjunctions = q.where ? (disjunctiveNormalForm(q.where, 10_000) ?? [[q.where]]) : [[]];
  const plan: QueryPlan = { used: [], missing: [] };
  const seen = new Set<string>();
  for (const conjunction of conjunctions) {
    const part = planConjunction(conjunction, orders, vector, group, scope, config);
    for (const use of part.used) {
      const key = JSON.stringify(use.fields);
      if (!seen.has(key)) plan.used.push(use);
      seen.add(key);
    }
    for (const m of part.missing) {
      const key = JSON.stringify(m.index);
      if (!seen.has(key)) plan.missing.push(m);
      seen.add(key);
    }
  }
  return plan;
}

function vectorDimension(v: unknown): number {
  const fields = (v as { mapValue?: { fields?: Record<string, unknown> } } | undefined)?.mapValue?.fields;
  return fields?.value ? arrayElements(fields.value as never).length : 0;
}
