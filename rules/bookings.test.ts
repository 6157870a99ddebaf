import {
  acceptRefusal,
  ALREADY_EXTENDED,
  ALREADY_EXTENDING,
  BOOKING_ENDED,
  bookingEndDate,
  carriedOverStepRefusal,
  carriesDepositOver,
  daysLeft,
  DEPOSIT_CARRIED_OVER,
  endingNoticeDue,
  EXTEND_TOO_EARLY,
  EXTENDED_NOT_ACCEPTED,
  extendRefusal,
  extensionOf,
  EXTENSION_MONTHS,
  IDENTICAL_REQUEST,
  isEndingSoon,
  isIdenticalRequest,
  lastBookedDay,
  OVERLAP,
  periodsOverlap,
  rejectRefusal,
  requestRefusal,
  ROOM_NOT_BOOKABLE,
  uncheckAcceptRefusal,
} from './bookings';

const room = { id: 7, isActive: true, minimumBookingMonths: 2, pricePerMonth: '100.00', deposit: '10.00' };
const today = '2030-05-10';
const ask = { memberId: 1, roomId: 7, startDate: '2030-06-01', durationMonths: 2 };

describe('bookingEndDate', () => {
  it.each([
    ['2031-01-31', 1, '2031-02-28'],
    ['2032-01-31', 1, '2032-02-29'],
    ['2031-01-15', 12, '2032-01-15'],
    ['2031-11-30', 3, '2032-02-29'],
    ['2031-03-31', 1, '2031-04-30'],
  ])('%s + %i months → %s', (start, months, end) => expect(bookingEndDate(start, months)).toBe(end));
});

describe('periodsOverlap', () => {
  it('shares a day, half-open: one may start the day another ends', () => {
    expect(periodsOverlap({ startDate: '2031-01-01', durationMonths: 1 }, { startDate: '2031-02-01', durationMonths: 1 })).toBe(false);
    expect(periodsOverlap({ startDate: '2031-01-01', durationMonths: 1 }, { startDate: '2031-01-31', durationMonths: 1 })).toBe(true);
  });
});

describe('requestRefusal', () => {
  it('takes a request for an active room, from today, of at least its minimum, in the way of nothing', () => {
    expect(requestRefusal(ask, room, today, [])).toBeNull();
    expect(requestRefusal({ ...ask, startDate: today }, room, today, [])).toBeNull();
  });

  it.each([
    ['a missing room', ask, null, [], { code: 'NOT_FOUND', message: 'Meeting room not found' }],
    ['an inactive room', ask, { ...room, isActive: false }, [], { code: 'CONFLICT', message: ROOM_NOT_BOOKABLE, field: 'roomId' }],
    ['a past start', { ...ask, startDate: '2030-05-09' }, room, [], { code: 'BAD_USER_INPUT', message: 'Start date must be today or later', field: 'startDate' }],
    ['too few months', { ...ask, durationMonths: 1 }, room, [], { code: 'BAD_USER_INPUT', message: 'Duration must be at least 2 months', field: 'durationMonths' }],
    ['an identical pending request', ask, room, [{ ...ask, id: 3, status: 'pending' }], { code: 'CONFLICT', message: IDENTICAL_REQUEST, field: 'startDate' }],
    ['an identical accepted request', ask, room, [{ ...ask, id: 3, status: 'accepted' }], { code: 'CONFLICT', message: IDENTICAL_REQUEST, field: 'startDate' }],
    ['an overlapping accepted booking', ask, room, [{ ...ask, memberId: 2, id: 3, status: 'accepted' }], { code: 'CONFLICT', message: OVERLAP, field: 'startDate' }],
  ])('refuses %s', (_name, request, r, others, expected) => {
    expect(requestRefusal(request, r, today, others)).toEqual(expected);
  });

  it('lets a rejected request, a pending overlap and other rooms pass', () => {
    expect(requestRefusal(ask, room, today, [{ ...ask, id: 3, status: 'rejected' }])).toBeNull();
    expect(requestRefusal(ask, room, today, [{ ...ask, memberId: 2, id: 3, status: 'pending' }])).toBeNull();
    expect(requestRefusal(ask, room, today, [{ ...ask, roomId: 8, id: 3, status: 'accepted' }])).toBeNull();
  });

  it('compares ids as the backends keep them (numbers in the API, text in the demo)', () => {
    expect(isIdenticalRequest(ask, { ...ask, memberId: '1', roomId: '7', status: 'pending' })).toBe(true);
  });
});

