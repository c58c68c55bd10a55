/**
 * The portal's own firestore.rules, loaded into both servers: the same requests, as tests/rules makes them (the web
 * SDK signed in as each role with an unsigned emulator ID token, or signed out), must be allowed or denied alike,
 * and an allowed read must return the same documents. Requests are drawn from the seed (rulesRequests.ts): reads,
 * lists and counts of every collection, and writes of the portal's shapes, valid and subtly invalid.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { doc, writeBatch, type Firestore } from 'firebase/firestore';
import { clearProject, loadRules, SIDES, webClient } from './clients.js';
import { compareBoth, perSide, sample, type PerSide, type SuiteContext } from './context.js';
import { PERSONAS, portalDocuments, tokenOf, type Persona } from './portalFixtures.js';
import { TEMPLATES } from './rulesRequests.js';

const SUITE = 'portal rules';
const PROJECT = 'demo-differential-rules';
const REQUESTS = 320;
const RULES = readFileSync(new URL('../../../firestore.rules', import.meta.url), 'utf8');

/** What a request may vary: a number the request reads its choices from (which document, which shape). */
interface Request {
  persona: Persona;
  template: number;
  variant: number;
}

const requestArb: fc.Arbitrary<Request> = fc.record({
  persona: fc.constantFrom(...PERSONAS),
  // Reads and lists come up as often as all writes together.
  template: fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(0, 1, 2) },
    { weight: 3, arbitrary: fc.integer({ min: 3, max: TEMPLATES.length - 1 }) },
  ),
  variant: fc.integer({ min: 0, max: 9999 }),
});

export async function runRulesSuite(context: SuiteContext): Promise<void> {
  await Promise.all(SIDES.map((side) => clearProject(context.address[side], PROJECT)));
  await Promise.all(SIDES.map((side) => loadRules(context.address[side], PROJECT, RULES)));
  const owner = perSide((side) => webClient(PROJECT, context.address[side], 'owner'));
  await compareBoth(context, SUITE, 'seed the portal documents', async (side) => {
    const batch = writeBatch(owner[side]);
    for (const [path, data] of Object.entries(portalDocuments())) batch.set(doc(owner[side], path), data);
    await batch.commit();
    return null;
  });
  const clients = new Map<Persona, PerSide<Firestore>>(
    PERSONAS.map((persona) => [persona, perSide((side) => webClient(PROJECT, context.address[side], tokenOf(persona)))]),
  );
  const requests = sample(requestArb, context.seed + 104729, REQUESTS);
  for (const [index, { persona, template, variant }] of requests.entries()) {
    const t = TEMPLATES[template]!;
    const db = clients.get(persona)!;
    await compareBoth(context, SUITE, `as ${persona}: ${t.describe(persona, variant, index)}`, (side) => t.run(db[side], persona, variant, index));
  }
}
