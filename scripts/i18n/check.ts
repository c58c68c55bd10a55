/**
 * The catalogue check of `npm test` (and `npm run i18n:check`): the rules of src/i18n/catalogueRules.ts against
 * the catalogue files and every string literal of the app's and the functions' code (tests aside), and compiled
 * catalogues that match their sources. Prints each problem and exits non-zero when there is one.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { catalogueProblems, compileMessages } from '../../src/i18n/catalogueRules.js';
import { catalogueFileNames, COMPILED, compiledText, LANGUAGES, readSourceCatalogues, ROOT } from './catalogueFiles.js';

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.d\.ts$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Every string literal of the app's code, the portal's and the functions' (whose mails word the catalogue's
 * messages): message ids are written whole, so a use is a literal equal to the id.
 */
function literalsOfTheApp(): Set<string> {
  const literals = new Set<string>();
  for (const path of [...sourceFiles(join(ROOT, 'src')), ...sourceFiles(join(ROOT, 'functions/src'))]) {
    const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, false, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const visit = (node: ts.Node) => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) literals.add(node.text);
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return literals;
}

function staleCompiledFiles(): string[] {
  const sources = readSourceCatalogues();
  const expected = new Map(sources.map(({ language, namespace, messages }) => {
    let text: string;
    try {
      text = compiledText(compileMessages(messages as Record<string, string>));
    } catch {
      text = ''; // reported as an invalid message by the rules
    }
    return [`${language}/${namespace}.json`, text];
  }));
  const problems: string[] = [];
  const present = new Set(catalogueFileNames(COMPILED));
  for (const [name, text] of expected) {
    if (!present.has(name)) problems.push(`${relative(ROOT, join(COMPILED, name))} is missing: run npm run i18n`);
    else if (text && readFileSync(join(COMPILED, name), 'utf8') !== text) problems.push(`${relative(ROOT, join(COMPILED, name))} is out of date: run npm run i18n`);
  }
  for (const name of present) if (!expected.has(name)) problems.push(`${relative(ROOT, join(COMPILED, name))} has no source catalogue: run npm run i18n`);
  return problems;
}

const problems = [...catalogueProblems(readSourceCatalogues(), LANGUAGES, literalsOfTheApp()), ...staleCompiledFiles()];
if (problems.length > 0) {
  console.error(`The message catalogues have ${problems.length} problem(s):\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  process.exitCode = 1;
} else {
  console.log(`Message catalogues: ${readSourceCatalogues().length} files in ${LANGUAGES.length} languages, complete and in use.`);
}
