/**
 * What every comparison suite gets: the two servers, the ledger, the seed, and one helper that runs the same
 * operation against both servers at once and records whether their outcomes agree.
 */
import fc from 'fast-check';
import type { Firestore } from 'firebase-admin/firestore';
import type { Canonical } from './canonical.js';
import { adminClient, clearProject, SIDES, type Side } from './clients.js';
import { outcomeOf, type Ledger, type Outcome } from './outcome.js';

export interface SuiteContext {
  ledger: Ledger;
  seed: number;
  /** host:port of each server. */
  address: Record<Side, string>;
}

export type PerSide<T> = Record<Side, T>;

export function perSide<T>(make: (side: Side) => T): PerSide<T> {
  return { ours: make('ours'), google: make('google') };
}

/** firebase-admin for `project` on both servers, the project emptied first. */
export async function adminClients(context: SuiteContext, project: string): Promise<PerSide<Firestore>> {
  await Promise.all(SIDES.map((side) => clearProject(context.address[side], project)));
  return perSide((side) => adminClient(project, context.address[side]));
}

/** Runs `run` on both servers at once, records the comparison and returns both outcomes. */
export async function compareBoth(
  context: SuiteContext,
  suite: string,
  operation: string,
  run: (side: Side) => Promise<Canonical>,
): Promise<PerSide<Outcome>> {
  const [ours, google] = await Promise.all(SIDES.map((side) => outcomeOf(() => run(side))));
  context.ledger.record(suite, operation, ours!, google!);
  return { ours: ours!, google: google! };
}

/** `count` values of `arbitrary`, the same on every run with the same seed (each suite offsets it). */
export function sample<T>(arbitrary: fc.Arbitrary<T>, seed: number, count: number): T[] {
  return fc.sample(arbitrary, { seed, numRuns: count });
}
