/**
 * Which rules tests hold a mutant's match block: the focused test files of its collection and the matrix rows
 * of its targets (tests/rules/matrix). Conditions outside any collection's block (shared functions) run them all.
 */
import type { Mutant } from './mutate.js';

const FIRESTORE = 'tests/rules/firestore';
const MATRIX = 'tests/rules/matrix/matrix.test.ts';

/** Collection (the last literal segment of the innermost match path) -> focused files and matrix targets. */
const COVERAGE: Record<string, { files: string[]; targets: string[] }> = {
  users: { files: ['users', 'registration'], targets: ['users', 'users who are admins'] },
  admins: { files: ['users', 'registration'], targets: ['admins directory', 'users who are admins'] },
  companies: { files: ['companies'], targets: ['companies'] },
  invites: { files: ['invites', 'registration'], targets: ['invites', 'invites granting admin'] },
  notifications: { files: ['notifications'], targets: ['notifications'] },
  counters: { files: ['orders'], targets: ['order counter'] },
  orders: { files: ['orders', 'orderHistory', 'changeRequests', 'warranties'], targets: ['orders'] },
  history: { files: ['orders', 'orderHistory'], targets: ['order history'] },
  drafts: { files: ['drafts'], targets: ['drafts'] },
  changeRequests: { files: ['changeRequests'], targets: ['change requests'] },
  warranties: { files: ['warranties'], targets: ['warranties'] },
  parts: { files: ['partsAndResources'], targets: ['parts'] },
  resources: { files: ['partsAndResources'], targets: ['resources'] },
  outbox: { files: ['outbox'], targets: ['outbox'] },
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The last literal segment of the innermost match path: every request its conditions judge names it. */
export function collectionOf(block: readonly string[]): string | undefined {
  const literals = (block.at(-1) ?? '').split('/').filter((segment) => segment && !segment.startsWith('{'));
  return literals.at(-1);
}

/** Test files to run, and a name filter (a regex over full test names) when only some matrix rows apply. */
export function testsFor(mutant: Mutant): { files: string[]; names?: string } {
  if (mutant.file === 'storage.rules') {
    return { files: ['tests/rules/storage.rules.test.ts', MATRIX], names: '^(?!matrix: )|^matrix: storage' };
  }
  const coverage = COVERAGE[collectionOf(mutant.block) ?? ''];
  if (!coverage) return { files: [FIRESTORE, MATRIX] };
  const targets = coverage.targets.map((target) => `matrix: ${escape(target)} `).join('|');
  return {
    files: [...coverage.files.map((name) => `${FIRESTORE}/${name}.test.ts`), MATRIX],
    names: `^(?!matrix: )|^(${targets})`,
  };
}
