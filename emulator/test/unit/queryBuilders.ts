/** Terse builders for StructuredQuery pieces in the engine's unit tests. */
import type { FieldOperator, Filter, Order, StructuredQuery, UnaryOperator, Value } from '../../src/engine/types.js';

export const query = (extra: Partial<StructuredQuery> = {}, collectionId = 'c'): StructuredQuery => ({
  from: [{ collectionId }],
  ...extra,
});

export const where = (fieldPath: string, op: FieldOperator, value: Value): Filter => ({
  fieldFilter: { field: { fieldPath }, op, value },
});

export const unary = (fieldPath: string, op: UnaryOperator): Filter => ({ unaryFilter: { field: { fieldPath }, op } });
export const and = (...filters: Filter[]): Filter => ({ compositeFilter: { op: 'AND', filters } });
export const or = (...filters: Filter[]): Filter => ({ compositeFilter: { op: 'OR', filters } });
export const asc = (fieldPath: string): Order => ({ field: { fieldPath }, direction: 'ASCENDING' });
export const desc = (fieldPath: string): Order => ({ field: { fieldPath }, direction: 'DESCENDING' });
