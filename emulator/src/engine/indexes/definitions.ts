/**
 * Composite index definitions as `firestore.indexes.json` declares them (the file firebase.json's
 * `firestore.indexes` names and `firebase deploy` uploads), checked and normalised so that a
 * declared index and one a query needs compare equal when production would treat them alike.
 */
import { invalidArgument } from '../errors.js';
import { formatFieldPath, parseFieldPath } from '../fieldPath.js';

export type QueryScope = 'COLLECTION' | 'COLLECTION_GROUP';
export type IndexOrder = 'ASCENDING' | 'DESCENDING';

export interface IndexField {
  fieldPath: string;
  order?: IndexOrder;
  arrayConfig?: 'CONTAINS';
  vectorConfig?: { dimension: number; flat: Record<string, never> };
}

export interface IndexDefinition {
  collectionGroup: string;
  queryScope: QueryScope;
  fields: IndexField[];
}

/** A single-field index setting (`fieldOverrides`): the indexes a field has instead of the automatic ones. */
export interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  indexes: { queryScope?: QueryScope; order?: IndexOrder; arrayConfig?: 'CONTAINS' }[];
}

export interface IndexConfig {
  indexes: IndexDefinition[];
  fieldOverrides: FieldOverride[];
}

export const EMPTY_INDEX_CONFIG: IndexConfig = { indexes: [], fieldOverrides: [] };

const NAME_FIELD = '__name__';

function canonicalPath(path: unknown, where: string): string {
  if (typeof path !== 'string') throw invalidArgument(`${where}: fieldPath must be a string.`);
  return formatFieldPath(parseFieldPath(path));
}

function parseField(raw: unknown, where: string): IndexField {
  if (typeof raw !== 'object' || raw === null) throw invalidArgument(`${where}: each field must be an object.`);
  const f = raw as Record<string, unknown>;
  const field: IndexField = { fieldPath: canonicalPath(f.fieldPath, where) };
  const modes = [f.order, f.arrayConfig, f.vectorConfig].filter((m) => m !== undefined).length;
  if (modes !== 1) throw invalidArgument(`${where}: field ${field.fieldPath} needs exactly one of order, arrayConfig, vectorConfig.`);
  if (f.order !== undefined) {
    if (f.order !== 'ASCENDING' && f.order !== 'DESCENDING') throw invalidArgument(`${where}: unknown order ${String(f.order)}.`);
    field.order = f.order;
  } else if (f.arrayConfig !== undefined) {
    if (f.arrayConfig !== 'CONTAINS') throw invalidArgument(`${where}: unknown arrayConfig ${String(f.arrayConfig)}.`);
    field.arrayConfig = 'CONTAINS';
  } else {
    const dimension = Number((f.vectorConfig as { dimension?: unknown } | null)?.dimension);
    if (!Number.isInteger(dimension) || dimension < 1 || dimension > 2048) {
      throw invalidArgument(`${where}: vectorConfig.dimension must be an integer from 1 to 2048.`);
    }
    field.vectorConfig = { dimension, flat: {} };
  }
  return field;
}

function parseScope(raw: unknown, where: string): QueryScope {
  if (raw === undefined) return 'COLLECTION';
  if (raw !== 'COLLECTION' && raw !== 'COLLECTION_GROUP') throw invalidArgument(`${where}: unknown queryScope ${String(raw)}.`);
  return raw;
}

/** Parses the content of a `firestore.indexes.json` file; throws INVALID_ARGUMENT naming the bad entry. */
export function parseIndexConfig(raw: unknown): IndexConfig {
  if (typeof raw !== 'object' || raw === null) throw invalidArgument('An index configuration must be an object with `indexes`.');
  const { indexes = [], fieldOverrides = [] } = raw as { indexes?: unknown; fieldOverrides?: unknown };
  if (!Array.isArray(indexes) || !Array.isArray(fieldOverrides)) throw invalidArgument('`indexes` and `fieldOverrides` must be lists.');
  return {
    indexes: indexes.map((entry: unknown, i) => {
      const where = `indexes[${i}]`;
      const e = (entry ?? {}) as Record<string, unknown>;
      if (typeof e.collectionGroup !== 'string' || e.collectionGroup === '') throw invalidArgument(`${where}: collectionGroup is required.`);
      if (!Array.isArray(e.fields) || e.fields.length === 0) throw invalidArgument(`${where}: fields must be a non-empty list.`);
      return { collectionGroup: e.collectionGroup, queryScope: parseScope(e.queryScope, where), fields: e.fields.map((f, j) => parseField(f, `${where}.fields[${j}]`)) };
    }),
    fieldOverrides: fieldOverrides.map((entry: unknown, i) => {
      const where = `fieldOverrides[${i}]`;
      const e = (entry ?? {}) as Record<string, unknown>;
      if (typeof e.collectionGroup !== 'string' || e.collectionGroup === '') throw invalidArgument(`${where}: collectionGroup is required.`);
      const list = Array.isArray(e.indexes) ? (e.indexes as Record<string, unknown>[]) : [];
      return {
        collectionGroup: e.collectionGroup,
        fieldPath: canonicalPath(e.fieldPath, where),
        indexes: list.map((x) => ({
          queryScope: parseScope(x?.queryScope, where),
          ...(x?.order === 'ASCENDING' || x?.order === 'DESCENDING' ? { order: x.order } : {}),
          ...(x?.arrayConfig === 'CONTAINS' ? { arrayConfig: 'CONTAINS' as const } : {}),
        })),
      };
    }),
  };
}

/**
 * The fields that decide what an index serves: a trailing `__name__` is implied by every index
 * (in the direction of the field before it), so it is dropped.
 */
export function significantFields(index: IndexDefinition): IndexField[] {
  const fields = index.fields;
  const last = fields[fields.length - 1];
  return last && last.fieldPath === NAME_FIELD && fields.length > 1 ? fields.slice(0, -1) : fields;
}

function fieldText(f: IndexField): string {
  if (f.arrayConfig) return `${f.fieldPath} CONTAINS`;
  if (f.vectorConfig) return `${f.fieldPath} VECTOR<${f.vectorConfig.dimension}>`;
  return `${f.fieldPath} ${f.order === 'DESCENDING' ? 'DESC' : 'ASC'}`;
}

/** A stable identity for an index: equal for definitions that serve the same queries. */
export function indexKey(index: IndexDefinition): string {
  return `${index.collectionGroup}|${index.queryScope}|${significantFields(index).map(fieldText).join(',')}`;
}

/** `(a ASC, b DESC, __name__ DESC)`: the form Explain's plan summary lists an index in. */
export function indexProperties(fields: IndexField[]): string {
  const significant = fields.filter((f) => f.fieldPath !== NAME_FIELD);
  const last = significant[significant.length - 1];
  const nameOrder = last?.order === 'DESCENDING' ? 'DESC' : 'ASC';
  return `(${[...significant.map(fieldText), `${NAME_FIELD} ${nameOrder}`].join(', ')})`;
}
