import { describe, expect, it } from 'vitest';
import {
  BUILDING_FORM_DEFAULTS,
  INVALID_DATE_MESSAGE,
  PAST_DATE_MESSAGE,
  buildingContentFromForm,
  buildingFormDefaults,
  buildingFormFromContent,
  buildingSummary,
  createBuildingFormSchema,
  type BuildingFormValues,
} from './building';
import { LEG_HEIGHT_HT_ONLY_MESSAGE } from './mount';
import { idsByPath } from './testing';

const today = new Date(2026, 10, 26, 15, 30);
const schema = createBuildingFormSchema(() => today);
// The message ids (every language words them from its catalogue).
const errorsOf = (input: unknown) => idsByPath(schema, input);

const validBuilding: BuildingFormValues = {
  leadSource: 'Own Lead',
  poReference: ' PO-77 ',
  notes: 'Gate on the north side.',
  size: { series: 'HT', width: '60' },
  length: '120',
  use: 'AG - Cattle',
  riskCategory: 'Standard - CAT II',
  sideWalls: 'Fabric',
  mount: {
    type: 'Steel Leg',
    subtype: 'Leg on Pier',
    postHeight: '',
    postLength: '',
    pierDiameter: '30"',
    legHeight: "12'",
    wallHeight: "4'",
    wallThickness: '12"',
    wallCount: '2',
    foundationProvider: 'Calhoun',
    pocketTensioning: 'Fabric Wall',
  },
  cover: { style: 'Bag Cover', fabric: 'FR', colour: 'Tan', trimColour: 'Same as main cover', fabricDrop: 'Custom', customFabricDrop: "4' 6\"" },
  customer: {
    name: 'Prairie Cattle Co.',
    phone: '306-555-0142',
    email: '',
    site: { street: '12 Range Road 300', city: 'Saskatoon', state: 'SK', zip: 's7k1a1', country: 'CA' },
  },
  requestedDate: new Date(2026, 11, 1),
  attachments: [{ path: 'orders/acme/u1/site-plan.pdf', name: 'site-plan.pdf', contentType: 'application/pdf', size: 2048 }],
};

