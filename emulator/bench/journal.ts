/**
 * This backend with its journal on: a data folder of its own (removed afterwards), every commit
 * appended to the journal and, by default, synced to disk (fdatasync) before it is acknowledged.
 * Without fsync it shows what writing the journal costs apart from waiting for the disk.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startOurs, type Target } from './targets.js';

export const JOURNALED = 'journal + fsync';
export const UNSYNCED = 'journal, no fsync';

export async function startJournaled(sync: boolean): Promise<Target> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-journal-'));
  const label = sync ? JOURNALED : UNSYNCED;
  return startOurs(label, { dataDir, journal: { sync } }, () => rmSync(dataDir, { recursive: true, force: true }));
}
