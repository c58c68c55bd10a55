// The shared form messages ('validation' catalogue): the limits their words hold are the schemas' own, in every
// language, and a schema's message reads in the reader's language.
import { describe, expect, it } from 'vitest';
import { errorsByPath } from '../test/schemaErrors';
import { CITY_MAX_LENGTH, CITY_TOO_LONG_MESSAGE, CUSTOMER_NAME_TOO_LONG_MESSAGE, END_CUSTOMER_NAME_MAX_LENGTH, STREET_MAX_LENGTH, STREET_TOO_LONG_MESSAGE, endCustomerSchema } from '../lib/schemas/endCustomer';
import {
  INSTALLER_TOO_LONG_MESSAGE,
  MAX_WARRANTY_PHOTOS,
  PHOTO_NAME_MAX_LENGTH,
  PHOTO_NAME_MESSAGE,
  TOO_MANY_PHOTOS_MESSAGE,
} from '../lib/schemas/warrantyApplication';
import {
  MIN_PASSWORD_LENGTH,
  NAME_MAX_LENGTH,
  NAME_TOO_LONG_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  PHONE_MAX_LENGTH,
  PHONE_TOO_LONG_MESSAGE,
  TOO_LONG_MESSAGE,
} from '../reference/validation';
import { INSTALLER_MAX_LENGTH } from '../reference/warranty';
import { translate } from './i18n';
import { inLanguage } from './testing';

/** Messages whose limit is written in their words (a form field shows its message alone), with that limit. */
const FIXED_LIMITS: Array<[id: string, max: number]> = [
  [NAME_TOO_LONG_MESSAGE, NAME_MAX_LENGTH],
  [PHONE_TOO_LONG_MESSAGE, PHONE_MAX_LENGTH],
  [CUSTOMER_NAME_TOO_LONG_MESSAGE, END_CUSTOMER_NAME_MAX_LENGTH],
  [STREET_TOO_LONG_MESSAGE, STREET_MAX_LENGTH],
  [CITY_TOO_LONG_MESSAGE, CITY_MAX_LENGTH],
  [INSTALLER_TOO_LONG_MESSAGE, INSTALLER_MAX_LENGTH],
];

describe('the shared form messages', () => {
  it.each(FIXED_LIMITS)('%s says the limit the schema holds (%i), in English and French', async (id, max) => {
    expect(translate(id)).toBe(translate(TOO_LONG_MESSAGE, { max }));
    await inLanguage('fr', () => expect(translate(id)).toBe(translate(TOO_LONG_MESSAGE, { max })));
  });

  it('say the password length, the photo count and the photo name length the schemas hold', async () => {
    for (const language of ['en', 'fr'] as const) {
      await inLanguage(language, () => {
        expect(translate(PASSWORD_TOO_SHORT_MESSAGE)).toContain(` ${MIN_PASSWORD_LENGTH} `);
        expect(translate(TOO_MANY_PHOTOS_MESSAGE)).toContain(` ${MAX_WARRANTY_PHOTOS} `);
        expect(translate(PHOTO_NAME_MESSAGE)).toContain(` ${PHOTO_NAME_MAX_LENGTH} `);
      });
    }
    expect(translate(PASSWORD_TOO_SHORT_MESSAGE)).toBe('The password must be at least 8 characters.');
  });

  it("word an end customer's problems in the reader's language", async () => {
    const customer = { name: '', phone: '12', email: 'x', site: { street: 'S', city: 'C', state: 'ND', zip: '58102', country: 'CA' } };
    const errors = errorsByPath(endCustomerSchema, customer);
    const worded = () => Object.fromEntries(Object.entries(errors).map(([path, id]) => [path, translate(id)]));
    expect(worded()).toEqual({
      name: 'This field is required.',
      phone: 'Enter a valid phone number (at least 10 digits), e.g. 555-123-4567.',
      email: 'This must be a valid email address.',
      'site.state': 'Choose a province or territory of Canada.',
      'site.zip': 'Enter a valid postal code, e.g. S7K 1A1.',
    });
    await inLanguage('fr', () => {
      expect(worded()).toEqual({
        name: 'Ce champ est obligatoire.',
        phone: 'Entrez un numéro de téléphone valide (au moins 10 chiffres), p. ex. 555-123-4567.',
        email: 'Entrez une adresse courriel valide.',
        'site.state': 'Choisissez une province ou un territoire du Canada.',
        'site.zip': 'Entrez un code postal valide, p. ex. S7K 1A1.',
      });
    });
  });
});
