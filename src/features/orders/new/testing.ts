/** Saved drafts as the data layer returns them, and their listener, for the new-order screen's tests. */
import { Timestamp } from 'firebase/firestore';
import type { subscribeToDrafts } from '../../../data/orderDraftsApi';
import type { OrderDraft } from '../../../types/orders';

/** When a draft was saved: November 1, 2026, at half past `hour`. */
export const savedAt = (hour: number) => Timestamp.fromDate(new Date(2026, 10, 1, hour, 30));

/** A building draft (d2) for Big Sky Aviation, saved at 10:30; the name as typed, with a double space the list folds. */
export const buildingDraft: OrderDraft = {
  id: 'd2',
  type: 'building',
  values: { poReference: 'PO-TOUR', customer: { name: 'Big  Sky Aviation' }, size: { series: 'HT', width: '60' }, length: '100' },
  summary: 'Building HT 60 × 100',
  updatedDate: savedAt(10),
};

/** A drafts listener that hands `drafts` over at once; `push` sends it a later list. */
export function draftsListener(drafts: OrderDraft[]) {
  let push: (next: OrderDraft[]) => void = () => undefined;
  const subscribe: typeof subscribeToDrafts = (_uid, onChange) => {
    push = onChange;
    onChange(drafts);
    return () => undefined;
  };
  return { subscribe, push: (next: OrderDraft[]) => push(next) };
}
