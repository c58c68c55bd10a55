/**
 * A namespace's messages in any language, loaded on demand, for a text the portal writes to a person who may read
 * another language than the one writing it (an admin texting dealers). Each catalogue file is a chunk of its own,
 * so only the languages of the people written to are fetched.
 */
import { loadCatalogue } from './catalogue';
import type { Language } from './languages';
import { wordingIn, type Wording } from './wording';

const loads = new Map<string, Promise<Wording>>();
const loaded = new Map<string, Wording>();

/** The namespace's messages in `language`, loaded once; a failed load is tried again on the next call. */
export function loadWording(language: Language, namespace: string): Promise<Wording> {
  const key = `${language}/${namespace}`;
  let load = loads.get(key);
  if (!load) {
    load = loadCatalogue(language, [namespace]).then((messages) => {
      const wording = wordingIn(language, messages);
      loaded.set(key, wording);
      return wording;
    });
    load.catch(() => loads.delete(key));
    loads.set(key, load);
  }
  return load;
}

/** The same once `loadWording` has loaded it, for code that cannot wait (what a form previews as it is typed). */
export function loadedWording(language: Language, namespace: string): Wording {
  const wording = loaded.get(`${language}/${namespace}`);
  if (!wording) throw new Error(`The ${language} '${namespace}' messages are not loaded yet: await loadWording first.`);
  return wording;
}
