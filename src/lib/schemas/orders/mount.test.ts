import { describe, expect, it } from 'vitest';
import {
  LEG_HEIGHT_HT_ONLY_MESSAGE,
  MOUNT_FORM_DEFAULTS,
  legHeightRefusal,
  legHeightsForSeries,
  mountFieldOptions,
  mountFieldsOf,
  mountFormFromDetails,
  mountSchema,
  type MountFormValues,
} from './mount';
import { idsByPath, messagesByPath } from './testing';

const woodPost: MountFormValues = {
  ...MOUNT_FORM_DEFAULTS,
  type: 'Wood Post',
  subtype: 'Post on Pier',
  postHeight: "8'",
  pierDiameter: '24"',
  postLength: "12'",
  pocketTensioning: 'Interior',
};
const concrete: MountFormValues = {
  ...MOUNT_FORM_DEFAULTS,
  type: 'Concrete',
  subtype: 'Poured Wall',
  wallHeight: "14'",
  wallThickness: '20"',
  wallCount: '4',
  foundationProvider: 'Calhoun',
  pocketTensioning: 'Inclusive',
};
const steelLeg: MountFormValues = {
  type: 'Steel Leg',
  subtype: 'Leg on Wall',
  postHeight: '',
  postLength: '',
  pierDiameter: '30"',
  legHeight: "12'",
  wallHeight: "6'",
  wallThickness: '18"',
  wallCount: '2',
  foundationProvider: 'Other',
  pocketTensioning: 'Fabric Wall',
};
// The message ids (every language words them from its catalogue).
const errorsOf = (input: unknown) => idsByPath(mountSchema, input);

describe('mount fields', () => {
  it('lists the dependent fields of each mount type', () => {
    expect(mountFieldsOf('Wood Post')).toEqual(['subtype', 'postHeight', 'pierDiameter', 'postLength', 'pocketTensioning']);
    expect(mountFieldsOf('Concrete')).toEqual([
      'subtype', 'wallHeight', 'wallThickness', 'wallCount', 'foundationProvider', 'pocketTensioning',
    ]);
    expect(mountFieldsOf('Steel Leg')).toEqual([
      'subtype', 'pierDiameter', 'legHeight', 'wallHeight', 'wallThickness', 'wallCount', 'foundationProvider', 'pocketTensioning',
    ]);
  });

  it('offers the ranges of the spec', () => {
    expect(mountFieldOptions('Concrete', 'wallHeight')).toEqual(["2'", "3'", "4'", "5'", "6'", "7'", "8'", "9'", "10'", "11'", "12'", "13'", "14'"]);
    expect(mountFieldOptions('Concrete', 'wallThickness').at(-1)).toBe('20"');
    expect(mountFieldOptions('Steel Leg', 'wallThickness').at(-1)).toBe('18"');
    expect(mountFieldOptions('Concrete', 'wallCount')).toEqual(['1', '2', '3', '4']);
    expect(mountFieldOptions('Concrete', 'foundationProvider')).toEqual(['Calhoun', 'Other']);
    expect(mountFieldOptions('Wood Post', 'pocketTensioning')).toEqual(['Inclusive', 'Interior']);
    expect(mountFieldOptions('Steel Leg', 'pocketTensioning')).toEqual(['Inclusive', 'Interior', 'Fabric Wall']);
  });

  it("offers 12' legs on HT only", () => {
    expect(legHeightsForSeries('HT').at(-1)).toBe("12'");
    expect(legHeightsForSeries('CC').at(-1)).toBe("11'");
    expect(legHeightsForSeries('').at(-1)).toBe("11'");
    expect(legHeightsForSeries('HT')[0]).toBe("2'");
    expect(legHeightRefusal('CC', "12'")).toBe(LEG_HEIGHT_HT_ONLY_MESSAGE);
    expect(legHeightRefusal('HT', "12'")).toBeNull();
    expect(legHeightRefusal('CC', "11'")).toBeNull();
  });
});

