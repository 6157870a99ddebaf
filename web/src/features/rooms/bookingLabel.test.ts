import { labelTone } from './bookingLabel';

// memberBookingLabel's cases: rules/booking-label.test.ts.
describe('labelTone', () => {
  it('colours waiting, rejected and paid differently', () => {
    expect(labelTone('Pending Review')).toBe('warning');
    expect(labelTone('Rejected')).toBe('error');
    expect(labelTone('Payment Complete')).toBe('success');
    expect(labelTone('Accepted - Awaiting Deposit')).toBe('info');
    expect(labelTone('cancelled')).toBe('default');
  });
});
