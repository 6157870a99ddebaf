import { memberBookingStatus } from '../../../../rules/booking-label';
import { LABEL_TONES } from './bookingLabel';

// The labels and kinds: rules/booking-label.test.ts.
describe('LABEL_TONES', () => {
  it('colours waiting, rejected and paid differently, by the label’s kind rather than its words', () => {
    const tone = (b: Parameters<typeof memberBookingStatus>[0]) => LABEL_TONES[memberBookingStatus(b).kind];
    expect(tone({ status: 'pending' })).toBe('warning');
    expect(tone({ status: 'rejected' })).toBe('error');
    expect(tone({ status: 'accepted', fullPaymentReceivedAt: 'x' })).toBe('success');
    expect(tone({ status: 'accepted', depositRequestedAt: 'x' })).toBe('info');
    expect(tone({ status: 'cancelled' })).toBe('default');
  });
});
