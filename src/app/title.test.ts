import { describe, expect, it } from 'vitest';
import { documentTitle, toTitleCase } from './title';

describe('document title', () => {
  it('is the route name in Title Case followed by the product name', () => {
    expect(documentTitle('notification dashboard')).toBe('Notification Dashboard | Dealer Portal');
    expect(documentTitle('send notification')).toBe('Send Notification | Dealer Portal');
    expect(documentTitle('not found')).toBe('Not Found | Dealer Portal');
  });

  it('is the product name alone when the route has no name', () => {
    expect(documentTitle(null)).toBe('Dealer Portal');
    expect(documentTitle('')).toBe('Dealer Portal');
  });

  it('title-cases words separated by spaces, hyphens and underscores', () => {
    expect(toTitleCase('change-requests')).toBe('Change Requests');
    expect(toTitleCase('sms_recipients')).toBe('Sms Recipients');
    expect(toTitleCase('  order   history ')).toBe('Order History');
  });
});
