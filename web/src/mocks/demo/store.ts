import dayjs from 'dayjs';
import { adminAnnouncements, dashboardAnnouncements } from './world/announcements';
import { acceptedBooking, pendingBooking, rejectedBooking } from './world/bookings';
import { adminEvents, calendarEvents, memberEvents } from './world/events';
import { adminRooms, memberRooms } from './world/rooms';
import { demoUsers } from './world/users';
import type {
  AdminAnnouncementsListQuery,
  AdminBookingFieldsFragment,
  AdminEventsListQuery,
  AdminRoomsListQuery,
  BookingStatus,
  CalendarRangeQuery,
  DashboardUpcomingEventsQuery,
  EventsPageListQuery,
  EventRelevance,
  EventStatus,
  EventType,
  RoomsActiveRoomsQuery,
  RoomsMyBookingRequestsQuery,
  RsvpStatus,
} from '../../gql/graphql';
import type { SessionUser } from '../../lib/session';
import type { ChildPlacement } from '../../../../rules/junior';
import { demoAdmin, demoMember } from '../handlers';
import { emptyMembershipWorld, type DemoMembershipWorld, type DemoPayment } from './world-types';

/**
 * The demo backend's data: one consistent world built from the sample rows in demo/world/. Dates are moved
 * next to the real today, so the calendar, the dashboard and "upcoming" filters show something
 * whenever a developer opens the app.
 */

// The shapes every screen's selections ask for; handlers answer with these, so the generated
// types check that no selected field is missing.
export type UserView = SessionUser;
export type RoomView = AdminRoomsListQuery['meetingRooms'][number] & RoomsActiveRoomsQuery['meetingRooms'][number];
export type EventView = AdminEventsListQuery['events'][number] &
  EventsPageListQuery['events'][number] &
  DashboardUpcomingEventsQuery['events'][number] &
  CalendarRangeQuery['calendar']['events'][number];
export type BookingView = AdminBookingFieldsFragment & Pick<RoomsMyBookingRequestsQuery['myRoomBookings'][number], 'paymentDue'>;
export type AnnouncementView = AdminAnnouncementsListQuery['announcements'][number];

export interface DemoEvent {
  id: string;
  title: string;
  type: EventType;
  date: string;
  startTime: string;
  endTime: string | null;
  location: string;
  locationDetail: string | null;
  description: string | null;
  maxAttendees: number | null;
  status: EventStatus;
  /** People attending who are not users of the demo store. */
  othersAttending: number;
  /** Junior section: the team it belongs to, further teams taking part, and whom it concerns. */
  teamId: string | null;
  teamsInvolved: string[];
  relevanceType: EventRelevance | null;
  ageGroupRelevance: string | null;
  /** The waiting list in order: user ids of the store, or 'other-…' for people who are not. */
  waiting: string[];
}

export interface DemoBooking {
  id: string;
  roomId: string;
  memberId: string;
  startDate: string;
  durationMonths: number;
  purpose: string | null;
  status: BookingStatus;
  rejectionReason: string | null;
  reviewedAt: string | null;
  depositRequestedAt: string | null;
  depositReceivedAt: string | null;
  fullPaymentRequestedAt: string | null;
  fullPaymentReceivedAt: string | null;
  createdAt: string;
  /** Issue 36: the booking this one extends, and whether its deposit was carried over at acceptance. */
  extendsBookingId: string | null;
  depositCarriedOver: boolean;
}

export interface DemoAnnouncement {
  id: string;
  title: string;
  content: string;
  createdAt: string;
  sendWhatsapp: boolean;
  authorId: string | null;
  teamId: string | null;
  leagueId: string | null;
}

export interface Rsvp {
  status: RsvpStatus;
  respondedAt: string;
}

export interface DemoStore {
  today: string;
  users: UserView[];
  rooms: RoomView[];
  events: DemoEvent[];
  /** eventId → userId → answer */
  rsvps: Map<string, Map<string, Rsvp>>;
  bookings: DemoBooking[];
  announcements: DemoAnnouncement[];
  teams: { __typename: 'Team'; id: string; name: string }[];
  leagues: { __typename: 'League'; id: string; name: string }[];
  /** Online payments (demo/payments.ts seeds and keeps them). */
  payments: DemoPayment[];
  /** The office's reminder days (issue 36; demo/overdue.ts); the rule's default when not set. */
  reminderDays?: number[];
  /** Membership plans, memberships, dues invoices and their settings (demo/memberships.ts seeds and keeps them). */
  membership: DemoMembershipWorld;
  nextId: () => string;
  /** Where a parent's children play (the junior store answers; not part of a snapshot). */
  familyOf?: (parentId: string) => ChildPlacement[];
}

const uniqueBy = <T,>(items: T[], key: (t: T) => string) => {
  const seen = new Set<string>();
  return items.filter((t) => !seen.has(key(t)) && !!seen.add(key(t)));
};

// Days from today for the seeded events, in seed order (calendar, club events, admin events).
const EVENT_DAY_OFFSETS = [0, 0, -1, 2, 5, 9, 13, 20];

