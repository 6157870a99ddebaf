import {
  AuthForgotPasswordDocument,
  AuthLoginDocument,
  AuthRegisterDocument,
  AuthResetPasswordDocument,
  CalendarRangeDocument,
  DashboardAnnouncementsDocument,
  DashboardUpcomingEventsDocument,
  EventDetailsDocument,
  EventsPageListDocument,
  EventsJoinWaitlistDocument,
  EventsLeaveWaitlistDocument,
  EventsRsvpToEventDocument,
  LogoutDocument,
  MeDocument,
  RoomsActiveRoomsDocument,
  RoomsMyBookingRequestsDocument,
  RoomsRequestBookingDocument,
} from '../../gql/graphql';
import { answerRefusal, EVENT_NOT_FOUND, hasEnded, mayKnowOf, rsvpRefusal, waitlistRefusal } from '../../../../rules/events';
import { localMinute } from '../../../../rules/today';
import { requestRefusal } from '../../../../rules/bookings';
import { isRoomListedFor } from '../../../../rules/rooms';
import { registerRefusal } from '../../../../rules/users';
import { bookingRequestSchema } from '../../../../validation/bookings';
import { DemoError, mutation, query, refuse, requireUser, validSync, type DemoContext } from './respond';
import { demoInvoice } from './payments';
import { demoRequestRefusal } from './memberships';
import type { DemoBooking, UserView } from './store';
import { announcementView, attendeeCount, byNewest, calendarBookings, eventView, eventViewer, promoteWaiting, userById, visibleEvents } from './views';
import { bookingView } from './booking-view';
import { demoMember } from '../handlers';
import { UNREVIEWED } from './world-types';

