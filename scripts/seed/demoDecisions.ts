/**
 * The requests dealers made about their demo orders, and what the admin decided: warranty applications on
 * delivered orders (most approved with a certificate, some waiting, one rejected) and change requests on orders
 * in progress (two waiting, one approved and applied to its order, one rejected).
 */
import { orderSearchKeys } from '../../src/data/orderSearchKeys.js';
import { diffOrderContent } from '../../src/lib/orderDiff.js';
import { isClosedStatus, ORDER_STATUSES, type OrderStatus } from '../../src/reference/orders.js';
import { coverageEnd, orderFabric, warrantyNumberFor } from '../../src/reference/warranty.js';
import type { ChangeRequest, OrderContent, Warranty } from '../../src/types/orders.js';
import { ADMIN_ID, ADMIN_NAME, CA_DEALER, US_DEALER, fullNameOf, userById } from './demoCompanies.js';
import { endCustomer } from './demoOrderContent.js';
import { DEMO_ORDERS, type DemoHistoryEntry, type DemoOrder, type DemoOrderWithHistory } from './demoOrders.js';
import type { DemoFile } from './demoResources.js';
import { SCENES } from './demoResources.js';
import { siteScene } from './pictures.js';
import { DAY, type WithDates } from './withDates.js';

export type DemoChangeRequest = WithDates<ChangeRequest>;
export type DemoWarranty = WithDates<Warranty>;

export const DEMO_CHANGE_REQUEST_ID = 'demo-change-request-1';
export const DEMO_WARRANTY_ID = 'demo-warranty-1';

const HOUR = 3_600_000;
const localMidnight = (time: number) => {
  const date = new Date(time);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
};

function deliveredAt(entry: DemoOrderWithHistory): number {
  return entry.history.find((h) => h.to === 'delivered')!.at.getTime();
}

/** The cover colours as a photo shows them. */
const COVER_COLOURS: Record<string, string> = {
  White: '#f4f4f0', Tan: '#c9b48a', Green: '#6f8f6a', Silver: '#b9bec4', Black: '#3b3d40', Blue: '#5d7fa6', Brown: '#7a5c44', Red: '#b8403c',
};

/** One photo per cover colour and country (the same picture for the same look, drawn once). */
const photos = new Map<string, Buffer>();
function installationPhoto(order: DemoOrder): Buffer {
  const cover = order.type === 'cover' ? order.details : order.type === 'parts' ? null : order.details.cover;
  const colour = cover?.colour ?? 'White';
  const key = `${colour}-${order.company}`;
  if (!photos.has(key)) {
    const site = order.company === US_DEALER ? SCENES.arena : SCENES.summer;
    photos.set(key, siteScene(400, 250, { ...site, fabric: COVER_COLOURS[colour] ?? COVER_COLOURS.White }).png());
  }
  return photos.get(key)!;
}

type Outcome = 'pending' | 'approved' | 'rejected';

/** Installed a few days after delivery (the story order: five days ago). */
function installDay(entry: DemoOrderWithHistory, now: number): Date {
  if (entry.order.id === DEMO_ORDERS.deliveredCA) return localMidnight(now - 5 * DAY);
  return localMidnight(deliveredAt(entry) + (3 + (entry.order.number % 6)) * DAY);
}

/**
 * Which delivered orders have a warranty, and how it stands: the two story orders as the journeys expect; no
 * application yet for a building installed in the last days, for one order in five, nor for most parts orders;
 * one rejected; the latest installations pending; the rest approved.
 */
function outcomes(delivered: readonly DemoOrderWithHistory[], now: number): Map<DemoOrderWithHistory, Outcome> {
  const chosen = new Map<DemoOrderWithHistory, Outcome>();
  let rejected = false;
  delivered.forEach((entry, k) => {
    if (entry.order.id === DEMO_ORDERS.deliveredCA) return chosen.set(entry, 'pending');
    if (entry.order.id === DEMO_ORDERS.deliveredUS) return chosen.set(entry, 'approved');
    const installed = installDay(entry, now).getTime();
    if (installed > now - 2 * DAY || k % 5 === 4 || (entry.order.type === 'parts' && k % 4 !== 0)) return;
    if (now - installed < 21 * DAY) return chosen.set(entry, 'pending');
    if (!rejected && entry.order.type !== 'parts') {
      rejected = true;
      return chosen.set(entry, 'rejected');
    }
    chosen.set(entry, 'approved');
  });
  return chosen;
}

