import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILDING_USES, RISK_CATEGORIES, SIDE_WALL_TYPES } from '../building';
import { COVER_STYLES, FABRICS, TRIM_COLOURS } from '../fabrics';
import { FOUNDATION_PROVIDERS, MOUNTS, MOUNT_TYPES, POCKET_TENSIONING_OPTIONS } from '../mounts';
import { ORDER_LEAD_SOURCES, ORDER_STATUSES, ORDER_TYPES, orderStatusLabel } from '../orders';
import { PARTS_CATEGORIES, partsCategoryLabel } from '../parts';
import { COUNTRIES, regionsOf } from '../regions';
import { RESOURCE_SUBTYPES, RESOURCE_TYPES } from '../resources';
import { BUILDING_SERIES } from '../series';
import { buildingUseText, riskCategoryText, sideWallsText } from './building';
import { coverColourText, coverStyleText, fabricColourText, fabricDropText } from './fabrics';
import { foundationProviderText, mountSubtypeText, mountTypeText, pocketTensioningText } from './mounts';
import { leadSourceText, orderStatusText, orderTypeText } from './orders';
import { partsCategoryText } from './parts';
import { countryNameText, postalCodeLabelText, regionChoices, regionLabelText, regionNameText } from './regions';
import { resourceSubtypeDescriptionText, resourceSubtypeText, resourceTypeDescriptionText, resourceTypeText, subtypesByName } from './resources';
import { seriesDescriptionText } from './series';

/** The 'reference' catalogue of a language, read as the data file it is (the reference data imports nothing). */
function catalogue(language: 'en' | 'fr'): Record<string, string> {
  return JSON.parse(readFileSync(join(import.meta.dirname, `../../i18n/messages/${language}/reference.json`), 'utf8')) as Record<string, string>;
}

/** A reader of one catalogue that marks an id the catalogue lacks, so a missing message shows in the comparison. */
const reader = (messages: Record<string, string>) => (id: string) => messages[id] ?? `(no message ${id})`;
const en = reader(catalogue('en'));
const fr = reader(catalogue('fr'));

/** Every value of the reference lists with its label, in one language. */
function everyLabel(t: (id: string) => string): string[] {
  const mountSubtypes = MOUNT_TYPES.flatMap((type) => MOUNTS[type].subtypes);
  return [
    ...ORDER_STATUSES.map((status) => orderStatusText(status, t)),
    ...ORDER_TYPES.map((type) => orderTypeText(type, t)),
    ...ORDER_LEAD_SOURCES.map((source) => leadSourceText(source, t)),
    ...PARTS_CATEGORIES.map((category) => partsCategoryText(category, t)),
    ...BUILDING_USES.map((use) => buildingUseText(use, t)),
    ...RISK_CATEGORIES.map((category) => riskCategoryText(category, t)),
    ...SIDE_WALL_TYPES.map((walls) => sideWallsText(walls, t)),
    ...BUILDING_SERIES.map((series) => seriesDescriptionText(series.name, t)),
    ...FABRICS.flatMap((fabric) => fabric.colours.map((colour) => fabricColourText(colour, t))),
    ...TRIM_COLOURS.map((colour) => coverColourText(colour, t)),
    ...COVER_STYLES.map((style) => coverStyleText(style, t)),
    fabricDropText('Custom', t),
    ...MOUNT_TYPES.map((type) => mountTypeText(type, t)),
    ...mountSubtypes.map((subtype) => mountSubtypeText(subtype, t)),
    ...FOUNDATION_PROVIDERS.map((provider) => foundationProviderText(provider, t)),
    ...POCKET_TENSIONING_OPTIONS.map((option) => pocketTensioningText(option, t)),
    ...RESOURCE_TYPES.flatMap((type) => [resourceTypeText(type, t), resourceTypeDescriptionText(type, t)]),
    ...RESOURCE_SUBTYPES.flatMap((subtype) => [resourceSubtypeText(subtype.name, t), resourceSubtypeDescriptionText(subtype.name, t)]),
    ...COUNTRIES.flatMap((country) => [
      countryNameText(country.code, t),
      regionLabelText(country.code, t),
      postalCodeLabelText(country.code, t),
      ...regionsOf(country.code).map((region) => regionNameText(country.code, region.code, t)),
    ]),
  ];
}

