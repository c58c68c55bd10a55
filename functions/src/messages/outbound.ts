/**
 * The words of what the server writes to people (mails), in each language the portal speaks: the app's compiled
 * catalogues, bundled into the functions (the one source of their words, shared with the portal's texts), worded
 * by the portal's own message library, one instance per language. 'outbound' holds the mails' sentences;
 * 'reference' the labels they name statuses with, as the recipient's screens do.
 */
import type { Messages } from '@lingui/core';
import englishOutbound from '../../../src/i18n/compiled/en/outbound.json';
import englishReference from '../../../src/i18n/compiled/en/reference.json';
import frenchOutbound from '../../../src/i18n/compiled/fr/outbound.json';
import frenchReference from '../../../src/i18n/compiled/fr/reference.json';
import { wordingIn, type Wording } from '../../../src/i18n/wording.js';
import type { Language } from '../../../src/reference/languages.js';

const messages = (...files: object[]) => Object.assign({}, ...files) as Messages;

/** Each language's words: `OUTBOUND.fr('outbound.mail.greeting', { firstname })`. */
export const OUTBOUND: Record<Language, Wording> = {
  en: wordingIn('en', messages(englishOutbound, englishReference)),
  fr: wordingIn('fr', messages(frenchOutbound, frenchReference)),
};
