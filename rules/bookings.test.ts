import { acceptRefusal, bookingEndDate, IDENTICAL_REQUEST, isIdenticalRequest, OVERLAP, periodsOverlap, rejectRefusal, requestRefusal, ROOM_NOT_BOOKABLE } from './bookings';

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
