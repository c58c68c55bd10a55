import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  CHOOSE_COLOUR_MESSAGE,
  CHOOSE_LEAD_SOURCE_MESSAGE,
  COMMON_ORDER_DEFAULTS,
  COVER_OPTIONS_DEFAULTS,
  CUSTOM_DROP_REQUIRED_MESSAGE,
  GROUPED_NUMBER_MESSAGE,
  INACTIVE_SERIES_MESSAGE,
  POSITIVE_NUMBER_MESSAGE,
  TOO_LONG_MESSAGE,
  WHOLE_NUMBER_MESSAGE,
  WIDTH_NOT_IN_SERIES_MESSAGE,
  commonOrderSchema,
  coverOptionsFormFromContent,
  coverOptionsSchema,
  parsePositiveNumber,
  parseWholeNumber,
  positiveNumberText,
  seriesWidthSchema,
  seriesWithWidths,
  wholeNumberText,
} from './common';
import { idsByPath, messagesByPath } from './testing';

const validCover = { ...COVER_OPTIONS_DEFAULTS, style: 'Bag Cover', fabric: 'FR', colour: 'Blue', fabricDrop: "3'" };

describe('common order fields', () => {
  it('requires a lead source of the list and trims the texts', () => {
    expect(idsByPath(commonOrderSchema, COMMON_ORDER_DEFAULTS)).toEqual({ leadSource: CHOOSE_LEAD_SOURCE_MESSAGE });
    expect(idsByPath(commonOrderSchema, { ...COMMON_ORDER_DEFAULTS, leadSource: 'Friend' })).toEqual({ leadSource: CHOOSE_LEAD_SOURCE_MESSAGE });
    expect(z.parse(commonOrderSchema, { leadSource: 'Calhoun', poReference: ' PO-7 ', notes: ' rush ' })).toEqual({
      leadSource: 'Calhoun',
      poReference: 'PO-7',
      notes: 'rush',
    });
  });

  it('limits the PO reference length', () => {
    expect(messagesByPath(commonOrderSchema, { leadSource: 'Calhoun', poReference: 'x'.repeat(61), notes: '' })).toEqual({
      poReference: { id: TOO_LONG_MESSAGE, values: { max: 60 } },
    });
  });
});

describe('cover options', () => {
  it('reports every missing choice at once', () => {
    expect(Object.keys(idsByPath(coverOptionsSchema, { ...COVER_OPTIONS_DEFAULTS, trimColour: '' })).sort()).toEqual([
      'fabric',
      'fabricDrop',
      'style',
      'trimColour',
    ]);
  });

  it('requires a colour when the fabric has colours, and one of its own', () => {
    expect(idsByPath(coverOptionsSchema, { ...validCover, colour: '' })).toEqual({ colour: CHOOSE_COLOUR_MESSAGE });
    expect(idsByPath(coverOptionsSchema, { ...validCover, colour: 'Red' })).toEqual({ colour: CHOOSE_COLOUR_MESSAGE });
    expect(z.parse(coverOptionsSchema, { ...validCover, fabric: 'PVC', colour: '' }).colour).toBeNull();
  });

  it('needs a value for a Custom fabric drop and keeps it only then', () => {
    expect(idsByPath(coverOptionsSchema, { ...validCover, fabricDrop: 'Custom', customFabricDrop: '  ' })).toEqual({
      customFabricDrop: CUSTOM_DROP_REQUIRED_MESSAGE,
    });
    expect(messagesByPath(coverOptionsSchema, { ...validCover, fabricDrop: 'Custom', customFabricDrop: 'x'.repeat(41) })).toEqual({
      customFabricDrop: { id: TOO_LONG_MESSAGE, values: { max: 40 } },
    });
    expect(z.parse(coverOptionsSchema, { ...validCover, fabricDrop: 'Custom', customFabricDrop: ` 4' 6" ` }).customFabricDrop).toBe(`4' 6"`);
    expect(z.parse(coverOptionsSchema, { ...validCover, customFabricDrop: 'left over' }).customFabricDrop).toBeNull();
    expect(idsByPath(coverOptionsSchema, { ...validCover, fabricDrop: "13'" })).toHaveProperty('fabricDrop');
  });

  it("accepts 'Same as main cover' and cover colours as trim, and round-trips stored options", () => {
    const parsed = z.parse(coverOptionsSchema, { ...validCover, trimColour: 'NON-FR - Red' });
    expect(parsed.trimColour).toBe('NON-FR - Red');
    expect(idsByPath(coverOptionsSchema, { ...validCover, trimColour: 'Red' })).toHaveProperty('trimColour');
    expect(coverOptionsFormFromContent(parsed)).toEqual({ ...validCover, trimColour: 'NON-FR - Red' });
  });
});

describe('series and width', () => {
  it('offers active series with widths only', () => {
    expect(seriesWithWidths().map((series) => series.name)).toEqual(['CC', 'CC+', 'GB', 'HT']);
  });

  it('accepts a width of the series and returns numbers', () => {
    expect(z.parse(seriesWidthSchema, { series: 'HT', width: '65' })).toEqual({ series: 'HT', width: 65 });
  });

  it('refuses a width from another series', () => {
    expect(idsByPath(seriesWidthSchema, { series: 'CC', width: '80' })).toEqual({ width: WIDTH_NOT_IN_SERIES_MESSAGE });
  });

  it('refuses an inactive series', () => {
    expect(idsByPath(seriesWidthSchema, { series: 'SE', width: '20' })).toEqual({ series: INACTIVE_SERIES_MESSAGE });
  });

  it('requires both and refuses VP and unknown series', () => {
    expect(Object.keys(idsByPath(seriesWidthSchema, { series: '', width: '' })).sort()).toEqual(['series', 'width']);
    expect(idsByPath(seriesWidthSchema, { series: 'VPe', width: '' })).toHaveProperty('series');
  });
});

describe('number parsing', () => {
  it('reads positive decimals and whole numbers as typed', () => {
    expect(parsePositiveNumber(' 80.5 ')).toBe(80.5);
    expect(parsePositiveNumber('0')).toBeNull();
    expect(parsePositiveNumber('-3')).toBeNull();
    expect(parsePositiveNumber('1e3')).toBeNull();
    expect(parseWholeNumber('12')).toBe(12);
    expect(parseWholeNumber('1.5')).toBeNull();
    expect(parseWholeNumber('0')).toBeNull();
  });

  it('takes a decimal comma, and asks for a grouped number again without its grouping rather than guessing', () => {
    const length = positiveNumberText();
    expect(z.parse(length, '80,5')).toBe(80.5);
    expect(idsByPath(length, '1,100')).toEqual({ '': GROUPED_NUMBER_MESSAGE });
    expect(idsByPath(length, '1\u00a0100')).toEqual({ '': GROUPED_NUMBER_MESSAGE });
    expect(idsByPath(length, '-1')).toEqual({ '': POSITIVE_NUMBER_MESSAGE });
    const quantity = wholeNumberText();
    expect(z.parse(quantity, '1100')).toBe(1100);
    expect(idsByPath(quantity, '1 100')).toEqual({ '': GROUPED_NUMBER_MESSAGE });
    expect(idsByPath(quantity, '2,5')).toEqual({ '': WHOLE_NUMBER_MESSAGE });
  });
});