/** Session, sign-in and everything a member's screens ask for. */
export function memberHandlers(ctx: DemoContext) {
  const { store: s, session } = ctx;
  const findUser = (name: string) =>
    s.users.find((u) => [u.username, u.email].some((v) => v.toLowerCase() === name.trim().toLowerCase()));

  return [
    // The session user as the store has it now (an admin may have renamed or deleted them).
    query(MeDocument)(() => {
      const signedIn = session.user();
      return { __typename: 'Query', me: signedIn ? (userById(s, signedIn.id) ?? null) : null };
    }),

    mutation(LogoutDocument)(() => {
      session.signOut();
      return { __typename: 'Mutation', logout: true };
    }),

    // Any password works. A known username or email is that user (the seed's: admin@d-office.local the admin,
    // parent@d-office.local the parent); anyone else becomes the sample member, whose RSVPs and bookings are seeded.
    mutation(AuthLoginDocument)(({ username }) => {
      const user = findUser(username) ?? userById(s, demoMember.id) ?? s.users.find((u) => !u.isAdmin)!;
      session.signIn(user);
      return { __typename: 'Mutation', login: user };
    }),

    mutation(AuthRegisterDocument)(({ input }) => {
      refuse(registerRefusal(input.email, s.users));
      const email = input.email.trim();
      const user: UserView = { __typename: 'User', id: s.nextId(), username: email, email, fullName: input.fullName.trim(), isAdmin: false, isParent: false, language: null };
      s.users.push(user);
      session.signIn(user);
      return { __typename: 'Mutation', register: user };
    }),

    mutation(AuthForgotPasswordDocument)(() => ({
      __typename: 'Mutation',
      forgotPassword: {
        __typename: 'MessagePayload',
        message: 'If an account exists for that email, we have sent a link to reset the password. It expires in 1 hour.',
      },
    })),

    mutation(AuthResetPasswordDocument)(() => ({
      __typename: 'Mutation',
      resetPassword: { __typename: 'MessagePayload', message: 'Your password has been reset. Please sign in with your new password.' },
    })),

    query(DashboardUpcomingEventsDocument)(() => {
      const user = requireUser(ctx);
      // As the document asks: not over by the (browser's) clock, the first 10.
      const events = visibleEvents(s, user, { upcoming: true }).filter((e) => !hasEnded(e, s.today, localMinute()));
      return { __typename: 'Query', events: events.slice(0, 10).map((e) => eventView(s, e, user)) };
    }),

    query(EventsPageListDocument)(() => {
      const user = requireUser(ctx);
      return { __typename: 'Query', events: visibleEvents(s, user, { upcoming: true }).map((e) => eventView(s, e, user)) };
    }),

    // One event's description (the dashboard's details dialog): null when this viewer may not see it, as the API answers.
    query(EventDetailsDocument)(({ id }) => {
      const user = requireUser(ctx);
      const event = visibleEvents(s, user).find((e) => e.id === id);
      return { __typename: 'Query', event: event ? { __typename: 'Event', id: event.id, description: event.description } : null };
    }),

    query(DashboardAnnouncementsDocument)(() => {
      requireUser(ctx);
      return { __typename: 'Query', announcements: byNewest(s.announcements).slice(0, 3).map((a) => announcementView(s, a)) };
    }),

    query(CalendarRangeDocument)(({ from, to }) => {
      const user = requireUser(ctx);
      // The API's visibility (rules/events.ts): members see no past events, even on a past day of the range.
      const events = visibleEvents(s, user, { from, to });
      return {
        __typename: 'Query',
        calendar: { __typename: 'Calendar', events: events.map((e) => eventView(s, e, user)), bookings: calendarBookings(s, from, to) },
      };
    }),

    // The API's RSVP rules (rules/events.ts), with its messages.
    mutation(EventsRsvpToEventDocument)(({ eventId, status }) => {
      const user = requireUser(ctx);
      const found = s.events.find((e) => e.id === String(eventId));
      refuse(rsvpRefusal(eventViewer(s, user), found, s.today));
      const event = found!;
      const answers = s.rsvps.get(event.id) ?? new Map();
      const wasAttending = answers.get(user.id)?.status === 'attending';
      refuse(answerRefusal({ maxAttendees: event.maxAttendees, attendeeCount: attendeeCount(s, event) }, wasAttending, status));
      answers.set(user.id, { status, respondedAt: new Date().toISOString() });
      s.rsvps.set(event.id, answers);
      if (status === 'attending') event.waiting = event.waiting.filter((id) => id !== user.id);
      else promoteWaiting(s, event);
      return { __typename: 'Mutation', rsvpToEvent: eventView(s, event, user) };
    }),

    // The API's waiting-list rules (rules/events.ts); joining again keeps the place, leaving when not waiting changes nothing.
    mutation(EventsJoinWaitlistDocument)(({ eventId }) => {
      const user = requireUser(ctx);
      const found = s.events.find((e) => e.id === String(eventId));
      refuse(rsvpRefusal(eventViewer(s, user), found, s.today));
      const event = found!;
      if (!event.waiting.includes(user.id)) {
        const attending = s.rsvps.get(event.id)?.get(user.id)?.status === 'attending';
        refuse(waitlistRefusal({ maxAttendees: event.maxAttendees, attendeeCount: attendeeCount(s, event) }, attending));
        event.waiting.push(user.id);
      }
      return { __typename: 'Mutation', joinWaitlist: eventView(s, event, user) };
    }),

    mutation(EventsLeaveWaitlistDocument)(({ eventId }) => {
      const user = requireUser(ctx);
      const event = s.events.find((e) => e.id === String(eventId));
      if (!event || !mayKnowOf(eventViewer(s, user), event)) throw new DemoError('NOT_FOUND', EVENT_NOT_FOUND);
      event.waiting = event.waiting.filter((id) => id !== user.id);
      return { __typename: 'Mutation', leaveWaitlist: eventView(s, event, user) };
    }),

    // Members get active rooms only, admins all; ordered by name.
    query(RoomsActiveRoomsDocument)(() => {
      const user = requireUser(ctx);
      const rooms = s.rooms.filter((r) => isRoomListedFor(user, r)).sort((a, b) => a.name.localeCompare(b.name));
      return { __typename: 'Query', meetingRooms: rooms };
    }),

    query(RoomsMyBookingRequestsDocument)(() => {
      const user = requireUser(ctx);
      const mine = byNewest(s.bookings.filter((b) => b.memberId === user.id));
      // The demo has no PDFs to serve: invoices are named, without a download link (demo/payments.ts).
      return { __typename: 'Query', myRoomBookings: mine.map((b) => ({ ...bookingView(s, b), invoice: demoInvoice(s, b) })) };
    }),

    mutation(RoomsRequestBookingDocument)(({ input }) => {
      const user = requireUser(ctx);
      // The API's schema and rule (validation/bookings.ts, rules/bookings.ts), with the demo's today.
      const data = validSync(bookingRequestSchema(() => s.today), input);
      const asked = { memberId: user.id, roomId: String(data.roomId), startDate: data.startDate, durationMonths: data.durationMonths };
      const room = s.rooms.find((r) => r.id === asked.roomId);
      refuse(requestRefusal(asked, room, s.today, s.bookings));
      refuse(demoRequestRefusal(s, user.id));
      const booking: DemoBooking = {
        id: s.nextId(),
        ...asked,
        purpose: data.purpose ?? null,
        status: 'pending',
        ...UNREVIEWED,
        createdAt: new Date().toISOString(),
      };
      s.bookings.push(booking);
      return { __typename: 'Mutation', requestRoomBooking: bookingView(s, booking) };
    }),
  ];
}
