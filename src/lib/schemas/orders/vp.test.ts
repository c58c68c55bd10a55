import { describe, expect, it } from 'vitest';
import { idsByPath, messagesByPath } from './testing';
import { VP_FORM_DEFAULTS, createVpFormSchema, vpContentFromForm, vpFormFromContent, vpSummary, type VpFormValues } from './vp';

const schema = createVpFormSchema(() => new Date(2026, 10, 26));
// The message ids (every language words them from its catalogue).
const errorsOf = (input: unknown) => idsByPath(schema, input);

const validVp: VpFormValues = {
  leadSource: 'Calhoun',
  poReference: '',
  notes: '',
  series: 'VPr',
  width: '80',
  length: '150.5',
  eaveHeight: '24',
  use: 'IND - Manufacturing',
  riskCategory: 'Low - CAT I',
  sideWalls: 'Cladding (By Others)',
  mount: {
    type: 'Concrete',
    subtype: 'Block Wall',
    postHeight: '',
    postLength: '',
    pierDiameter: '',
    legHeight: '',
    wallHeight: "8'",
    wallThickness: '16"',
    wallCount: '3',
    foundationProvider: 'Other',
    pocketTensioning: 'Inclusive',
  },
  cover: { style: 'Keder Panel System', fabric: 'PVC', colour: '', trimColour: 'NON-FR - Red', fabricDrop: "3'", customFabricDrop: '' },
  customer: {
    name: 'Red River Fabrication',
    phone: '(701) 555-0199',
    email: 'plant@redriver.example',
    site: { street: '400 Industrial Ave', city: 'Fargo', state: 'ND', zip: '58102', country: 'US' },
  },
  requestedDate: new Date(2027, 2, 15),
  attachments: [],
};

describe('vpFormSchema', () => {
  it('turns a complete form into the stored VP content', () => {
    const content = vpContentFromForm(schema.parse(validVp));
    expect(content.type).toBe('vp');
    expect(content.customer?.site).toEqual(validVp.customer.site);
    expect(content.details).toEqual({
      series: 'VPr',
      width: 80,
      length: 150.5,
      eaveHeight: 24,
      use: 'IND - Manufacturing',
      riskCategory: 'Low - CAT I',
      sideWalls: 'Cladding (By Others)',
      mount: {
        type: 'Concrete',
        subtype: 'Block Wall',
        postHeight: null,
        postLength: null,
        pierDiameter: null,
        legHeight: null,
        wallHeight: "8'",
        wallThickness: '16"',
        wallCount: 3,
        foundationProvider: 'Other',
        pocketTensioning: 'Inclusive',
      },
      cover: { style: 'Keder Panel System', fabric: 'PVC', colour: null, trimColour: 'NON-FR - Red', fabricDrop: "3'", customFabricDrop: null },
      requestedDate: new Date(2027, 2, 15),
    });
  });

  it('takes only VPe or VPr', () => {
    expect(errorsOf({ ...validVp, series: 'HT' })).toEqual({ series: 'orders.form.error.chooseVpSeries' });
    expect(errorsOf({ ...validVp, series: 'VPe' })).toEqual({});
  });

  it('keeps width, length and eave height positive and within the limits', () => {
    expect(errorsOf({ ...validVp, width: '', length: '-5', eaveHeight: 'tall' })).toEqual({
      width: 'validation.required',
      length: 'orders.form.error.positiveNumber',
      eaveHeight: 'orders.form.error.positiveNumber',
    });
    // A decimal comma reads as a decimal point; a number with its thousands grouped is asked again without.
    expect(schema.parse({ ...validVp, width: '42,5' }).width).toBe(42.5);
    expect(errorsOf({ ...validVp, length: '1,000', eaveHeight: '1 000' })).toEqual({
      length: 'validation.numberGrouped',
      eaveHeight: 'validation.numberGrouped',
    });
    expect(messagesByPath(schema, { ...validVp, width: '4200', length: '10', eaveHeight: '61' })).toEqual({
      width: { id: 'orders.form.error.vpWidthRange', values: { min: 20, max: 300 } },
      length: { id: 'orders.form.error.vpLengthRange', values: { min: 20, max: 1000 } },
      eaveHeight: { id: 'orders.form.error.vpEaveHeightRange', values: { min: 8, max: 60 } },
    });
    // The limits travel with the message id, for every language to word.
    expect(schema.safeParse({ ...validVp, width: '4200' }).error?.issues[0]).toMatchObject({
      message: 'orders.form.error.vpWidthRange',
      params: { min: 20, max: 300 },
    });
    expect(errorsOf({ ...validVp, width: '300', length: '20', eaveHeight: '8' })).toEqual({});
  });

  it("refuses 12' steel legs (VP is not HT) and a past requested date", () => {
    const steel = { ...validVp.mount, type: 'Steel Leg', subtype: 'Leg on Slab', legHeight: "12'", pierDiameter: '18"', wallThickness: '8"' };
    expect(errorsOf({ ...validVp, mount: steel, requestedDate: new Date(2026, 10, 25) })).toEqual({
      'mount.legHeight': 'orders.form.error.legHeightHtOnly',
      requestedDate: 'orders.form.error.pastDate',
    });
  });

  it('asks for everything on an empty form', () => {
    const errors = idsByPath(schema, VP_FORM_DEFAULTS);
    expect(errors).toMatchObject({ series: 'orders.form.error.chooseVpSeries', width: 'validation.required', requestedDate: 'orders.form.error.requestedDateRequired' });
    for (const field of ['series', 'width', 'length', 'eaveHeight', 'use', 'mount.type', 'customer.name', 'requestedDate']) {
      expect(errors).toHaveProperty([field]);
    }
  });

  it('round-trips form → content → form', () => {
    const content = vpContentFromForm(schema.parse(validVp));
    const form = vpFormFromContent(content);
    expect(form).toEqual(validVp);
    expect(vpContentFromForm(schema.parse(form))).toEqual(content);
    expect(vpSummary(validVp)).toEqual({ id: 'orders.new.summary.vp', values: { size: 'VPr 80 × 150.5' } });
    expect(vpSummary(VP_FORM_DEFAULTS)).toEqual({ id: 'orders.new.summary.vpNoSize', values: {} });
  });
});
