/**
 * RE2 patterns (what `matches`, `replace` and `split` take) as JS regular expressions. The common
 * syntax is shared; this translates what differs: leading inline flags, `(?P<name>`, `\A`, `\z`,
 * `\Q...\E` and POSIX classes such as `[[:alpha:]]`.
 */
import { evalError } from './errors.js';

const POSIX: Readonly<Record<string, string>> = {
  alnum: '0-9A-Za-z',
  alpha: 'A-Za-z',
  ascii: '\\x00-\\x7F',
  blank: '\\t ',
  cntrl: '\\x00-\\x1F\\x7F',
  digit: '0-9',
  graph: '!-~',
  lower: 'a-z',
  print: ' -~',
  punct: '!-\\/:-@[-`{-~',
  space: '\\t\\n\\v\\f\\r ',
  upper: 'A-Z',
  word: '0-9A-Za-z_',
  xdigit: '0-9A-Fa-f',
};

interface Translated {
  source: string;
  flags: string;
}

function translate(pattern: string): Translated {
  let flags = '';
  let body = pattern;
  const leading = /^\(\?([imsU]+)\)/.exec(body);
  if (leading) {
    body = body.slice(leading[0].length);
    for (const f of leading[1]!) if (f !== 'U' && !flags.includes(f)) flags += f;
  }
  body = body
    .replace(/\\Q([\s\S]*?)(?:\\E|$)/g, (_, text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&'))
    .replace(/\(\?P</g, '(?<')
    .replace(/\\A/g, '^')
    .replace(/\\z/g, '$')
    .replace(/\[:(\^?)([a-z]+):\]/g, (whole, negated: string, name: string) => {
      const cls = POSIX[name];
      if (cls === undefined) return whole;
      return negated ? `^${cls}` : cls;
    });
  return { source: body, flags };
}

const cache = new Map<string, RegExp>();
const CACHE_LIMIT = 1000;

/** Compiled once per pattern and mode; `lastIndex` is reset because global expressions keep state. */
function compile(pattern: string, mode: 'full' | 'global'): RegExp {
  const key = (mode === 'full' ? 'F' : 'G') + pattern;
  let re = cache.get(key);
  if (re) {
    re.lastIndex = 0;
    return re;
  }
  const t = translate(pattern);
  try {
    re = mode === 'full' ? new RegExp(`^(?:${t.source})$`, t.flags) : new RegExp(t.source, t.flags + 'g');
  } catch {
    return evalError(`Invalid regular expression: ${JSON.stringify(pattern)}.`);
  }
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, re);
  return re;
}

/** A pattern that must match the whole string. */
export function fullMatchRegExp(pattern: string): RegExp {
  return compile(pattern, 'full');
}

/** A pattern that finds every occurrence (for replace and split). */
export function globalRegExp(pattern: string): RegExp {
  return compile(pattern, 'global');
}
