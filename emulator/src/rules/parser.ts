/**
 * Recursive-descent parser for rules files: `rules_version`, `service`, nested `match` blocks, `allow`
 * statements, `function` declarations and CEL-like expressions with path literals.
 */
import type { RulesMethod } from './api.js';
import type { AllowStatement, BinaryOp, Expr, FunctionDecl, MatchBlock, PatternSegment, RulesFile, ServiceBlock } from './ast.js';
import { Lexer, type Token } from './lexer.js';
import { TYPE_CHECK_NAMES } from './values.js';

const METHOD_GROUPS: Readonly<Record<string, readonly RulesMethod[]>> = {
  read: ['get', 'list'],
  write: ['create', 'update', 'delete'],
  get: ['get'],
  list: ['list'],
  create: ['create'],
  update: ['update'],
  delete: ['delete'],
};

/** Words that cannot name a variable, function or parameter. */
const RESERVED = new Set(['true', 'false', 'null', 'in', 'is', 'if', 'let', 'return', 'function', 'match', 'allow', 'service']);

const OR: ReadonlySet<string> = new Set(['||']);
const AND: ReadonlySet<string> = new Set(['&&']);
const RELATIONAL: ReadonlySet<string> = new Set(['==', '!=', '<', '<=', '>', '>=']);
const ADDITIVE: ReadonlySet<string> = new Set(['+', '-']);
const MULTIPLICATIVE: ReadonlySet<string> = new Set(['*', '/', '%']);

/** Characters of a bare path segment in an expression (`/databases/(default)/documents`). */
const PATH_CHAR = /[A-Za-z0-9_\-.~%@:+]/;
const IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * Production refuses an expression that nests too deep, in these words. Its measured boundary: the
 * root of a condition, function body or `let` value is level 1, each binary operator (`&&`, a
 * comparison, `+`, ...) and each parenthesized group puts what it encloses one level deeper, and
 * a node at level 100 is refused (97 parentheses around a comparison compile, a flat `&&` chain of
 * 98 comparisons compiles and one of 99 does not).
 */
const TOO_COMPLEX = 'Expression is too complex to evaluate safely.';
const MAX_LEVEL = 99;
/**
 * What production's levels do not count (member access, calls, `!`, lists, ...) is bounded too, so
 * that no source can make the parser, the compiler or the evaluator recurse without end: nodes
 * nested in one another, and the parser's own descent into parentheses, brackets and arguments.
 */
const MAX_NODE_DEPTH = 500;
const MAX_PARSE_NESTING = 200;

/** Production's documented limits on `match` statements. */
const MAX_MATCH_DEPTH = 10;
const MAX_MATCH_SEGMENTS = 100;
const MAX_MATCH_CAPTURES = 20;
/** `let` bindings one function may have. */
const MAX_LETS = 11;

/** How deep a subtree reaches: production's levels below its root, and nodes on its longest branch. */
interface Shape {
  levels: number;
  depth: number;
}
const LEAF: Shape = { levels: 0, depth: 1 };

/** The operands of a node. */
function children(e: Expr): readonly Expr[] {
  switch (e.kind) {
    case 'member':
    case 'unary':
      return [e.kind === 'member' ? e.object : e.operand];
    case 'is':
      return [e.operand];
    case 'index':
      return [e.object, e.index];
    case 'slice':
      return [e.object, ...(e.start ? [e.start] : []), ...(e.end ? [e.end] : [])];
    case 'call':
      return e.args;
    case 'method':
      return [e.object, ...e.args];
    case 'binary':
      return [e.left, e.right];
    case 'ternary':
      return [e.cond, e.then, e.otherwise];
    case 'list':
      return e.items;
    case 'map':
      return e.entries.flat();
    case 'path':
      return e.segments.filter((x): x is Expr => typeof x !== 'string');
    default:
      return [];
  }
}

export function parseRules(source: string): RulesFile {
  return new Parser(source).file();
}

/** Parses a single expression (tests and tools). */
export function parseExpression(source: string): Expr {
  const parser = new Parser(source);
  const expr = parser.expression();
  parser.expectEnd();
  return expr;
}

class Parser {
  private readonly lexer: Lexer;
  private tok: Token;
  /** Parser calls in progress that may nest (expressions inside brackets, unary operators). */
  private nesting = 0;
  /** The shape of every node that is not a leaf, computed as it is built (never by walking a tree). */
  private readonly shapes = new WeakMap<Expr, Shape>();

