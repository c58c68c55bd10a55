/**
 * The demo orders: about a year of business for the two dealers, numbered in the order they were placed. Each
 * order moves through its type's steps at its own pace (parts in days, buildings in months), so older orders are
 * delivered, recent ones still in engineering or production, the newest pending, and a few were cancelled on the
 * way. Which orders there are and where each stands depend only on the order's age, never on the clock: the
 * same data set for every seed time, moved along with it.
 */
import type { Order, OrderHistoryEntry } from '../../src/types/orders.js';
import { isClosedStatus, ORDER_STATUSES, type OrderStatus, type OrderType } from '../../src/reference/orders.js';
import { orderSearchKeys } from '../../src/data/orderSearchKeys.js';
import { ADMIN_ID, ADMIN_NAME, companies, fullNameOf, userById } from './demoCompanies.js';
import { demoOrderContent } from './demoOrderContent.js';
import { DAY, type WithDates } from './withDates.js';

export type DemoOrder = WithDates<Order>;
export type DemoHistoryEntry = WithDates<OrderHistoryEntry>;
export interface DemoOrderWithHistory { order: DemoOrder; history: DemoHistoryEntry[] }

/** The first order number; counters/orders then holds the number after the last seeded order. */
export const FIRST_ORDER_NUMBER = 100001;

/** Days from submission to each step at an ordinary pace (skipping steps is allowed: parts need no drawings). */
export const ORDER_STEPS: Record<OrderType, readonly (readonly [OrderStatus, number])[]> = {
  parts: [['pending', 0], ['order received', 1.5], ['ready for shipment', 5], ['shipped', 7], ['delivered', 10]],
  cover: [['pending', 0], ['order received', 2.5], ['pre production', 6], ['post production', 16], ['ready for shipment', 22], ['shipped', 26], ['delivered', 31]],
  building: [
    ['pending', 0], ['order received', 3], ['drawings in engineering', 6], ['drawings out for approval', 18], ['drawings stamped', 30],
    ['pre production', 36], ['post production', 52], ['ready for shipment', 62], ['shipped', 68], ['delivered', 75],
  ],
  vp: [
    ['pending', 0], ['order received', 3], ['drawings in engineering', 7], ['drawings out for approval', 24], ['drawings out for analysis', 34],
    ['drawings stamped', 44], ['pre production', 52], ['post production', 72], ['ready for shipment', 84], ['shipped', 90], ['delivered', 98],
  ],
};

/** What the admin writes beside some steps. */
const STEP_NOTES: Partial<Record<OrderStatus, string>> = {
  'drawings out for approval': 'Drawings sent for the customer’s approval.',
  shipped: 'Left the plant on the morning truck.',
  cancelled: "Cancelled at the customer's request.",
};

/** One order to be: who places it, how many days ago, how fast it moves, and where it is cancelled (if it is). */
export interface OrderPlan {
  type: OrderType;
  creator: string;
  /** Days before the seed time; fractions are hours. */
  age: number;
  /** 1 is the ordinary pace; 1.5 takes half as long again (a customer slow to approve, a busy season). */
  pace: number;
  /** Cancelled a couple of days after reaching this step, if it got that far. */
  cancelledAfter?: OrderStatus;
}

/** A small deterministic generator (mulberry32): the same plans on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(next: () => number, weighted: readonly (readonly [T, number])[]): T {
  const total = weighted.reduce((sum, [, w]) => sum + w, 0);
  let at = next() * total;
  for (const [value, weight] of weighted) {
    at -= weight;
    if (at < 0) return value;
  }
  return weighted[weighted.length - 1][0];
}

/** Orders the journeys and the walkthrough rely on: placed where their status is certain. */
export const STORY_ORDERS = {
  /** A building of the Canadian dealer, delivered last quarter: its warranty application is pending. */
  deliveredCA: { type: 'building', creator: 'demo-dealer-ca', age: 150, pace: 1 },
  /** A cover of the US dealer, delivered: its warranty is approved. */
  deliveredUS: { type: 'cover', creator: 'demo-manager-us', age: 95, pace: 1 },
  /** A Canadian building in engineering, with a change request pending. */
  changeRequestCA: { type: 'building', creator: 'demo-dealer-ca', age: 12, pace: 1 },
  /** A Canadian parts order placed this morning. */
  pendingCA: { type: 'parts', creator: 'demo-dealer-ca', age: 0.2, pace: 1 },
} as const satisfies Record<string, OrderPlan>;

/** This week's orders, on top of the year's: a few still pending, as on any working day. */
const THIS_WEEK: readonly OrderPlan[] = [
  { type: 'building', creator: 'demo-dealer-us', age: 1.3, pace: 1 },
  { type: 'cover', creator: 'demo-manager-us', age: 0.6, pace: 1 },
  { type: 'vp', creator: 'demo-manager-ca', age: 2.4, pace: 1.2 },
  { type: 'parts', creator: 'demo-dealer-us', age: 4.2, pace: 1 },
];

