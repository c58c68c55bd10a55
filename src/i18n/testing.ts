/**
 * For component tests: run a test in a language, and scan what a screen shows with axe-core. Only tests import
 * this module.
 */
import axe from 'axe-core';
import { activateLanguage } from './i18n';
import type { Language } from './languages';

/** Runs `test` with the page in `language`, then puts it back in English (the tests' default). */
export async function inLanguage(language: Language, test: () => Promise<void> | void): Promise<void> {
  await activateLanguage(language);
  try {
    await test();
  } finally {
    await activateLanguage('en');
  }
}

/**
 * The WCAG 2.0/2.1 A and AA violations axe finds in the document (the `lang` of the page included), as
 * 'rule: element' lines. jsdom lays nothing out, so colour contrast is left to the browser journeys.
 */
export async function axeViolations(): Promise<string[]> {
  const results = await axe.run(document, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  return results.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}
