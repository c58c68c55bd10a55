/**
 * Query predicates and orderings compiled once per query: field paths parsed and operands unpacked
 * up front, so evaluating a query over many documents does no parsing or re-normalising per
 * document. These are the only implementations of filter matching, document order and cursors.
 */
import { getFieldValue, parseFieldPath } from './fieldPath.js';
import { memoizeByString } from './memo.js';
import type { Cursor, Document, Filter, Order, StructuredQuery, Value } from './types.js';
import { arrayElements, compareResourceNames, compareValues, isNaNValue, isNullValue, typeOrder, valuesEqual } from './values.js';

export type DocPredicate = (doc: Document) => boolean;
export type DocComparator = (a: Document, b: Document) => number;
type ValueReader = (doc: Document) => Value | undefined;

/** The pseudo-field a query orders and filters by to use the document name. */
export const NAME_FIELD = '__name__';

/** Validation and ordering look at the same paths again and again; each is parsed once. */
export const cachedFieldPath = memoizeByString(parseFieldPath);

export const isNamePath = (path: string[]): boolean => path.length === 1 && path[0] === NAME_FIELD;

/** The value a query sees at `path`: `__name__` is the document's own reference. */
export function documentValue(doc: Document, path: string[]): Value | undefined {
  return isNamePath(path) ? { referenceValue: doc.name } : getFieldValue(doc.fields, path);
}

/** `documentValue` for one path, with the common top-level field read directly. */
function valueReader(path: string[]): ValueReader {
  if (isNamePath(path)) return (doc) => ({ referenceValue: doc.name });
  if (path.length > 1) return (doc) => getFieldValue(doc.fields, path);
  const key = path[0]!;
  return (doc) => {
    const fields = doc.fields;
    return fields !== undefined && Object.hasOwn(fields, key) ? fields[key] : undefined;
  };
}

// ---------------------------------------------------------------------------------------------
// Filters

type FieldFilter = NonNullable<Filter['fieldFilter']>;
type UnaryFilter = NonNullable<Filter['unaryFilter']>;

/** A filter tree as one predicate. */
export function compileFilter(filter: Filter): DocPredicate {
  if (filter.compositeFilter) {
    const parts = (filter.compositeFilter.filters ?? []).map(compileFilter);
    if (filter.compositeFilter.op === 'OR') return (doc) => parts.some((p) => p(doc));
    return (doc) => parts.every((p) => p(doc));
  }
  if (filter.fieldFilter) return compileFieldFilter(filter.fieldFilter);
  if (filter.unaryFilter) return compileUnaryFilter(filter.unaryFilter);
  return () => false;
}

/** A test of a present field value, made a document predicate (a missing field never matches). */
function onValue(read: ValueReader, test: (value: Value) => boolean): DocPredicate {
  return (doc) => {
    const value = read(doc);
    return value !== undefined && test(value);
  };
}

function compileFieldFilter(f: FieldFilter): DocPredicate {
  const read = valueReader(cachedFieldPath(f.field.fieldPath));
  const operand = f.value;
  switch (f.op) {
    case 'EQUAL':
      return onValue(read, (value) => valuesEqual(value, operand));
    case 'NOT_EQUAL':
      return onValue(read, (value) => !isNullValue(value) && !valuesEqual(value, operand));
    case 'LESS_THAN':
    case 'LESS_THAN_OR_EQUAL':
    case 'GREATER_THAN':
    case 'GREATER_THAN_OR_EQUAL': {
      // Range filters only match values of the operand's type class (numbers with numbers, ...),
      // and never NaN, which production's number ranges leave out though it sorts first.
      const type = typeOrder(operand);
      const accepts = RANGE_TESTS[f.op];
      return onValue(read, (value) => typeOrder(value) === type && !isNaNValue(value) && accepts(compareValues(value, operand)));
    }
    case 'ARRAY_CONTAINS':
      return onValue(read, (value) => 'arrayValue' in value && arrayElements(value).some((e) => valuesEqual(e, operand)));
    case 'ARRAY_CONTAINS_ANY': {
      const wanted = comparableElements(operand);
      return onValue(read, (value) => 'arrayValue' in value && arrayElements(value).some((e) => wanted.some((w) => valuesEqual(e, w))));
    }
    case 'IN': {
      const wanted = comparableElements(operand);
      return onValue(read, (value) => wanted.some((w) => valuesEqual(value, w)));
    }
    case 'NOT_IN': {
      // Like SQL's NOT IN: a null in the list means no value can be proven absent from it.
      if (arrayElements(operand).some(isNullValue)) return () => false;
      const excluded = comparableElements(operand);
      return onValue(read, (value) => !isNullValue(value) && !excluded.some((w) => valuesEqual(value, w)));
    }
    default:
      return () => false;
  }
}

/**
 * The values of an `in`, `not-in` or `array-contains-any` list that take part: null and NaN never equal anything
 * there (production's client tests find `in [null]` and `array-contains-any [NaN]` empty; Google's emulator keeps a
 * NaN document out of no `not-in`). Inside a listed array or map they compare as usual.
 */