export function buildWarranties(orders: readonly DemoOrderWithHistory[], now: number): { warranties: DemoWarranty[]; files: DemoFile[] } {
  const delivered = orders.filter(({ order }) => order.status === 'delivered');
  const files: DemoFile[] = [];
  const warranties: DemoWarranty[] = [];
  let next = 2;
  for (const [entry, outcome] of outcomes(delivered, now)) {
    const { order } = entry;
    const story = order.id === DEMO_ORDERS.deliveredCA;
    const id = story ? DEMO_WARRANTY_ID : `demo-warranty-${next++}`;
    const dealer = userById(order.createdBy);
    // Applied for a few days after installation (the story application: yesterday).
    const install = installDay(entry, now);
    const applied = story ? now - DAY : Math.min(install.getTime() + (2 + (order.number % 4)) * DAY + 10 * HOUR, now - 2 * HOUR);
    const decided = applied + (1 + (order.number % 3)) * DAY;
    const status: Outcome = outcome !== 'pending' && decided > now ? 'pending' : outcome;
    const photo = installationPhoto(order);
    const path = `warranties/${order.company}/${id}/installed-building.png`;
    files.push({ path, contentType: 'image/png', bytes: photo });
    const fabric = orderFabric(order as unknown as OrderContent);
    const end = coverageEnd(install, fabric);
    const approved = status === 'approved' && end !== null;
    warranties.push({
      id, order: order.id, orderNumber: order.number, orderType: order.type, company: order.company, companyName: order.companyName,
      createdBy: dealer.id, createdByName: fullNameOf(dealer), createdDate: new Date(applied),
      status: approved ? 'approved' : status === 'rejected' ? 'rejected' : 'pending',
      endCustomer: order.customer ?? endCustomer(order.number, order.company === CA_DEALER ? 'CA' : 'US'),
      installDate: install, installer: `${order.companyName.replace(/ (Ltd\.|LLC)$/, '')} install crew`,
      photos: [{ path, name: 'installed-building.png', contentType: 'image/png', size: photo.length }],
      fabric,
      warrantyNumber: approved ? warrantyNumberFor(order.number, install) : null,
      coverageStart: approved ? install : null,
      coverageEnd: approved ? end : null,
      decidedBy: status === 'pending' ? null : ADMIN_ID,
      decidedByName: status === 'pending' ? null : ADMIN_NAME,
      decidedDate: status === 'pending' ? null : new Date(decided),
      decisionNote: status === 'rejected' ? 'The photos do not show the end walls. Please apply again with a photo of each end of the building.' : '',
    });
  }
  return { warranties, files };
}

/** The first order past pending, not closed, that `accept` takes and no request is about yet. */
function orderInProgress(orders: readonly DemoOrderWithHistory[], taken: Set<string>, accept: (order: DemoOrder) => boolean): DemoOrderWithHistory {
  const found = orders.find(({ order }) => order.status !== 'pending' && !isClosedStatus(order.status) && !taken.has(order.id) && accept(order));
  if (!found) throw new Error('The demo orders hold no order in progress for a change request');
  taken.add(found.order.id);
  return found;
}

const statusAt = (entry: DemoOrderWithHistory, time: number): OrderStatus =>
  [...entry.history].reverse().find((h) => h.at.getTime() <= time)?.to ?? 'pending';

interface RequestPlan {
  id: string;
  entry: DemoOrderWithHistory;
  status: Outcome;
  /** Hours before the seed time that it was made; decided a day later when decided. */
  madeHoursAgo: number;
  reason: string;
  change: (content: WithDates<OrderContent>) => WithDates<OrderContent>;
  decisionNote?: string;
}

/**
 * The change requests, and the orders as they stand after them: an approved request's change is in its order,
 * with a 'change approved' history entry and the next revision, as an approval leaves it.
 */
