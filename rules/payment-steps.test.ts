import { acceptRoomRefusal, anyStepDone, canTick, lastDoneStep, PAYMENT_STEPS, planStep, returnToPendingRefusal, reviewRefusal } from './payment-steps';

const at = '2026-11-01T10:00:00.000Z';
const accepted = (done: number) =>
  Object.fromEntries([['status', 'accepted'], ...PAYMENT_STEPS.map((s, i) => [s.field, i < done ? at : null])]) as { status: string };

describe('the payment checklist (spec §4)', () => {
  it('runs deposit requested → deposit received → payment requested → payment received, with these labels', () => {
    expect(PAYMENT_STEPS.map((s) => [s.step, s.label])).toEqual([
      ['DEPOSIT_REQUESTED', 'Deposit requested'],
      ['DEPOSIT_RECEIVED', 'Deposit received'],
      ['PAYMENT_REQUESTED', 'Payment requested'],
      ['PAYMENT_RECEIVED', 'Payment received'],
    ]);
  });

  it('offers a step only on an accepted booking whose previous step is done', () => {
    expect(canTick({ status: 'pending' }, 0)).toBe(false);
    expect(canTick(accepted(0), 0)).toBe(true);
    expect(canTick(accepted(0), 1)).toBe(false);
    expect(canTick(accepted(2), 2)).toBe(true);
    expect(canTick(accepted(2), 3)).toBe(false);
  });

  it('knows the last step done, whether timestamps are Dates (server) or text (client)', () => {
    expect(lastDoneStep(accepted(0))).toBeUndefined();
    expect(lastDoneStep(accepted(3))?.step).toBe('PAYMENT_REQUESTED');
    expect(lastDoneStep({ status: 'accepted', depositRequestedAt: new Date(at), depositReceivedAt: null })?.step).toBe('DEPOSIT_REQUESTED');
    expect(anyStepDone(accepted(0))).toBe(false);
    expect(anyStepDone(accepted(1))).toBe(true);
  });
});

describe('planStep', () => {
  it('ticks the next step and clears the last one', () => {
    expect(planStep(accepted(1), 'DEPOSIT_RECEIVED', true)).toEqual({ refused: null, change: PAYMENT_STEPS[1] });
    expect(planStep(accepted(2), 'DEPOSIT_RECEIVED', false)).toEqual({ refused: null, change: PAYMENT_STEPS[1] });
  });

  it('treats a repeat as nothing to do (a double click is not an error)', () => {
    expect(planStep(accepted(2), 'DEPOSIT_RECEIVED', true)).toEqual({ refused: null, change: null });
    expect(planStep(accepted(0), 'PAYMENT_RECEIVED', false)).toEqual({ refused: null, change: null });
  });

  it.each([
    ['an unknown step', { status: 'accepted' }, 'NOPE', true, { code: 'BAD_USER_INPUT', message: 'Unknown payment step', field: 'step' }],
    ['a pending booking', { status: 'pending' }, 'DEPOSIT_REQUESTED', true, { code: 'CONFLICT', message: 'Payment steps need an accepted booking; this one is pending' }],
    ['a step out of order', accepted(1), 'PAYMENT_REQUESTED', true, { code: 'CONFLICT', message: '"Deposit received" must be done before "Payment requested"' }],
    ['clearing before the last', accepted(3), 'DEPOSIT_RECEIVED', false, { code: 'CONFLICT', message: 'Undo "Payment requested" first: steps are undone from the last one back' }],
  ])('refuses %s in the API’s words', (_name, booking, step, done, expected) => {
    expect(planStep(booking, step, done)).toEqual({ refused: expected, change: null });
  });
});

describe('reviews', () => {
  it('accepts or rejects pending requests only', () => {
    expect(reviewRefusal({ status: 'pending' }, 'accepted')).toBeNull();
    expect(reviewRefusal({ status: 'rejected' }, 'accepted')).toEqual({ code: 'CONFLICT', message: 'Only pending requests can be accepted; this one is rejected' });
    expect(reviewRefusal({ status: 'accepted' }, 'rejected')).toEqual({ code: 'CONFLICT', message: 'Only pending requests can be rejected; this one is accepted' });
  });

  it('returns an accepted booking to pending only before any payment step', () => {
    expect(returnToPendingRefusal(accepted(0))).toBeNull();
    expect(returnToPendingRefusal(accepted(2))).toEqual({ code: 'CONFLICT', message: 'Undo the payment steps first, starting with "Deposit received"' });
    expect(returnToPendingRefusal({ status: 'pending' })?.message).toBe('Only accepted bookings can be returned to pending; this one is pending');
  });

  it('needs the room’s price and deposit before accepting', () => {
    expect(acceptRoomRefusal({ pricePerMonth: '10.00', deposit: '0.00' })).toBeNull();
    expect(acceptRoomRefusal({ pricePerMonth: null, deposit: '0.00' })?.code).toBe('CONFLICT');
  });
});
