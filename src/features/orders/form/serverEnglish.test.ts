import { describe, expect, it } from 'vitest';
import englishCatalogue from '../../../i18n/messages/en/orders.json';
import { translate } from '../../../i18n/i18n';
import { SERVER_ENGLISH_IDS, englishText } from '../../../lib/schemas/orders/serverEnglish';

/** Values for a message's arguments: words for the mount's value and type, a number (with thousands) otherwise. */
function sampleValues(message: string): Record<string, string | number> {
  const names = [...message.matchAll(/\{(\w+)/g)].map(([, name]) => name);
  return Object.fromEntries(names.map((name) => [name, name === 'value' || name === 'type' ? `${name} 20"` : 12345]));
}

const schemaIds = Object.keys(englishCatalogue).filter((id) => id.startsWith('orders.form.error.'));

// The functions reply with the order schemas' messages worded by serverEnglish.ts; the screens word the same ids
// from the catalogue. Both must say the same.
describe('the English of the server replies', () => {
  it('words every message the order schemas give', () => {
    expect([...SERVER_ENGLISH_IDS].sort()).toEqual([...schemaIds, 'validation.required'].sort());
  });

  it.each(SERVER_ENGLISH_IDS)('%s says what the English catalogue says', (id) => {
    const message = (englishCatalogue as Record<string, string>)[id] ?? translate(id);
    const values = sampleValues(message);
    expect(englishText({ id, values })).toBe(translate(id, values));
  });

  it('leaves a sentence that is no id as it is', () => {
    expect(englishText({ id: 'Choose a state of the United States.', values: {} })).toBe('Choose a state of the United States.');
  });
});
