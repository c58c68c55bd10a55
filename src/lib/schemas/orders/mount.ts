/**
 * The mount of a building or VP order and the fields that depend on its type (spec section 3): each mount type
 * uses its own fields with its own option lists (MOUNTS in src/reference/mounts.ts); the fields it does not use
 * are null in the stored MountDetails. The form keeps every field as text ('' until chosen) so a draft restores
 * exactly what was picked.
 */
import * as z from 'zod/mini';
import {
  MOUNTS,
  MOUNT_TYPES,
  isMountType,
  steelLegHeightsForSeries,
  type MountOptions,
  type MountType,
} from '../../../reference/mounts';
import { isBuildingSeriesName } from '../../../reference/series';
import type { MountDetails } from '../../../types/orders';
import type { OrderMessage } from './messages';

export interface MountFormValues {
  /** '' until chosen. */
  type: string;
  subtype: string;
  postHeight: string;
  postLength: string;
  pierDiameter: string;
  legHeight: string;
  wallHeight: string;
  wallThickness: string;
  /** '1' to '4'. */
  wallCount: string;
  foundationProvider: string;
  pocketTensioning: string;
}

/** Every field the mount type decides about (all but the type itself). */
export type MountField = Exclude<keyof MountFormValues, 'type'>;

export const MOUNT_FORM_DEFAULTS: MountFormValues = {
  type: '',
  subtype: '',
  postHeight: '',
  postLength: '',
  pierDiameter: '',
  legHeight: '',
  wallHeight: '',
  wallThickness: '',
  wallCount: '',
  foundationProvider: '',
  pocketTensioning: '',
};

/** Each field's label, a message id. */
export const MOUNT_FIELD_LABELS: Record<MountField, string> = {
  subtype: 'orders.form.mount.subtype',
  postHeight: 'orders.form.mount.postHeight',
  pierDiameter: 'orders.form.mount.pierDiameter',
  postLength: 'orders.form.mount.postLength',
  legHeight: 'orders.form.mount.legHeight',
  wallHeight: 'orders.form.mount.wallHeight',
  wallThickness: 'orders.form.mount.wallThickness',
  wallCount: 'orders.form.mount.wallCount',
  foundationProvider: 'orders.form.mount.foundationProvider',
  pocketTensioning: 'orders.form.mount.pocketTensioning',
};

/** 'Choose a post height.' for each field left empty. */
const CHOOSE_MESSAGES: Record<MountField, string> = {
  subtype: 'orders.form.error.chooseMountSubtype',
  postHeight: 'orders.form.error.choosePostHeight',
  pierDiameter: 'orders.form.error.choosePierDiameter',
  postLength: 'orders.form.error.choosePostLength',
  legHeight: 'orders.form.error.chooseLegHeight',
  wallHeight: 'orders.form.error.chooseWallHeight',
  wallThickness: 'orders.form.error.chooseWallThickness',
  wallCount: 'orders.form.error.chooseWallCount',
  foundationProvider: 'orders.form.error.chooseFoundationProvider',
  pocketTensioning: 'orders.form.error.choosePocketTensioning',
};

/** 'Post height {value} is not available for {type} mounts.' for each field. */
const NOT_AVAILABLE_MESSAGES: Record<MountField, string> = {
  subtype: 'orders.form.error.mountSubtypeNotAvailable',
  postHeight: 'orders.form.error.postHeightNotAvailable',
  pierDiameter: 'orders.form.error.pierDiameterNotAvailable',
  postLength: 'orders.form.error.postLengthNotAvailable',
  legHeight: 'orders.form.error.legHeightNotAvailable',
  wallHeight: 'orders.form.error.wallHeightNotAvailable',
  wallThickness: 'orders.form.error.wallThicknessNotAvailable',
  wallCount: 'orders.form.error.wallCountNotAvailable',
  foundationProvider: 'orders.form.error.foundationProviderNotAvailable',
  pocketTensioning: 'orders.form.error.pocketTensioningNotAvailable',
};

/** Where each field's choices sit in MountOptions. */
const OPTION_KEYS: Record<MountField, keyof MountOptions> = {
  subtype: 'subtypes',
  postHeight: 'postHeights',
  pierDiameter: 'pierDiameters',
  postLength: 'postLengths',
  legHeight: 'legHeights',
  wallHeight: 'wallHeights',
  wallThickness: 'wallThicknesses',
  wallCount: 'wallCounts',
  foundationProvider: 'foundationProviders',
  pocketTensioning: 'pocketTensioning',
};

/** Form order of the dependent fields. */
const FIELD_ORDER: readonly MountField[] = [
  'subtype',
  'postHeight',
  'pierDiameter',
  'postLength',
  'legHeight',
  'wallHeight',
  'wallThickness',
  'wallCount',
  'foundationProvider',
  'pocketTensioning',
];

