/**
 * An order's fields as labelled rows, grouped as its form groups them, in the reader's language: `t` words the
 * labels and the reference values (statuses, uses, mounts, colours), `locale` writes dates, money, numbers and
 * phone numbers. Pure, so which fields show for which order (a mount's own fields only, a custom fabric drop, a
 * colourless fabric) is tested without rendering.
 */
import type { Translate } from '../../../i18n/i18n';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { EMPTY_VALUE, formatFieldValue } from '../../../lib/fieldValue';
import { formatMoney } from '../../../lib/money';
import { formatPhone } from '../../../lib/phone';
import { CUSTOM_FABRIC_DROP } from '../../../reference/fabrics';
import { buildingUseText, riskCategoryText, sideWallsText } from '../../../reference/labels/building';
import { coverColourText, coverStyleText, fabricColourText, fabricDropText } from '../../../reference/labels/fabrics';
import type { ReadMessage } from '../../../reference/labels/labelOf';
import { foundationProviderText, mountSubtypeText, mountTypeText, pocketTensioningText } from '../../../reference/labels/mounts';
import { leadSourceText, orderStatusText, orderTypeText } from '../../../reference/labels/orders';
import { MOUNTS, isMountType, type MountOptions } from '../../../reference/mounts';
import type { CoverOptions, EndCustomer, MountDetails, Order } from '../../../types/orders';

export interface FieldRow {
  label: string;
  value: string;
}

export interface FieldGroup {
  title: string;
  rows: FieldRow[];
}

/** Plain values (text, numbers) as the reader's language writes them, or the dash when there is none. */
const plainText = (t: Translate, locale: string) => (value: unknown): string => formatFieldValue(value, { t, locale });
const feet = (value: number | null | undefined): string => (value === null || value === undefined ? EMPTY_VALUE : `${value}'`);

/** A stored reference value in words, or the dash when there is none. */
function worded(value: string | null | undefined, t: Translate, label: (value: string, t: ReadMessage) => string): string {
  return value ? label(value, t) : EMPTY_VALUE;
}

export function commonFields(order: Order, t: Translate, locale: string): FieldRow[] {
  const text = plainText(t, locale);
  return [
    { label: t('orders.view.field.orderType'), value: orderTypeText(order.type, t) },
    { label: t('orders.view.field.orderNumber'), value: String(order.number) },
    { label: t('orders.view.field.status'), value: orderStatusText(order.status, t) },
    { label: t('orders.view.field.soNumber'), value: text(order.soNumber) },
    { label: t('orders.view.field.dealer'), value: text(order.companyName) },
    { label: t('orders.view.field.createdBy'), value: text(order.createdByName) },
    { label: t('orders.view.field.created'), value: formatDateTime(order.createdDate, locale) || EMPTY_VALUE },
    { label: t('orders.view.field.leadSource'), value: worded(order.leadSource, t, leadSourceText) },
    { label: t('orders.view.field.poReference'), value: text(order.poReference) },
    { label: t('orders.view.field.notes'), value: text(order.notes) },
  ];
}

export function coverOptionFields(cover: CoverOptions, t: Translate, locale: string): FieldRow[] {
  const text = plainText(t, locale);
  const drop =
    cover.fabricDrop === CUSTOM_FABRIC_DROP
      ? t('orders.view.field.customDrop', { drop: text(cover.customFabricDrop) })
      : worded(cover.fabricDrop, t, fabricDropText);
  return [
    { label: t('orders.view.field.style'), value: worded(cover.style, t, coverStyleText) },
    { label: t('orders.view.field.fabric'), value: text(cover.fabric) },
    { label: t('orders.view.field.colour'), value: worded(cover.colour, t, fabricColourText) },
    { label: t('orders.view.field.trimColour'), value: worded(cover.trimColour, t, coverColourText) },
    { label: t('orders.view.field.fabricDrop'), value: drop },
  ];
}

/** Each dependent mount field (its label's id) and the option list that tells whether a mount type uses it. */
const MOUNT_FIELDS: { key: keyof MountDetails; label: string; uses: keyof MountOptions }[] = [
  { key: 'postHeight', label: 'orders.view.field.postHeight', uses: 'postHeights' },
  { key: 'postLength', label: 'orders.view.field.postLength', uses: 'postLengths' },
  { key: 'pierDiameter', label: 'orders.view.field.pierDiameter', uses: 'pierDiameters' },
  { key: 'legHeight', label: 'orders.view.field.legHeight', uses: 'legHeights' },
  { key: 'wallHeight', label: 'orders.view.field.wallHeight', uses: 'wallHeights' },
  { key: 'wallThickness', label: 'orders.view.field.wallThickness', uses: 'wallThicknesses' },
  { key: 'wallCount', label: 'orders.view.field.wallCount', uses: 'wallCounts' },
  { key: 'foundationProvider', label: 'orders.view.field.foundationProvider', uses: 'foundationProviders' },
];

