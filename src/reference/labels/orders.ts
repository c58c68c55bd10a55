/** Order statuses, types and lead sources in the reader's language (see labelOf.ts). */
import type { OrderLeadSource, OrderStatus, OrderType } from '../orders';
import { labelOf, type ReadMessage } from './labelOf';

const STATUS_MESSAGES: Record<OrderStatus, string> = {
  pending: 'reference.status.pending',
  'order received': 'reference.status.orderReceived',
  'drawings in engineering': 'reference.status.drawingsInEngineering',
  'drawings out for approval': 'reference.status.drawingsOutForApproval',
  'drawings out for analysis': 'reference.status.drawingsOutForAnalysis',
  'drawings stamped': 'reference.status.drawingsStamped',
  'pre production': 'reference.status.preProduction',
  'post production': 'reference.status.postProduction',
  'ready for shipment': 'reference.status.readyForShipment',
  shipped: 'reference.status.shipped',
  delivered: 'reference.status.delivered',
  cancelled: 'reference.status.cancelled',
};

const TYPE_MESSAGES: Record<OrderType, string> = {
  parts: 'reference.orderType.parts',
  cover: 'reference.orderType.cover',
  building: 'reference.orderType.building',
  vp: 'reference.orderType.vp',
};

const LEAD_SOURCE_MESSAGES: Record<OrderLeadSource, string> = {
  'Own Lead': 'reference.leadSource.ownLead',
  Calhoun: 'reference.leadSource.calhoun',
  'Other Dealer': 'reference.leadSource.otherDealer',
};

/** 'drawings out for approval' -> 'Drawings Out For Approval', 'Dessins envoyés pour approbation'. */
export function orderStatusText(status: OrderStatus, t: ReadMessage): string {
  return labelOf(STATUS_MESSAGES, status, t);
}

/** 'vp' -> 'VP Building Order', 'Commande de bâtiment VP'. */
export function orderTypeText(type: OrderType, t: ReadMessage): string {
  return labelOf(TYPE_MESSAGES, type, t);
}

export function leadSourceText(source: string, t: ReadMessage): string {
  return labelOf(LEAD_SOURCE_MESSAGES, source, t);
}
