/**
 * Turns the syntax tree into closures, once per ruleset: names are resolved while compiling (function
 * parameters and `let` bindings to frame slots, match variables to context slots, functions to their
 * declarations), so evaluating a condition is a walk over prebuilt closures with no lookups by name.
 */
import type { RulesMethod, RulesService } from './api.js';
import type { BinaryOp, Expr, FunctionDecl, MatchBlock, ServiceBlock } from './ast.js';
import type { EvalContext } from './context.js';
import { RulesEvalError, RulesSyntaxError, asEvalError, evalError, nullValueError } from './errors.js';
import { globalFunction, isNamespace, namespaceFunction, type Builtin } from './functions.js';
import { compileMatcher, type PathMatcher, type SlotSegment } from './matcher.js';
import { callMethod } from './methods.js';
import { add, divide, index, isIn, isInt64, member, modulo, multiply, negate, not, slice, subtract } from './operators.js';
import { RPath, UNKNOWN_VARIABLE, compare, equals, isType, typeOf, unsupported, type RValue } from './values.js';

/** Parameters (Pending until first read), then `let` bindings (UNSET until first read). */
type Frame = unknown[];
type Code = (ctx: EvalContext, frame: Frame) => RValue;

const UNSET = Symbol('unset');

/**
 * An argument not evaluated yet: production evaluates a function's arguments when the function first reads them
 * (an argument it never reads may fail, or look a document up, without consequence), then keeps the value, or the
 * error, for later reads.
 */
class Pending {
  constructor(
    readonly code: Code,
    readonly frame: Frame,
  ) {}
}

class Failed {
  constructor(readonly error: unknown) {}
}

function readArgument(c: EvalContext, f: Frame, i: number): RValue {
  const slot = f[i];
  if (slot instanceof Failed) throw slot.error;
  if (!(slot instanceof Pending)) return slot as RValue;
  try {
    const value = slot.code(c, slot.frame);
    f[i] = value;
    return value;
  } catch (e) {
    f[i] = new Failed(e);
    throw e;
  }
}
/**
 * Production's limit on nested function calls: a function may call 20 more deep, so 21 functions
 * on one call stack compile and 22 do not. It is checked when compiling, on the functions each
 * function calls, and again while evaluating (recursion, which the first check does not follow).
 */
const MAX_CALL_DEPTH = 20;
const MAX_CALL_STACK = MAX_CALL_DEPTH + 1;

interface CompiledAllow {
  methods: ReadonlySet<RulesMethod>;
  /** null: `allow x;` without a condition, always allowed. */
  condition: Code | null;
  line: number;
}

interface CompiledBlock {
  matcher: PathMatcher;
  allows: CompiledAllow[];
  /** Union of the allows' methods, to skip blocks quickly. */
  methods: ReadonlySet<RulesMethod>;
}

export interface CompiledProgram {
  blocks: CompiledBlock[];
  slotCount: number;
}

interface Scope {
  parent: Scope | null;
  vars: Map<string, number>;
  functions: Map<string, UserFunction>;
}

interface UserFunction {
  decl: FunctionDecl;
  frameSize: number;
  body: Code | null;
  /** The user functions its body and bindings call. */
  calls: Set<UserFunction>;
}

interface Local {
  index: number;
  /** The binding's code for `let`, null for a parameter. */
  value: Code | null;
}

interface Env {
  scope: Scope;
  locals: Map<string, Local> | null;
  /** The function being compiled, if any. */
  caller: UserFunction | null;
}

type Locate = (at: number) => { line: number; column: number };

export function compileService(
  service: ServiceBlock,
  kind: RulesService,
  version: '1' | '2',
  locate: Locate,
): CompiledProgram {
  return new Compiler(kind, version, locate).program(service);
}

/** Compiles one expression outside any match block (tests, tools): only globals are in scope. */
export function compileExpression(expr: Expr, kind: RulesService, locate: Locate): Code {
  const compiler = new Compiler(kind, '2', locate);
  return compiler.expr(expr, { scope: { parent: null, vars: new Map(), functions: new Map() }, locals: null, caller: null });
}

class Compiler {
  private slotCount = 0;
  private readonly blocks: CompiledBlock[] = [];
  private readonly functions: UserFunction[] = [];

  constructor(
    private readonly service: RulesService,
    private readonly version: '1' | '2',
    private readonly locate: Locate,
  ) {}

  private fail(message: string, at: number): never {
    const { line, column } = this.locate(at);
    throw new RulesSyntaxError(message, line, column);
  }

  program(service: ServiceBlock): CompiledProgram {
    const root = this.scope(null, new Map(), service.functions);
    for (const m of service.matches) this.block(m, root, []);
    this.checkCallDepth();
    return { blocks: this.blocks, slotCount: this.slotCount };
  }

