import { format } from 'node:util';

/**
 * Every unit test runs with console.error watched (setup.ts): the app logs there only what went wrong, so a test
 * fails on an error it did not declare with `expectConsoleError`, and on a declared one that was never logged.
 */

/** The console.error calls one declaration matched, for tests that check what exactly was logged. */
export interface ExpectedConsoleError {
  /** The arguments of each matching call, in the order they were logged. */
  readonly calls: readonly unknown[][];
}

interface Declaration {
  pattern: RegExp | string;
  calls: unknown[][];
}

let watching = false;
let original: typeof console.error = console.error;
let declarations: Declaration[] = [];
let undeclared: unknown[][] = [];

/** The text a console.error call shows, formatted as the console formats it (an Error with its message). */
function shownText(args: unknown[]): string {
  return format(...args);
}

function matches(pattern: RegExp | string, args: unknown[]): boolean {
  const text = shownText(args);
  return typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text);
}

function record(...args: unknown[]): void {
  const declaration = declarations.find(({ pattern }) => matches(pattern, args));
  if (declaration) declaration.calls.push(args);
  else undeclared.push(args);
}

/**
 * Declares that the code under test logs, in this test, at least one console.error whose text contains `pattern`
 * (or matches it, for a regular expression). Calls already logged in this test count too.
 */
export function expectConsoleError(pattern: RegExp | string): ExpectedConsoleError {
  if (!watching) throw new Error('console.error is watched only inside a test (src/test/setup.ts)');
  const declaration: Declaration = { pattern, calls: [] };
  declarations.push(declaration);
  declaration.calls.push(...undeclared.filter((args) => matches(pattern, args)));
  undeclared = undeclared.filter((args) => !matches(pattern, args));
  return declaration;
}

/** Starts a test with nothing declared and every console.error recorded instead of printed. */
export function watchConsoleErrors(): void {
  original = console.error;
  console.error = record;
  watching = true;
  declarations = [];
  undeclared = [];
}

/** Ends the test's watch: throws, failing the test, on an undeclared error or a declared one that never came. */
export function checkConsoleErrors(): void {
  console.error = original;
  watching = false;
  const problems = [
    ...undeclared.map((args) => `console.error that the test did not expect:\n${shownText(args)}`),
    ...declarations
      .filter(({ calls }) => calls.length === 0)
      .map(({ pattern }) => `console.error the test expected but nothing logged: ${String(pattern)}`),
  ];
  declarations = [];
  undeclared = [];
  if (problems.length > 0) throw new Error(problems.join('\n\n'));
}