function comparableElements(list: Value): Value[] {
  return arrayElements(list).filter((v) => !isNullValue(v) && !isNaNValue(v));
}

type RangeOperator = 'LESS_THAN' | 'LESS_THAN_OR_EQUAL' | 'GREATER_THAN' | 'GREATER_THAN_OR_EQUAL';
const RANGE_TESTS: Record<RangeOperator, (c: number) => boolean> = {
  LESS_THAN: (c) => c < 0,
  LESS_THAN_OR_EQUAL: (c) => c <= 0,
  GREATER_THAN: (c) => c > 0,
  GREATER_THAN_OR_EQUAL: (c) => c >= 0,
};

function compileUnaryFilter(u: UnaryFilter): DocPredicate {
  const read = valueReader(cachedFieldPath(u.field.fieldPath));
  switch (u.op) {
    case 'IS_NULL':
      return onValue(read, isNullValue);
    case 'IS_NAN':
      return onValue(read, isNaNValue);
    case 'IS_NOT_NULL':
      return onValue(read, (value) => !isNullValue(value));
    case 'IS_NOT_NAN':
      return onValue(read, (value) => !isNullValue(value) && !isNaNValue(value));
    default:
      return () => false;
  }
}

/** Whether every ordered field is present (queries never return documents missing one). */
export function compileHasOrderedFields(orderBy: Order[]): DocPredicate {
  const reads = orderBy.map((o) => cachedFieldPath(o.field.fieldPath)).filter((p) => !isNamePath(p)).map(valueReader);
  return (doc) => reads.every((read) => read(doc) !== undefined);
}

// ---------------------------------------------------------------------------------------------
// Scope

/** Whether a document name lies in the query's collection (or, for a collection group, any same-named collection below `parent`). */
export function compileScope(parent: string, q: StructuredQuery): (docName: string) => boolean {
  const prefix = parent.endsWith('/') ? parent : parent + '/';
  const from = q.from?.[0];
  if (!from) return () => false;
  if (!from.allDescendants) {
    if (from.collectionId === undefined || from.collectionId.includes('/')) return () => false;
    // A direct child: `{parent}/{collectionId}/{id}` with no further segment.
    const collectionPrefix = `${prefix}${from.collectionId}/`;
    return (name) => hasPrefix(name, collectionPrefix) && name.indexOf('/', collectionPrefix.length) === -1;
  }
  return (name) => {
    if (!hasPrefix(name, prefix)) return false;
    const rest = name.slice(prefix.length).split('/');
    if (rest.length < 2 || rest.length % 2 !== 0) return false;
    return !from.collectionId || rest[rest.length - 2] === from.collectionId;
  };
}

/** `s.startsWith(prefix)`, which optimised code runs several times slower than this for a prefix built at run time. */
function hasPrefix(s: string, prefix: string): boolean {
  return s.length >= prefix.length && s.slice(0, prefix.length) === prefix;
}

// ---------------------------------------------------------------------------------------------
// Order and cursors

/** Missing values first; queries never return documents missing an ordered field anyway. */
function compareOptional(a: Value | undefined, b: Value | undefined): number {
  if (a === undefined || b === undefined) return a === b ? 0 : a === undefined ? -1 : 1;
  return compareValues(a, b);
}

/** Documents in `orderBy` order; `__name__` compares names segment by segment. */
export function compileComparator(orderBy: Order[]): DocComparator {
  const keys = orderBy.map((o) => {
    const path = cachedFieldPath(o.field.fieldPath);
    return { read: valueReader(path), byName: isNamePath(path), descending: o.direction === 'DESCENDING' };
  });
  return (a, b) => {
    for (const key of keys) {
      const c = key.byName ? compareResourceNames(a.name, b.name) : compareOptional(key.read(a), key.read(b));
      if (c !== 0) return key.descending ? -c : c;
    }
    return 0;
  };
}

/** Sign of (document position - cursor position) over the cursor's prefix of `orderBy`. */
function compileCursorPosition(cursor: Cursor, orderBy: Order[]): (doc: Document) => number {
  const values = cursor.values ?? [];
  const keys = values.slice(0, orderBy.length).map((value, i) => ({
    value,
    read: valueReader(cachedFieldPath(orderBy[i]!.field.fieldPath)),
    descending: orderBy[i]!.direction === 'DESCENDING',
  }));
  return (doc) => {
    for (const key of keys) {
      const c = compareOptional(key.read(doc), key.value);
      if (c !== 0) return key.descending ? -c : c;
    }
    return 0;
  };
}

/** Whether a document is past startAt and before endAt (always true without cursors). */
export function compileCursors(q: StructuredQuery, orderBy: Order[]): DocPredicate {
  const { startAt, endAt } = q;
  const start = startAt ? compileCursorPosition(startAt, orderBy) : undefined;
  const end = endAt ? compileCursorPosition(endAt, orderBy) : undefined;
  if (!start && !end) return () => true;
  return (doc) => {
    if (start) {
      const c = start(doc);
      if (startAt!.before ? c < 0 : c <= 0) return false;
    }
    if (end) {
      const c = end(doc);
      if (endAt!.before ? c >= 0 : c > 0) return false;
    }
    return true;
  };
}
