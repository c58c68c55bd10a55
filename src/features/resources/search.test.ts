import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/i18n';
import { inLanguage } from '../../i18n/testing';
import { filterResources } from './search';
import { subtypeLabel } from './labels';

const resources = [
  { title: '2027 Brochure', description: 'The full range of fabric buildings.', subtype: 'brochures' as const },
  { title: 'Logo pack', description: 'Print and web logos.', subtype: 'logos' as const },
  { title: 'Arena case study', description: 'A riding arena in Alberta.', subtype: 'white papers' as const },
];

describe('resource search', () => {
  it('shows everything for an empty search', () => {
    expect(filterResources(resources, '  ')).toEqual(resources);
  });

  it('finds words of the title, the description or the subtype, in any case', () => {
    expect(filterResources(resources, 'BROCHURE').map((r) => r.title)).toEqual(['2027 Brochure']);
    expect(filterResources(resources, 'alberta').map((r) => r.title)).toEqual(['Arena case study']);
    expect(filterResources(resources, 'white papers').map((r) => r.title)).toEqual(['Arena case study']);
    expect(filterResources(resources, 'logos').map((r) => r.title)).toEqual(['Logo pack']);
  });

  it('needs every word typed', () => {
    expect(filterResources(resources, 'arena brochure')).toEqual([]);
    expect(filterResources(resources, 'arena riding').map((r) => r.title)).toEqual(['Arena case study']);
  });

  it('labels subtypes in the reader\'s language, and finds them by that name', async () => {
    expect(subtypeLabel('inner and outer cords')).toBe('Inner and Outer Cords');
    expect(subtypeLabel('bid specs')).toBe('Bid Specs');
    await inLanguage('fr', () => {
      expect(subtypeLabel('white papers', translate)).toBe('Livres blancs');
      expect(filterResources(resources, 'livres BLANCS', translate).map((r) => r.title)).toEqual(['Arena case study']);
    });
  });
});
