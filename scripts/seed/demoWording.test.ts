/** The demo documents' English agrees with the English the screens read from the catalogue. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seriesDescriptionText } from '../../src/reference/labels/series.js';
import { BUILDING_SERIES } from '../../src/reference/series.js';
import { SERIES_DESCRIPTIONS, describeYears } from './demoWording.js';

const englishReference = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../src/i18n/messages/en/reference.json'), 'utf8'),
) as Record<string, string>;
const english = (id: string) => englishReference[id] ?? `(no message ${id})`;

describe('the demo documents’ wording', () => {
  it('describes every series as the English catalogue does', () => {
    for (const series of BUILDING_SERIES) {
      expect(SERIES_DESCRIPTIONS[series.name]).toBe(seriesDescriptionText(series.name, english));
    }
  });

  it('says a coverage term in words', () => {
    expect(describeYears(1)).toBe('1 year');
    expect(describeYears(20)).toBe('20 years');
  });
});
