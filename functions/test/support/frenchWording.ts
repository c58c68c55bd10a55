/**
 * A French reader's translator, loaded with the app's compiled French catalogues, so a test can word a callable's
 * refusal as a French-speaking dealer's screen does (src/i18n/errors.ts) without a browser.
 */
import type { Messages } from '@lingui/core';
import companies from '../../../src/i18n/compiled/fr/companies.json';
import errors from '../../../src/i18n/compiled/fr/errors.json';
import orders from '../../../src/i18n/compiled/fr/orders.json';
import reference from '../../../src/i18n/compiled/fr/reference.json';
import validation from '../../../src/i18n/compiled/fr/validation.json';
import { wordingIn } from '../../../src/i18n/wording';

export const inFrench = wordingIn('fr', { ...errors, ...validation, ...orders, ...companies, ...reference } as unknown as Messages);
