import { hasEnded, isEventVisibleTo, isFullFor, mayKnowOf, rsvpClosed, rsvpRefusal } from './events';

const today = '2026-11-20';
const member = { isAdmin: false };
const admin = { isAdmin: true };
const event = (status: string, date = today) => ({ status, date });

describe('event visibility (spec §4)', () => {
  it('shows members confirmed events from today on, and admins everything', () => {
    expect(isEventVisibleTo(member, event('confirmed'), today)).toBe(true);
    expect(isEventVisibleTo(member, event('confirmed', '2026-11-19'), today)).toBe(false);
    expect(isEventVisibleTo(member, event('cancelled'), today)).toBe(false);
    expect(isEventVisibleTo(member, event('pending'), today)).toBe(false);
    expect(isEventVisibleTo(admin, event('pending', '2020-01-01'), today)).toBe(true);
  });

  it('never lets a member learn of a pending event', () => {
    expect(mayKnowOf(member, event('pending'))).toBe(false);
    expect(mayKnowOf(member, event('cancelled'))).toBe(true);
    expect(mayKnowOf(admin, event('pending'))).toBe(true);
  });
});

describe('rsvpClosed', () => {
  it('closes cancelled and unconfirmed events, and past ones when the day is given', () => {
    expect(rsvpClosed(event('confirmed'), today)).toBeNull();
    expect(rsvpClosed(event('cancelled'))).toBe('cancelled');
    expect(rsvpClosed(event('pending'))).toBe('unconfirmed');
    expect(rsvpClosed(event('confirmed', '2026-11-19'), today)).toBe('past');
    expect(rsvpClosed(event('confirmed', '2026-11-19'))).toBeNull();
  });
});

describe('isFullFor', () => {
  it('turns away a new attendee at capacity, but not someone already attending, nor events without a maximum', () => {
    expect(isFullFor({ maxAttendees: 2, attendeeCount: 2 }, false)).toBe(true);
    expect(isFullFor({ maxAttendees: 2, attendeeCount: 2 }, true)).toBe(false);
    expect(isFullFor({ maxAttendees: 2, attendeeCount: 1 }, false)).toBe(false);
    expect(isFullFor({ maxAttendees: null, attendeeCount: 99 }, false)).toBe(false);
  });
});

describe('rsvpRefusal', () => {
  it('lets anyone answer a confirmed event dated today or later', () => {
    expect(rsvpRefusal(member, event('confirmed'), today)).toBeNull();
    expect(rsvpRefusal(admin, event('confirmed', '2026-12-01'), today)).toBeNull();
  });

  it.each([
    ['a missing event', member, null, 'NOT_FOUND', 'Event not found'],
    ['a pending event, to a member', member, event('pending'), 'NOT_FOUND', 'Event not found'],
    ['a pending event, to an admin', admin, event('pending'), 'BAD_USER_INPUT', 'This event is not confirmed yet, so it does not take RSVPs'],
    ['a cancelled event', member, event('cancelled'), 'BAD_USER_INPUT', 'This event has been cancelled, so it no longer takes RSVPs'],
    ['a past event', member, event('confirmed', '2026-11-19'), 'BAD_USER_INPUT', 'This event has already taken place, so it no longer takes RSVPs'],
  ])('refuses %s', (_name, viewer, e, code, message) => {
    expect(rsvpRefusal(viewer, e, today)).toEqual({ code, message });
  });
});

describe('hasEnded (the dashboard: spec §9)', () => {
  const today = '2026-11-27';
  it('goes by the end time on its day, the whole minute counting', () => {
    expect(hasEnded({ date: today, startTime: '09:00:00', endTime: '11:59:00' }, today, '12:00')).toBe(true);
    expect(hasEnded({ date: today, startTime: '09:00:00', endTime: '12:00:00' }, today, '12:00')).toBe(false);
    expect(hasEnded({ date: today, startTime: '11:00', endTime: '13:00' }, today, '12:00')).toBe(false);
  });
  it('goes by the start time when there is no end time', () => {
    expect(hasEnded({ date: today, startTime: '11:59', endTime: null }, today, '12:00')).toBe(true);
    expect(hasEnded({ date: today, startTime: '12:00' }, today, '12:00')).toBe(false);
  });
  it('counts earlier days as over and later days as not, whatever the times', () => {
    expect(hasEnded({ date: '2026-11-26', startTime: '23:00', endTime: '23:59' }, today, '00:00')).toBe(true);
    expect(hasEnded({ date: '2026-11-28', startTime: '00:00', endTime: '00:01' }, today, '23:59')).toBe(false);
  });
});
