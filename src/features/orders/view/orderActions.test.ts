import { describe, expect, it } from 'vitest';
import { testUser } from '../../../test/users';
import type { OrderStatus, OrderType } from '../../../reference/orders';
import type { Warranty } from '../../../types/orders';
import { orderActions, type OrderActionKind } from './orderActions';
import { at } from '../../../test/orderFixtures';

const dealer = testUser({ company: 'company-1' });
const otherDealer = testUser({ id: 'user-2', company: 'company-2' });
const admin = testUser({ id: 'admin-1', company: 'hq', admin: true });

const order = (status: OrderStatus, type: OrderType = 'cover') => ({ id: '100004', type, status, company: 'company-1' });
const warranty = (id: string, status: Warranty['status'], iso: string) => ({ id, status, createdDate: at(iso) });
const kinds = (actions: ReturnType<typeof orderActions>): OrderActionKind[] => actions.map((action) => action.kind);

describe('orderActions', () => {
  it('lets the company edit a pending order directly and an admin move it on', () => {
    expect(orderActions(order('pending'), dealer, [])).toEqual([
      { kind: 'edit', to: '/orders/edit/cover/100004' },
      { kind: 'orderAgain', to: '/orders/new/cover/100004' },
    ]);
    expect(kinds(orderActions(order('pending'), admin, []))).toEqual(['edit', 'changeStatus']);
  });

  it('turns an edit into a change request past pending, for the company only, until the order closes', () => {
    expect(orderActions(order('drawings stamped', 'building'), dealer, [])[0]).toEqual({
      kind: 'requestChange',
      to: '/orders/edit/building/100004',
    });
    expect(kinds(orderActions(order('drawings stamped'), admin, []))).toEqual(['changeStatus']);
    expect(kinds(orderActions(order('shipped'), dealer, []))).toEqual(['requestChange', 'orderAgain']);
    expect(kinds(orderActions(order('cancelled'), dealer, []))).toEqual(['orderAgain']);
    expect(kinds(orderActions(order('cancelled'), admin, []))).toEqual([]);
  });

  it('never edits VP orders, which have no edit form', () => {
    expect(kinds(orderActions(order('pending', 'vp'), dealer, []))).toEqual(['orderAgain']);
    expect(kinds(orderActions(order('pre production', 'vp'), dealer, []))).toEqual(['orderAgain']);
  });

  it('offers warranty on delivered orders, and links to a warranty once there is one', () => {
    expect(orderActions(order('delivered'), dealer, [])).toContainEqual({ kind: 'applyWarranty', to: '/orders/warranty/apply/100004' });
    expect(kinds(orderActions(order('shipped'), dealer, []))).not.toContain('applyWarranty');
    const pending = orderActions(order('delivered'), dealer, [warranty('w1', 'pending', '2026-04-01')]);
    expect(kinds(pending)).not.toContain('applyWarranty');
    expect(pending).toContainEqual({ kind: 'viewWarranty', to: '/orders/warranty/w1' });
    // After a rejection the dealer may apply again; the newest open warranty wins over a rejected one.
    expect(kinds(orderActions(order('delivered'), dealer, [warranty('w1', 'rejected', '2026-04-01')]))).toEqual([
      'orderAgain',
      'viewWarranty',
      'applyWarranty',
    ]);
    const both = [warranty('w1', 'rejected', '2026-05-01'), warranty('w2', 'approved', '2026-04-01')];
    expect(orderActions(order('delivered'), admin, both)).toEqual([{ kind: 'viewWarranty', to: '/orders/warranty/w2' }]);
  });

  it("gives another company's user nothing to do", () => {
    expect(orderActions(order('pending'), otherDealer, [])).toEqual([]);
    expect(orderActions(order('delivered'), otherDealer, [])).toEqual([]);
  });
});