  /**
   * Refuses, as production does, a chain of calls longer than the call depth allows, in
   * production's words: "Maximum allowed call depth of 20 is reached for [f1->...->f21] call stack."
   * Each function's longest chain is computed once; a function already on the chain being followed
   * (recursion) is left to the check made while evaluating.
   */
  private checkCallDepth(): void {
    const longest = new Map<UserFunction, { length: number; next: UserFunction | null }>();
    const onStack = new Set<UserFunction>();
    const stack: UserFunction[] = [];
    const tooDeep = (chain: UserFunction[]): never => {
      const names = chain.slice(0, MAX_CALL_STACK).map((f) => f.decl.name);
      return this.fail(`Maximum allowed call depth of ${MAX_CALL_DEPTH} is reached for [${names.join('->')}] call stack.`, chain[0]!.decl.at);
    };
    const visit = (f: UserFunction): number => {
      const known = longest.get(f);
      if (known) {
        if (stack.length + known.length > MAX_CALL_STACK) {
          const chain = [...stack];
          for (let g: UserFunction | null = f; g && chain.length <= MAX_CALL_STACK; g = longest.get(g)!.next) chain.push(g);
          tooDeep(chain);
        }
        return known.length;
      }
      if (onStack.has(f)) return 0;
      stack.push(f);
      onStack.add(f);
      if (stack.length > MAX_CALL_STACK) tooDeep(stack);
      let best = { length: 1, next: null as UserFunction | null };
      for (const g of f.calls) {
        const length = 1 + visit(g);
        if (length > best.length) best = { length, next: g };
      }
      stack.pop();
      onStack.delete(f);
      longest.set(f, best);
      return best.length;
    };
    for (const f of this.functions) visit(f);
  }

  /** A scope with its functions declared (so they may call each other in any order) and compiled. */
  private scope(parent: Scope | null, vars: Map<string, number>, functions: FunctionDecl[]): Scope {
    const scope: Scope = { parent, vars, functions: new Map() };
    for (const decl of functions) {
      if (scope.functions.has(decl.name)) this.fail(`function '${decl.name}' is already defined in this scope`, decl.at);
      const f: UserFunction = { decl, frameSize: decl.params.length + decl.lets.length, body: null, calls: new Set() };
      scope.functions.set(decl.name, f);
      this.functions.push(f);
    }
    for (const f of scope.functions.values()) this.functionBody(f, scope);
    return scope;
  }

  private functionBody(f: UserFunction, scope: Scope): void {
    const locals = new Map<string, Local>();
    f.decl.params.forEach((p, i) => locals.set(p, { index: i, value: null }));
    const env: Env = { scope, locals, caller: f };
    f.decl.lets.forEach((binding, i) => {
      // A binding sees the parameters and the bindings before it.
      const value = this.expr(binding.value, env);
      locals.set(binding.name, { index: f.decl.params.length + i, value });
    });
    f.body = this.expr(f.decl.body, env);
  }

  private block(m: MatchBlock, parent: Scope, parentPattern: SlotSegment[]): void {
    const vars = new Map<string, number>();
    const pattern = [...parentPattern];
    for (const seg of m.pattern) {
      if (seg.kind === 'literal') {
        pattern.push(seg);
      } else {
        const slot = this.slotCount++;
        vars.set(seg.name, slot);
        pattern.push({ kind: seg.kind, slot });
      }
    }
    const scope = this.scope(parent, vars, m.functions);
    if (m.allows.length > 0) {
      const env: Env = { scope, locals: null, caller: null };
      const allows = m.allows.map((a) => ({
        methods: new Set(a.methods),
        condition: a.condition ? this.expr(a.condition, env) : null,
        line: a.line,
      }));
      this.blocks.push({
        matcher: compileMatcher(pattern, this.version),
        allows,
        methods: new Set(allows.flatMap((a) => [...a.methods])),
      });
    }
    for (const child of m.matches) this.block(child, scope, pattern);
  }

  // ---- name resolution

  private matchVar(scope: Scope | null, name: string): number | undefined {
    for (let s = scope; s; s = s.parent) {
      const slot = s.vars.get(name);
      if (slot !== undefined) return slot;
    }
    return undefined;
  }

  private userFunction(scope: Scope | null, name: string): UserFunction | undefined {
    for (let s = scope; s; s = s.parent) {
      const f = s.functions.get(name);
      if (f) return f;
    }
    return undefined;
  }

  private isShadowed(name: string, env: Env): boolean {
    return !!env.locals?.has(name) || this.matchVar(env.scope, name) !== undefined;
  }

  // ---- expressions

