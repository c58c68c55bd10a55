/**
 * `npx tsx emulator/bench/rulesWorstCases.ts`: how long the rules engine takes over the requests built to make a
 * naive engine stall. A recursion that fans out three ways per call until the 1000-expression budget stops it;
 * patterns that backtracking regular expression engines take exponential time over, on 10,000 characters; eight
 * nested recursive wildcards over 80 path segments, whose splits a backtracking matcher would try one by one. The
 * tests check each decision (emulator/test/rules: limits, regex, wildcards); this prints each one's median time
 * over RUNS evaluations, after a warm-up, beside its goal.
 */
import { performance } from 'node:perf_hooks';
import type { Fields } from '../src/engine/types.js';
import type { RulesDecision, RulesDocument, RulesRequest } from '../src/rules/api.js';
import { compileRules } from '../src/rules/index.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
/** Each case is one request: a request that took longer would hold up its client noticeably. */
const GOAL_MS = 50;
const DB = '/databases/(default)/documents';

interface Case {
  name: string;
  evaluate(): RulesDecision;
  /** What the decision must be, so an engine that answers wrongly fails the run instead of looking fast. */
  expected: RulesDecision;
}

function firestoreRules(body: string) {
  return compileRules(`rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
${body}
  }
}`);
}

const request = (method: RulesRequest['method'], path: string, extra: Partial<RulesRequest> = {}): RulesRequest => ({
  service: 'cloud.firestore',
  method,
  path: `${DB}/${path}`,
  auth: null,
  timeMicros: Date.UTC(2024, 4, 17) * 1000,
  ...extra,
});

function recursion(): Case {
  const rules = firestoreRules(`    function fan(n) { return n > 30 || fan(n + 1) && fan(n + 1) || fan(n + 1); }
    match /recursion/{id} {
      allow get: if fan(0);
    }`);
  return {
    name: 'a recursion fanning out 3 ways, stopped at 1000 expressions',
    evaluate: () => rules.evaluate(request('get', 'recursion/y')),
    expected: {
      allowed: false,
      reason: "Unable to evaluate the expression as the maximum of 1000 expressions to evaluate has been reached. for 'get' @ L6",
    },
  };
}

function regularExpressions(): Case {
  const rules = firestoreRules(`    match /a/{id} {
      allow update: if request.resource.data.s.matches('(a+)+b')
        || request.resource.data.s.replace('(a|aa)+c', '') == ''
        || request.resource.data.s.split('(a*)*b').size() > 1;
    }`);
  const document = (fields: Fields): RulesDocument => ({ name: `projects/demo${DB}/a/x`, fields });
  const long = 'a'.repeat(10_000);
  return {
    name: "matches, replace and split with '(a+)+b'-like patterns on 10,000 characters",
    evaluate: () => rules.evaluate(request('update', 'a/x', { resource: document({}), requestResource: document({ s: { stringValue: long } }) })),
    expected: { allowed: false, reason: "false for 'update' @ L5" },
  };
}

function nestedWildcards(): Case {
  let body = 'allow get: if true;';
  for (let i = 8; i >= 1; i--) body = `match /{r${i}=**}/k {\n${body}\n}`;
  const rules = firestoreRules(body);
  const path = `${Array.from({ length: 80 }, () => 'k').join('/')}/z`;
  return {
    name: '8 nested recursive wildcards over 81 segments, matching none',
    evaluate: () => rules.evaluate(request('get', path)),
    expected: { allowed: false, reason: 'No matching allow statements' },
  };
}

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function measure(c: Case): number {
  const check = (decision: RulesDecision) => {
    if (JSON.stringify(decision) !== JSON.stringify(c.expected)) {
      throw new Error(`${c.name}: decided ${JSON.stringify(decision)}, expected ${JSON.stringify(c.expected)}`);
    }
  };
  check(c.evaluate());
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const decision = c.evaluate();
    samples.push(performance.now() - started);
    check(decision);
  }
  return median(samples);
}

let over = 0;
for (const c of [recursion(), regularExpressions(), nestedWildcards()]) {
  const ms = measure(c);
  if (ms > GOAL_MS) over++;
  console.log(`${c.name}: ${ms.toFixed(2)} ms (median of ${RUNS}; goal ≤ ${GOAL_MS} ms)`);
}
if (over > 0) {
  console.log(`${over} case(s) over the goal.`);
  process.exitCode = 1;
}