/** A fresh demo world; `now` is injectable so tests are repeatable. */
export function createStore(now: Date = new Date()): DemoStore {
  const today = dayjs(now).format('YYYY-MM-DD');
  const ago = (days: number, hours = 0) => dayjs(now).subtract(days, 'day').subtract(hours, 'hour').toISOString();
  let counter = 1000;

  // Users: the session users first, then everyone the sample rows mention.
  const bookingMembers = [pendingBooking, acceptedBooking, rejectedBooking].map((b) => b.member);
  const users = uniqueBy(
    [
      demoAdmin,
      demoMember,
      ...demoUsers,
      ...bookingMembers.map((m): UserView => ({ __typename: 'User', id: m.id, username: m.email, email: m.email, fullName: m.fullName, isAdmin: false, isParent: false })),
    ],
    (u) => u.id,
  ).map((u) => ({ ...u }));

  // Rooms: the admin's (which the sample bookings point at), plus the member's rooms with new names.
  const rooms = uniqueBy([...adminRooms, ...memberRooms], (r) => r.name).map((r) => ({ ...r, amenities: [...r.amenities] }));

  // Events: member-facing seeds carry the demo member's answer.
  const rsvps = new Map<string, Map<string, Rsvp>>();
  const seeds = uniqueBy(
    [
      ...calendarEvents.map((e) => ({ ...e, status: 'confirmed' as EventStatus })),
      ...memberEvents.map((e) => ({ ...e, status: 'confirmed' as EventStatus })),
      ...adminEvents.map((e) => ({ ...e, currentUserRsvp: null })),
    ],
    (e) => e.id,
  );
  const events = seeds.map((e, i): DemoEvent => {
    const mine = e.currentUserRsvp;
    if (mine) rsvps.set(e.id, new Map([[demoMember.id, { status: mine.status, respondedAt: ago(3) }]]));
    return {
      id: e.id,
      title: e.title,
      type: e.type,
      date: dayjs(now).add(EVENT_DAY_OFFSETS[i] ?? i * 3, 'day').format('YYYY-MM-DD'),
      startTime: e.startTime,
      endTime: e.endTime,
      location: e.location,
      locationDetail: e.locationDetail,
      description: e.description ?? null,
      maxAttendees: e.maxAttendees,
      status: e.status,
      othersAttending: Math.max(0, e.attendeeCount - (mine?.status === 'attending' ? 1 : 0)),
      teamId: null,
      teamsInvolved: [],
      relevanceType: null,
      ageGroupRelevance: null,
      waiting: [],
    };
  });
  // A full event with people waiting, so the waiting list shows.
  events.push({
    id: 'demo-full-event',
    title: 'Wine Tasting Evening',
    type: 'social',
    date: dayjs(now).add(4, 'day').format('YYYY-MM-DD'),
    startTime: '19:00',
    endTime: '21:00',
    location: 'Lounge',
    locationDetail: 'Level 1',
    description: 'Six wines from small growers, with cheese. Places are limited.',
    maxAttendees: 12,
    status: 'confirmed',
    othersAttending: 12,
    waiting: ['other-1', 'other-2'],
    teamId: null,
    teamsInvolved: [],
    relevanceType: null,
    ageGroupRelevance: null,
  });

  // Bookings: accepted ones first, laid end to end per room from this month, so accepting a
  // seeded pending request works and the calendar shows booked days now.
  const cursor = new Map<string, dayjs.Dayjs>();
  const bookingSeeds = [acceptedBooking, pendingBooking, rejectedBooking];
  const bookings = bookingSeeds.map((b, i): DemoBooking => {
    const start = cursor.get(b.room.id) ?? dayjs(now).startOf('month');
    if (b.status !== 'rejected') cursor.set(b.room.id, start.add(b.durationMonths, 'month'));
    const stamp = (v: string | null) => (v ? ago(bookingSeeds.length - i) : null);
    return {
      id: b.id,
      roomId: b.room.id,
      memberId: b.member.id,
      startDate: start.format('YYYY-MM-DD'),
      durationMonths: b.durationMonths,
      purpose: b.purpose,
      status: b.status,
      rejectionReason: b.rejectionReason,
      reviewedAt: stamp(b.reviewedAt),
      depositRequestedAt: stamp(b.depositRequestedAt),
      depositReceivedAt: stamp(b.depositReceivedAt),
      fullPaymentRequestedAt: stamp(b.fullPaymentRequestedAt),
      fullPaymentReceivedAt: stamp(b.fullPaymentReceivedAt),
      createdAt: ago(10 - i),
      extendsBookingId: null,
      depositCarriedOver: false,
    };
  });

  // Announcements: newest first, a couple of days apart.
  const announcementSeeds = uniqueBy(
    [...dashboardAnnouncements.map((a) => ({ ...a, sendWhatsapp: false, team: null, league: null })), ...adminAnnouncements],
    (a) => a.id,
  );
  const announcements = announcementSeeds.map(
    (a, i): DemoAnnouncement => ({
      id: a.id,
      title: a.title,
      content: a.content,
      createdAt: ago(i * 2, 3),
      sendWhatsapp: a.sendWhatsapp,
      authorId: a.author?.id ?? null,
      teamId: a.team?.id ?? null,
      leagueId: a.league?.id ?? null,
    }),
  );
  const teams = uniqueBy(
    announcementSeeds.flatMap((a) => (a.team ? [{ __typename: 'Team' as const, id: a.team.id, name: a.team.name }] : [])),
    (t) => t.id,
  );
  const leagues = uniqueBy(
    [
      ...announcementSeeds.flatMap((a) => (a.league ? [{ __typename: 'League' as const, id: a.league.id, name: a.league.name }] : [])),
      { __typename: 'League' as const, id: '3', name: 'Junior League' },
    ],
    (l) => l.id,
  );

  return {
    today,
    users,
    rooms,
    events,
    rsvps,
    bookings,
    announcements,
    teams,
    leagues,
    payments: [],
    membership: emptyMembershipWorld(),
    nextId: () => String(++counter),
  };
}