  constructor(source: string) {
    this.lexer = new Lexer(source);
    this.tok = this.lexer.next();
  }

  // ---- token helpers

  private advance(): Token {
    const t = this.tok;
    this.tok = this.lexer.next();
    return t;
  }

  private isPunct(p: string): boolean {
    return this.tok.type === 'punct' && this.tok.text === p;
  }

  private isWord(w: string): boolean {
    return this.tok.type === 'ident' && this.tok.text === w;
  }

  private acceptPunct(p: string): boolean {
    if (!this.isPunct(p)) return false;
    this.advance();
    return true;
  }

  private expectPunct(p: string, what?: string): Token {
    if (!this.isPunct(p)) this.fail(`expected '${p}'${what ? ` ${what}` : ''} but found ${this.describe()}`);
    return this.advance();
  }

  private expectWord(w: string): Token {
    if (!this.isWord(w)) this.fail(`expected '${w}' but found ${this.describe()}`);
    return this.advance();
  }

  private name(what: string): Token {
    if (this.tok.type !== 'ident') this.fail(`expected ${what} but found ${this.describe()}`);
    if (RESERVED.has(this.tok.text)) this.fail(`'${this.tok.text}' is a reserved word and cannot be ${what}`);
    return this.advance();
  }

  private describe(): string {
    return this.tok.type === 'eof' ? 'end of file' : `'${this.lexer.src.slice(this.tok.start, this.tok.end)}'`;
  }

  private fail(message: string, at = this.tok.start): never {
    return this.lexer.error(message, at);
  }

  /** Continues with the token at `pos`, after source the parser scanned itself. */
  private seek(pos: number): void {
    this.lexer.pos = pos;
    this.tok = this.lexer.next();
  }

  private line(at: number): number {
    return this.lexer.location(at).line;
  }

  expectEnd(): void {
    if (this.tok.type !== 'eof') this.fail(`unexpected ${this.describe()}`);
  }

  // ---- nesting bounds

  /** One level deeper into the parser; the caller decrements `nesting` when it returns. */
  private descend(at: number): void {
    if (++this.nesting > MAX_PARSE_NESTING) this.fail(TOO_COMPLEX, at);
  }

  /** Records a new node's shape from its operands', refusing it when it nests too deep. */
  private node<T extends Expr>(e: T): T {
    let levels = 0;
    let depth = 0;
    for (const child of children(e)) {
      const s = this.shapes.get(child) ?? LEAF;
      if (s.levels > levels) levels = s.levels;
      if (s.depth > depth) depth = s.depth;
    }
    if (e.kind === 'binary' || e.kind === 'is') levels++;
    depth++;
    if (levels + 1 > MAX_LEVEL || depth > MAX_NODE_DEPTH) this.fail(TOO_COMPLEX, e.at);
    this.shapes.set(e, { levels, depth });
    return e;
  }

  /** A parenthesized expression: the group is a level of its own. */
  private group(e: Expr, at: number): Expr {
    const s = this.shapes.get(e) ?? LEAF;
    if (s.levels + 2 > MAX_LEVEL) this.fail(TOO_COMPLEX, at);
    this.shapes.set(e, { levels: s.levels + 1, depth: s.depth });
    return e;
  }

  // ---- statements

  file(): RulesFile {
    let version: '1' | '2' = '1';
    if (this.isWord('rules_version')) {
      this.advance();
      this.expectPunct('=');
      const v = this.tok;
      if (v.type !== 'string') this.fail(`expected a version string but found ${this.describe()}`);
      if (v.text !== '1' && v.text !== '2') this.fail(`unsupported rules_version '${v.text}' (expected '1' or '2')`);
      version = v.text;
      this.advance();
      this.acceptPunct(';');
    }
    const services: ServiceBlock[] = [];
    while (this.tok.type !== 'eof') {
      if (!this.isWord('service')) this.fail(`expected 'service' but found ${this.describe()}`);
      services.push(this.service());
    }
    if (services.length === 0) this.fail("expected a 'service' block");
    return { version, services };
  }

  private service(): ServiceBlock {
    const at = this.expectWord('service').start;
    let name = this.name('a service name').text;
    while (this.acceptPunct('.')) name += '.' + this.name('a service name').text;
    const block: ServiceBlock = { name, functions: [], matches: [], at };
    this.expectPunct('{', 'to open the service block');
    while (!this.isPunct('}')) {
      if (this.isWord('match')) block.matches.push(this.match(1, 0, 0));
      else if (this.isWord('function')) block.functions.push(this.functionDecl());
      else if (this.isWord('allow')) this.fail("'allow' must be inside a 'match' block");
      else this.fail(`expected 'match' or 'function' but found ${this.describe()}`);
    }
    this.advance();
    return block;
  }