describe('mountSchema', () => {
  it('stores the fields of the chosen type and null for the others', () => {
    // Values left over from another type are dropped, not stored.
    expect(mountSchema.parse({ ...woodPost, wallHeight: "9'", legHeight: "4'" })).toEqual({
      type: 'Wood Post',
      subtype: 'Post on Pier',
      postHeight: "8'",
      postLength: "12'",
      pierDiameter: '24"',
      legHeight: null,
      wallHeight: null,
      wallThickness: null,
      wallCount: null,
      foundationProvider: null,
      pocketTensioning: 'Interior',
    });
    expect(mountSchema.parse(concrete)).toMatchObject({ wallCount: 4, wallThickness: '20"', pierDiameter: null, legHeight: null });
    expect(mountSchema.parse(steelLeg)).toMatchObject({ legHeight: "12'", pierDiameter: '30"', postHeight: null, wallCount: 2 });
  });

  it('asks for a mount type first', () => {
    expect(errorsOf(MOUNT_FORM_DEFAULTS)).toEqual({ type: 'orders.form.error.chooseMountType' });
    expect(errorsOf({ ...woodPost, type: 'Floating' })).toEqual({ type: 'orders.form.error.chooseMountType' });
  });

  it("asks for each of the type's fields beside the field", () => {
    expect(errorsOf({ ...MOUNT_FORM_DEFAULTS, type: 'Concrete' })).toEqual({
      subtype: 'orders.form.error.chooseMountSubtype',
      wallHeight: 'orders.form.error.chooseWallHeight',
      wallThickness: 'orders.form.error.chooseWallThickness',
      wallCount: 'orders.form.error.chooseWallCount',
      foundationProvider: 'orders.form.error.chooseFoundationProvider',
      pocketTensioning: 'orders.form.error.choosePocketTensioning',
    });
  });

  it('accepts a 20" wall on concrete but refuses it on steel legs', () => {
    expect(errorsOf(concrete)).toEqual({});
    // The value and the mount type travel with the message id, for every language to word.
    const issue = mountSchema.safeParse({ ...steelLeg, wallThickness: '20"' }).error?.issues[0];
    expect(issue).toMatchObject({ message: 'orders.form.error.wallThicknessNotAvailable', params: { value: '20"', type: 'Steel Leg' } });
    expect(messagesByPath(mountSchema, { ...steelLeg, wallThickness: '20"' })).toEqual({
      wallThickness: { id: 'orders.form.error.wallThicknessNotAvailable', values: { value: '20"', type: 'Steel Leg' } },
    });
  });

  it('refuses a wall count of 5 (and 0)', () => {
    expect(messagesByPath(mountSchema, { ...concrete, wallCount: '5' })).toEqual({
      wallCount: { id: 'orders.form.error.wallCountNotAvailable', values: { value: '5', type: 'Concrete' } },
    });
    expect(Object.keys(errorsOf({ ...steelLeg, wallCount: '0' }))).toEqual(['wallCount']);
  });

  it('refuses values of another mount type and out of range', () => {
    expect(Object.keys(errorsOf({ ...woodPost, pocketTensioning: 'Fabric Wall', subtype: 'Leg on Wall' }))).toEqual([
      'subtype',
      'pocketTensioning',
    ]);
    expect(Object.keys(errorsOf({ ...concrete, wallHeight: "15'", foundationProvider: 'Acme' }))).toEqual([
      'wallHeight',
      'foundationProvider',
    ]);
    expect(Object.keys(errorsOf({ ...steelLeg, legHeight: "13'" }))).toEqual(['legHeight']);
  });

  it('round-trips through the stored shape', () => {
    for (const mount of [woodPost, concrete, steelLeg]) {
      expect(mountFormFromDetails(mountSchema.parse(mount))).toEqual(mount);
    }
  });
});
