/**
 * An order field's name in the reader's language, from its language-neutral path in the order's content
 * ('details.mount.postHeight', 'customer.site.city', 'details.lines.BP-100'): what the history and the change
 * requests store is the path; the label is worded where it is read, as the order forms word it (the 'orderFields'
 * catalogue). A label older documents still carry is never shown.
 */
import type { Translate } from '../../i18n/i18n';

/** A cover's own fields: at `details.<key>` in a cover order, at `details.cover.<key>` in a building order. */
const COVER_KEYS = new Set(['style', 'fabric', 'colour', 'trimColour', 'fabricDrop', 'customFabricDrop']);

/** The path's field whatever order holds it: 'details.trimColour' and 'details.cover.trimColour' -> 'cover.trimColour'. */
export function fieldKey(path: string): string {
  const key = path.slice(path.lastIndexOf('.') + 1);
  if (COVER_KEYS.has(key) && (path === `details.${key}` || path === `details.cover.${key}`)) return `cover.${key}`;
  return path;
}

/** Each field's label, by field key. */
const LABELS: Record<string, string> = {
  leadSource: 'orderFields.leadSource',
  poReference: 'orderFields.poReference',
  notes: 'orderFields.notes',
  attachments: 'orderFields.attachments',
  'customer.name': 'orderFields.customer.name',
  'customer.phone': 'orderFields.customer.phone',
  'customer.email': 'orderFields.customer.email',
  'customer.site.street': 'orderFields.site.street',
  'customer.site.city': 'orderFields.site.city',
  'customer.site.state': 'orderFields.site.state',
  'customer.site.zip': 'orderFields.site.zip',
  'customer.site.country': 'orderFields.site.country',
  'details.series': 'orderFields.series',
  'details.width': 'orderFields.width',
  'details.length': 'orderFields.length',
  'details.eaveHeight': 'orderFields.eaveHeight',
  'details.quantity': 'orderFields.quantity',
  'details.total': 'orderFields.total',
  'details.use': 'orderFields.use',
  'details.riskCategory': 'orderFields.riskCategory',
  'details.sideWalls': 'orderFields.sideWalls',
  'details.requestedDate': 'orderFields.requestedDate',
  'details.mount.type': 'orderFields.mount.type',
  'details.mount.subtype': 'orderFields.mount.subtype',
  'details.mount.postHeight': 'orderFields.mount.postHeight',
  'details.mount.postLength': 'orderFields.mount.postLength',
  'details.mount.pierDiameter': 'orderFields.mount.pierDiameter',
  'details.mount.legHeight': 'orderFields.mount.legHeight',
  'details.mount.wallHeight': 'orderFields.mount.wallHeight',
  'details.mount.wallThickness': 'orderFields.mount.wallThickness',
  'details.mount.wallCount': 'orderFields.mount.wallCount',
  'details.mount.foundationProvider': 'orderFields.mount.foundationProvider',
  'details.mount.pocketTensioning': 'orderFields.mount.pocketTensioning',
  'cover.style': 'orderFields.cover.style',
  'cover.fabric': 'orderFields.cover.fabric',
  'cover.colour': 'orderFields.cover.colour',
  'cover.trimColour': 'orderFields.cover.trimColour',
  'cover.fabricDrop': 'orderFields.cover.fabricDrop',
  'cover.customFabricDrop': 'orderFields.cover.customFabricDrop',
};

/** A parts line's path: the part number follows, and may itself hold a dot. */
const PART_LINE = 'details.lines.';

/** The parts of an order a field without a label may belong to, most specific first (the message's `section`). */
const SECTIONS: [prefix: string, section: string][] = [
  ['customer.site.', 'site'],
  ['customer.', 'customer'],
  ['details.mount.', 'mount'],
  ['details.cover.', 'cover'],
  ['details.', 'details'],
];

/**
 * A field no label was written for (a field added since, or older data) is named by the part of the order it
 * belongs to and its own code, which reads the same in every language: 'Other mount field (anchorDepth)'.
 */
function otherFieldLabel(path: string, t: Translate): string {
  const [prefix, section] = SECTIONS.find(([start]) => path.startsWith(start)) ?? ['', 'order'];
  return t('orderFields.other', { section, name: path.slice(prefix.length) });
}

export function fieldLabel(path: string, t: Translate): string {
  if (path.startsWith(PART_LINE)) return t('orderFields.part', { partNumber: path.slice(PART_LINE.length) });
  const key = fieldKey(path);
  return Object.hasOwn(LABELS, key) ? t(LABELS[key]) : otherFieldLabel(path, t);
}