const PLANNED_ORDERS = 72;
/** Orders reach back this many days: inside the reports' default range of twelve months. */
const HISTORY_DAYS = 330;

/** The plans, oldest first: more orders lately than a year ago (the dealers are growing), spring the busiest. */
export function orderPlans(): OrderPlan[] {
  const next = random(5150);
  const plans: OrderPlan[] = Array.from({ length: PLANNED_ORDERS }, (_, i) => {
    const age = Math.round(HISTORY_DAYS * (1 - i / PLANNED_ORDERS) ** 1.6 + next() * 4) + 1 + Math.round(next() * 10) / 24;
    const type = pick<OrderType>(next, [['parts', 35], ['cover', 20], ['building', 30], ['vp', 15]]);
    const creator = pick(next, [['demo-dealer-ca', 32], ['demo-manager-ca', 20], ['demo-dealer-us', 30], ['demo-manager-us', 18]]);
    const pace = 0.9 + next() * 0.8;
    const cancel = next() < 0.08;
    const steps = ORDER_STEPS[type];
    const cancellable = steps.filter(([status]) => ORDER_STATUSES.indexOf(status) < ORDER_STATUSES.indexOf('shipped'));
    return cancel ? { type, creator, age, pace, cancelledAfter: cancellable[Math.floor(next() * cancellable.length)][0] } : { type, creator, age, pace };
  });
  return [...plans, ...THIS_WEEK, ...Object.values(STORY_ORDERS)].sort((a, b) => b.age - a.age);
}

/** The steps an order has taken by `age` days after it was placed: [status, days after submission]. */
export function stepsReached(plan: OrderPlan): [OrderStatus, number][] {
  const reached: [OrderStatus, number][] = [];
  for (const [status, days] of ORDER_STEPS[plan.type]) {
    const at = days * plan.pace;
    if (at > plan.age) break;
    reached.push([status, at]);
    if (status === plan.cancelledAfter) {
      if (at + 2 <= plan.age) reached.push(['cancelled', at + 2]);
      break;
    }
  }
  return reached;
}

/** Every planned order, numbered from FIRST_ORDER_NUMBER oldest first, each with one history entry per step. */
export function buildOrders(now: number): DemoOrderWithHistory[] {
  return orderPlans().map((plan, n) => {
    const creator = userById(plan.creator);
    const company = companies.find((c) => c.id === creator.company)!;
    const number = FIRST_ORDER_NUMBER + n;
    const created = now - plan.age * DAY;
    const steps = stepsReached(plan);
    const history: DemoHistoryEntry[] = steps.map(([to, days], i) => ({
      // Status changes happen in working hours: a few hours into the day the step falls on.
      id: String(i + 1), seq: i + 1, kind: i === 0 ? 'submitted' : 'status', at: new Date(created + days * DAY + (i === 0 ? 0 : 3 * 3_600_000)),
      by: i === 0 ? creator.id : ADMIN_ID, byName: i === 0 ? fullNameOf(creator) : ADMIN_NAME,
      from: i === 0 ? null : steps[i - 1][0], to, note: STEP_NOTES[to] ?? '', changes: [],
    }));
    const status = steps[steps.length - 1][0];
    const content = demoOrderContent(plan.type, n, company, created);
    const soNumber = status === 'pending' ? null : String(10400 + n);
    return {
      order: {
        ...content, id: String(number), number, company: company.id, companyName: company.name, currency: company.currency,
        createdBy: creator.id, createdByName: fullNameOf(creator), createdDate: new Date(created), updatedDate: history[history.length - 1].at,
        status, statusIndex: ORDER_STATUSES.indexOf(status), closed: isClosedStatus(status), soNumber,
        searchKeys: orderSearchKeys({ number, soNumber, poReference: content.poReference, customer: content.customer }),
        historyCount: history.length, revision: 1,
      } as DemoOrder,
      history,
    };
  });
}

/** counters/orders: the number the next submission gets. */
export function orderCounter(orders: readonly DemoOrderWithHistory[]): { next: number } {
  return { next: Math.max(FIRST_ORDER_NUMBER - 1, ...orders.map(({ order }) => order.number)) + 1 };
}

/** The ids of the story orders (the same for every seed time). */
export const DEMO_ORDERS = (() => {
  const plans = orderPlans();
  const idOf = (plan: OrderPlan) => String(FIRST_ORDER_NUMBER + plans.indexOf(plan));
  return {
    deliveredCA: idOf(STORY_ORDERS.deliveredCA),
    deliveredUS: idOf(STORY_ORDERS.deliveredUS),
    changeRequestCA: idOf(STORY_ORDERS.changeRequestCA),
    pendingCA: idOf(STORY_ORDERS.pendingCA),
  };
})();