  /**
   * A match block `depth` blocks deep (1 at the top) below blocks whose paths have `segmentsAbove`
   * segments, `capturesAbove` of them wildcards.
   */
  private match(depth: number, segmentsAbove: number, capturesAbove: number): MatchBlock {
    const at = this.expectWord('match').start;
    if (depth > MAX_MATCH_DEPTH) this.fail(`Maximum nested match statement depth of ${MAX_MATCH_DEPTH} is reached.`, at);
    if (!this.isPunct('/')) this.fail(`expected a path starting with '/' but found ${this.describe()}`);
    const pathAt = this.tok.start;
    const pattern = this.matchPattern(pathAt);
    const segments = segmentsAbove + pattern.length;
    const captures = capturesAbove + pattern.filter((p) => p.kind !== 'literal').length;
    if (segments > MAX_MATCH_SEGMENTS) {
      this.fail(`Maximum path length of ${MAX_MATCH_SEGMENTS} segments within nested match statements is reached.`, pathAt);
    }
    if (captures > MAX_MATCH_CAPTURES) {
      this.fail(`Maximum of ${MAX_MATCH_CAPTURES} path capture variables within nested match statements is reached.`, pathAt);
    }
    // Production allows one per statement; several would also make matching a path costly.
    if (pattern.filter((p) => p.kind === 'rest').length > 1) this.fail('A match statement may have at most one recursive wildcard {name=**}.', pathAt);
    const block: MatchBlock = { pattern, functions: [], allows: [], matches: [], at };
    this.expectPunct('{', 'to open the match block');
    while (!this.isPunct('}')) {
      if (this.isWord('match')) block.matches.push(this.match(depth + 1, segments, captures));
      else if (this.isWord('allow')) block.allows.push(this.allow());
      else if (this.isWord('function')) block.functions.push(this.functionDecl());
      else this.fail(`expected 'match', 'allow' or 'function' but found ${this.describe()}`);
    }
    this.advance();
    return block;
  }

  /** `/literal/{var}/{rest=**}` scanned from the source; leaves the lexer on the token after it. */
  private matchPattern(from: number): PatternSegment[] {
    const src = this.lexer.src;
    const segments: PatternSegment[] = [];
    let i = from;
    while (src[i] === '/') {
      i++;
      if (src[i] === '{') {
        const close = src.indexOf('}', i);
        if (close === -1) this.fail("unterminated '{' in match path", i);
        const inner = src.slice(i + 1, close).trim();
        const rest = /^([A-Za-z_][A-Za-z0-9_]*)\s*=\s*\*\*$/.exec(inner);
        if (rest) segments.push({ kind: 'rest', name: rest[1]! });
        else if (IDENT.test(inner) && !RESERVED.has(inner)) segments.push({ kind: 'var', name: inner });
        else this.fail(`invalid wildcard '{${inner}}' (expected {name} or {name=**})`, i);
        i = close + 1;
      } else {
        let j = i;
        while (j < src.length && !/[\s/{}]/.test(src[j]!)) j++;
        if (j === i) this.fail('empty segment in match path', i);
        segments.push({ kind: 'literal', text: src.slice(i, j) });
        i = j;
      }
    }
    this.seek(i);
    return segments;
  }

  private allow(): AllowStatement {
    const allowTok = this.expectWord('allow');
    const methodNames: string[] = [];
    const methods = new Set<RulesMethod>();
    do {
      const t = this.tok;
      const group = t.type === 'ident' ? METHOD_GROUPS[t.text] : undefined;
      if (!group) this.fail(`expected a method (read, write, get, list, create, update, delete) but found ${this.describe()}`);
      methodNames.push(t.text);
      for (const m of group) methods.add(m);
      this.advance();
    } while (this.acceptPunct(','));

    let condition: Expr | null = null;
    let line = this.line(allowTok.start);
    if (this.acceptPunct(':')) {
      if (!this.isWord('if')) this.fail(`Missing 'if' before conditional expression: found ${this.describe()}`);
      line = this.line(this.advance().start);
      condition = this.expression();
    }
    if (!this.acceptPunct(';') && !this.isPunct('}')) this.fail(`expected ';' but found ${this.describe()}`);
    return { methodNames, methods: [...methods], condition, line, at: allowTok.start };
  }

