/**
 * What the drafts list says of an order in progress ('Cover CC 42 × 80', '3 parts, 12 items'), as messages the
 * list words in the reader's language. They read a draft's saved values, which are not trusted to have any shape,
 * and need none of the forms' schemas.
 */
import type { OrderType } from '../../../reference/orders';
import type { OrderMessage } from './messages';
import { parseWholeNumber } from './numbers';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The text at `path` in the values ('' for anything else). */
function textAt(values: unknown, ...path: string[]): string {
  let value = values;
  for (const key of path) value = isRecord(value) ? value[key] : undefined;
  return typeof value === 'string' ? value : '';
}

/** 'HT 60 × 120', 'HT 60', 'HT' or '' as far as the size is chosen. */
function sizeText(series: string, width: string, length: string): string {
  const size = width && length ? `${width} × ${length}` : width;
  return [series, size].filter(Boolean).join(' ');
}

function sized(id: string, noSizeId: string, size: string): OrderMessage {
  return size ? { id, values: { size } } : { id: noSizeId, values: {} };
}

/** 'Cover CC 42 × 80'. */
export function coverSummary(values: unknown): OrderMessage {
  const size = sizeText(textAt(values, 'size', 'series'), textAt(values, 'size', 'width'), textAt(values, 'length'));
  return sized('orders.new.summary.cover', 'orders.new.summary.coverNoSize', size);
}

/** 'Building HT 60 × 100'. */
export function buildingSummary(values: unknown): OrderMessage {
  const size = sizeText(textAt(values, 'size', 'series'), textAt(values, 'size', 'width'), textAt(values, 'length'));
  return sized('orders.new.summary.building', 'orders.new.summary.buildingNoSize', size);
}

/** 'VP building VPe 60 × 120'. */
export function vpSummary(values: unknown): OrderMessage {
  const size = sizeText(textAt(values, 'series'), textAt(values, 'width'), textAt(values, 'length'));
  return sized('orders.new.summary.vp', 'orders.new.summary.vpNoSize', size);
}

/** '3 parts, 12 items'. */
export function partsSummary(values: unknown): OrderMessage {
  const lines = isRecord(values) && Array.isArray(values.lines) ? values.lines : [];
  if (lines.length === 0) return { id: 'orders.new.summary.noParts', values: {} };
  const items = lines.reduce((sum: number, line: unknown) => sum + (parseWholeNumber(textAt(line, 'quantity')) ?? 0), 0);
  return { id: 'orders.new.summary.parts', values: { parts: lines.length, items } };
}

const SUMMARIES: Record<OrderType, (values: unknown) => OrderMessage> = {
  parts: partsSummary,
  cover: coverSummary,
  building: buildingSummary,
  vp: vpSummary,
};

export function orderSummary(type: OrderType, values: unknown): OrderMessage {
  return SUMMARIES[type](values);
}
