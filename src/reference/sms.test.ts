import { describe, expect, it } from 'vitest';
import { statusChangeSmsText } from './sms';

describe('statusChangeSmsText', () => {
  it('builds the status-change text of spec section 9', () => {
    expect(statusChangeSmsText('Dealer Portal', '10452', 'drawings stamped')).toBe(
      'Dealer Portal: The order status for SO# 10452 has changed to drawings stamped. For questions, please contact your Calhoun Representative.',
    );
  });

  it('keeps the SO number and status exactly as given', () => {
    const text = statusChangeSmsText('Portal', 'SO-7/B', 'ready for shipment');
    expect(text).toContain('SO# SO-7/B ');
    expect(text).toContain('changed to ready for shipment.');
  });
});
