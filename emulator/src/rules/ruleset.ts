/**
 * `compileRules`: parse, pick the service block, compile; and the evaluation of one request, which is
 * allowed when any allow statement of any block matching the full path allows its method.
 */
import { ANY_SEGMENTS, UNKNOWN_SEGMENT, type CompiledRules, type RulesDecision, type RulesRequest, type RulesService } from './api.js';
import { compileService, type CompiledProgram } from './compiler.js';
import { EvalContext, hasUnknownSegments, splitPath } from './context.js';
import { RulesLimitError, RulesSyntaxError, asEvalError } from './errors.js';
import { RPath, UNKNOWN_VARIABLE, type RValue } from './values.js';
import { Lexer } from './lexer.js';
import { parseRules } from './parser.js';

const SERVICES: readonly RulesService[] = ['cloud.firestore', 'firebase.storage'];

export function compileRules(source: string, service?: RulesService): CompiledRules {
  const file = parseRules(source);
  const lexer = new Lexer(source);
  const locate = (at: number) => lexer.location(at);
  const block = service ? file.services.find((s) => s.name === service) : file.services[0];
  if (!block) {
    throw new RulesSyntaxError(`no 'service ${service}' block in these rules`, 1, 1);
  }
  if (!SERVICES.includes(block.name as RulesService)) {
    lexer.error(`unknown service '${block.name}' (expected cloud.firestore or firebase.storage)`, block.at);
  }
  const kind = block.name as RulesService;
  return new Ruleset(kind, compileService(block, kind, file.version, locate));
}

class Ruleset implements CompiledRules {
  constructor(
    readonly service: RulesService,
    private readonly program: CompiledProgram,
  ) {}

  evaluate(request: RulesRequest): RulesDecision {
    const method = request.method;
    const segments = splitPath(request.path);
    const unknownSegments = hasUnknownSegments(segments);
    const ctx = new EvalContext(request, this.program.slotCount);
    const failures: string[] = [];
    for (const block of this.program.blocks) {
      if (!block.methods.has(method) || !block.matcher(segments, ctx.vars)) continue;
      if (unknownSegments) markUnknownVariables(ctx.vars);
      for (const allow of block.allows) {
        if (!allow.methods.has(method)) continue;
        if (!allow.condition) return { allowed: true };
        let outcome: string;
        try {
          if (allow.condition(ctx, NO_LOCALS) === true) return { allowed: true };
          outcome = 'false';
        } catch (e) {
          // A limit ends the whole request: no other allow statement may grant it.
          if (e instanceof RulesLimitError) return { allowed: false, reason: `${e.message} for '${method}' @ L${allow.line}` };
          outcome = asEvalError(e).message;
          ctx.depth = 0;
        }
        failures.push(`${outcome} for '${method}' @ L${allow.line}`);
      }
    }
    return { allowed: false, reason: failures.length > 0 ? failures.join(', ') : 'No matching allow statements' };
  }
}

/** Match variables that took a segment a query leaves open hold no value (see UNKNOWN_SEGMENT). */
function markUnknownVariables(vars: RValue[]): void {
  for (let i = 0; i < vars.length; i++) {
    const v = vars[i];
    if (v === UNKNOWN_SEGMENT || v === ANY_SEGMENTS || (v instanceof RPath && hasUnknownSegments(v.segments))) {
      vars[i] = UNKNOWN_VARIABLE;
    }
  }
}

const NO_LOCALS: unknown[] = [];