  /**
   * An expression's code, which counts what it evaluates against the request's budget (see
   * EvalContext.count), in production's unit: every node evaluated costs 1; `is`, a ternary and a
   * path literal's segments cost more (below, and in logical()).
   */
  expr(e: Expr, env: Env): Code {
    const code = this.node(e, env);
    const cost = e.kind === 'is' || e.kind === 'ternary' ? 2 : e.kind === 'path' ? 1 + e.segments.filter((s) => typeof s === 'string').length : 1;
    return (c, f) => {
      c.count(cost);
      return code(c, f);
    };
  }

  private node(e: Expr, env: Env): Code {
    switch (e.kind) {
      case 'literal': {
        const v = e.value;
        if (typeof v === 'bigint' && !isInt64(v)) this.fail('integer literal out of the 64-bit range', e.at);
        return () => v;
      }
      case 'ident':
        return this.ident(e.name, env);
      case 'member': {
        const object = this.expr(e.object, env);
        const name = e.name;
        return (c, f) => member(object(c, f), name);
      }
      case 'index': {
        const object = this.expr(e.object, env);
        const i = this.expr(e.index, env);
        return (c, f) => index(object(c, f), i(c, f));
      }
      case 'slice': {
        const object = this.expr(e.object, env);
        const start = e.start ? this.expr(e.start, env) : null;
        const end = e.end ? this.expr(e.end, env) : null;
        return (c, f) => slice(object(c, f), start?.(c, f), end?.(c, f));
      }
      case 'call':
        return this.call(e.name, e.args, e.at, env);
      case 'method':
        return this.method(e.object, e.name, e.args, e.at, env);
      case 'unary': {
        const operand = this.expr(e.operand, env);
        return e.op === '!' ? (c, f) => not(operand(c, f)) : (c, f) => negate(operand(c, f));
      }
      case 'binary':
        return this.binary(e.op, this.expr(e.left, env), this.expr(e.right, env));
      case 'is': {
        const operand = this.expr(e.operand, env);
        const type = e.type;
        return (c, f) => isType(operand(c, f), type);
      }
      case 'ternary': {
        const cond = this.expr(e.cond, env);
        const then = this.expr(e.then, env);
        const otherwise = this.expr(e.otherwise, env);
        return (c, f) => {
          const v = cond(c, f);
          if (typeof v !== 'boolean') return unsupported(v, '?:');
          if (v) return then(c, f);
          c.count(2);
          return otherwise(c, f);
        };
      }
      case 'list': {
        const items = e.items.map((i) => this.expr(i, env));
        return (c, f) => items.map((i) => i(c, f));
      }
      case 'map': {
        const entries = e.entries.map(([k, v]) => [this.expr(k, env), this.expr(v, env)] as const);
        return (c, f) => {
          const m = new Map<string, RValue>();
          for (const [k, v] of entries) {
            const key = k(c, f);
            if (typeof key !== 'string') return evalError(`Map keys must be strings, got ${typeOf(key)}.`);
            m.set(key, v(c, f));
          }
          return m;
        };
      }
      case 'path':
        return this.path(e.segments, env);
    }
  }

  private ident(name: string, env: Env): Code {
    const local = env.locals?.get(name);
    if (local) {
      const i = local.index;
      const value = local.value;
      if (!value) return (c, f) => readArgument(c, f, i);
      // `let` bindings are evaluated when first read, so an unused binding that fails costs nothing.
      return (c, f) => {
        let v = f[i];
        if (v === UNSET) {
          v = value(c, f);
          f[i] = v;
        }
        return v as RValue;
      };
    }
    const slot = this.matchVar(env.scope, name);
    if (slot !== undefined) {
      return (c) => {
        const v = c.vars[slot]!;
        return v === UNKNOWN_VARIABLE ? evalError(`Variable ${name} is unknown: a query's documents may have any ${name}.`) : v;
      };
    }
    if (name === 'request') return (c) => c.request();
    if (name === 'resource') return (c) => c.resource();
    return () => evalError(`Variable not found: ${name}.`);
  }

  private call(name: string, args: Expr[], at: number, env: Env): Code {
    const argCodes = args.map((a) => this.expr(a, env));
    const user = this.userFunction(env.scope, name);
    if (user) {
      if (user.decl.params.length !== args.length) {
        this.fail(`function '${name}' takes ${user.decl.params.length} argument(s), got ${args.length}`, at);
      }
      env.caller?.calls.add(user);
      return callUser(user, argCodes);
    }
    const builtin = globalFunction(this.service, name);
    if (!builtin) return this.fail(`Function not found error: Name: [${name}].`, at);
    return this.builtin(builtin, name, argCodes, at);
  }