/** The fields a mount type uses, in form order: exactly those with option lists in MOUNTS. */
export function mountFieldsOf(type: MountType): MountField[] {
  return FIELD_ORDER.filter((field) => MOUNTS[type][OPTION_KEYS[field]] !== undefined);
}

/** The choices for one field of a mount type, as the text the form holds ('12\'', '3'). */
export function mountFieldOptions(type: MountType, field: MountField): string[] {
  const options = MOUNTS[type][OPTION_KEYS[field]] as readonly (string | number)[] | undefined;
  return (options ?? []).map(String);
}

export const CHOOSE_MOUNT_TYPE_MESSAGE = 'orders.form.error.chooseMountType';
export const LEG_HEIGHT_HT_ONLY = "12'";
export const LEG_HEIGHT_HT_ONLY_MESSAGE = 'orders.form.error.legHeightHtOnly';

export function chooseMessage(field: MountField): OrderMessage {
  return { id: CHOOSE_MESSAGES[field], values: {} };
}

/** For a value that is not one of the mount type's choices, e.g. a 20" wall thickness on a steel leg mount. */
export function notAvailableMessage(type: MountType, field: MountField, value: string): OrderMessage {
  return { id: NOT_AVAILABLE_MESSAGES[field], values: { value, type } };
}

/** Steel leg heights a series may use: up to 12' on HT, up to 11' otherwise (and before a series is chosen). */
export function legHeightsForSeries(series: string): string[] {
  return steelLegHeightsForSeries(isBuildingSeriesName(series) ? series : 'CC');
}

/** The cross-field rule: 12' legs only on HT. null when the leg height suits the series. */
export function legHeightRefusal(series: string, legHeight: string | null): string | null {
  return legHeight === LEG_HEIGHT_HT_ONLY && series !== 'HT' ? LEG_HEIGHT_HT_ONLY_MESSAGE : null;
}

function text() {
  return z.string().check(z.trim());
}

/** The stored shape: the fields of the chosen type, null for the others (wall count as a number). */
export function mountDetailsFromForm(values: MountFormValues): MountDetails {
  const type = values.type as MountType;
  const used = new Set<MountField>(isMountType(type) ? mountFieldsOf(type) : []);
  const value = (field: MountField) => (used.has(field) ? values[field] : null);
  const wallCount = value('wallCount');
  return {
    type: values.type,
    subtype: values.subtype,
    postHeight: value('postHeight'),
    postLength: value('postLength'),
    pierDiameter: value('pierDiameter'),
    legHeight: value('legHeight'),
    wallHeight: value('wallHeight'),
    wallThickness: value('wallThickness'),
    wallCount: wallCount === null ? null : Number(wallCount),
    foundationProvider: value('foundationProvider'),
    pocketTensioning: values.pocketTensioning,
  };
}

/**
 * The mount type must be one of MOUNT_TYPES; each field of that type must be one of its choices, each with its
 * message beside the field (all at once). The leg height's series rule needs the series: the order schemas add it
 * with legHeightRefusal.
 */
export const mountSchema = z.pipe(
  z
    .object({
      type: text(),
      subtype: text(),
      postHeight: text(),
      postLength: text(),
      pierDiameter: text(),
      legHeight: text(),
      wallHeight: text(),
      wallThickness: text(),
      wallCount: text(),
      foundationProvider: text(),
      pocketTensioning: text(),
    })
    .check(
      z.superRefine((mount, context) => {
        if (!isMountType(mount.type)) {
          context.addIssue({ code: 'custom', path: ['type'], message: CHOOSE_MOUNT_TYPE_MESSAGE, input: mount.type });
          return;
        }
        for (const field of mountFieldsOf(mount.type)) {
          const value = mount[field];
          if (mountFieldOptions(mount.type, field).includes(value)) continue;
          const message = value === '' ? chooseMessage(field) : notAvailableMessage(mount.type, field, value);
          context.addIssue({ code: 'custom', path: [field], message: message.id, params: message.values, input: value });
        }
      }),
    ),
  z.transform(mountDetailsFromForm),
);

/** The form's fields for a stored mount (an edit or a change request); unused fields are ''. */
export function mountFormFromDetails(mount: MountDetails): MountFormValues {
  return {
    type: mount.type,
    subtype: mount.subtype,
    postHeight: mount.postHeight ?? '',
    postLength: mount.postLength ?? '',
    pierDiameter: mount.pierDiameter ?? '',
    legHeight: mount.legHeight ?? '',
    wallHeight: mount.wallHeight ?? '',
    wallThickness: mount.wallThickness ?? '',
    wallCount: mount.wallCount === null ? '' : String(mount.wallCount),
    foundationProvider: mount.foundationProvider ?? '',
    pocketTensioning: mount.pocketTensioning,
  };
}

export { MOUNT_TYPES };
