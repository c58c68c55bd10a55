/**
 * The catalogue files: one per namespace (the part of the app its messages belong to: 'app', 'auth',
 * 'components', ...) and language, each loaded on its own, so a page fetches only its language and only the
 * namespaces its screens use. A namespace's message ids start with its name ('auth.login.submit').
 *
 * Production builds read the compiled catalogues (src/i18n/compiled, written from the sources by `npm run i18n`;
 * `npm test` fails when they are stale), so the ICU parser is not shipped. The dev server and the tests read the
 * sources, which Lingui compiles as it reads them outside production.
 */
import type { Messages } from '@lingui/core';
import type { Language } from './languages';

type LoadFile = () => Promise<Messages>;

const FILES: Record<string, LoadFile> = import.meta.env.PROD
  ? import.meta.glob<Messages>('./compiled/*/*.json', { import: 'default' })
  : import.meta.glob<Messages>('./messages/*/*.json', { import: 'default' });

/** './messages/fr/auth.json' -> 'fr/auth'. */
const fileKey = (path: string) => /([^/]+\/[^/]+)\.json$/.exec(path)?.[1] ?? path;

const BY_KEY = new Map(Object.entries(FILES).map(([path, load]) => [fileKey(path), load]));

/** The messages of these namespaces in one language, merged; a namespace without a file is an error. */
export async function loadCatalogue(language: Language, namespaces: readonly string[]): Promise<Messages> {
  const parts = await Promise.all(
    namespaces.map((namespace) => {
      const load = BY_KEY.get(`${language}/${namespace}`);
      if (!load) throw new Error(`No ${language} catalogue for the namespace '${namespace}'`);
      return load();
    }),
  );
  return Object.assign({}, ...parts) as Messages;
}
