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
