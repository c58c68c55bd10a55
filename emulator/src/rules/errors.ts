/**
 * The two ways rules fail: a ruleset that does not compile (`RulesSyntaxError`, thrown to the caller of
 * `compileRules`) and an expression that cannot be evaluated (`RulesEvalError`, a value inside the
 * evaluator that makes its condition false unless `||` or `&&` absorbs it).
 */

export class RulesSyntaxError extends Error {
  readonly line: number;
  readonly column: number;

  constructor(message: string, line: number, column: number) {
    super(`Rules syntax error at line ${line}, column ${column}: ${message}`);
    this.name = 'RulesSyntaxError';
    this.line = line;
    this.column = column;
  }
}

/**
 * An evaluation error. Deliberately not an `Error`: it is thrown and caught on every denied condition,
 * and capturing a stack trace each time would dominate the cost of evaluating rules.
 */
export class RulesEvalError {
  constructor(readonly message: string) {}
}

export function evalError(message: string): never {
  throw new RulesEvalError(message);
}

/** Member access on null, in the official emulator's words. */
export function nullValueError(): never {
  throw new RulesEvalError('Null value error.');
}

/** Re-throws anything that is not an evaluation error (a bug must not turn into a silent denial). */
export function asEvalError(e: unknown): RulesEvalError {
  if (e instanceof RulesEvalError) return e;
  throw e;
}

/**
 * A request over one of production's evaluation limits (expressions, document lookups). Not an evaluation error:
 * `||` and `&&` do not absorb it, and it denies the whole request whatever other allow statements say.
 */
export class RulesLimitError {
  constructor(readonly message: string) {}
}

/** Expressions one request may evaluate in production. */
export const MAX_EXPRESSIONS = 1000;

/** The evaluation of a request over production's budget of expressions, in production's words. */
export function expressionLimitError(): never {
  throw new RulesLimitError(`Unable to evaluate the expression as the maximum of ${MAX_EXPRESSIONS} expressions to evaluate has been reached.`);
}

/** Document lookups over the limit, in production's words (`limit` is 10 or 20; see RulesAccess). */
export function accessLimitError(limit: number): never {
  throw new RulesLimitError(`Unable to evaluate the expression as the maximum of ${limit} get/exists calls has been reached.`);
}
