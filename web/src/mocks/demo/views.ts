import dayjs from 'dayjs';
import { isEventVisibleTo, promotionPlan, type EventViewer } from '../../../../rules/events';
import { bookingEndDate } from '../../../../rules/bookings';
import type { CalendarRangeQuery } from '../../gql/graphql';
import type { AnnouncementView, DemoAnnouncement, DemoBooking, DemoEvent, DemoStore, EventView, UserView } from './store';

/** Turns the demo store's records into the objects the GraphQL answers carry (__typename included). */

export const person = (u: UserView) => ({ __typename: 'Person' as const, id: u.id, fullName: u.fullName });

export const userById = (s: DemoStore, id: string | null) => s.users.find((u) => u.id === id);

/** The viewer as rules/events.ts sees them: a parent's children's placements count (team events concern their parents). */
export function eventViewer(s: DemoStore, viewer: UserView): EventViewer {
  return { isAdmin: viewer.isAdmin, children: viewer.isParent && !viewer.isAdmin ? (s.familyOf?.(viewer.id) ?? []) : [] };
}

/**
 * What a viewer may see of events, as the API decides (rules/events.ts): members only confirmed ones from today on that
 * concern them; `from`..`to` narrows to days (the calendar).
 */
export function visibleEvents(s: DemoStore, viewer: UserView, { upcoming = false, from = '', to = '9999-12-31' } = {}) {
  const who = eventViewer(s, viewer);
  return s.events
    .filter((e) => isEventVisibleTo(who, e, s.today) && (!upcoming || e.date >= s.today) && e.date >= from && e.date <= to)
    .sort((a, b) => (a.date + a.startTime).localeCompare(b.date + b.startTime));
}

export function attendeeCount(s: DemoStore, e: DemoEvent) {
  const answers = [...(s.rsvps.get(e.id)?.values() ?? [])];
  return e.othersAttending + answers.filter((r) => r.status === 'attending').length;
}

/** A team as an event names it, or null (a deleted team leaves none). */
export const teamRef = (s: DemoStore, id: string | null) => {
  const team = id == null ? undefined : s.teams.find((t) => t.id === id);
  return team ? { __typename: 'Team' as const, id: team.id, name: team.name } : null;
};

export function eventView(s: DemoStore, e: DemoEvent, viewer: UserView): EventView {
  const mine = s.rsvps.get(e.id)?.get(viewer.id);
  return {
    __typename: 'Event',
    id: e.id,
    title: e.title,
    type: e.type,
    date: e.date,
    startTime: e.startTime,
    endTime: e.endTime,
    location: e.location,
    locationDetail: e.locationDetail,
    description: e.description,
    maxAttendees: e.maxAttendees,
    status: e.status,
    attendeeCount: attendeeCount(s, e),
    currentUserRsvp: mine ? { __typename: 'RsvpInfo', ...mine } : null,
    team: teamRef(s, e.teamId),
    teamsInvolved: [...e.teamsInvolved],
    relevanceType: e.relevanceType,
    ageGroupRelevance: e.ageGroupRelevance,
    waitlistCount: e.waiting.length,
    waitlistPosition: e.waiting.includes(viewer.id) ? e.waiting.indexOf(viewer.id) + 1 : null,
  };
}

/** The API's promotion (its database trigger), as rules/events.ts#promotionPlan decides: free places go to the first waiting, in order. */
export function promoteWaiting(s: DemoStore, e: DemoEvent) {
  for (const next of promotionPlan({ ...e, attendeeCount: attendeeCount(s, e) }, [...e.waiting], s.today)) {
    e.waiting = e.waiting.filter((w) => w !== next);
    if (next.startsWith('other-')) e.othersAttending += 1;
    else s.rsvps.set(e.id, (s.rsvps.get(e.id) ?? new Map()).set(next, { status: 'attending', respondedAt: new Date().toISOString() }));
  }
}

/** First day after the booked period (rules/bookings.ts, the API's generated period). */
export const endDate = (b: Pick<DemoBooking, 'startDate' | 'durationMonths'>) => bookingEndDate(b.startDate, b.durationMonths);

/** Newest first, as the API orders them. */
export const byNewest = <T extends { createdAt: string }>(items: T[]) => [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

export function announcementView(s: DemoStore, a: DemoAnnouncement): AnnouncementView {
  const author = userById(s, a.authorId);
  const team = s.teams.find((t) => t.id === a.teamId);
  const league = s.leagues.find((l) => l.id === a.leagueId);
  return {
    __typename: 'Announcement',
    id: a.id,
    title: a.title,
    content: a.content,
    createdAt: a.createdAt,
    sendWhatsapp: a.sendWhatsapp,
    author: author ? person(author) : null,
    team: team ?? null,
    league: league ?? null,
  };
}

type CalendarBookingDay = CalendarRangeQuery['calendar']['bookings'][number];

/** Every day of every accepted booking between `from` and `to` inclusive. */
export function calendarBookings(s: DemoStore, from: string, to: string): CalendarBookingDay[] {
  const days: CalendarBookingDay[] = [];
  for (const b of s.bookings.filter((x) => x.status === 'accepted')) {
    const room = s.rooms.find((r) => r.id === b.roomId)!;
    const member = userById(s, b.memberId)!;
    const end = endDate(b);
    for (let d = dayjs(b.startDate < from ? from : b.startDate); ; d = d.add(1, 'day')) {
      const date = d.format('YYYY-MM-DD');
      if (date >= end || date > to) break;
      days.push({
        __typename: 'CalendarBooking',
        id: b.id,
        date,
        startTime: '00:00',
        endTime: '23:59',
        status: 'confirmed',
        purpose: b.purpose,
        room: { __typename: 'CalendarRoom', name: room.name, location: room.location, capacity: room.capacity },
        member: person(member),
      });
    }
  }
  return days;
}
