/** The run's summary: operations compared per suite, then each difference, explained or not. */
import { render } from './canonical.js';
import { explain } from './knownDifferences.js';
import type { Difference, Ledger, Outcome } from './outcome.js';

function show(outcome: Outcome): string {
  if ('ok' in outcome) return render(outcome.ok);
  return outcome.message ? `error ${outcome.error}: ${render(outcome.message, 300)}` : `error ${outcome.error}`;
}

function printDifference(difference: Difference, index: number): void {
  console.log(`  ${index + 1}. [${difference.suite}] ${difference.operation}`);
  console.log(`     ours:   ${show(difference.ours)}`);
  console.log(`     google: ${show(difference.google)}`);
}

/** Prints the summary; returns the number of differences no known reason covers. */
export function report(ledger: Ledger, seed: number): number {
  const explained = new Map<string, Difference[]>();
  const unexplained: Difference[] = [];
  for (const difference of ledger.differences) {
    const reason = explain(difference);
    if (reason) explained.set(reason, [...(explained.get(reason) ?? []), difference]);
    else unexplained.push(difference);
  }

  console.log(`\nSeed ${seed}. Operations compared: ${ledger.compared} (${[...ledger.perSuite].map(([suite, n]) => `${suite} ${n}`).join(', ')}).`);
  for (const [suite, kinds] of ledger.kinds) {
    console.log(`  ${suite}: ${[...kinds].sort((a, b) => b[1] - a[1]).map(([kind, n]) => `${n} ${kind}`).join(', ')}`);
  }
  console.log(`Differences: ${ledger.differences.length} (${unexplained.length} unexplained, ${ledger.differences.length - unexplained.length} explained in emulator/README.md).`);
  for (const [reason, differences] of explained) {
    console.log(`\nExplained (${differences.length}): ${reason}`);
    differences.forEach(printDifference);
  }
  if (unexplained.length > 0) {
    console.log('\nUnexplained:');
    unexplained.forEach(printDifference);
  }
  return unexplained.length;
}
