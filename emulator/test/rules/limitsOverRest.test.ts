/**
 * The expression budget as a client sees it: PERMISSION_DENIED with production's message and the
 * line of the rule that ran out, and a server that answers the next request at once.
 */
import { describe, expect, it } from 'vitest';
import { firestoreHost, testProject } from '../support/emulator.js';

const project = testProject('rules-budget');
const origin = () => {
  const { host, port } = firestoreHost();
  return `http://${host}:${port}`;
};

/** Groups of 50 `id == 'x'` comparisons, or'ed: about 5 expressions each when all are false. */
const disjuncts = (n: number) =>
  Array.from({ length: n / 50 }, () => `(${Array.from({ length: 50 }, () => "id == 'x'").join(' || ')})`).join(' || ');

const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    function fan(n) { return n > 30 || fan(n + 1) && fan(n + 1) || fan(n + 1); }
    match /dear/{id} {
      allow get: if ${disjuncts(300)};
    }
    match /recursion/{id} {
      allow get: if fan(0);
    }
    match /cheap/{id} {
      allow get: if ${disjuncts(100)} || id == 'y';
    }
  }
}`;

describe('the expression budget over REST', () => {
  it('denies past 1000 expressions with production message, and serves the next request', async () => {
    const put = await fetch(`${origin()}/emulator/v1/projects/${project}:securityRules`, {
      method: 'PUT',
      body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: RULES }] } }),
    });
    expect(put.status).toBe(200);
    const get = (path: string) => fetch(`${origin()}/v1/projects/${project}/databases/(default)/documents/${path}`);

    for (const [path, line] of [
      ['dear/y', 6],
      ['recursion/y', 9],
    ] as const) {
      const res = await get(path);
      expect(res.status).toBe(403);
      const body = (await res.json()) as { error: { status: string; message: string } };
      expect(body.error.status).toBe('PERMISSION_DENIED');
      expect(body.error.message).toBe(
        `\nUnable to evaluate the expression as the maximum of 1000 expressions to evaluate has been reached. for 'get' @ L${line}`,
      );
    }
    // Allowed, and the document does not exist.
    expect((await get('cheap/y')).status).toBe(404);
  });
});
