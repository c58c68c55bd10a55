/**
 * `npm run i18n`: compiles every source catalogue (src/i18n/messages/<language>/<namespace>.json) into the form
 * production reads (src/i18n/compiled/, same layout), so the app ships no ICU parser. Run it after changing a
 * catalogue; `npm run build` runs it first, and `npm test` fails while a compiled file is out of date.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { compileMessages } from '../../src/i18n/catalogueRules.js';
import { catalogueFileNames, COMPILED, compiledText, readSourceCatalogues } from './catalogueFiles.js';

const sources = readSourceCatalogues();
const written = new Set<string>();
for (const { language, namespace, messages } of sources) {
  const name = `${language}/${namespace}.json`;
  const target = join(COMPILED, name);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, compiledText(compileMessages(messages as Record<string, string>)));
  written.add(name);
}
// A catalogue removed from the sources goes from the compiled ones too.
for (const name of catalogueFileNames(COMPILED)) if (!written.has(name)) rmSync(join(COMPILED, name));
console.log(`Compiled ${written.size} catalogue files into src/i18n/compiled.`);
