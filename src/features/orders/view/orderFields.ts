/**
 * An order's fields as labelled rows, grouped as its form groups them. Pure, so which fields show for which
 * order (a mount's own fields only, a custom fabric drop, a colourless fabric) is tested without rendering.
 */
import { formatDate, formatDateTime } from '../../../lib/dates';
import { EMPTY_VALUE, formatFieldValue } from '../../../lib/fieldValue';
import { formatMoney } from '../../../reference/currencies';
import { CUSTOM_FABRIC_DROP } from '../../../reference/fabrics';
import { MOUNTS, isMountType, type MountOptions } from '../../../reference/mounts';
import { ORDER_TYPE_LABELS, orderStatusLabel } from '../../../reference/orders';
import type { CoverOptions, EndCustomer, MountDetails, Order } from '../../../types/orders';

export interface FieldRow {
  label: string;
  value: string;
}

export interface FieldGroup {
  title: string;
  rows: FieldRow[];
}

const text = (value: unknown): string => formatFieldValue(value);
const feet = (value: number | null | undefined): string => (value === null || value === undefined ? EMPTY_VALUE : `${value}'`);

export function commonFields(order: Order): FieldRow[] {
  return [
    { label: 'Order type', value: ORDER_TYPE_LABELS[order.type] },
    { label: 'Order number', value: String(order.number) },
    { label: 'Status', value: orderStatusLabel(order.status) },
    { label: 'SO number', value: text(order.soNumber) },
    { label: 'Dealer', value: text(order.companyName) },
    { label: 'Created by', value: text(order.createdByName) },
    { label: 'Created', value: formatDateTime(order.createdDate) || EMPTY_VALUE },
    { label: 'Lead source', value: text(order.leadSource) },
    { label: 'PO reference', value: text(order.poReference) },
    { label: 'Notes', value: text(order.notes) },
  ];
}

export function coverOptionFields(cover: CoverOptions): FieldRow[] {
  const drop = cover.fabricDrop === CUSTOM_FABRIC_DROP ? `Custom: ${text(cover.customFabricDrop)}` : text(cover.fabricDrop);
  return [
    { label: 'Style', value: text(cover.style) },
    { label: 'Fabric', value: text(cover.fabric) },
    { label: 'Colour', value: text(cover.colour) },
    { label: 'Trim colour', value: text(cover.trimColour) },
    { label: 'Fabric drop', value: drop },
  ];
}

/** Each dependent mount field and the option list that tells whether a mount type uses it. */
const MOUNT_FIELDS: { key: keyof MountDetails; label: string; uses: keyof MountOptions }[] = [
  { key: 'postHeight', label: 'Post height', uses: 'postHeights' },
  { key: 'postLength', label: 'Post length', uses: 'postLengths' },
  { key: 'pierDiameter', label: 'Pier diameter', uses: 'pierDiameters' },
  { key: 'legHeight', label: 'Leg height', uses: 'legHeights' },
  { key: 'wallHeight', label: 'Wall height', uses: 'wallHeights' },
  { key: 'wallThickness', label: 'Wall thickness', uses: 'wallThicknesses' },
  { key: 'wallCount', label: 'Wall count', uses: 'wallCounts' },
  { key: 'foundationProvider', label: 'Foundation provider', uses: 'foundationProviders' },
];

/** The mount type, its subtype, only the fields that type uses, and pocket tensioning. */
export function mountFields(mount: MountDetails): FieldRow[] {
  const options = isMountType(mount.type) ? MOUNTS[mount.type] : null;
  const used = MOUNT_FIELDS.filter((field) => (options ? options[field.uses] !== undefined : mount[field.key] !== null));
  return [
    { label: 'Mount type', value: text(mount.type) },
    { label: 'Subtype', value: text(mount.subtype) },
    ...used.map((field) => ({ label: field.label, value: text(mount[field.key]) })),
    { label: 'Pocket tensioning', value: text(mount.pocketTensioning) },
  ];
}

export function endCustomerFields(customer: EndCustomer | null): FieldRow[] {
  if (!customer) return [{ label: 'End customer', value: EMPTY_VALUE }];
  const { site } = customer;
  const place = [site.city, [site.state, site.zip].filter(Boolean).join(' '), site.country].filter(Boolean).join(', ');
  return [
    { label: 'End customer', value: text(customer.name) },
    { label: 'Phone', value: text(customer.phone) },
    { label: 'Email', value: text(customer.email) },
    { label: 'Site address', value: [site.street, place].filter(Boolean).join(', ') || EMPTY_VALUE },
  ];
}

export interface PartsLineRow {
  key: string;
  partNumber: string;
  name: string;
  unit: string;
  quantity: number;
  unitPrice: string;
  linePrice: string;
}

export function partsLineRows(order: Order<'parts'>): { lines: PartsLineRow[]; total: string } {
  const lines = order.details.lines.map((line, index) => ({
    key: `${line.partId}-${index}`,
    partNumber: line.partNumber,
    name: line.name,
    unit: line.unit,
    quantity: line.quantity,
    unitPrice: formatMoney(line.unitPrice, order.currency),
    linePrice: formatMoney(line.quantity * line.unitPrice, order.currency),
  }));
  return { lines, total: formatMoney(order.details.total, order.currency) };
}

/** The field groups below the common ones, per order type (parts lines are a table of their own). */
export function detailGroups(order: Order): FieldGroup[] {
  switch (order.type) {
    case 'parts':
      return [];
    case 'cover': {
      const cover = order.details;
      return [
        {
          title: 'Cover',
          rows: [
            { label: 'Series', value: text(cover.series) },
            { label: 'Width', value: feet(cover.width) },
            { label: 'Length', value: feet(cover.length) },
            ...coverOptionFields(cover),
            { label: 'Quantity', value: text(cover.quantity) },
          ],
        },
      ];
    }
    case 'building':
    case 'vp': {
      const building = order.details;
      const eave = order.type === 'vp' ? [{ label: 'Eave height', value: feet(order.details.eaveHeight) }] : [];
      return [
        {
          title: 'Building',
          rows: [
            { label: 'Series', value: text(building.series) },
            { label: 'Width', value: feet(building.width) },
            { label: 'Length', value: feet(building.length) },
            ...eave,
            { label: 'Use', value: text(building.use) },
            { label: 'Risk category', value: text(building.riskCategory) },
            { label: 'Side walls', value: text(building.sideWalls) },
          ],
        },
        { title: 'Mount', rows: mountFields(building.mount) },
        { title: 'Cover', rows: coverOptionFields(building.cover) },
        {
          title: 'End customer and site',
          rows: [...endCustomerFields(order.customer), { label: 'Requested date', value: formatDate(building.requestedDate) || EMPTY_VALUE }],
        },
      ];
    }
  }
}
