/**
 * Turns a notification body (any JSON-like object) into labelled, display-ready fields (spec section 2:
 * bookkeeping fields hidden, booleans as Yes/No, 'state' as State/Province, images shown as pictures), in the
 * words of the reader's language (BodyWords).
 * A picture is only ever one uploaded under Storage `notifications/`: a web address (and anything else that
 * could load or open another site) stays plain text, whoever sent it.
 * Pure so the rules are tested without rendering; NotificationBody.tsx draws the result.
 */
import type { Translate } from '../../i18n/i18n';
import { HIDDEN_NOTIFICATION_FIELDS } from '../../reference/notifications';
import { formatFullDate } from './formatNotificationDate';

export type RenderedValue =
  | { kind: 'text'; text: string }
  /** `path` in Storage, under `notifications/`. */
  | { kind: 'image'; path: string }
  | { kind: 'list'; items: RenderedValue[] }
  | { kind: 'group'; fields: RenderedField[] };

export interface RenderedField {
  key: string;
  label: string;
  value: RenderedValue;
}

/** The words a body is shown with: its labels, yes and no, and dates. */
export interface BodyWords {
  label: (key: string) => string;
  yes: string;
  no: string;
  date: (millis: number) => string;
}

const HIDDEN = new Set<string>(HIDDEN_NOTIFICATION_FIELDS);
/**
 * The labels of the fields the portal writes (the notice fields below, and those of an address and a person);
 * any other key, left by another system, is shown made readable (humaniseKey).
 */
const FIELD_LABELS: Record<string, string> = {
  message: 'notifications.field.message',
  order: 'notifications.field.order',
  type: 'notifications.field.type',
  status: 'notifications.field.status',
  soNumber: 'notifications.field.soNumber',
  note: 'notifications.field.note',
  dealer: 'notifications.field.dealer',
  placedBy: 'notifications.field.placedBy',
  poReference: 'notifications.field.poReference',
  requestedBy: 'notifications.field.requestedBy',
  reason: 'notifications.field.reason',
  changes: 'notifications.field.changes',
  endCustomer: 'notifications.field.endCustomer',
  installDate: 'notifications.field.installDate',
  installer: 'notifications.field.installer',
  warrantyNumber: 'notifications.field.warrantyNumber',
  image: 'notifications.field.image',
  site: 'notifications.field.site',
  street: 'notifications.field.street',
  city: 'notifications.field.city',
  state: 'notifications.field.state',
  zip: 'notifications.field.zip',
  country: 'notifications.field.country',
  name: 'notifications.field.name',
  firstname: 'notifications.field.firstname',
  lastname: 'notifications.field.lastname',
  phone: 'notifications.field.phone',
  email: 'notifications.field.email',
};

