/**
 * What an edit changes in an order, field by field: recorded in the order's history (direct edits) and in change
 * requests. Language-neutral: each field is named by its path in the content ('details.mount.postHeight',
 * 'details.lines.BP-100'), which the screens word in their reader's language. Pure: no Firestore, so it is tested
 * on its own.
 */
import type { FieldChange, OrderContent, PartsOrderLine, StoredFile } from '../types/orders';

const hasToDate = (value: object): value is { toDate: () => Date } =>
  'toDate' in value && typeof (value as { toDate: unknown }).toDate === 'function';

/** Dates and Timestamps compare by instant; everything else by value. */
function comparable(value: unknown): unknown {
  if (value instanceof Date) return value.getTime();
  if (value && typeof value === 'object' && hasToDate(value)) return value.toDate().getTime();
  if (value === undefined) return null;
  return value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date) && !hasToDate(value);
}

/** Leaf values by dotted path; a missing object (e.g. no customer) yields no leaves. */
function flatten(value: unknown, prefix: string, into: Map<string, unknown>): Map<string, unknown> {
  if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) flatten(item, `${prefix}.${key}`, into);
  } else if (value !== null && value !== undefined) {
    into.set(prefix, value);
  }
  return into;
}

function leafChanges(before: unknown, after: unknown, prefix: string): FieldChange[] {
  const from = flatten(before, prefix, new Map());
  const to = flatten(after, prefix, new Map());
  const paths = [...new Set([...from.keys(), ...to.keys()])];
  return paths
    .filter((path) => comparable(from.get(path)) !== comparable(to.get(path)))
    .map((path) => ({ path, from: from.get(path) ?? null, to: to.get(path) ?? null }));
}

/** One line as the history shows it ('3 × BP-100 Base plate'). */
function lineValue(line: PartsOrderLine): Pick<PartsOrderLine, 'quantity' | 'partNumber' | 'name'> {
  return { quantity: line.quantity, partNumber: line.partNumber, name: line.name };
}

/** Parts lines matched by part: added, removed, or a different quantity. */
function lineChanges(before: readonly PartsOrderLine[], after: readonly PartsOrderLine[]): FieldChange[] {
  const changes: FieldChange[] = [];
  const afterById = new Map(after.map((line) => [line.partId, line]));
  const beforeIds = new Set(before.map((line) => line.partId));
  for (const line of before) {
    const next = afterById.get(line.partId);
    if (!next || next.quantity !== line.quantity) {
      changes.push({ path: `details.lines.${line.partNumber}`, from: lineValue(line), to: next ? lineValue(next) : null });
    }
  }
  for (const line of after) {
    if (!beforeIds.has(line.partId)) {
      changes.push({ path: `details.lines.${line.partNumber}`, from: null, to: lineValue(line) });
    }
  }
  return changes;
}

function fileNames(files: readonly StoredFile[]): string {
  return files.map((file) => file.name).join(', ');
}

/** The changes from `before` to `after`, in form order; [] when nothing changed. */
export function diffOrderContent(before: OrderContent, after: OrderContent): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const key of ['leadSource', 'poReference', 'notes'] as const) {
    if (before[key] !== after[key]) changes.push({ path: key, from: before[key], to: after[key] });
  }
  changes.push(...leafChanges(before.customer, after.customer, 'customer'));
  if (before.type === 'parts' && after.type === 'parts') {
    changes.push(...lineChanges(before.details.lines, after.details.lines));
    if (before.details.total !== after.details.total) {
      changes.push({ path: 'details.total', from: before.details.total, to: after.details.total });
    }
  } else {
    changes.push(...leafChanges(before.details, after.details, 'details'));
  }
  const beforePaths = before.attachments.map((file) => file.path).sort().join('\n');
  const afterPaths = after.attachments.map((file) => file.path).sort().join('\n');
  if (beforePaths !== afterPaths) {
    changes.push({ path: 'attachments', from: fileNames(before.attachments), to: fileNames(after.attachments) });
  }
  return changes;
}
