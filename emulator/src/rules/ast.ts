/** The syntax tree of a rules file. `at` is a source offset (the lexer turns it into line and column). */
import type { RulesMethod } from './api.js';
import type { RValue } from './values.js';

export type BinaryOp = '||' | '&&' | '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | '+' | '-' | '*' | '/' | '%';

export type Expr =
  | { kind: 'literal'; value: RValue; at: number }
  | { kind: 'ident'; name: string; at: number }
  | { kind: 'member'; object: Expr; name: string; at: number }
  | { kind: 'index'; object: Expr; index: Expr; at: number }
  | { kind: 'slice'; object: Expr; start: Expr | null; end: Expr | null; at: number }
  /** `name(args)`: a function of the rules file or a global function. */
  | { kind: 'call'; name: string; args: Expr[]; at: number }
  /** `object.name(args)`: a method, or a namespace function such as `math.abs(x)`. */
  | { kind: 'method'; object: Expr; name: string; args: Expr[]; at: number }
  | { kind: 'unary'; op: '!' | '-'; operand: Expr; at: number }
  | { kind: 'binary'; op: BinaryOp; left: Expr; right: Expr; at: number }
  | { kind: 'is'; operand: Expr; type: string; at: number }
  | { kind: 'ternary'; cond: Expr; then: Expr; otherwise: Expr; at: number }
  | { kind: 'list'; items: Expr[]; at: number }
  | { kind: 'map'; entries: [Expr, Expr][]; at: number }
  /** A path literal: bare segments are text, `$(expr)` segments expressions. */
  | { kind: 'path'; segments: (string | Expr)[]; at: number };

export type PatternSegment =
  | { kind: 'literal'; text: string }
  | { kind: 'var'; name: string }
  /** `{name=**}`: any number of segments (at least one in rules_version 1). */
  | { kind: 'rest'; name: string };

export interface FunctionDecl {
  name: string;
  params: string[];
  lets: { name: string; value: Expr; at: number }[];
  body: Expr;
  at: number;
}

export interface AllowStatement {
  /** The methods as written (`read`, `write`, `get`, ...). */
  methodNames: string[];
  /** Expanded to the five request methods. */
  methods: RulesMethod[];
  condition: Expr | null;
  /** Line reported in denial reasons: the line of `if` (or of `allow` without a condition). */
  line: number;
  at: number;
}

export interface MatchBlock {
  pattern: PatternSegment[];
  functions: FunctionDecl[];
  allows: AllowStatement[];
  matches: MatchBlock[];
  at: number;
}

export interface ServiceBlock {
  name: string;
  functions: FunctionDecl[];
  matches: MatchBlock[];
  at: number;
}

export interface RulesFile {
  version: '1' | '2';
  services: ServiceBlock[];
}
