/**
 * Recording of rules decisions for the rules' mutation check (scripts/rules-mutants.ts): with
 * RULES_RECORD_FILE set, every client request that needed rules appends one JSON line holding
 * what its evaluations saw and decided, so that mutated rules can be judged against the same
 * requests in-process, without the tests. Unset (always, outside that check) nothing is recorded.
 */
import { appendFileSync } from 'node:fs';
import type { RulesDocument, RulesLookup, RulesRequest, RulesService } from './api.js';

/** A request as the evaluator sees it, without the live parts (lookups, shared access count). */
export type RecordedRequest = Omit<RulesRequest, 'lookup' | 'access'>;

/**
 * The documents a request's lookups may read, by rules path: every document of the database before the
 * request, and what its writes leave of the documents they name. With them any lookup can be answered.
 */
export interface RecordedState {
  before: Record<string, RulesDocument>;
  after: Record<string, RulesDocument | null>;
}

/** One line of the recording: one client request. */
export interface RequestRecord {
  service: RulesService;
  /** How the operations combine: the request is allowed only when every one of them is. */
  combine: 'every';
  /** Document lookups the request may make in all (shared by its evaluations). */
  accessLimit: number;
  /** Every operation the request needed judged, in order, evaluated or not. */
  requests: RecordedRequest[];
  /** Decisions of the operations evaluated: evaluation stops at the first denied one. */
  decisions: boolean[];
  /** Every lookup the evaluations made and its answer, keyed 'B' (get/exists) or 'A' (getAfter/existsAfter) + path. */
  lookups: Record<string, RulesDocument | null>;
  /** Firestore: the database as the lookups see it, so that other rules' lookups can be answered too. */
  state?: RecordedState;
  allowed: boolean;
}

/** Collects one request's decisions; written when its outcome is known. */
export class RequestRecorder {
  private readonly record: RequestRecord;

  constructor(
    private readonly file: string,
    service: RulesService,
    accessLimit: number,
    requests: readonly RulesRequest[],
    state?: RecordedState,
  ) {
    const serializable = requests.map(({ lookup: _lookup, access: _access, ...rest }) => rest);
    this.record = { service, combine: 'every', accessLimit, requests: serializable, decisions: [], lookups: {}, state, allowed: false };
  }

  /** `lookup`, with every answer kept. */
  lookup(lookup: RulesLookup): RulesLookup {
    const kept = (prefix: string, read: (path: string) => RulesDocument | null) => (path: string) => {
      const doc = read(path);
      this.record.lookups[prefix + path] = doc;
      return doc;
    };
    return { get: kept('B', (p) => lookup.get(p)), getAfter: kept('A', (p) => lookup.getAfter(p)) };
  }

  /** The next operation's decision; the request ends at a denial or with its last operation. */
  evaluated(allowed: boolean): void {
    const record = this.record;
    record.decisions.push(allowed);
    if (allowed && record.decisions.length < record.requests.length) return;
    record.allowed = allowed;
    appendFileSync(this.file, `${JSON.stringify(record)}\n`);
  }
}

const file = process.env.RULES_RECORD_FILE;

/** A recorder for a request of these operations, or undefined when nothing is recorded. */
export const recordRequest = file
  ? (service: RulesService, accessLimit: number, requests: readonly RulesRequest[], state?: () => RecordedState) =>
      new RequestRecorder(file, service, accessLimit, requests, state?.())
  : undefined;
