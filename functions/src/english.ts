/**
 * The portal's messages in English, read from the app's compiled English catalogues (the one source of their
 * words): what a refusal's `message` says for logs and for a client that does not word refusals itself. The
 * screens word the same ids in their reader's language. Only the namespaces whose ids a refusal may carry are
 * bundled: the server's own refusals ('errors'), the shared field messages ('validation'), the order and dealer
 * forms' messages and labels ('orders', 'companies') and the order statuses ('reference').
 */
import type { Messages } from '@lingui/core';
import companies from '../../src/i18n/compiled/en/companies.json';
import errors from '../../src/i18n/compiled/en/errors.json';
import orders from '../../src/i18n/compiled/en/orders.json';
import reference from '../../src/i18n/compiled/en/reference.json';
import validation from '../../src/i18n/compiled/en/validation.json';
import { wordingIn } from '../../src/i18n/wording.js';
import type { RefusalValues } from '../../src/lib/schemas/refusals.js';

const MESSAGES = { ...errors, ...validation, ...orders, ...companies, ...reference } as unknown as Messages;
const inEnglish = wordingIn('en', MESSAGES);

/** A message in English with its values; an id the catalogues lack reads as itself, as on screen. */
export function english(id: string, values: RefusalValues = {}): string {
  return Object.hasOwn(MESSAGES, id) ? inEnglish(id, values) : id;
}
