/**
 * The portal's one Lingui instance and the active language. Outside React (toasts raised by flows, the document
 * title) read messages with `translate`; components use the hooks of this folder, which re-render on a change.
 */
import { setupI18n, type Messages } from '@lingui/core';
import { loadCatalogue } from './catalogue';
import { storeLanguage } from './detect';
import { DEFAULT_LANGUAGE, isLanguage, LOCALES, type Language } from './languages';
import { literalValues } from './literalValues';

/** What every page needs before its first paint: the frame, the sign-in screens and the shared messages. */
export const CORE_NAMESPACES = ['app', 'auth', 'components', 'errors', 'validation'] as const;

/** Values a message's arguments take: text and numbers (plurals), or dates for date arguments. */
export type MessageValues = Record<string, string | number | Date>;
export type Translate = (id: string, values?: MessageValues) => string;

export const i18n = setupI18n({
  // An id the catalogue lacks shows as itself; `npm test` fails on such ids before they ship.
  missing: (language, id) => {
    if (!import.meta.env.PROD) console.error(`The ${language} catalogue has no message '${id}'.`);
    return id;
  },
});

/** Namespaces loaded so far: a language change loads them all in the new language before switching. */
const namespacesInUse = new Set<string>(CORE_NAMESPACES);

if (!import.meta.env.PROD) {
  // Screens rendered without the app's start-up (component tests) read English from the start. Production never
  // reads these: it starts in the chosen language (startLanguage) before anything renders.
  const english = import.meta.glob<Messages>('./messages/en/*.json', { eager: true, import: 'default' });
  i18n.loadAndActivate({ locale: DEFAULT_LANGUAGE, locales: [LOCALES.en], messages: Object.assign({}, ...Object.values(english)) });
  for (const path of Object.keys(english)) namespacesInUse.add(/([^/]+)\.json$/.exec(path)?.[1] ?? path);
  if (typeof document !== 'undefined') document.documentElement.lang = LOCALES.en;
}

export const translate: Translate = (id, values) => i18n._(id, literalValues(values));

/** The active language. */
export function currentLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
}

let latestRequest = 0;

/**
 * Loads the language's messages for every namespace in use, then makes it the active language and the page's
 * `lang`. When changes overlap, the last one asked for wins.
 */
export async function activateLanguage(language: Language): Promise<void> {
  const request = ++latestRequest;
  let namespaces = [...namespacesInUse];
  const messages = await loadCatalogue(language, namespaces);
  // A screen may have added a namespace meanwhile (in the language being left): load it too.
  while (namespacesInUse.size > namespaces.length) {
    const added = [...namespacesInUse].filter((namespace) => !namespaces.includes(namespace));
    Object.assign(messages, await loadCatalogue(language, added));
    namespaces = [...namespaces, ...added];
  }
  if (request !== latestRequest) return;
  i18n.loadAndActivate({ locale: language, locales: [LOCALES[language]], messages });
  document.documentElement.lang = LOCALES[language];
}

/**
 * Starts the page in a language before anything renders: its messages, or, when they cannot be loaded even on a
 * second try, no messages at all (texts then read as their ids, rather than the page failing to start).
 */
export async function startLanguage(language: Language): Promise<void> {
  try {
    await activateLanguage(language).catch(() => activateLanguage(language));
  } catch (error) {
    console.error('The messages of the portal failed to load', error);
    i18n.loadAndActivate({ locale: language, locales: [LOCALES[language]], messages: {} });
    document.documentElement.lang = LOCALES[language];
  }
}

/** The language a person picked: remembered by this browser and applied at once. */
export async function chooseLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await activateLanguage(language);
}

const namespaceLoads = new Map<string, Promise<void>>();

/** Whether these namespaces' messages are loaded in the active language. */
export function namespacesLoaded(namespaces: readonly string[]): boolean {
  return namespaces.every((namespace) => namespacesInUse.has(namespace));
}

/**
 * Loads namespaces beyond the core ones in the active language (a screen's own messages); the same promise for
 * the same request, so a suspended screen waits on one load. Screens wait for it through `useNamespaces`.
 */
export function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  const language = currentLanguage();
  const missing = namespaces.filter((namespace) => !namespacesInUse.has(namespace));
  if (missing.length === 0) return Promise.resolve();
  const key = `${language}:${missing.join(',')}`;
  let load = namespaceLoads.get(key);
  if (!load) {
    load = loadCatalogue(language, missing).then((messages) => {
      namespaceLoads.delete(key);
      // The language changed while these loaded: load them in the new one instead.
      if (currentLanguage() !== language) return loadNamespaces(missing);
      i18n.load(language, messages);
      for (const namespace of missing) namespacesInUse.add(namespace);
    });
    namespaceLoads.set(key, load);
  }
  return load;
}