  private functionDecl(): FunctionDecl {
    const at = this.expectWord('function').start;
    const name = this.name('a function name').text;
    this.expectPunct('(');
    const params: string[] = [];
    if (!this.isPunct(')')) {
      do {
        const p = this.name('a parameter name');
        if (params.includes(p.text)) this.fail(`duplicate parameter '${p.text}'`, p.start);
        params.push(p.text);
      } while (this.acceptPunct(','));
    }
    this.expectPunct(')');
    this.expectPunct('{', 'to open the function body');
    const lets: FunctionDecl['lets'] = [];
    while (this.isWord('let')) {
      this.advance();
      const n = this.name('a variable name');
      if (params.includes(n.text) || lets.some((l) => l.name === n.text)) this.fail(`'${n.text}' is already defined`, n.start);
      // Production compiles 11 bindings and refuses the 12th in these words.
      if (lets.length >= MAX_LETS) this.fail(`Maximum allowed variable count of ${MAX_LETS - 1} for a given function has been reached.`, n.start);
      this.expectPunct('=');
      const value = this.expression();
      this.expectPunct(';', 'after the let binding');
      lets.push({ name: n.text, value, at: n.start });
    }
    this.expectWord('return');
    const body = this.expression();
    this.acceptPunct(';');
    this.expectPunct('}', 'to close the function body');
    return { name, params, lets, body, at };
  }

  // ---- expressions, lowest precedence first

  expression(): Expr {
    this.descend(this.tok.start);
    const e = this.conditional();
    this.nesting--;
    return e;
  }

  private conditional(): Expr {
    const cond = this.or();
    if (!this.isPunct('?')) return cond;
    const at = this.advance().start;
    const then = this.expression();
    this.expectPunct(':', 'in the conditional expression');
    const otherwise = this.expression();
    return this.node({ kind: 'ternary', cond, then, otherwise, at });
  }

  private or(): Expr {
    return this.leftAssociative(OR, () => this.and());
  }

  private and(): Expr {
    return this.leftAssociative(AND, () => this.relation());
  }

  private relation(): Expr {
    let left = this.additive();
    for (;;) {
      const t = this.tok;
      if (t.type === 'punct' && RELATIONAL.has(t.text)) {
        this.advance();
        left = this.node({ kind: 'binary', op: t.text as BinaryOp, left, right: this.additive(), at: t.start });
      } else if (this.isWord('in')) {
        this.advance();
        left = this.node({ kind: 'binary', op: 'in', left, right: this.additive(), at: t.start });
      } else if (this.isWord('is')) {
        this.advance();
        const type = this.tok;
        if (type.type !== 'ident' || !TYPE_CHECK_NAMES.has(type.text)) this.fail(`expected a type name after 'is' but found ${this.describe()}`);
        this.advance();
        left = this.node({ kind: 'is', operand: left, type: type.text, at: t.start });
      } else {
        return left;
      }
    }
  }

  private additive(): Expr {
    return this.leftAssociative(ADDITIVE, () => this.multiplicative());
  }

  private multiplicative(): Expr {
    return this.leftAssociative(MULTIPLICATIVE, () => this.unary());
  }

  /** One precedence level of left-associative binary operators: `operand (op operand)*`. */
  private leftAssociative(ops: ReadonlySet<string>, operand: () => Expr): Expr {
    let left = operand();
    while (this.tok.type === 'punct' && ops.has(this.tok.text)) {
      const t = this.advance();
      left = this.node({ kind: 'binary', op: t.text as BinaryOp, left, right: operand(), at: t.start });
    }
    return left;
  }

  private unary(): Expr {
    if (this.isPunct('!')) {
      const at = this.advance().start;
      this.descend(at);
      const operand = this.unary();
      this.nesting--;
      return this.node({ kind: 'unary', op: '!', operand, at });
    }
    if (this.isPunct('-')) {
      const at = this.advance().start;
      // Fold negative number literals, so that the smallest int64 can be written.
      if (this.tok.type === 'int' || this.tok.type === 'float') {
        const t = this.advance();
        const value = t.type === 'int' ? -(t.value as bigint) : -(t.value as number);
        return this.postfix({ kind: 'literal', value, at });
      }
      this.descend(at);
      const operand = this.unary();
      this.nesting--;
      return this.node({ kind: 'unary', op: '-', operand, at });
    }
    return this.postfix(this.primary());
  }

