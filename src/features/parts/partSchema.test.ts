import { describe, expect, it } from 'vitest';
import { REQUIRED_MESSAGE } from '../../reference/validation';
import {
  ACTIVE_MESSAGE,
  CHOOSE_CATEGORY_MESSAGE,
  EMPTY_PART_FORM,
  PART_NUMBER_MESSAGE,
  PRICE_DECIMALS_MESSAGE,
  PRICE_MESSAGE,
  PRICE_TOO_HIGH_MESSAGE,
  STOCK_MESSAGE,
  parseActive,
  parseCategory,
  partSchema,
  partToFormValues,
  type PartFormValues,
} from './partSchema';
import { GROUPED_NUMBER_MESSAGE } from '../../lib/schemas/orders/common';

const valid: PartFormValues = {
  partNumber: ' cs-9010 ',
  name: ' Ratchet Strap ',
  category: 'accessories',
  description: ' 2 in. strap ',
  unit: 'each',
  priceCAD: '24.5',
  priceUSD: '18.25',
  stock: '40',
  active: true,
};

function messages(values: Partial<Record<keyof PartFormValues, unknown>>): Record<string, string[]> {
  const result = partSchema.safeParse({ ...valid, ...values });
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) (byField[String(issue.path[0])] ??= []).push(issue.message);
  return byField;
}

describe('partSchema', () => {
  it('turns what was typed into the stored shape: part number upper case, text trimmed, numbers parsed', () => {
    expect(partSchema.parse(valid)).toEqual({
      partNumber: 'CS-9010',
      name: 'Ratchet Strap',
      category: 'accessories',
      description: '2 in. strap',
      unit: 'each',
      priceCAD: 24.5,
      priceUSD: 18.25,
      stock: 40,
      active: true,
    });
  });

  it('reads a price with a decimal comma, as French readers write it, and refuses grouped digits rather than guess', () => {
    expect(partSchema.parse({ ...valid, priceCAD: '1234,50', priceUSD: '0,5' })).toMatchObject({ priceCAD: 1234.5, priceUSD: 0.5 });
    expect(messages({ priceCAD: '1,234', priceUSD: '1 234,50' })).toEqual({
      priceCAD: [GROUPED_NUMBER_MESSAGE],
      priceUSD: [GROUPED_NUMBER_MESSAGE],
    });
    expect(messages({ priceCAD: '12,5055' })).toEqual({ priceCAD: [PRICE_DECIMALS_MESSAGE] });
  });

  it('requires the part number, name, category, unit, prices and stock', () => {
    const result = messages({ ...EMPTY_PART_FORM, unit: '', stock: '' });
    expect(result).toEqual({
      partNumber: [REQUIRED_MESSAGE],
      name: [REQUIRED_MESSAGE],
      category: [CHOOSE_CATEGORY_MESSAGE],
      unit: [REQUIRED_MESSAGE],
      priceCAD: [REQUIRED_MESSAGE],
      priceUSD: [REQUIRED_MESSAGE],
      stock: [REQUIRED_MESSAGE],
    });
  });

  it.each(['CS 9010', '-CS', 'CS/9010', 'É-1', 'A'.repeat(41)])('refuses the part number %s', (partNumber) => {
    expect(messages({ partNumber })).toEqual({ partNumber: [PART_NUMBER_MESSAGE] });
  });

  it.each(['A', 'cs-01.a_b', '9'.repeat(40)])('takes the part number %s', (partNumber) => {
    expect(messages({ partNumber })).toEqual({});
  });

  it('takes a category in any case and refuses one not on the list', () => {
    expect(partSchema.parse({ ...valid, category: ' Fasteners / Hardware ' }).category).toBe('fasteners / hardware');
    expect(messages({ category: 'ratchet straps' })).toEqual({ category: [CHOOSE_CATEGORY_MESSAGE] });
  });

  it('takes prices of 0 or more with at most 2 decimals', () => {
    expect(partSchema.parse({ ...valid, priceCAD: '0', priceUSD: '.5' })).toMatchObject({ priceCAD: 0, priceUSD: 0.5 });
    expect(messages({ priceCAD: '-1' })).toEqual({ priceCAD: [PRICE_MESSAGE] });
    expect(messages({ priceCAD: '$12' })).toEqual({ priceCAD: [PRICE_MESSAGE] });
    expect(messages({ priceCAD: '12.5.0' })).toEqual({ priceCAD: [PRICE_MESSAGE] });
    expect(messages({ priceUSD: '12.345' })).toEqual({ priceUSD: [PRICE_DECIMALS_MESSAGE] });
    expect(messages({ priceUSD: '1000000' })).toEqual({ priceUSD: [PRICE_TOO_HIGH_MESSAGE] });
  });

  it('takes a stock that is a whole number of 0 or more', () => {
    expect(partSchema.parse({ ...valid, stock: '0' }).stock).toBe(0);
    for (const stock of ['-3', '2.5', 'ten']) expect(messages({ stock })).toEqual({ stock: [STOCK_MESSAGE] });
  });

  it('takes active as a checkbox or as true/false, yes/no text', () => {
    expect(partSchema.parse({ ...valid, active: false }).active).toBe(false);
    expect(partSchema.parse({ ...valid, active: 'Yes' }).active).toBe(true);
    expect(partSchema.parse({ ...valid, active: 'FALSE' }).active).toBe(false);
    expect(messages({ active: '' })).toEqual({ active: [ACTIVE_MESSAGE] });
    expect(messages({ active: 'maybe' })).toEqual({ active: [ACTIVE_MESSAGE] });
  });

  it('limits the lengths of the texts', () => {
    expect(Object.keys(messages({ name: 'n'.repeat(101), description: 'd'.repeat(1001), unit: 'u'.repeat(41) }))).toEqual([
      'name',
      'description',
      'unit',
    ]);
  });
});

describe('parseCategory and parseActive', () => {
  it('read what people type', () => {
    expect(parseCategory('PURLINS  AND braces')).toBe('purlins and braces');
    expect(parseCategory('purlins')).toBeNull();
    expect(parseActive(' y ')).toBe(true);
    expect(parseActive('0')).toBe(false);
    expect(parseActive(undefined)).toBeNull();
  });
});

describe('partToFormValues', () => {
  it('shows prices with cents and the stock as text, and round-trips through the schema', () => {
    const part = {
      id: 'CS-0110',
      partNumber: 'CS-0110',
      name: 'Endwall Standard',
      category: 'endwall' as const,
      description: '',
      unit: 'each',
      priceCAD: 25,
      priceUSD: 18.75,
      stock: 37,
      active: false,
    };
    const values = partToFormValues(part);
    expect(values).toMatchObject({ priceCAD: '25.00', priceUSD: '18.75', stock: '37' });
    const { id: _id, ...input } = part;
    expect(partSchema.parse(values)).toEqual(input);
  });
});
