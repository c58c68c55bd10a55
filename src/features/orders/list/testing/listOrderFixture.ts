/**
 * Order documents as stored, for journeys and the list benchmark that write them with firebase-admin (which
 * stores a Date as a Timestamp). Only what the lists read is filled in; the rest holds valid empty values.
 */
import { orderSearchKeys } from '../../../../data/orderSearchKeys';
import { ORDER_STATUSES, type OrderStatus, type OrderType } from '../../../../reference/orders';
import type { CurrencyCode } from '../../../../types/domain';

export interface ListOrderInput {
  number: number;
  company: { id: string; name: string; currency: CurrencyCode };
  createdBy: { id: string; name: string };
  type: OrderType;
  status: OrderStatus;
  createdDate: Date;
  /** End customer (building and VP orders). */
  customerName?: string;
  poReference?: string;
  /** Parts orders. */
  total?: number;
}

export function listOrderDocument(input: ListOrderInput): Record<string, unknown> {
  const { number, company, type, status } = input;
  const statusIndex = ORDER_STATUSES.indexOf(status);
  const soNumber = statusIndex > 0 && status !== 'cancelled' ? `SO-${number}` : null;
  const customer =
    type === 'building' || type === 'vp'
      ? { name: input.customerName ?? `Customer ${number}`, phone: '', email: '', site: { street: '', city: '', state: 'SK', zip: '', country: 'CA' } }
      : null;
  const details = type === 'parts' ? { lines: [], total: input.total ?? 100 } : {};
  const poReference = input.poReference ?? '';
  return {
    number,
    type,
    company: company.id,
    companyName: company.name,
    currency: company.currency,
    createdBy: input.createdBy.id,
    createdByName: input.createdBy.name,
    createdDate: input.createdDate,
    updatedDate: input.createdDate,
    status,
    statusIndex,
    closed: status === 'delivered' || status === 'cancelled',
    soNumber,
    leadSource: 'Own Lead',
    poReference,
    notes: '',
    customer,
    details,
    attachments: [],
    searchKeys: orderSearchKeys({ number, soNumber, poReference, customer }),
    historyCount: 1,
    revision: 1,
  };
}
