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
import { englishText } from './serverEnglish';
import { englishByPath, idsByPath } from './testing';

const today = new Date(2026, 10, 26, 15, 30);
const schema = createBuildingFormSchema(() => today);
// The messages as the server words them (the screens word the same ids in the reader's language).
const errorsOf = (input: unknown) => englishByPath(schema, input);
const english = (id: string) => englishText({ id, values: {} });

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
      leadSource: 'Choose a lead source.',
      'size.series': 'Choose a series.',
      'size.width': 'Choose a width.',
      length: 'This field is required.',
      use: 'Choose a building use.',
      riskCategory: 'Choose a risk category.',
      sideWalls: 'Choose a side wall type.',
      'mount.type': 'Choose a mount type.',
      'cover.style': 'Choose a cover style.',
      'customer.name': 'This field is required.',
      'customer.site.state': 'This field is required.',
      requestedDate: 'Choose the requested date.',
    });
  });

  it("refuses 12' legs unless the series is HT, beside the leg height, even with other errors on the form", () => {
    expect(errorsOf(validBuilding)).toEqual({});
    const onCc = { ...validBuilding, size: { series: 'CC', width: '62' } };
    expect(idsByPath(schema, onCc)).toEqual({ 'mount.legHeight': LEG_HEIGHT_HT_ONLY_MESSAGE });
    expect(errorsOf(onCc)).toEqual({ 'mount.legHeight': "12' legs are available on HT buildings only; choose 11' or less." });
    expect(errorsOf({ ...onCc, leadSource: '' })).toEqual({
      leadSource: 'Choose a lead source.',
      'mount.legHeight': english(LEG_HEIGHT_HT_ONLY_MESSAGE),
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
      'cover.customFabricDrop': 'Enter the custom fabric drop.',
    });
  });

  it('refuses a requested date in the past, accepts today, and stores local midnight', () => {
    expect(errorsOf({ ...validBuilding, requestedDate: new Date(2026, 10, 25) })).toEqual({ requestedDate: english(PAST_DATE_MESSAGE) });
    expect(errorsOf({ ...validBuilding, requestedDate: new Date(Number.NaN) })).toEqual({ requestedDate: english(INVALID_DATE_MESSAGE) });
    const parsed = schema.parse({ ...validBuilding, requestedDate: new Date(2026, 10, 26, 9) });
    expect(parsed.requestedDate).toEqual(new Date(2026, 10, 26));
  });

  it('refuses a province of the other country and a postal code in the wrong format', () => {
    const us = { ...validBuilding.customer, site: { ...validBuilding.customer.site, country: 'US' as const } };
    expect(errorsOf({ ...validBuilding, customer: us })).toEqual({
      'customer.site.state': 'Choose a state of the United States.',
      'customer.site.zip': 'Enter a valid ZIP code, e.g. 58102 or 58102-1234.',
    });
  });

  it('refuses an inactive series and a width the series does not have', () => {
    expect(Object.keys(errorsOf({ ...validBuilding, size: { series: 'SE', width: '20' } }))).toContain('size.series');
    expect(errorsOf({ ...validBuilding, size: { series: 'HT', width: '62' } })).toEqual({
      'size.width': 'This width is not available in the chosen series.',
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