describe('reference labels', () => {
  it('have a message for every value of every list, in both languages', () => {
    expect(everyLabel(en).filter((label) => label.startsWith('(no message'))).toEqual([]);
    expect(everyLabel(fr).filter((label) => label.startsWith('(no message'))).toEqual([]);
  });

  it('read in English as the English labels the server, the seed and the emails use', () => {
    expect(ORDER_STATUSES.map((status) => orderStatusText(status, en))).toEqual(ORDER_STATUSES.map(orderStatusLabel));
    expect(PARTS_CATEGORIES.map((category) => partsCategoryText(category, en))).toEqual(PARTS_CATEGORIES.map(partsCategoryLabel));
    expect(BUILDING_USES.map((use) => buildingUseText(use, en))).toEqual([...BUILDING_USES]);
    expect(TRIM_COLOURS.map((colour) => coverColourText(colour, en))).toEqual(TRIM_COLOURS);
    expect(MOUNT_TYPES.flatMap((type) => MOUNTS[type].subtypes.map((subtype) => mountSubtypeText(subtype, en)))).toEqual(
      MOUNT_TYPES.flatMap((type) => MOUNTS[type].subtypes),
    );
    expect(resourceSubtypeText('inner and outer cords', en)).toBe('Inner and Outer Cords');
  });

  it('name every country, province, territory and state in English', () => {
    expect(COUNTRIES.map((country) => countryNameText(country.code, en))).toEqual(['Canada', 'United States']);
    expect(COUNTRIES.map((country) => regionLabelText(country.code, en))).toEqual(['Province', 'State']);
    expect(COUNTRIES.map((country) => postalCodeLabelText(country.code, en))).toEqual(['Postal Code', 'ZIP Code']);
    expect(regionsOf('CA').map((region) => regionNameText('CA', region.code, en))).toEqual([
      'Alberta', 'British Columbia', 'Manitoba', 'New Brunswick', 'Newfoundland and Labrador', 'Nova Scotia',
      'Northwest Territories', 'Nunavut', 'Ontario', 'Prince Edward Island', 'Quebec', 'Saskatchewan', 'Yukon',
    ]);
    const states = regionsOf('US').map((region) => regionNameText('US', region.code, en));
    expect(states).toHaveLength(51);
    expect(states).toEqual([...states].sort((a, b) => a.localeCompare(b, 'en')));
    expect(regionNameText('US', 'ND', en)).toBe('North Dakota');
    expect(regionNameText('US', 'DC', en)).toBe('District of Columbia');
  });

  it('read in French, with codes kept as they are', () => {
    expect(orderStatusText('drawings out for approval', fr)).toBe('Dessins envoyés pour approbation');
    expect(orderTypeText('vp', fr)).toBe('Commande de bâtiment VP');
    expect(buildingUseText('AG - Cattle', fr)).toBe('AG - Bovins');
    expect(coverColourText('NON-FR - Blue', fr)).toBe('NON-FR - Bleu');
    expect(coverColourText('Same as main cover', fr)).toBe('Identique à la toile principale');
    expect(fabricDropText("3'", fr)).toBe("3'");
    expect(regionNameText('CA', 'BC', fr)).toBe('Colombie-Britannique');
    expect(regionLabelText('US', fr)).toBe('État');
  });

  it('show a value the portal has no message for as it is stored', () => {
    expect(buildingUseText('AG - Mushrooms', fr)).toBe('AG - Mushrooms');
    expect(mountSubtypeText('Helical Pile', fr)).toBe('Helical Pile');
    expect(regionNameText('CA', 'XX', fr)).toBe('XX');
    expect(seriesDescriptionText('ZZ', fr)).toBe('');
  });
});

describe('resource subtypes by name', () => {
  it('lists a type’s subtypes in the alphabetical order of their names in the reader’s language', () => {
    const names = (t: (id: string) => string, locale: string) =>
      subtypesByName('marketing', t, locale).map((subtype) => resourceSubtypeText(subtype.name, t));
    const english = names(en, 'en-CA');
    const french = names(fr, 'fr-CA');
    expect(english).toEqual([...english].sort((a, b) => a.localeCompare(b, 'en-CA')));
    expect(french).toEqual([...french].sort((a, b) => a.localeCompare(b, 'fr-CA')));
    // The same subtypes in both, in another order: French does not follow the English names.
    expect(new Set(subtypesByName('marketing', fr, 'fr-CA').map((subtype) => subtype.name))).toEqual(
      new Set(subtypesByName('marketing', en, 'en-CA').map((subtype) => subtype.name)),
    );
    expect(subtypesByName('marketing', fr, 'fr-CA').map((subtype) => subtype.name)).not.toEqual(
      subtypesByName('marketing', en, 'en-CA').map((subtype) => subtype.name),
    );
  });
});

describe('region choices', () => {
  it('offer a country’s regions sorted by their names in the reader’s language', () => {
    const french = regionChoices('CA', fr, 'fr-CA').map((choice) => choice.label);
    expect(french).toEqual([...french].sort((a, b) => a.localeCompare(b, 'fr-CA')));
    expect(french.indexOf('Nouvelle-Écosse')).toBeLessThan(french.indexOf('Terre-Neuve-et-Labrador'));
    expect(regionChoices('US', en, 'en-US')[0]).toEqual({ value: 'AL', label: 'Alabama' });
  });
});