  private method(object: Expr, name: string, args: Expr[], at: number, env: Env): Code {
    const argCodes = args.map((a) => this.expr(a, env));
    if (object.kind === 'ident' && isNamespace(this.service, object.name) && !this.isShadowed(object.name, env)) {
      const builtin = namespaceFunction(this.service, object.name, name);
      if (!builtin) return this.fail(`Function not found error: Name: [${object.name}.${name}].`, at);
      return this.builtin(builtin, `${object.name}.${name}`, argCodes, at);
    }
    const receiver = this.expr(object, env);
    if (argCodes.length === 0) return (c, f) => callMethod(receiver(c, f), name, NO_ARGS);
    return (c, f) => {
      const r = receiver(c, f); // the receiver is evaluated before the arguments
      return callMethod(r, name, argCodes.map((a) => a(c, f)));
    };
  }

  private builtin(builtin: Builtin, name: string, argCodes: Code[], at: number): Code {
    if (builtin.arity !== argCodes.length) {
      this.fail(`${name}() takes ${builtin.arity} argument(s), got ${argCodes.length}`, at);
    }
    if (argCodes.length === 1) {
      const a = argCodes[0]!;
      return (c, f) => builtin.call(c, [a(c, f)]);
    }
    return (c, f) => builtin.call(c, argCodes.map((a) => a(c, f)));
  }

  private binary(op: BinaryOp, l: Code, r: Code): Code {
    switch (op) {
      case '||':
      case '&&':
        return logical(op, l, r);
      case '==':
        return (c, f) => equals(l(c, f), r(c, f));
      case '!=':
        return (c, f) => !equals(l(c, f), r(c, f));
      // compare() is NaN for unordered numbers, which makes every one of these false.
      case '<':
        return (c, f) => compare(l(c, f), r(c, f), '<') < 0;
      case '<=':
        return (c, f) => compare(l(c, f), r(c, f), '<=') <= 0;
      case '>':
        return (c, f) => compare(l(c, f), r(c, f), '>') > 0;
      case '>=':
        return (c, f) => compare(l(c, f), r(c, f), '>=') >= 0;
      case 'in':
        return (c, f) => isIn(l(c, f), r(c, f));
      case '+':
        return (c, f) => add(l(c, f), r(c, f));
      case '-':
        return (c, f) => subtract(l(c, f), r(c, f));
      case '*':
        return (c, f) => multiply(l(c, f), r(c, f));
      case '/':
        return (c, f) => divide(l(c, f), r(c, f));
      default:
        return (c, f) => modulo(l(c, f), r(c, f));
    }
  }

  private path(segments: (string | Expr)[], env: Env): Code {
    if (segments.every((s) => typeof s === 'string')) {
      const constant = new RPath(segments as string[]);
      return () => constant;
    }
    const parts = segments.map((s) => (typeof s === 'string' ? s : this.expr(s, env)));
    return (c, f) => {
      const out: string[] = [];
      for (const part of parts) {
        if (typeof part === 'string') {
          out.push(part);
          continue;
        }
        const v = part(c, f);
        if (typeof v === 'string') out.push(v);
        else if (typeof v === 'bigint') out.push(v.toString());
        else if (v instanceof RPath) out.push(...v.segments);
        else if (v === null) nullValueError();
        else evalError(`Path segments must be strings, got ${typeOf(v)}.`);
      }
      return new RPath(out);
    };
  }
}

const NO_ARGS: readonly RValue[] = [];

function callUser(fn: UserFunction, args: Code[]): Code {
  const n = args.length;
  return (c, f) => {
    const frame: Frame = new Array(fn.frameSize);
    for (let i = 0; i < n; i++) frame[i] = new Pending(args[i]!, f);
    for (let i = n; i < fn.frameSize; i++) frame[i] = UNSET;
    if (c.depth >= MAX_CALL_STACK) evalError(`Max call depth (${MAX_CALL_DEPTH}) exceeded in function '${fn.decl.name}'.`);
    c.depth++;
    try {
      return fn.body!(c, frame);
    } finally {
      c.depth--;
    }
  };
}

function notBool(v: RValue, op: string): RulesEvalError {
  return new RulesEvalError(`Unsupported operation error. Expected bool operands for ${op}, received: ${typeOf(v)}.`);
}

/**
 * `a || b` and `a && b` with errors as values. The deciding value (true for `||`, false for `&&`)
 * wins from either side, even when the other side failed; otherwise the first error (left before
 * right); otherwise the other boolean.
 */
function logical(op: '||' | '&&', l: Code, r: Code): Code {
  const deciding = op === '||';
  const other = !deciding;
  return (c, f) => {
    let leftError: RulesEvalError | null = null;
    try {
      const a = l(c, f);
      if (a === deciding) return deciding;
      if (a !== other) leftError = notBool(a, op);
    } catch (e) {
      leftError = asEvalError(e);
    }
    let b: RValue;
    c.count(1);
    try {
      b = r(c, f);
    } catch (e) {
      const rightError = asEvalError(e);
      throw leftError ?? rightError;
    }
    if (b === deciding) return deciding;
    if (leftError) throw leftError;
    if (b !== other) throw notBool(b, op);
    return other;
  };
}
