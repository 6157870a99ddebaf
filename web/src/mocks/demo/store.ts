import dayjs from 'dayjs';
import { sampleAnnouncements, sampleEvents, sampleLeagues, sampleTeams } from './world/club';
import { sampleBookings, sampleRooms } from './world/office';
import type {
  AdminAnnouncementsListQuery,
  AdminBookingFieldsFragment,
  AdminEventsListQuery,
  CalendarRangeQuery,
  DashboardUpcomingEventsQuery,
  EventsPageListQuery,
  RoomsMyBookingRequestsQuery,
} from '../../gql/graphql';
import type { SessionUser } from '../../lib/session';
import type { ChildPlacement } from '../../../../rules/junior';
import { demoAdmin, demoMembers, demoParent } from '../handlers';
import { emptyMembershipWorld, type DemoAnnouncement, type DemoBooking, type DemoEvent, type DemoMembershipWorld, type DemoPayment, type RoomView, type Rsvp } from './world-types';

/**
 * The demo backend's data: the seed's world (sample/world.ts, read through demo/world/), dated from the real today,
 * so the calendar, the dashboard and "upcoming" filters show the office `npm run seed:demo` shows.
 */

// The shapes every screen's selections ask for; handlers answer with these, so the generated
// types check that no selected field is missing.
export type UserView = SessionUser;
export type EventView = AdminEventsListQuery['events'][number] &
  EventsPageListQuery['events'][number] &
  DashboardUpcomingEventsQuery['events'][number] &
  CalendarRangeQuery['calendar']['events'][number];
export type BookingView = AdminBookingFieldsFragment & Pick<RoomsMyBookingRequestsQuery['myRoomBookings'][number], 'paymentDue'>;
export type AnnouncementView = AdminAnnouncementsListQuery['announcements'][number];

export type { DemoAnnouncement, DemoBooking, DemoEvent, RoomView, Rsvp } from './world-types';

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

/** A fresh demo world, the seed's (sample/world.ts); `now` is injectable so tests are repeatable. */
export function createStore(now: Date = new Date()): DemoStore {
  let counter = 1000;
  const { events, rsvps } = sampleEvents(now);
  return {
    today: dayjs(now).format('YYYY-MM-DD'),
    users: [demoAdmin, ...demoMembers, demoParent].map((u) => ({ ...u })),
    rooms: sampleRooms(),
    events,
    rsvps,
    bookings: sampleBookings(now),
    announcements: sampleAnnouncements(now),
    teams: sampleTeams(),
    leagues: sampleLeagues(),
    payments: [],
    membership: emptyMembershipWorld(),
    nextId: () => String(++counter),
  };
}
