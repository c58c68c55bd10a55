/**
 * How long a query waits for the date pickers to appear once they start loading. Loading and first drawing them
 * takes well under a second alone but several on a busy machine, so the tests wait for the pickers themselves,
 * within the unit tests' own 15-second limit, rather than for a query's default second.
 */
export const UNTIL_PICKERS_SHOW = { timeout: 10_000 };

/**
 * The test runner compiles the pickers' module on its first import, which on a busy machine takes longer than a
 * query waits: a test file compiles it first (`beforeAll(compileDatePickers, COMPILE_TIMEOUT)`), and the screen's
 * own lazy import then finds it ready.
 */
export async function compileDatePickers(): Promise<void> {
  await import('../OrderDateFilters');
}

/** How long compiling the pickers may take on a busy machine. */
export const COMPILE_TIMEOUT = 60_000;