/** The words of `t`'s language, dates in `locale`. */
export function bodyWords(t: Translate, locale: string): BodyWords {
  return {
    label: (key) => (Object.hasOwn(FIELD_LABELS, key) ? t(FIELD_LABELS[key]!) : humaniseKey(key)),
    yes: t('notifications.body.yes'),
    no: t('notifications.body.no'),
    date: (millis) => formatFullDate(millis, locale),
  };
}
/** As firestore.rules takes an image: segments that are neither empty nor start with a dot. */
const NOTIFICATION_IMAGE_PATH = /^notifications(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/;
const IMAGE_KEY = /(image|photo|picture|logo|thumbnail)/i;
const EMPTY = '—';
/** Bodies are data, but guard against a self-referencing object all the same. */
const MAX_DEPTH = 8;

export function renderNotificationBody(body: unknown, words: BodyWords): RenderedField[] {
  if (body === null || body === undefined) return [];
  if (!isPlainObject(body)) return [{ key: 'message', label: words.label('message'), value: renderValue('message', body, 0, words) }];
  return renderFields(body, 0, words);
}

function renderFields(source: Record<string, unknown>, depth: number, words: BodyWords): RenderedField[] {
  return Object.entries(source)
    .filter(([key, value]) => !HIDDEN.has(key) && value !== undefined && value !== null)
    .map(([key, value]) => ({ key, label: words.label(key), value: renderValue(key, value, depth + 1, words) }));
}

function renderValue(key: string, value: unknown, depth: number, words: BodyWords): RenderedValue {
  if (depth > MAX_DEPTH) return { kind: 'text', text: '…' };
  if (typeof value === 'boolean') return { kind: 'text', text: value ? words.yes : words.no };
  if (typeof value === 'string') {
    if (IMAGE_KEY.test(key) && isNotificationImagePath(value)) return { kind: 'image', path: value };
    return { kind: 'text', text: value.trim() === '' ? EMPTY : value };
  }
  if (typeof value === 'number' || typeof value === 'bigint') return { kind: 'text', text: String(value) };
  const millis = timestampMillis(value);
  if (millis !== undefined) return { kind: 'text', text: words.date(millis) };
  if (Array.isArray(value)) {
    const items = value.filter((item) => item !== null && item !== undefined);
    if (items.length === 0) return { kind: 'text', text: EMPTY };
    return { kind: 'list', items: items.map((item) => renderValue(key, item, depth + 1, words)) };
  }
  if (isPlainObject(value)) {
    const fields = renderFields(value, depth, words);
    return fields.length > 0 ? { kind: 'group', fields } : { kind: 'text', text: EMPTY };
  }
  return { kind: 'text', text: String(value) };
}

/**
 * The body fields the portal's notices are written with (firestore.rules takes no others): what a sender wrote,
 * as against fields another system left in older bodies (a region code, an urgency flag) that mean nothing to
 * the reader.
 */
const NOTICE_FIELDS = new Set([
  'message', 'order', 'type', 'status', 'soNumber', 'note', 'dealer', 'placedBy', 'poReference', 'requestedBy',
  'reason', 'changes', 'endCustomer', 'installDate', 'installer', 'warrantyNumber', 'image',
]);
/** A body or group holding any of these is an address, whose every field (its state too) is what was written. */
const ADDRESS_KEYS = ['street', 'city', 'zip'];

function isAddressLike(value: unknown): value is Record<string, unknown> {
  return isPlainObject(value) && ADDRESS_KEYS.some((key) => typeof value[key] === 'string' && value[key] !== '');
}

/**
 * The part of a body the reader is shown: an address whole; otherwise the notice fields and any address within.
 * The display rules (renderNotificationBody) then apply to what is left.
 */
export function writtenFields(body: unknown): unknown {
  if (!isPlainObject(body) || isAddressLike(body)) return body;
  return Object.fromEntries(Object.entries(body).filter(([key, value]) => NOTICE_FIELDS.has(key) || isAddressLike(value)));
}

/** A key no label names, made readable: 'siteAddress' / 'site_address' -> 'Site Address'. */
export function humaniseKey(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/(^|\s)\p{Ll}/gu, (letter) => letter.toUpperCase());
}

/** A picture uploaded under Storage `notifications/` (only admins upload there), named by its path. */
export function isNotificationImagePath(value: string): boolean {
  return NOTIFICATION_IMAGE_PATH.test(value);
}

/** Firestore Timestamps (live or as plain {seconds, nanoseconds}) and Dates. */
function timestampMillis(value: unknown): number | undefined {
  if (value instanceof Date) return value.getTime();
  if (typeof value !== 'object' || value === null) return undefined;
  const candidate = value as { toMillis?: unknown; seconds?: unknown; nanoseconds?: unknown };
  if (typeof candidate.toMillis === 'function') return (candidate.toMillis as () => number).call(value);
  const keys = Object.keys(value);
  if (
    keys.length === 2 &&
    typeof candidate.seconds === 'number' &&
    typeof candidate.nanoseconds === 'number'
  ) {
    return candidate.seconds * 1000 + Math.floor(candidate.nanoseconds / 1e6);
  }
  return undefined;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}
