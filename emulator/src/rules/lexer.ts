/**
 * Tokens of the rules language. The parser drives the lexer one token at a time and may move its
 * position, because paths (`/users/$(uid)`, `match /a/{b=**}`) are scanned as raw text, not tokens.
 */
import { RulesSyntaxError } from './errors.js';

type TokenType = 'ident' | 'int' | 'float' | 'string' | 'bytes' | 'punct' | 'eof';

export interface Token {
  type: TokenType;
  /** Identifier name, punctuation, or the decoded string. */
  text: string;
  /** Decoded literal: int as bigint, float as number, bytes as Uint8Array. */
  value?: bigint | number | Uint8Array;
  start: number;
  end: number;
}

const PUNCT2 = new Set(['&&', '||', '==', '!=', '<=', '>=']);
const PUNCT1 = new Set(['{', '}', '(', ')', '[', ']', ';', ',', '.', ':', '?', '=', '<', '>', '+', '-', '*', '/', '%', '!']);

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  a: '\x07',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
  '\\': '\\',
  "'": "'",
  '"': '"',
  '`': '`',
  '?': '?',
};

const isIdentStart = (c: string): boolean => /[A-Za-z_]/.test(c);
const isIdentPart = (c: string): boolean => /[A-Za-z0-9_]/.test(c);
const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';

export class Lexer {
  pos = 0;
  private readonly lineStarts: number[] = [0];

  constructor(readonly src: string) {
    for (let i = 0; i < src.length; i++) if (src[i] === '\n') this.lineStarts.push(i + 1);
  }

  /** 1-based line and column of a source offset. */
  location(offset: number): { line: number; column: number } {
    let lo = 0;
    let hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.lineStarts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - this.lineStarts[lo]! + 1 };
  }

  error(message: string, offset: number): never {
    const { line, column } = this.location(offset);
    throw new RulesSyntaxError(message, line, column);
  }

  /** Skips whitespace and comments. */
  skipTrivia(): void {
    const src = this.src;
    for (;;) {
      const c = src[this.pos];
      if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f' || c === '\v' || c === '\uFEFF') {
        this.pos++;
      } else if (c === '/' && src[this.pos + 1] === '/') {
        const end = src.indexOf('\n', this.pos);
        this.pos = end === -1 ? src.length : end + 1;
      } else if (c === '/' && src[this.pos + 1] === '*') {
        const end = src.indexOf('*/', this.pos + 2);
        if (end === -1) this.error('unterminated comment', this.pos);
        this.pos = end + 2;
      } else {
        return;
      }
    }
  }

  next(): Token {
    this.skipTrivia();
    const src = this.src;
    const start = this.pos;
    if (start >= src.length) return { type: 'eof', text: '<end of file>', start, end: start };
    const c = src[start]!;

    if ((c === 'r' || c === 'R' || c === 'b' || c === 'B') && (src[start + 1] === "'" || src[start + 1] === '"')) {
      return this.stringLiteral(start, start + 1, c === 'r' || c === 'R', c === 'b' || c === 'B');
    }
    if (isIdentStart(c)) {
      let i = start + 1;
      while (i < src.length && isIdentPart(src[i]!)) i++;
      this.pos = i;
      return { type: 'ident', text: src.slice(start, i), start, end: i };
    }
    if (isDigit(c)) return this.number(start);
    if (c === "'" || c === '"') return this.stringLiteral(start, start, false, false);

    const two = src.slice(start, start + 2);
    if (PUNCT2.has(two)) {
      this.pos = start + 2;
      return { type: 'punct', text: two, start, end: this.pos };
    }
    if (PUNCT1.has(c)) {
      this.pos = start + 1;
      return { type: 'punct', text: c, start, end: this.pos };
    }
    return this.error(`unexpected character ${JSON.stringify(c)}`, start);
  }

  private number(start: number): Token {
    const src = this.src;
    let i = start;
    if (src[i] === '0' && (src[i + 1] === 'x' || src[i + 1] === 'X')) {
      i += 2;
      while (/[0-9a-fA-F]/.test(src[i] ?? '')) i++;
      if (i === start + 2) this.error('malformed hexadecimal literal', start);
      return this.intToken(start, i);
    }
    while (isDigit(src[i])) i++;
    let isFloat = false;
    if (src[i] === '.' && isDigit(src[i + 1])) {
      isFloat = true;
      i++;
      while (isDigit(src[i])) i++;
    }
    if (src[i] === 'e' || src[i] === 'E') {
      let j = i + 1;
      if (src[j] === '+' || src[j] === '-') j++;
      if (isDigit(src[j])) {
        isFloat = true;
        i = j;
        while (isDigit(src[i])) i++;
      }
    }
    if (!isFloat) return this.intToken(start, i);
    const text = src.slice(start, i);
    this.pos = i;
    return { type: 'float', text, value: Number(text), start, end: i };
  }

  /** The int literal `src[start, end)` (decimal or hexadecimal) and its optional unsigned suffix `u`. */
  private intToken(start: number, end: number): Token {
    const text = this.src.slice(start, end);
    const suffix = this.src[end] === 'u' || this.src[end] === 'U';
    this.pos = suffix ? end + 1 : end;
    return { type: 'int', text, value: BigInt(text), start, end: this.pos };
  }

  /** Single, double or triple quoted; `r` prefix: no escapes; `b` prefix: bytes (UTF-8 of the text). */
  private stringLiteral(start: number, quoteAt: number, raw: boolean, bytes: boolean): Token {
    const src = this.src;
    const q = src[quoteAt]!;
    const triple = src.startsWith(q + q + q, quoteAt);
    const closing = triple ? q + q + q : q;
    let i = quoteAt + closing.length;
    let out = '';
    for (;;) {
      if (i >= src.length) this.error('unterminated string', start);
      if (src.startsWith(closing, i)) {
        i += closing.length;
        break;
      }
      const ch = src[i]!;
      if (!triple && ch === '\n') this.error('unterminated string', start);
      if (ch === '\\' && !raw) {
        const [decoded, next] = this.escape(i);
        out += decoded;
        i = next;
      } else {
        out += ch;
        i++;
      }
    }
    this.pos = i;
    if (bytes) return { type: 'bytes', text: out, value: new Uint8Array(Buffer.from(out, 'utf8')), start, end: i };
    return { type: 'string', text: out, start, end: i };
  }

  private escape(at: number): [string, number] {
    const src = this.src;
    const e = src[at + 1];
    if (e === undefined) return this.error('unterminated string', at);
    const simple = SIMPLE_ESCAPES[e];
    if (simple !== undefined) return [simple, at + 2];
    const hex = (len: number, from: number): [string, number] => {
      const digits = src.slice(from, from + len);
      if (!new RegExp(`^[0-9a-fA-F]{${len}}$`).test(digits)) this.error('malformed escape sequence', at);
      return [String.fromCodePoint(parseInt(digits, 16)), from + len];
    };
    if (e === 'x' || e === 'X') return hex(2, at + 2);
    if (e === 'u') return hex(4, at + 2);
    if (e === 'U') return hex(8, at + 2);
    if (/[0-3]/.test(e) && /^[0-7]{3}$/.test(src.slice(at + 1, at + 4))) {
      return [String.fromCharCode(parseInt(src.slice(at + 1, at + 4), 8)), at + 4];
    }
    return this.error(`invalid escape sequence \\${e}`, at);
  }
}
