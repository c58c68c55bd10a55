/**
 * Judges mutated rules against the requests the rules tests made (recorded by the emulator, see
 * emulator/src/rules/recording.ts), in-process: each request is evaluated again with the documents
 * its lookups returned. Every request of the tests is asserted (assertSucceeds/assertFails, or a
 * read whose failure fails the test), so a request whose outcome changes is a test that fails.
 */
import { readFileSync } from 'node:fs';
import { RulesAccess, type CompiledRules, type RulesDocument, type RulesService } from '../../emulator/src/rules/api.js';
import { compileRules } from '../../emulator/src/rules/index.js';
import type { RequestRecord } from '../../emulator/src/rules/recording.js';

export function readRecording(file: string): RequestRecord[] {
  return readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as RequestRecord);
}

/** A lookup's answer from the recording; undefined when the recording cannot tell. */
function recordedAnswer(record: RequestRecord, key: string): RulesDocument | null | undefined {
  if (key in record.lookups) return record.lookups[key];
  const state = record.state;
  if (!state) return undefined;
  const path = key.slice(1);
  if (key.startsWith('A') && path in state.after) return state.after[path];
  return state.before[path] ?? null;
}

/**
 * A request's outcome under other rules, or undefined when the recording cannot tell: the rules read a
 * document the recording does not hold (Storage rules reading Firestore documents the original never read).
 */
export function outcome(rules: CompiledRules, record: RequestRecord): boolean | undefined {
  let unknown = false;
  const answer = (key: string): RulesDocument | null => {
    const doc = recordedAnswer(record, key);
    if (doc !== undefined) return doc;
    unknown = true;
    return null;
  };
  const lookup = { get: (path: string) => answer(`B${path}`), getAfter: (path: string) => answer(`A${path}`) };
  const access = new RulesAccess(record.accessLimit);
  for (const request of record.requests) {
    let allowed: boolean;
    try {
      allowed = rules.evaluate({ ...request, lookup, access }).allowed;
    } catch {
      // The emulator denies when evaluation fails.
      allowed = false;
    }
    if (unknown) return undefined;
    if (!allowed) return false;
  }
  return true;
}

export type Verdict = 'killed' | 'undecided' | 'survived';

/**
 * 'killed' when some request's outcome differs from the recording; else 'undecided' when some request's
 * outcome is unknown; else 'survived'. `segment`: the last literal segment of the mutant's match block. Rules that do not compile are killed (the tests cannot load them).
 */
export function judge(source: string, service: RulesService, records: readonly RequestRecord[], segment?: string): Verdict {
  let rules: CompiledRules;
  try {
    rules = compileRules(source, service);
  } catch {
    return 'killed';
  }
  let undecided = false;
  for (const record of records) {
    if (record.service !== service) continue;
    // A condition of a match block only judges requests whose path names the block's last literal segment.
    if (segment && !record.requests.some((r) => r.path.includes(`/${segment}/`) || r.path.endsWith(`/${segment}`))) continue;
    const allowed = outcome(rules, record);
    if (allowed === undefined) undecided = true;
    else if (allowed !== record.allowed) return 'killed';
  }
  return undecided ? 'undecided' : 'survived';
}
