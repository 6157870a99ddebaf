import { memberBookingLabel, memberBookingStatus } from './booking-label';

const at = '2026-11-01T10:00:00.000Z';

describe('memberBookingLabel (spec §4)', () => {
  it.each([
    ['pending', {}, 'Pending Review'],
    ['rejected', {}, 'Rejected'],
    ['accepted', {}, 'Accepted'],
    ['accepted', { depositRequestedAt: at }, 'Accepted - Awaiting Deposit'],
    ['accepted', { depositRequestedAt: at, depositReceivedAt: at }, 'Deposit Received - Awaiting Full Payment'],
    // Payment requested has no label of its own: the deposit-received label stays.
    ['accepted', { depositRequestedAt: at, depositReceivedAt: at, fullPaymentRequestedAt: at }, 'Deposit Received - Awaiting Full Payment'],
    ['accepted', { depositRequestedAt: at, depositReceivedAt: at, fullPaymentRequestedAt: at, fullPaymentReceivedAt: at }, 'Payment Complete'],
    // The latest timestamp wins even if an earlier one was cleared.
    ['accepted', { fullPaymentReceivedAt: at }, 'Payment Complete'],
    ['accepted', { depositReceivedAt: at }, 'Deposit Received - Awaiting Full Payment'],
    ['cancelled', {}, 'cancelled'],
  ])('%s with %j → %s', (status, steps, label) => {
    expect(memberBookingLabel({ status, ...steps })).toBe(label);
  });

  it('reads server timestamps (Date) the same as client ones (ISO text)', () => {
    expect(memberBookingLabel({ status: 'accepted', depositRequestedAt: new Date(at), depositReceivedAt: null })).toBe('Accepted - Awaiting Deposit');
  });

  it('ignores payment timestamps unless the request is accepted', () => {
    expect(memberBookingLabel({ status: 'pending', depositRequestedAt: at })).toBe('Pending Review');
    expect(memberBookingLabel({ status: 'rejected', fullPaymentReceivedAt: at })).toBe('Rejected');
  });
});

describe('memberBookingStatus: the label with its kind, for screens to colour', () => {
  it.each([
    [{ status: 'pending' }, 'in-review'],
    [{ status: 'rejected' }, 'rejected'],
    [{ status: 'accepted' }, 'accepted'],
    [{ status: 'accepted', depositRequestedAt: at }, 'awaiting-payment'],
    [{ status: 'accepted', depositRequestedAt: at, depositReceivedAt: at, fullPaymentRequestedAt: at }, 'awaiting-payment'],
    [{ status: 'accepted', fullPaymentReceivedAt: at }, 'paid'],
    [{ status: 'cancelled' }, 'other'],
  ])('%j is %s', (b, kind) => {
    expect(memberBookingStatus(b)).toEqual({ label: memberBookingLabel(b), kind });
  });
});