  private postfix(start: Expr): Expr {
    let e = start;
    for (;;) {
      if (this.isPunct('.')) {
        this.advance();
        const n = this.tok;
        if (n.type !== 'ident') this.fail(`expected a field or method name after '.' but found ${this.describe()}`);
        this.advance();
        if (this.isPunct('(')) e = this.node({ kind: 'method', object: e, name: n.text, args: this.args(), at: n.start });
        else e = this.node({ kind: 'member', object: e, name: n.text, at: n.start });
      } else if (this.isPunct('[')) {
        const at = this.advance().start;
        const start = this.isPunct(':') ? null : this.expression();
        if (start !== null && !this.isPunct(':')) {
          this.expectPunct(']');
          e = this.node({ kind: 'index', object: e, index: start, at });
        } else {
          this.advance(); // the ':' of a range
          const end = this.isPunct(']') ? null : this.expression();
          this.expectPunct(']');
          e = this.node({ kind: 'slice', object: e, start, end, at });
        }
      } else {
        return e;
      }
    }
  }

  private args(): Expr[] {
    this.expectPunct('(');
    const args: Expr[] = [];
    if (!this.isPunct(')')) {
      do args.push(this.expression());
      while (this.acceptPunct(','));
    }
    this.expectPunct(')', 'to close the argument list');
    return args;
  }

  private primary(): Expr {
    const t = this.tok;
    switch (t.type) {
      case 'int':
      case 'float':
      case 'bytes':
        this.advance();
        return { kind: 'literal', value: t.value!, at: t.start };
      case 'string':
        this.advance();
        return { kind: 'literal', value: t.text, at: t.start };
      case 'ident': {
        if (t.text === 'true' || t.text === 'false' || t.text === 'null') {
          this.advance();
          return { kind: 'literal', value: t.text === 'null' ? null : t.text === 'true', at: t.start };
        }
        if (RESERVED.has(t.text)) this.fail(`unexpected '${t.text}'`);
        this.advance();
        if (this.isPunct('(')) return this.node({ kind: 'call', name: t.text, args: this.args(), at: t.start });
        return { kind: 'ident', name: t.text, at: t.start };
      }
      case 'punct':
        break;
      default:
        return this.fail(`expected an expression but found ${this.describe()}`);
    }
    switch (t.text) {
      case '(': {
        this.advance();
        const e = this.expression();
        this.expectPunct(')', 'to close the parenthesis');
        return this.group(e, t.start);
      }
      case '[': {
        this.advance();
        const items: Expr[] = [];
        while (!this.isPunct(']')) {
          items.push(this.expression());
          if (!this.acceptPunct(',')) break;
        }
        this.expectPunct(']', 'to close the list');
        return this.node({ kind: 'list', items, at: t.start });
      }
      case '{': {
        this.advance();
        const entries: [Expr, Expr][] = [];
        while (!this.isPunct('}')) {
          const key = this.expression();
          this.expectPunct(':', 'after the map key');
          entries.push([key, this.expression()]);
          if (!this.acceptPunct(',')) break;
        }
        this.expectPunct('}', 'to close the map');
        return this.node({ kind: 'map', entries, at: t.start });
      }
      case '/':
        return this.pathLiteral(t.start);
      default:
        return this.fail(`expected an expression but found ${this.describe()}`);
    }
  }

  /** `/seg/$(expr)/(default)/...`: bare segments are raw text; parentheses inside one must balance. */
  private pathLiteral(from: number): Expr {
    const src = this.lexer.src;
    const segments: (string | Expr)[] = [];
    let i = from;
    while (src[i] === '/') {
      i++;
      if (src.startsWith('$(', i)) {
        this.seek(i + 2);
        segments.push(this.expression());
        if (!this.isPunct(')')) this.fail(`expected ')' to close '$(' but found ${this.describe()}`);
        i = this.tok.end;
        continue;
      }
      let j = i;
      let depth = 0;
      for (; j < src.length; j++) {
        const c = src[j]!;
        if (c === '(') depth++;
        else if (c === ')' && depth > 0) depth--;
        else if (!PATH_CHAR.test(c)) break;
      }
      if (j === i) this.fail('empty path segment', i);
      if (depth > 0) this.fail("unbalanced '(' in path segment", i);
      segments.push(src.slice(i, j));
      i = j;
    }
    this.seek(i);
    return this.node({ kind: 'path', segments, at: from });
  }
}
