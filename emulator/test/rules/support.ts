/** Builders for rules tests: requests, documents from plain objects, a fake lookup and expression evaluation. */
import { expect } from 'vitest';
import type { Fields, Value } from '../../src/engine/types.js';
import type { RulesDocument, RulesLookup, RulesRequest } from '../../src/rules/api.js';
import { compileExpression } from '../../src/rules/compiler.js';
import { EvalContext } from '../../src/rules/context.js';
import { asEvalError } from '../../src/rules/errors.js';
import { Lexer } from '../../src/rules/lexer.js';
import { parseExpression } from '../../src/rules/parser.js';
import type { RValue } from '../../src/rules/values.js';

export const DB = '/databases/(default)/documents';
export const PROJECT_DB = 'projects/demo/databases/(default)/documents';

/** A value that toValue passes through unchanged (doubles that look whole, references, bytes...). */
class Raw {
  constructor(readonly value: Value) {}
}
export const raw = (value: Value): Raw => new Raw(value);
export const double = (d: number): Raw => raw({ doubleValue: d });

/** A plain JS value as proto3 JSON: whole numbers become integers, Dates timestamps. */
function toValue(v: unknown): Value {
  if (v instanceof Raw) return v.value;
  if (v === null || v === undefined) return { nullValue: null };
  if (typeof v === 'boolean') return { booleanValue: v };
  if (typeof v === 'number') return Number.isInteger(v) ? { integerValue: String(v) } : { doubleValue: v };
  if (typeof v === 'bigint') return { integerValue: v.toString() };
  if (typeof v === 'string') return { stringValue: v };
  if (v instanceof Date) return { timestampValue: v.toISOString() };
  if (Array.isArray(v)) return { arrayValue: { values: v.map(toValue) } };
  return { mapValue: { fields: toFields(v as Record<string, unknown>) } };
}

function toFields(data: Record<string, unknown>): Fields {
  return Object.fromEntries(Object.entries(data).map(([k, x]) => [k, toValue(x)]));
}

/** A document at `path` (collection/doc/...) below the default database. */
export function document(path: string, data: Record<string, unknown>): RulesDocument {
  return { name: `${PROJECT_DB}/${path}`, fields: toFields(data) };
}

/** Documents by relative path; `after` is the state a write would leave (defaults to `before`). */
export function fakeLookup(
  before: Record<string, Record<string, unknown>>,
  after: Record<string, Record<string, unknown> | null> = {},
): RulesLookup & { calls: string[] } {
  const calls: string[] = [];
  const find = (path: string, docs: Record<string, Record<string, unknown> | null>): RulesDocument | null => {
    const prefix = `${DB}/`;
    if (!path.startsWith(prefix)) return null;
    const relative = path.slice(prefix.length);
    const data = docs[relative];
    return data ? document(relative, data) : null;
  };
  return {
    calls,
    get(path) {
      calls.push(`get ${path}`);
      return find(path, before);
    },
    getAfter(path) {
      calls.push(`getAfter ${path}`);
      return Object.hasOwn(after, path.slice(DB.length + 1)) ? find(path, after) : find(path, before);
    },
  };
}

const NOW_MICROS = Date.UTC(2024, 4, 17, 12, 30, 45, 123) * 1000;
/** `request.time` of every request built here. */
export const REQUEST_TIME = new Date(NOW_MICROS / 1000);

type RequestOptions = Partial<Omit<RulesRequest, 'service' | 'path' | 'method'>>;

/** A Firestore request for a document path relative to the default database. */
export function firestoreRequest(method: RulesRequest['method'], path: string, options: RequestOptions = {}): RulesRequest {
  return { service: 'cloud.firestore', method, path: `${DB}/${path}`, auth: null, timeMicros: NOW_MICROS, ...options };
}

/** A Storage request for a full rules path (`/b/{bucket}/o/{object}`). */
export function storageRequest(method: RulesRequest['method'], path: string, options: RequestOptions = {}): RulesRequest {
  return { service: 'firebase.storage', method, path, auth: null, timeMicros: NOW_MICROS, ...options };
}

export function auth(uid: string, token: Record<string, unknown> = {}): RulesRequest['auth'] {
  return { uid, token: { sub: uid, user_id: uid, ...token } };
}

type Outcome = { value: RValue } | { error: string };

/** Evaluates one expression with only globals in scope (`request`, `resource`, functions, namespaces). */
function evaluate(source: string, request: RulesRequest = firestoreRequest('get', 'c/d')): Outcome {
  const code = compileExpression(parseExpression(source), request.service, (at) => new Lexer(source).location(at));
  try {
    return { value: code(new EvalContext(request, 0), []) };
  } catch (e) {
    return { error: asEvalError(e).message };
  }
}

/** Asserts that an expression evaluates to true (the expression names the failing assertion). */
export function expectTrue(source: string, request?: RulesRequest): void {
  expect(evaluate(source, request), source).toEqual({ value: true });
}

/** The value of an expression; fails the test when it is an error. */
export function valueOf(source: string, request?: RulesRequest): RValue {
  const outcome = evaluate(source, request);
  if ('error' in outcome) throw new Error(`${source} failed: ${outcome.error}`);
  return outcome.value;
}

/** The error message of an expression; fails the test when it has a value. */
export function errorOf(source: string, request?: RulesRequest): string {
  const outcome = evaluate(source, request);
  if ('value' in outcome) throw new Error(`${source} did not fail (value ${String(outcome.value)})`);
  return outcome.error;
}
