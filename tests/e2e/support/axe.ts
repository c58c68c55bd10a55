/**
 * Accessibility scans with axe-core inside the page under test: WCAG 2.0/2.1 A and AA rules, and a scan fails on
 * any violation of serious or critical impact (moderate and minor ones are printed, not failed).
 */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults, Result } from 'axe-core';

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

function describe(violation: Result): string {
  const targets = violation.nodes.slice(0, 5).map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').join(' ') ?? ''}`);
  return `  [${violation.impact}] ${violation.id}: ${violation.help}\n${targets.join('\n')}`;
}

/**
 * Waits until every transition and finite animation has finished: a dialog or menu scanned while it fades in has
 * colours halfway to their final ones, and axe would measure those. Endless ones (spinners) are left running.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/** Scans what the page shows once it has settled; throws listing every serious or critical violation. */
export async function expectNoSeriousViolations(page: Page, label = new URL(page.url()).pathname): Promise<void> {
  await settle(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SOURCE });
  const results = await page.evaluate(
    (tags) => (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    }),
    TAGS,
  );
  const failing = results.violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''));
  const other = results.violations.filter((violation) => !FAILING_IMPACTS.has(violation.impact ?? ''));
  if (other.length > 0) console.warn(`axe on ${label}: ${other.length} moderate or minor finding(s)\n${other.map(describe).join('\n')}`);
  if (failing.length > 0) throw new Error(`axe on ${label}: ${failing.length} serious or critical violation(s)\n${failing.map(describe).join('\n')}`);
}
