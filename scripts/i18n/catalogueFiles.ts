/** The catalogue files on disk: sources in src/i18n/messages, their compiled form in src/i18n/compiled. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { CatalogueFile } from '../../src/i18n/catalogueRules.js';
import { LANGUAGES } from '../../src/i18n/languages.js';

export const ROOT = resolve(import.meta.dirname, '../..');
export const SOURCES = join(ROOT, 'src/i18n/messages');
export const COMPILED = join(ROOT, 'src/i18n/compiled');
export { LANGUAGES };

/** <language>/<namespace>.json under a folder, e.g. 'fr/auth.json'. */
export function catalogueFileNames(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((language) => readdirSync(join(folder, language.name)).filter((name) => name.endsWith('.json')).map((name) => `${language.name}/${name}`))
    .sort();
}

export function readSourceCatalogues(): CatalogueFile[] {
  return catalogueFileNames(SOURCES).map((name) => {
    const [language, file] = name.split('/') as [string, string];
    return { language, namespace: file.replace(/\.json$/, ''), messages: JSON.parse(readFileSync(join(SOURCES, name), 'utf8')) as Record<string, unknown> };
  });
}

/** A compiled catalogue as written to disk: one message per line, so a changed message is a one-line diff. */
export function compiledText(compiled: Record<string, unknown>): string {
  const lines = Object.entries(compiled).map(([id, message]) => `  ${JSON.stringify(id)}: ${JSON.stringify(message)}`);
  return `{\n${lines.join(',\n')}\n}\n`;
}