/** Measures and counts read the same in both languages; the foundation provider is a choice in words. */
function mountValue(mount: MountDetails, key: keyof MountDetails, t: Translate, locale: string): string {
  return key === 'foundationProvider' ? worded(mount.foundationProvider, t, foundationProviderText) : plainText(t, locale)(mount[key]);
}

/** The mount type, its subtype, only the fields that type uses, and pocket tensioning. */
export function mountFields(mount: MountDetails, t: Translate, locale: string): FieldRow[] {
  const options = isMountType(mount.type) ? MOUNTS[mount.type] : null;
  const used = MOUNT_FIELDS.filter((field) => (options ? options[field.uses] !== undefined : mount[field.key] !== null));
  return [
    { label: t('orders.view.field.mountType'), value: worded(mount.type, t, mountTypeText) },
    { label: t('orders.view.field.subtype'), value: worded(mount.subtype, t, mountSubtypeText) },
    ...used.map((field) => ({ label: t(field.label), value: mountValue(mount, field.key, t, locale) })),
    { label: t('orders.view.field.pocketTensioning'), value: worded(mount.pocketTensioning, t, pocketTensioningText) },
  ];
}

export function endCustomerFields(customer: EndCustomer | null, t: Translate, locale: string): FieldRow[] {
  if (!customer) return [{ label: t('orders.view.field.customer'), value: EMPTY_VALUE }];
  const text = plainText(t, locale);
  const { site } = customer;
  const place = [site.city, [site.state, site.zip].filter(Boolean).join(' '), site.country].filter(Boolean).join(', ');
  return [
    { label: t('orders.view.field.customer'), value: text(customer.name) },
    { label: t('orders.view.field.phone'), value: customer.phone ? formatPhone(customer.phone, locale) : EMPTY_VALUE },
    { label: t('orders.view.field.email'), value: text(customer.email) },
    { label: t('orders.view.field.siteAddress'), value: [site.street, place].filter(Boolean).join(', ') || EMPTY_VALUE },
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

/** The lines and the total, with money as the reader's language writes it, in the order's currency. */
export function partsLineRows(order: Order<'parts'>, locale: string): { lines: PartsLineRow[]; total: string } {
  const lines = order.details.lines.map((line, index) => ({
    key: `${line.partId}-${index}`,
    partNumber: line.partNumber,
    name: line.name,
    unit: line.unit,
    quantity: line.quantity,
    unitPrice: formatMoney(line.unitPrice, order.currency, locale),
    linePrice: formatMoney(line.quantity * line.unitPrice, order.currency, locale),
  }));
  return { lines, total: formatMoney(order.details.total, order.currency, locale) };
}

/** The field groups below the common ones, per order type (parts lines are a table of their own). */
export function detailGroups(order: Order, t: Translate, locale: string): FieldGroup[] {
  const text = plainText(t, locale);
  switch (order.type) {
    case 'parts':
      return [];
    case 'cover': {
      const cover = order.details;
      return [
        {
          title: t('orders.view.section.cover'),
          rows: [
            { label: t('orders.view.field.series'), value: text(cover.series) },
            { label: t('orders.view.field.width'), value: feet(cover.width) },
            { label: t('orders.view.field.length'), value: feet(cover.length) },
            ...coverOptionFields(cover, t, locale),
            { label: t('orders.view.field.quantity'), value: text(cover.quantity) },
          ],
        },
      ];
    }
    case 'building':
    case 'vp': {
      const building = order.details;
      const eave = order.type === 'vp' ? [{ label: t('orders.view.field.eaveHeight'), value: feet(order.details.eaveHeight) }] : [];
      return [
        {
          title: t('orders.view.section.building'),
          rows: [
            { label: t('orders.view.field.series'), value: text(building.series) },
            { label: t('orders.view.field.width'), value: feet(building.width) },
            { label: t('orders.view.field.length'), value: feet(building.length) },
            ...eave,
            { label: t('orders.view.field.use'), value: worded(building.use, t, buildingUseText) },
            { label: t('orders.view.field.riskCategory'), value: worded(building.riskCategory, t, riskCategoryText) },
            { label: t('orders.view.field.sideWalls'), value: worded(building.sideWalls, t, sideWallsText) },
          ],
        },
        { title: t('orders.view.section.mount'), rows: mountFields(building.mount, t, locale) },
        { title: t('orders.view.section.cover'), rows: coverOptionFields(building.cover, t, locale) },
        {
          title: t('orders.view.section.customer'),
          rows: [
            ...endCustomerFields(order.customer, t, locale),
            { label: t('orders.view.field.requestedDate'), value: formatDate(building.requestedDate, locale) || EMPTY_VALUE },
          ],
        },
      ];
    }
  }
}
