/**
 * Messages worded in a language chosen by the caller rather than in the reader's: what the portal and its server
 * write to someone else (mails, text messages), each in its recipient's language. Each language gets a Lingui
 * instance of its own, so wording a text never changes, nor waits on, the language the portal is shown in. Used by
 * the browser (loadWording.ts) and by the functions, which bundle the compiled catalogues they need.
 */
import { setupI18n, type Messages } from '@lingui/core';
import { LOCALES, type Language } from './languages';
import { literalValues } from './literalValues';

/** Words a message of the catalogue with its arguments; the same shape as `translate`. */
export type Wording = (id: string, values?: Record<string, string | number | Date>) => string;

/** Words `messages` (compiled, or sources outside production) in `language`. */
export function wordingIn(language: Language, messages: Messages): Wording {
  const i18n = setupI18n({
    locale: language,
    locales: [LOCALES[language]],
    messages: { [language]: messages },
    // A text must never reach a person as a message id; `npm test` fails on a missing id before it ships.
    missing: (_, id) => {
      throw new Error(`The ${language} messages have no '${id}'.`);
    },
  });
  return (id, values) => i18n._(id, literalValues(values));
}
