/**
 * The rules matrix: every role × every collection and storage path × every operation, against the real rules,
 * with the expected answer read from table.ts. Denied cases of each target run first.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { useRulesTestEnvironment } from '../support/rulesTestEnvironment';
import { companyDocuments, peopleDocuments } from '../support/people';
import { ACTORS, OPERATIONS, ROLES, parseRow, type Answer, type Operation, type Role } from './matrix';
import { EXPECTED } from './table';
import { storedCompany, TARGETS, type Client, type Target } from './targets';
import { STORAGE_RULES_SEE_NO_FIRESTORE, skipOnGoogleFirestore } from '../../support/googleFirestore';

const documents = {
  ...peopleDocuments(),
  ...Object.fromEntries(Object.keys(companyDocuments()).map((path) => [path, storedCompany(path.split('/')[1])])),
  ...Object.assign({}, ...TARGETS.map((target) => target.documents ?? {})),
};

// Seeded once: a denied request changes nothing, and a case whose request is allowed to change state restores it.
const rules = useRulesTestEnvironment('matrix', { storage: true, clearBeforeEachTest: false });
beforeAll(() => rules.seed(documents));

/** Operations that, when allowed, change the seeded state. */
const WRITES: readonly Operation[] = ['create', 'updateOwnFields', 'updateRoleFields', 'updateCompany', 'delete'];

function client(role: Role): Client {
  const actor = ACTORS[role];
  return actor
    ? { db: rules.db(actor), storage: rules.storage(actor), actor }
    : { db: rules.guestDb(), storage: rules.guestStorage(), actor: null };
}

interface Case { target: Target; operation: Operation; role: Role; answer: Answer }

function casesOf(target: Target): Case[] {
  const rows = EXPECTED[target.name];
  if (!rows) throw new Error(`table.ts has no rows for ${target.name}`);
  const made = OPERATIONS.filter((operation) => target.operations[operation]);
  const listed = OPERATIONS.filter((operation) => rows[operation]);
  if (made.join() !== listed.join()) throw new Error(`${target.name}: the table lists ${listed.join(', ')} but the target makes ${made.join(', ')}`);
  return made.flatMap((operation) =>
    parseRow(rows[operation]!, `${target.name} ${operation}`).map((answer, i) => ({ target, operation, role: ROLES[i]!, answer })),
  );
}

describe('every target has a row per operation it makes', () => {
  it('matches the table', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(TARGETS.map((target) => target.name).sort());
    for (const target of TARGETS) expect(() => casesOf(target)).not.toThrow();
  });
});

for (const target of TARGETS) {
  describe(`matrix: ${target.name} `, () => {
    const cases = casesOf(target).sort((a, b) => (a.answer === b.answer ? 0 : a.answer === 'denied' ? -1 : 1));
    for (const { operation, role, answer } of cases) {
      it(`${answer === 'denied' ? 'denies' : 'allows'} ${role}: ${operation}`, async (context) => {
        if (target.name.startsWith('storage:')) skipOnGoogleFirestore(context, STORAGE_RULES_SEE_NO_FIRESTORE);
        if (target.object) await rules.upload([target.object]);
        const attempt = target.operations[operation]!(client(role));
        if (answer === 'denied') return void (await assertFails(attempt));
        await assertSucceeds(attempt);
        if (WRITES.includes(operation)) {
          await rules.clear();
          await rules.seed(documents);
        }
      });
    }
  });
}
