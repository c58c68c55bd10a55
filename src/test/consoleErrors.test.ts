import { describe, expect, it } from 'vitest';
import { checkConsoleErrors, expectConsoleError, watchConsoleErrors } from './consoleErrors';

/** Runs `body` under a watch of its own and returns what the check at its end says (the setup's watch resumes after). */
function checked(body: () => void): string | null {
  checkConsoleErrors();
  watchConsoleErrors();
  body();
  try {
    checkConsoleErrors();
    return null;
  } catch (error) {
    return (error as Error).message;
  } finally {
    watchConsoleErrors();
  }
}

describe('watching console.error', () => {
  it('fails a test on an error it did not declare', () => {
    const problem = checked(() => console.error('Unable to load the order', new Error('offline')));
    expect(problem).toContain('console.error that the test did not expect');
    expect(problem).toContain('Unable to load the order Error: offline');
  });

  it('fails a test whose declared error was never logged', () => {
    expect(checked(() => expectConsoleError(/Unable to load the order/))).toBe(
      'console.error the test expected but nothing logged: /Unable to load the order/',
    );
  });

  it('passes a declared error, logged before or after the declaration, and keeps what was logged', () => {
    const offline = new Error('offline');
    let declared: ReturnType<typeof expectConsoleError> | undefined;
    const problem = checked(() => {
      console.error('Unable to load the order', offline);
      declared = expectConsoleError('Unable to load the order');
      console.error('Unable to load the order again', offline);
    });
    expect(problem).toBeNull();
    expect(declared?.calls).toEqual([
      ['Unable to load the order', offline],
      ['Unable to load the order again', offline],
    ]);
  });

  it('still fails on another error beside a declared one', () => {
    const problem = checked(() => {
      expectConsoleError('Unable to load the order');
      console.error('Unable to load the order');
      console.error('Unable to save the part');
    });
    expect(problem).toBe('console.error that the test did not expect:\nUnable to save the part');
  });

  it('refuses a declaration outside a test', () => {
    checkConsoleErrors();
    try {
      expect(() => expectConsoleError('anything')).toThrow('console.error is watched only inside a test');
    } finally {
      watchConsoleErrors();
    }
  });
});
