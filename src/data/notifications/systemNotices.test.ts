import { describe, expect, it } from 'vitest';
import {
  SYSTEM_MESSAGE_ID,
  SYSTEM_MESSAGE_ID_MAX_LENGTH,
  SYSTEM_NOTICES,
  changeDecisionNotice,
  changeRequestNotice,
  newOrderNotice,
  statusChangeNotice,
  warrantyApplicationNotice,
  warrantyDecisionNotice,
} from './systemNotices';

const order = { id: '100044', number: 100044, type: 'vp', poReference: 'PO-77', companyName: 'Prairie Shelters' } as const;

describe('the notices the portal sends by itself, as stored', () => {
  it('have ids firestore.rules takes', () => {
    for (const id of Object.values(SYSTEM_NOTICES)) {
      expect(id).toMatch(SYSTEM_MESSAGE_ID);
      expect(id.length).toBeLessThanOrEqual(SYSTEM_MESSAGE_ID_MAX_LENGTH);
    }
  });

  it('store a new order with its type as a code and its number as digits', () => {
    expect(newOrderNotice({ order, dealer: 'Prairie Shelters', placedBy: 'Dana Dealer' })).toEqual({
      subject: '',
      message: { id: 'notifications.system.newOrder', values: { number: 100044 } },
      body: { order: '100044', type: 'vp', dealer: 'Prairie Shelters', placedBy: 'Dana Dealer', poReference: 'PO-77' },
      link: '/orders/view/100044',
    });
  });

  it('store a change request’s changed fields by their paths, one a line, and its reason trimmed', () => {
    const notice = changeRequestNotice({
      order,
      requestedBy: 'Dana Dealer',
      reason: '  Wider door \n',
      changes: [{ path: 'details.width' }, { path: 'customer.site.city' }, { path: 'details.lines.BP-100' }],
    });
    expect(notice.message).toEqual({ id: 'notifications.system.changeRequested', values: { number: 100044 } });
    expect(notice.body).toEqual({
      order: '100044',
      dealer: 'Prairie Shelters',
      requestedBy: 'Dana Dealer',
      reason: 'Wider door',
      changes: 'details.width\ncustomer.site.city\ndetails.lines.BP-100',
    });
    expect(notice.link).toBe('/admin/changerequests');
  });

  it('store a change decision by its kind, with the note only when there is one', () => {
    const request = { order: '100044', orderNumber: 100044, reason: 'Wider door' };
    expect(changeDecisionNotice(request, 'reject', 'The frame is cut.')).toEqual({
      subject: '',
      message: { id: 'notifications.system.changeRejected', values: { number: 100044 } },
      body: { reason: 'Wider door', note: 'The frame is cut.' },
      link: '/orders/view/100044',
    });
    const approved = changeDecisionNotice(request, 'approve', '');
    expect(approved.message?.id).toBe('notifications.system.changeApproved');
    expect(approved.body).toEqual({ reason: 'Wider door' });
  });

  it('store a status change by its code, with the SO number and note only when given', () => {
    expect(statusChangeNotice({ order, status: 'drawings stamped', soNumber: 'SO-9', note: 'Sealed today' })).toEqual({
      subject: '',
      message: { id: 'notifications.system.statusChanged', values: { number: 100044, status: 'drawings stamped' } },
      body: { order: '100044', type: 'vp', status: 'drawings stamped', soNumber: 'SO-9', note: 'Sealed today' },
      link: '/orders/view/100044',
    });
    expect(statusChangeNotice({ order, status: 'pending', soNumber: null, note: '' }).body).toEqual({ order: '100044', type: 'vp', status: 'pending' });
  });

  it('store a warranty request’s install date as the calendar day picked', () => {
    const notice = warrantyApplicationNotice({
      orderNumber: 100044,
      companyName: 'Prairie Shelters',
      applicant: 'Dana Dealer',
      customerName: 'Farm Co',
      // Local midnight, as the date field gives it: the same day in every time zone.
      installDate: new Date(2026, 2, 4),
      installer: 'Prairie crew',
    });
    expect(notice).toEqual({
      subject: '',
      message: { id: 'notifications.system.warrantyApplied', values: { number: 100044, applicant: 'Dana Dealer', company: 'Prairie Shelters' } },
      body: { order: '100044', dealer: 'Prairie Shelters', endCustomer: 'Farm Co', installDate: '2026-03-04', installer: 'Prairie crew' },
      link: '/admin/warranties',
    });
  });

  it('store a warranty decision with its number when approved, and its note when there is one', () => {
    const approved = { id: 'w1', orderNumber: 100044, status: 'approved', warrantyNumber: 'W-100044-2026', decisionNote: '' } as const;
    expect(warrantyDecisionNotice(approved)).toEqual({
      subject: '',
      message: { id: 'notifications.system.warrantyApproved', values: { number: 100044 } },
      body: { order: '100044', warrantyNumber: 'W-100044-2026' },
      link: '/orders/warranty/w1',
    });
    const rejected = warrantyDecisionNotice({ ...approved, status: 'rejected', warrantyNumber: null, decisionNote: 'Photos are blurred.' });
    expect(rejected.message?.id).toBe('notifications.system.warrantyRejected');
    expect(rejected.body).toEqual({ order: '100044', note: 'Photos are blurred.' });
  });
});