describe('buildingFormSchema', () => {
  it('turns a complete form into the stored building content', () => {
    const content = buildingContentFromForm(schema.parse(validBuilding));
    expect(content).toEqual({
      type: 'building',
      leadSource: 'Own Lead',
      poReference: 'PO-77',
      notes: 'Gate on the north side.',
      customer: {
        name: 'Prairie Cattle Co.',
        phone: '306-555-0142',
        email: '',
        site: { street: '12 Range Road 300', city: 'Saskatoon', state: 'SK', zip: 'S7K 1A1', country: 'CA' },
      },
      details: {
        series: 'HT',
        width: 60,
        length: 120,
        use: 'AG - Cattle',
        riskCategory: 'Standard - CAT II',
        sideWalls: 'Fabric',
        mount: {
          type: 'Steel Leg',
          subtype: 'Leg on Pier',
          postHeight: null,
          postLength: null,
          pierDiameter: '30"',
          legHeight: "12'",
          wallHeight: "4'",
          wallThickness: '12"',
          wallCount: 2,
          foundationProvider: 'Calhoun',
          pocketTensioning: 'Fabric Wall',
        },
        cover: { style: 'Bag Cover', fabric: 'FR', colour: 'Tan', trimColour: 'Same as main cover', fabricDrop: 'Custom', customFabricDrop: "4' 6\"" },
        requestedDate: new Date(2026, 11, 1),
      },
      attachments: validBuilding.attachments,
    });
  });

  it('reports every missing choice beside its field at once', () => {
    const errors = errorsOf(buildingFormDefaults('US'));
    expect(errors).toMatchObject({
      leadSource: 'orders.form.error.chooseLeadSource',
      'size.series': 'orders.form.error.chooseSeries',
      'size.width': 'orders.form.error.chooseWidth',
      length: 'validation.required',
      use: 'orders.form.error.chooseUse',
      riskCategory: 'orders.form.error.chooseRiskCategory',
      sideWalls: 'orders.form.error.chooseSideWalls',
      'mount.type': 'orders.form.error.chooseMountType',
      'cover.style': 'orders.form.error.chooseStyle',
      'customer.name': 'validation.required',
      'customer.site.state': 'validation.required',
      requestedDate: 'orders.form.error.requestedDateRequired',
    });
  });

  it("refuses 12' legs unless the series is HT, beside the leg height, even with other errors on the form", () => {
    expect(errorsOf(validBuilding)).toEqual({});
    const onCc = { ...validBuilding, size: { series: 'CC', width: '62' } };
    expect(errorsOf(onCc)).toEqual({ 'mount.legHeight': LEG_HEIGHT_HT_ONLY_MESSAGE });
    expect(LEG_HEIGHT_HT_ONLY_MESSAGE).toBe('orders.form.error.legHeightHtOnly');
    expect(errorsOf({ ...onCc, leadSource: '' })).toEqual({
      leadSource: 'orders.form.error.chooseLeadSource',
      'mount.legHeight': LEG_HEIGHT_HT_ONLY_MESSAGE,
    });
    expect(errorsOf({ ...onCc, mount: { ...validBuilding.mount, legHeight: "11'" } })).toEqual({});
  });

  it('accepts a 20" concrete wall but refuses a 20" steel leg wall and a fifth wall', () => {
    const concrete = {
      ...validBuilding,
      mount: { ...validBuilding.mount, type: 'Concrete', subtype: 'Poured Wall', wallThickness: '20"', pocketTensioning: 'Interior' },
    };
    expect(errorsOf(concrete)).toEqual({});
    expect(Object.keys(errorsOf({ ...validBuilding, mount: { ...validBuilding.mount, wallThickness: '20"' } }))).toEqual([
      'mount.wallThickness',
    ]);
    expect(Object.keys(errorsOf({ ...concrete, mount: { ...concrete.mount, wallCount: '5' } }))).toEqual(['mount.wallCount']);
  });

  it('needs a value for a custom fabric drop', () => {
    expect(errorsOf({ ...validBuilding, cover: { ...validBuilding.cover, customFabricDrop: ' ' } })).toEqual({
      'cover.customFabricDrop': 'orders.form.error.customDropRequired',
    });
  });

  it('refuses a requested date in the past, accepts today, and stores local midnight', () => {
    expect(errorsOf({ ...validBuilding, requestedDate: new Date(2026, 10, 25) })).toEqual({ requestedDate: PAST_DATE_MESSAGE });
    expect(errorsOf({ ...validBuilding, requestedDate: new Date(Number.NaN) })).toEqual({ requestedDate: INVALID_DATE_MESSAGE });
    const parsed = schema.parse({ ...validBuilding, requestedDate: new Date(2026, 10, 26, 9) });
    expect(parsed.requestedDate).toEqual(new Date(2026, 10, 26));
  });

  it('refuses a province of the other country and a postal code in the wrong format', () => {
    const us = { ...validBuilding.customer, site: { ...validBuilding.customer.site, country: 'US' as const } };
    expect(errorsOf({ ...validBuilding, customer: us })).toEqual({
      'customer.site.state': 'validation.regionOfUnitedStates',
      'customer.site.zip': 'validation.zipCode',
    });
  });

  it('refuses an inactive series and a width the series does not have', () => {
    expect(Object.keys(errorsOf({ ...validBuilding, size: { series: 'SE', width: '20' } }))).toContain('size.series');
    expect(errorsOf({ ...validBuilding, size: { series: 'HT', width: '62' } })).toEqual({
      'size.width': 'orders.form.error.widthNotInSeries',
    });
  });

  it('round-trips form → content → form (a draft restored as a Timestamp-like date too)', () => {
    const content = buildingContentFromForm(schema.parse(validBuilding));
    const form = buildingFormFromContent(content);
    expect(form).toEqual({
      ...validBuilding,
      poReference: 'PO-77',
      customer: { ...validBuilding.customer, site: { ...validBuilding.customer.site, zip: 'S7K 1A1' } },
    });
    expect(buildingContentFromForm(schema.parse(form))).toEqual(content);
    const stored = { ...content, details: { ...content.details, requestedDate: { toDate: () => new Date(2026, 11, 1) } } };
    expect(buildingFormFromContent(stored as unknown as typeof content).requestedDate).toEqual(new Date(2026, 11, 1));
    expect(errorsOf({ ...validBuilding, requestedDate: { toDate: () => new Date(2026, 11, 1) } })).toEqual({});
  });

  it('summarises the size for the drafts list', () => {
    expect(buildingSummary(validBuilding)).toEqual({ id: 'orders.new.summary.building', values: { size: 'HT 60 × 120' } });
    expect(buildingSummary(BUILDING_FORM_DEFAULTS)).toEqual({ id: 'orders.new.summary.buildingNoSize', values: {} });
  });
});
