/**
 * The differential run: starts this backend and Google's Firestore emulator, drives both with the same seeded
 * operations through the same clients, and reports every answer on which they differ.
 */
import { closeClients, quietWebSdk, type Side } from './clients.js';
import type { SuiteContext } from './context.js';
import { runDataSuite } from './dataSuite.js';
import { Ledger } from './outcome.js';
import { report } from './report.js';
import { runRulesSuite } from './rulesSuite.js';
import { runTransactionSuite } from './transactionSuite.js';
import { googleEmulatorMissing, startGoogle, startOurs, type Server } from './servers.js';

/** The seed every run uses unless DIFFERENTIAL_SEED names another (to explore beyond the fixed one). */
export const DEFAULT_SEED = 20261127;

type Suite = (context: SuiteContext) => Promise<void>;
const SUITES: [name: string, run: Suite][] = [
  ['documents and queries', runDataSuite],
  ['transactions', runTransactionSuite],
  ['portal rules', runRulesSuite],
];

/** Runs the comparison; the exit code: 0 when no difference is left unexplained (or Google's emulator is absent). */
export async function runDifferential(): Promise<number> {
  const missing = googleEmulatorMissing();
  if (missing) {
    console.log(`${missing} Skipping the differential test.`);
    return 0;
  }
  // The clients are pointed at each server explicitly; this variable would send them all to one.
  delete process.env.FIRESTORE_EMULATOR_HOST;
  // Nor do they need Google credentials: keep firebase-admin's auth library from probing for a cloud metadata server.
  process.env.METADATA_SERVER_DETECTION = 'none';
  const seed = process.env.DIFFERENTIAL_SEED ? Number(process.env.DIFFERENTIAL_SEED) : DEFAULT_SEED;
  if (!Number.isSafeInteger(seed)) throw new Error('DIFFERENTIAL_SEED must be an integer.');
  console.log(`Differential test, seed ${seed} (DIFFERENTIAL_SEED=${seed} repeats this run).`);
  quietWebSdk();

  const servers: Partial<Record<Side, Server>> = {};
  try {
    [servers.ours, servers.google] = await Promise.all([startOurs(), startGoogle()]);
    const context: SuiteContext = { ledger: new Ledger(), seed, address: { ours: servers.ours.address, google: servers.google.address } };
    for (const [name, run] of SUITES) {
      const started = Date.now();
      await run(context);
      console.log(`${name}: ${context.ledger.perSuite.get(name) ?? 0} operations in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    return report(context.ledger, seed) === 0 ? 0 : 1;
  } finally {
    await closeClients();
    await Promise.all([servers.ours?.stop(), servers.google?.stop()]);
  }
}
