/**
 * Finds the conditions of a rules file and the mutants that remove them. A condition is an operand of an `&&`
 * or `||` chain in an `allow ... if` expression or a function's `return` expression, at any depth of
 * parentheses; removing it means `true` for a conjunct, `false` for an alternative, and `true` for an
 * `allow` whose condition is a single one.
 */

export interface Mutant {
  file: string;
  /** Span of the original text the replacement takes the place of. */
  start: number;
  end: number;
  replacement: string;
  line: number;
  original: string;
  /** Paths of the enclosing match blocks, outermost first. */
  block: string[];
}

/** Index just past a string literal or comment starting at `i`, or `i` when none starts there. */
function skipLiteral(text: string, i: number): number {
  const c = text[i];
  if (c === '/' && text[i + 1] === '/') {
    const end = text.indexOf('\n', i);
    return end < 0 ? text.length : end;
  }
  if (c === '/' && text[i + 1] === '*') {
    const end = text.indexOf('*/', i + 2);
    return end < 0 ? text.length : end + 2;
  }
  if (c === "'" || c === '"') {
    let j = i + 1;
    while (j < text.length && text[j] !== c) j += text[j] === '\\' ? 2 : 1;
    return j + 1;
  }
  return i;
}

/** Index of the `;` ending the expression that starts at `i` (outside brackets, strings and comments). */
function expressionEnd(text: string, i: number): number {
  let depth = 0;
  while (i < text.length) {
    const skipped = skipLiteral(text, i);
    if (skipped !== i) { i = skipped; continue; }
    const c = text[i]!;
    if ('([{'.includes(c)) depth += 1;
    else if (')]}'.includes(c)) depth -= 1;
    else if (c === ';' && depth === 0) return i;
    i += 1;
  }
  throw new Error('An expression has no terminating semicolon.');
}

/** The span without surrounding whitespace and comments. */
function trim(text: string, start: number, end: number): [number, number] {
  for (;;) {
    while (start < end && /\s/.test(text[start]!)) start += 1;
    const skipped = text.startsWith('//', start) || text.startsWith('/*', start) ? skipLiteral(text, start) : start;
    if (skipped === start) break;
    start = Math.min(skipped, end);
  }
  while (end > start && /\s/.test(text[end - 1]!)) end -= 1;
  return [start, end];
}

/** Operand spans of the chain of `op` at the top level of the span (one span when there is no such chain). */
function split(text: string, start: number, end: number, op: '&&' | '||'): [number, number][] {
  const parts: [number, number][] = [];
  let depth = 0;
  let from = start;
  let i = start;
  while (i < end) {
    const skipped = skipLiteral(text, i);
    if (skipped !== i) { i = skipped; continue; }
    const c = text[i]!;
    if ('([{'.includes(c)) depth += 1;
    else if (')]}'.includes(c)) depth -= 1;
    else if (depth === 0 && text.startsWith(op, i)) {
      parts.push(trim(text, from, i));
      from = i + 2;
      i += 2;
      continue;
    }
    i += 1;
  }
  parts.push(trim(text, from, end));
  return parts;
}

/** True when the span is one parenthesised group: `( ... )` whose opening bracket closes at its end. */
function wrapped(text: string, start: number, end: number): boolean {
  if (text[start] !== '(' || text[end - 1] !== ')') return false;
  let depth = 0;
  for (let i = start; i < end; i += 1) {
    const skipped = skipLiteral(text, i);
    if (skipped !== i) { i = skipped - 1; continue; }
    if (text[i] === '(') depth += 1;
    else if (text[i] === ')') { depth -= 1; if (depth === 0 && i < end - 1) return false; }
  }
  return true;
}

const LITERALS = new Set(['true', 'false']);

export function findMutants(file: string, text: string): Mutant[] {
  const mutants: Mutant[] = [];
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;
  const add = (start: number, end: number, replacement: string, block: string[]) => {
    const original = text.slice(start, end);
    if (LITERALS.has(original.trim())) return;
    mutants.push({ file, start, end, replacement, line: lineOf(start), original: original.replace(/\s+/g, ' '), block: [...block] });
  };
  const conditions = (start: number, end: number, block: string[]) => {
    const alternatives = split(text, start, end, '||');
    if (alternatives.length > 1) {
      for (const [s, e] of alternatives) { add(s, e, 'false', block); conditions(s, e, block); }
      return;
    }
    const conjuncts = split(text, start, end, '&&');
    if (conjuncts.length > 1) {
      for (const [s, e] of conjuncts) { add(s, e, 'true', block); conditions(s, e, block); }
      return;
    }
    if (wrapped(text, start, end)) conditions(...trim(text, start + 1, end - 1), block);
  };
  /** An `allow` condition (`whole`) or a function's return value, which may be a map or a list, not a condition. */
  const statement = (start: number, block: string[], whole: boolean) => {
    const end = expressionEnd(text, start);
    const [s, e] = trim(text, start, end);
    const single = split(text, s, e, '||').length === 1 && split(text, s, e, '&&').length === 1 && !wrapped(text, s, e);
    if (whole && single) add(s, e, 'true', block);
    conditions(s, e, block);
    return end;
  };

  // Walk the blocks: match paths are kept on a stack; every other brace pushes a placeholder.
  const stack: (string | null)[] = [];
  let i = 0;
  while (i < text.length) {
    const skipped = skipLiteral(text, i);
    if (skipped !== i) { i = skipped; continue; }
    const rest = text.slice(i, i + 200);
    const match = /^match\s+(\S+)\s*\{/.exec(rest);
    const allow = /^allow\s+[a-z,\s]+:\s*if\b/.exec(rest);
    const ret = /^return\b/.exec(rest);
    const block = stack.filter((entry): entry is string => entry !== null);
    if (match && /\W/.test(text[i - 1] ?? ' ')) {
      stack.push(match[1]!);
      i += match[0].length;
    } else if (allow && /\W/.test(text[i - 1] ?? ' ')) {
      i = statement(i + allow[0].length, block, true) + 1;
    } else if (ret && /\W/.test(text[i - 1] ?? ' ')) {
      i = statement(i + ret[0].length, block, false) + 1;
    } else {
      if (text[i] === '{') stack.push(null);
      else if (text[i] === '}') stack.pop();
      i += 1;
    }
  }
  return mutants;
}
