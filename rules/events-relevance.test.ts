import { answerRefusal, concerns, eventDateRefusal, isEventVisibleTo, isTeamEvent, mayKnowOf, promotionPlan } from './events';

const today = '2026-11-20';
const office = { status: 'confirmed', date: today };
const match = { ...office, teamId: 7, teamsInvolved: [], relevanceType: null, ageGroupRelevance: null };
const onTeam7 = { isAdmin: false, children: [{ teamIds: [7], ageGroups: ['U12'] }] };
const elsewhere = { isAdmin: false, children: [{ teamIds: [8], ageGroups: ['U10'] }] };

describe('team events concern the parents of their children (issue 41)', () => {
  it('tells team events from the office’s', () => {
    expect(isTeamEvent(office)).toBe(false);
    expect(isTeamEvent(match)).toBe(true);
    expect(isTeamEvent({ teamsInvolved: [3] })).toBe(true);
    expect(isTeamEvent({ relevanceType: 'all' })).toBe(true);
  });

  it('shows an office event to every member, a team event only to the parents it concerns, everything to admins', () => {
    expect(concerns({ isAdmin: false }, office)).toBe(true);
    expect(isEventVisibleTo({ isAdmin: false }, match, today)).toBe(false);
    expect(isEventVisibleTo(onTeam7, match, today)).toBe(true);
    expect(isEventVisibleTo(elsewhere, match, today)).toBe(false);
    expect(isEventVisibleTo(elsewhere, { ...match, teamId: null, relevanceType: 'all' }, today)).toBe(true);
    expect(isEventVisibleTo({ isAdmin: false, children: [] }, { ...match, teamId: null, relevanceType: 'all' }, today)).toBe(false);
    expect(isEventVisibleTo({ isAdmin: true }, match, today)).toBe(true);
    expect(mayKnowOf({ isAdmin: false }, { ...match, status: 'cancelled' })).toBe(false);
    expect(mayKnowOf(onTeam7, { ...match, status: 'cancelled' })).toBe(true);
  });
});

describe('eventDateRefusal', () => {
  it('dates new events today or later; an event already past may keep a past date when edited', () => {
    expect(eventDateRefusal(today, today)).toBeNull();
    expect(eventDateRefusal('2020-01-01', today)).toEqual({ code: 'BAD_USER_INPUT', message: 'Date must be today or later', field: 'date' });
    expect(eventDateRefusal('2026-11-01', today, { date: '2026-11-02' })).toBeNull();
    expect(eventDateRefusal('2026-11-01', today, { date: '2026-11-25' })?.field).toBe('date');
  });
});

describe('answers and the waiting list', () => {
  it('refuses a new attending answer to a full event in the API’s words', () => {
    expect(answerRefusal({ maxAttendees: 1, attendeeCount: 1 }, false, 'attending')).toEqual({ code: 'CONFLICT', message: 'This event is full', field: 'status' });
    expect(answerRefusal({ maxAttendees: 1, attendeeCount: 1 }, false, 'maybe')).toBeNull();
  });

  it('promotes the first waiting, in order, into free places of a confirmed event from today on', () => {
    const e = { status: 'confirmed', date: today, maxAttendees: 3, attendeeCount: 2 };
    expect(promotionPlan(e, ['a', 'b'], today)).toEqual(['a']);
    expect(promotionPlan({ ...e, maxAttendees: null }, ['a', 'b'], today)).toEqual(['a', 'b']);
    expect(promotionPlan({ ...e, attendeeCount: 5 }, ['a'], today)).toEqual([]);
    expect(promotionPlan({ ...e, status: 'cancelled' }, ['a'], today)).toEqual([]);
    expect(promotionPlan({ ...e, date: '2026-11-19' }, ['a'], today)).toEqual([]);
  });
});
