/**
 * Field transforms (server timestamp, increment, maximum, minimum, arrayUnion, arrayRemove):
 * validation, and their application at commit time with the backend's numeric rules.
 */
import { invalidArgument } from './errors.js';
import { checkNoReservedSegment, parseFieldPath } from './fieldPath.js';
import { normalizeValue } from './normalize.js';
import type { FieldTransform, Value } from './types.js';
import { addNumbers, arrayElements, compareNumbers, isNaNValue, isNumber, validateValue, valuesEqual } from './values.js';

const NULL: Value = { nullValue: null };

export interface ParsedTransform {
  path: string[];
  transform: FieldTransform;
}

/** Throws INVALID_ARGUMENT unless the transform is well formed; returns its path and canonical form. */
export function parseTransform(t: FieldTransform): ParsedTransform {
  if (!t || typeof t !== 'object') throw invalidArgument('A field transform must be an object.');
  const path = parseFieldPath(t.fieldPath);
  checkNoReservedSegment(path, { keyAllowed: false });
  const kinds = (['setToServerValue', 'increment', 'maximum', 'minimum', 'appendMissingElements', 'removeAllFromArray'] as const).filter(
    (k) => t[k] !== undefined,
  );
  if (kinds.length !== 1) throw invalidArgument(`Field transform for "${t.fieldPath}" must set exactly one transform type.`);
  const kind = kinds[0]!;
  const fieldPath = t.fieldPath;
  switch (kind) {
    case 'setToServerValue':
      if (t.setToServerValue !== 'REQUEST_TIME') {
        throw invalidArgument(`Unsupported server value ${JSON.stringify(t.setToServerValue)} for "${fieldPath}".`);
      }
      return { path, transform: { fieldPath, setToServerValue: 'REQUEST_TIME' } };
    case 'increment':
    case 'maximum':
    case 'minimum': {
      const operand: unknown = t[kind];
      validateValue(operand);
      if (!isNumber(operand)) throw invalidArgument(`The ${kind} transform on "${fieldPath}" needs a numeric operand.`);
      return { path, transform: { fieldPath, [kind]: normalizeValue(operand) } };
    }
    default: {
      const values: unknown = t[kind]?.values ?? [];
      if (!Array.isArray(values)) throw invalidArgument(`The ${kind} transform on "${fieldPath}" needs a list of values.`);
      for (const v of values) validateValue(v, 2);
      return { path, transform: { fieldPath, [kind]: { values: (values as Value[]).map(normalizeValue) } } };
    }
  }
}

/**
 * The new field value and the transform result (what the write result reports) of applying `t`
 * to `current` (undefined when the field is missing). `requestTime` is the commit's timestamp.
 */
export function applyTransform(current: Value | undefined, t: FieldTransform, requestTime: string): { value: Value; result: Value } {
  if (t.setToServerValue) {
    const value: Value = { timestampValue: requestTime };
    return { value, result: value };
  }
  if (t.increment) {
    const value = current && isNumber(current) ? addNumbers(current, t.increment) : t.increment;
    return { value, result: value };
  }
  if (t.maximum || t.minimum) {
    const operand = (t.maximum ?? t.minimum)!;
    const value = current && isNumber(current) ? extremum(current, operand, t.maximum ? 1 : -1) : operand;
    return { value, result: value };
  }
  const existing = current && 'arrayValue' in current ? arrayElements(current) : [];
  if (t.appendMissingElements) {
    const values = [...existing];
    for (const v of t.appendMissingElements.values ?? []) {
      if (!values.some((e) => valuesEqual(e, v))) values.push(v);
    }
    return { value: { arrayValue: { values } }, result: NULL };
  }
  const remove = t.removeAllFromArray?.values ?? [];
  const values = existing.filter((e) => !remove.some((r) => valuesEqual(e, r)));
  return { value: { arrayValue: { values } }, result: NULL };
}

/**
 * Maximum (sign 1) or minimum (sign -1) of two numbers: NaN wins, and an equal operand (3 vs 3.0,
 * 0 vs -0.0) leaves the stored value, type included.
 */
function extremum(stored: Value, operand: Value, sign: 1 | -1): Value {
  if (isNaNValue(stored)) return stored;
  if (isNaNValue(operand)) return operand;
  return compareNumbers(operand, stored) * sign > 0 ? operand : stored;
}
