import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { idsByPath, messagesByPath } from './testing';
import { GROUPED_NUMBER_MESSAGE, REQUIRED_MESSAGE, WHOLE_NUMBER_MESSAGE, WIDTH_NOT_IN_SERIES_MESSAGE } from './common';
import { COVER_FORM_DEFAULTS, coverContentFromForm, coverFormFromContent, coverFormSchema, coverSummary } from './cover';
import {
  NO_LINES_MESSAGE,
  PARTS_FORM_DEFAULTS,
  linePrice,
  partsContentFromForm,
  partsFormFromContent,
  partsFormSchema,
  partsSummary,
  partsTotal,
} from './parts';

const line = { partId: 'p1', partNumber: 'BP-100', name: 'Base plate', unit: 'each', unitPrice: 12.5, quantity: '3' };

describe('parts order schema', () => {
  it('needs at least one line and a lead source', () => {
    expect(idsByPath(partsFormSchema, PARTS_FORM_DEFAULTS)).toEqual({
      leadSource: 'orders.form.error.chooseLeadSource',
      lines: NO_LINES_MESSAGE,
    });
  });

  it('accepts whole quantities of at least 1 only', () => {
    const form = { ...PARTS_FORM_DEFAULTS, leadSource: 'Own Lead' };
    for (const quantity of ['0', '1.5', '-2', 'two']) {
      expect(idsByPath(partsFormSchema, { ...form, lines: [{ ...line, quantity }] })).toEqual({ 'lines.0.quantity': WHOLE_NUMBER_MESSAGE });
    }
    expect(idsByPath(partsFormSchema, { ...form, lines: [{ ...line, quantity: '' }] })).toEqual({ 'lines.0.quantity': REQUIRED_MESSAGE });
    expect(messagesByPath(partsFormSchema, { ...form, lines: [{ ...line, quantity: '100001' }] })).toEqual({
      'lines.0.quantity': { id: 'orders.form.error.tooManyOfPart', values: { max: 100_000 } },
    });
    expect(idsByPath(partsFormSchema, { ...form, lines: [{ ...line, quantity: '1,000' }] })).toEqual({ 'lines.0.quantity': GROUPED_NUMBER_MESSAGE });
  });

  it('prices lines and totals to the cent, and builds the order content', () => {
    const lines = [line, { ...line, partId: 'p2', partNumber: 'F-7', unitPrice: 0.1, quantity: '3' }];
    expect(linePrice(lines[1])).toBe(0.3);
    expect(partsTotal(lines)).toBe(37.8);
    expect(linePrice({ unitPrice: 5, quantity: 'x' })).toBe(0);
    const content = partsContentFromForm(z.parse(partsFormSchema, { ...PARTS_FORM_DEFAULTS, leadSource: 'Calhoun', lines }));
    expect(content.details.total).toBe(37.8);
    expect(content.details.lines[0]).toEqual({ ...line, quantity: 3 });
    expect(content.customer).toBeNull();
    expect(partsFormFromContent(content).lines[1].quantity).toBe('3');
    expect(partsSummary({ ...PARTS_FORM_DEFAULTS, lines })).toEqual({ id: 'orders.new.summary.parts', values: { parts: 2, items: 6 } });
    expect(partsSummary(PARTS_FORM_DEFAULTS)).toEqual({ id: 'orders.new.summary.noParts', values: {} });
  });
});

describe('cover order schema', () => {
  const valid = {
    ...COVER_FORM_DEFAULTS,
    leadSource: 'Own Lead',
    size: { series: 'CC', width: '42' },
    length: '80',
    cover: { ...COVER_FORM_DEFAULTS.cover, style: 'Bag Cover', fabric: 'NON-FR', colour: 'Tan', fabricDrop: 'Custom', customFabricDrop: "2' 9\"" },
    quantity: '2',
  };

  it('accepts a complete cover order and round-trips it through the stored content', () => {
    const content = coverContentFromForm(z.parse(coverFormSchema, valid));
    expect(content.details).toEqual({
      series: 'CC',
      width: 42,
      length: 80,
      quantity: 2,
      style: 'Bag Cover',
      fabric: 'NON-FR',
      colour: 'Tan',
      trimColour: 'Same as main cover',
      fabricDrop: 'Custom',
      customFabricDrop: "2' 9\"",
    });
    expect(coverFormFromContent(content)).toEqual(valid);
    expect(coverSummary(valid)).toEqual({ id: 'orders.new.summary.cover', values: { size: 'CC 42 × 80' } });
  });

  it('reports nested and dependent errors together with the field paths the form uses', () => {
    const errors = idsByPath(coverFormSchema, {
      ...valid,
      size: { series: 'GB', width: '42' },
      length: '0',
      cover: { ...valid.cover, colour: '', customFabricDrop: '' },
      quantity: '0',
    });
    expect(errors).toEqual({
      length: 'orders.form.error.positiveNumber',
      'cover.colour': 'orders.form.error.chooseColour',
      'cover.customFabricDrop': 'orders.form.error.customDropRequired',
      quantity: 'orders.form.error.wholeNumber',
    });
    expect(idsByPath(coverFormSchema, { ...valid, size: { series: 'GB', width: '16' } })).toEqual({ 'size.width': WIDTH_NOT_IN_SERIES_MESSAGE });
  });
});