describe('accepting and rejecting', () => {
  const pending = { ...ask, id: 3, status: 'pending' };
  it('accepts a pending request of a priced room clear of other accepted bookings (itself aside)', () => {
    expect(acceptRefusal(pending, room, [])).toBeNull();
    expect(acceptRefusal(pending, room, [{ ...pending, status: 'accepted' }])).toBeNull();
    expect(acceptRefusal(pending, room, [{ ...pending, id: 4, status: 'accepted' }])).toEqual({ code: 'CONFLICT', message: OVERLAP });
    expect(acceptRefusal(pending, { ...room, deposit: null }, [])?.code).toBe('CONFLICT');
    expect(acceptRefusal({ ...pending, status: 'rejected' }, room, [])?.message).toBe('Only pending requests can be accepted; this one is rejected');
  });

  it('rejects a pending request with a reason that is not blank', () => {
    expect(rejectRefusal(pending, 'Closed')).toBeNull();
    expect(rejectRefusal(pending, '  ')).toEqual({ code: 'BAD_USER_INPUT', message: 'Please give a reason for rejecting', field: 'reason' });
    expect(rejectRefusal({ ...pending, status: 'accepted' }, 'x')?.code).toBe('CONFLICT');
  });
});

describe('extending a booking (issue 36)', () => {
  // Accepted, Jun 1 – Jul 31, 2030: its last day is Jul 31, so it may be extended from Jul 1 until Jul 31.
  const booking = { ...ask, id: 3, status: 'accepted' };
  const inWindow = '2030-07-10';
  const ext = (over: object = {}) => ({ memberId: 1, roomId: 7, startDate: '2030-08-01', durationMonths: 2, id: 9, status: 'pending', extendsBookingId: 3, ...over });

  it('counts days to the last booked day; ending soon from 30 days before it until that day', () => {
    expect(lastBookedDay(booking)).toBe('2030-07-31');
    expect(lastBookedDay({ startDate: '2031-01-31', durationMonths: 1 })).toBe('2031-02-27');
    expect(daysLeft(booking, '2030-07-31')).toBe(0);
    expect(daysLeft(booking, '2030-08-01')).toBe(-1);
    expect(daysLeft(booking, '2030-07-01')).toBe(30);
    expect([isEndingSoon(booking, '2030-06-30', false), isEndingSoon(booking, '2030-07-01', false), isEndingSoon(booking, '2030-07-31', false), isEndingSoon(booking, '2030-08-01', false)]).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(isEndingSoon(booking, inWindow, true)).toBe(false);
    expect(isEndingSoon({ ...booking, status: 'pending' }, inWindow, false)).toBe(false);
  });

  it('names the ending notice due: the 30-day one until a week is left, then the 7-day one', () => {
    expect(endingNoticeDue(booking, '2030-06-30', false)).toBeNull();
    expect(endingNoticeDue(booking, '2030-07-01', false)).toBe('booking_ending_30');
    expect(endingNoticeDue(booking, '2030-07-23', false)).toBe('booking_ending_30');
    expect(endingNoticeDue(booking, '2030-07-24', false)).toBe('booking_ending_7');
    expect(endingNoticeDue(booking, '2030-07-31', false)).toBe('booking_ending_7');
    expect(endingNoticeDue(booking, '2030-07-24', true)).toBeNull();
  });

  it('plans the continuation from the day after the last day, same member and room', () => {
    expect(extensionOf(booking, 2)).toEqual({ memberId: 1, roomId: 7, startDate: '2030-08-01', durationMonths: 2, extendsBookingId: 3 });
    expect(extensionOf({ ...booking, startDate: '2031-01-31', durationMonths: 1 }, 1).startDate).toBe('2031-02-28');
  });

  it('lets the member extend their accepted booking in its last 30 days, clear of other accepted bookings', () => {
    expect(extendRefusal(booking, 1, 2, room, inWindow, [])).toBeNull();
    expect(extendRefusal(booking, '1', 2, room, '2030-07-31', [booking])).toBeNull();
    // A rejected extension, a pending request of the months, or an accepted booking after them stand in nobody's way.
    expect(extendRefusal(booking, 1, 2, room, inWindow, [ext({ status: 'rejected' }), ext({ id: 10, memberId: 2, extendsBookingId: null }), ext({ id: 11, memberId: 2, extendsBookingId: null, startDate: '2030-10-01', status: 'accepted' })])).toBeNull();
  });

  it.each([
    ['a missing booking', null, 1, 2, inWindow, [], { code: 'NOT_FOUND', message: 'Booking request not found' }],
    ["someone else's booking", booking, 2, 2, inWindow, [], { code: 'NOT_FOUND', message: 'Booking request not found' }],
    ['zero months', booking, 1, 0, inWindow, [], { code: 'BAD_USER_INPUT', message: EXTENSION_MONTHS, field: 'months' }],
    ['negative months', booking, 1, -1, inWindow, [], { code: 'BAD_USER_INPUT', message: EXTENSION_MONTHS, field: 'months' }],
    ['a fraction of a month', booking, 1, 1.5, inWindow, [], { code: 'BAD_USER_INPUT', message: EXTENSION_MONTHS, field: 'months' }],
    ['a pending booking', { ...booking, status: 'pending' }, 1, 2, inWindow, [], { code: 'CONFLICT', message: 'Only accepted bookings can be extended; this one is pending' }],
    ['a rejected booking', { ...booking, status: 'rejected' }, 1, 2, inWindow, [], { code: 'CONFLICT', message: 'Only accepted bookings can be extended; this one is rejected' }],
    ['an ended booking', booking, 1, 2, '2030-08-01', [], { code: 'CONFLICT', message: BOOKING_ENDED }],
    ['too early', booking, 1, 2, '2030-06-30', [], { code: 'CONFLICT', message: EXTEND_TOO_EARLY }],
    ['an extension waiting for review', booking, 1, 2, inWindow, [ext()], { code: 'CONFLICT', message: ALREADY_EXTENDING }],
    ['an accepted extension', booking, 1, 2, inWindow, [ext({ status: 'accepted' })], { code: 'CONFLICT', message: ALREADY_EXTENDED }],
    ['an accepted booking of the room in the way', booking, 1, 2, inWindow, [ext({ id: 11, memberId: 2, extendsBookingId: null, startDate: '2030-09-15', status: 'accepted' })], { code: 'CONFLICT', message: OVERLAP, field: 'months' }],
  ])('refuses %s', (_name, b, memberId, months, day, others, expected) => {
    expect(extendRefusal(b, memberId, months, room, day, others)).toEqual(expected);
  });

  it('refuses an inactive or missing room with the request’s words', () => {
    expect(extendRefusal(booking, 1, 2, { ...room, isActive: false }, inWindow, [])).toEqual({ code: 'CONFLICT', message: ROOM_NOT_BOOKABLE });
    expect(extendRefusal(booking, 1, 2, null, inWindow, [])).toEqual({ code: 'NOT_FOUND', message: 'Meeting room not found' });
  });

  it('accepts an extension only while the booking it extends is accepted; its deposit is carried over', () => {
    const pending = ext();
    expect(carriesDepositOver(pending)).toBe(true);
    expect(carriesDepositOver({ ...ask, extendsBookingId: null })).toBe(false);
    expect(acceptRefusal(pending, room, [booking], booking)).toBeNull();
    expect(acceptRefusal(pending, room, [], { ...booking, status: 'pending' })).toEqual({ code: 'CONFLICT', message: EXTENDED_NOT_ACCEPTED(3) });
  });

  it('keeps carried-over deposit steps: they are not cleared, and un-accepting takes them along', () => {
    const at = '2030-07-12T10:00:00Z';
    const carried = { status: 'accepted', depositCarriedOver: true, depositRequestedAt: at, depositReceivedAt: at };
    expect(carriedOverStepRefusal(carried, 'DEPOSIT_RECEIVED', false)).toEqual({ code: 'CONFLICT', message: DEPOSIT_CARRIED_OVER });
    expect(carriedOverStepRefusal(carried, 'DEPOSIT_REQUESTED', false)?.message).toBe(DEPOSIT_CARRIED_OVER);
    expect(carriedOverStepRefusal(carried, 'PAYMENT_REQUESTED', false)).toBeNull();
    expect(carriedOverStepRefusal({ ...carried, depositCarriedOver: false }, 'DEPOSIT_RECEIVED', false)).toBeNull();
    expect(uncheckAcceptRefusal(carried)).toBeNull();
    expect(uncheckAcceptRefusal({ ...carried, depositCarriedOver: false })?.message).toBe('Undo the payment steps first, starting with "Deposit received"');
    expect(uncheckAcceptRefusal({ ...carried, fullPaymentRequestedAt: at })?.message).toBe('Undo the payment steps first, starting with "Payment requested"');
  });
});