export function buildChangeRequests(orders: readonly DemoOrderWithHistory[], now: number): { changeRequests: DemoChangeRequest[]; orders: DemoOrderWithHistory[] } {
  const taken = new Set<string>([DEMO_ORDERS.changeRequestCA]);
  const story = orders.find(({ order }) => order.id === DEMO_ORDERS.changeRequestCA)!;
  const framed = (order: DemoOrder) => order.type === 'building' || order.type === 'vp';
  const drawingsIndex = ORDER_STATUSES.indexOf('drawings stamped');
  const plans: RequestPlan[] = [
    {
      id: DEMO_CHANGE_REQUEST_ID, entry: story, status: 'pending', madeHoursAgo: 48,
      reason: 'The customer asked for a second door after seeing the drawings.',
      change: (c) => ({ ...c, notes: 'Please add a second man door on the east end wall.' }),
    },
    {
      id: 'demo-change-request-2', entry: orderInProgress(orders, taken, (o) => o.company === US_DEALER && framed(o)), status: 'pending', madeHoursAgo: 20,
      reason: 'The customer needs room for a second combine.',
      change: (c) => (c.type === 'building' || c.type === 'vp' ? { ...c, details: { ...c.details, length: c.details.length + 20 } } as typeof c : c),
    },
    {
      id: 'demo-change-request-3', entry: orderInProgress(orders, taken, (o) => o.company === CA_DEALER && o.type !== 'parts'), status: 'approved', madeHoursAgo: 30 * 24,
      reason: 'The customer’s purchase order was reissued.',
      change: (c) => ({ ...c, poReference: `${c.poReference}-R1` }),
    },
    {
      id: 'demo-change-request-4', entry: orderInProgress(orders, taken, (o) => framed(o) && o.statusIndex >= drawingsIndex), status: 'rejected', madeHoursAgo: 9 * 24,
      reason: 'The customer would like the building ten feet wider.',
      change: (c) => (c.type === 'building' || c.type === 'vp' ? { ...c, details: { ...c.details, width: c.details.width + 10 } } as typeof c : c),
      decisionNote: 'The drawings are stamped and the trusses are in production: a wider building needs a new order.',
    },
  ];

  const changed = new Map<string, DemoOrderWithHistory>();
  const changeRequests = plans.map((plan): DemoChangeRequest => {
    const { order } = plan.entry;
    // Made while the order was in progress: no earlier than a day after it was received.
    const received = plan.entry.history.find((h) => h.to === 'order received')!.at.getTime();
    const made = Math.min(Math.max(now - plan.madeHoursAgo * HOUR, received + DAY), now - 2 * HOUR);
    const decided = plan.status === 'pending' ? null : Math.min(made + DAY, now - HOUR);
    const dealer = userById(order.company === CA_DEALER ? 'demo-dealer-ca' : 'demo-dealer-us');
    const { type, leadSource, poReference, notes, customer, details, attachments } = order;
    const before = { type, leadSource, poReference, notes, customer, details, attachments } as WithDates<OrderContent>;
    const proposed = plan.change(before);
    const changes = diffOrderContent(before as unknown as OrderContent, proposed as unknown as OrderContent);
    if (plan.status === 'approved' && decided !== null) changed.set(order.id, approve(plan.entry, proposed, changes, decided));
    return {
      id: plan.id, order: order.id, orderNumber: order.number, orderType: type, company: order.company, companyName: order.companyName,
      createdBy: dealer.id, createdByName: fullNameOf(dealer), createdDate: new Date(made), status: plan.status, reason: plan.reason,
      revision: order.revision, changes, proposed,
      decidedBy: decided === null ? null : ADMIN_ID, decidedByName: decided === null ? null : ADMIN_NAME,
      decidedDate: decided === null ? null : new Date(decided), decisionNote: plan.decisionNote ?? '',
    };
  });
  return { changeRequests, orders: orders.map((entry) => changed.get(entry.order.id) ?? entry) };
}

/** The order with the change applied at `decided`: its content, the next revision, and the history entry in its place. */
function approve(entry: DemoOrderWithHistory, proposed: WithDates<OrderContent>, changes: DemoChangeRequest['changes'], decided: number): DemoOrderWithHistory {
  const status = statusAt(entry, decided);
  const approval: DemoHistoryEntry = {
    id: '', seq: 0, kind: 'change approved', at: new Date(decided), by: ADMIN_ID, byName: ADMIN_NAME, from: status, to: status, note: '', changes,
  };
  const history = [...entry.history, approval]
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map((h, i) => ({ ...h, id: String(i + 1), seq: i + 1 }));
  const order = {
    ...entry.order, ...proposed, revision: entry.order.revision + 1, historyCount: history.length,
    updatedDate: history[history.length - 1].at,
    // As DECIDECHANGE does: the approved content is what search finds.
    searchKeys: orderSearchKeys({
      number: entry.order.number, soNumber: entry.order.soNumber, poReference: proposed.poReference, customer: proposed.customer,
    }),
  } as DemoOrder;
  return { order, history };
}
