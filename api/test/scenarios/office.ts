import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import dayjs from 'dayjs';
import {
  AdminAcceptBookingDocument,
  AdminBookingRequestsDocument,
  AdminCreateEventDocument,
  AdminCreateRoomDocument,
  AdminCreateUserDocument,
  AdminDeleteRoomDocument,
  AdminDeleteUserDocument,
  AdminEventsListDocument,
  AdminEventTeamChoicesDocument,
  AdminRejectBookingDocument,
  AdminRoomsListDocument,
  AdminSetBookingStepDocument,
  AdminUncheckAcceptBookingDocument,
  AdminUpdateEventDocument,
  AdminUpdateUserDocument,
  AdminUsersListDocument,
  CalendarRangeDocument,
  DeleteMyAccountDocument,
  EventsJoinWaitlistDocument,
  EventsPageListDocument,
  EventsRsvpToEventDocument,
  RoomsActiveRoomsDocument,
  RoomsMyBookingRequestsDocument,
  RoomsExtendBookingDocument,
  RoomsRequestBookingDocument,
  type PaymentStep,
} from '../../../web/src/gql/graphql';
import { memberBookingLabel } from '../../../rules/booking-label';
import {
  ALREADY_EXTENDING,
  bookingEndDate,
  DEPOSIT_CARRIED_OVER,
  EXTEND_TOO_EARLY,
  EXTENSION_MONTHS,
  notExtendable,
  IDENTICAL_REQUEST,
  minimumMonthsMessage,
  OVERLAP,
  REJECTION_REASON_REQUIRED,
  ROOM_NOT_BOOKABLE,
  START_DATE_PAST,
} from '../../../rules/bookings';
import { EVENT_DATE_PAST, EVENT_FULL, EVENT_NOT_FOUND, WAITLIST_ALREADY_ATTENDING } from '../../../rules/events';
import { PAYMENT_STEPS } from '../../../rules/payment-steps';
import { ROOM_HAS_BOOKINGS } from '../../../rules/rooms';
import { localDay } from '../../../rules/today';
import { EMAIL_TAKEN, LAST_ADMIN, LAST_ADMIN_LEAVING, USERNAME_TAKEN } from '../../../rules/users';
import type { Answer } from './junior-section';

/**
 * The office's story, told through the web client's own GraphQL operations, run against the real server
 * (api/test/office-scenario.test.ts) and against the demo backend (web/src/mocks/demo/office.scenario.test.ts):
 * rooms and booking requests through every payment step, a booking extended (issue 36), RSVPs with capacity and a waiting
 * list, the member's calendar,
 * team events, new events' dates, duplicate usernames and the last admin. Both must pass, so neither backend can change
 * a rule alone (the rules and their words are rules/*.ts; the expectations use them).
 */

/** Who acts: the office's admin, a member, and another member. */
export type Person = 'admin' | 'member' | 'other';

/** Sends one operation as the given person of the world. */
export type OfficeSend = <Q, V>(who: Person, doc: TypedDocumentNode<Q, V>, variables: V) => Promise<Answer<Q>>;

/** What each backend prepares before the story, its own way (and at least one team, for a team event). */
export interface OfficeWorld {
  /** A confirmed office event dated yesterday. */
  pastEventTitle: string;
  /** The signed-in people's emails, to find them in the admin's list of users. */
  emails: Record<Person, string>;
  /** The admin's password (deleting one's own account asks for it). */
  adminPassword: string;
}

export interface OfficeStep {
  name: string;
  run(send: OfficeSend, world: OfficeWorld, memo: Record<string, string>): Promise<void>;
}

const today = () => localDay();
const dayFrom = (n: number) => dayjs(today()).add(n, 'day').format('YYYY-MM-DD');
/** The last day of a year two years on: two months from it end on 28 or 29 February, as PostgreSQL adds months. */
const start = () => `${dayjs().year() + 2}-12-31`;
const later = () => `${dayjs().year() + 3}-09-01`;

function refused<Q>(res: Answer<Q>, code: string, message: string, field?: string) {
  expect(res.errors?.[0]).toMatchObject({ message, extensions: { code, ...(field ? { field } : {}) } });
}
function ok<Q>(res: Answer<Q>): Q {
  expect(res.errors).toBeUndefined();
  return res.data!;
}

const myLabel = async (send: OfficeSend, who: Person, id: string) => {
  const mine = ok(await send(who, RoomsMyBookingRequestsDocument, {})).myRoomBookings.find((b) => b.id === id);
  return mine && memberBookingLabel(mine);
};
const request = (send: OfficeSend, who: Person, roomId: string, startDate: string, durationMonths: number) =>
  send(who, RoomsRequestBookingDocument, { input: { roomId, startDate, durationMonths, purpose: 'Scenario' } });
const eventsOf = async (send: OfficeSend, who: Person) => ok(await send(who, EventsPageListDocument, {})).events;
const calendarOf = async (send: OfficeSend, who: Person) =>
  ok(await send(who, CalendarRangeDocument, { from: dayFrom(-3), to: dayFrom(3) })).calendar.events.map((e) => e.title);
const step = (send: OfficeSend, id: string, s: PaymentStep, done: boolean) => send('admin', AdminSetBookingStepDocument, { id, step: s, done });
const supper = { title: 'Scenario Supper', type: 'social' as const, startTime: '19:00', location: 'Lounge', maxAttendees: 1 };

export const OFFICE_SCENARIO: OfficeStep[] = [
  {
    name: 'an admin opens a priced room and a closed one; members are offered the open one only',
    async run(send, _w, memo) {
      const room = { pricePerMonth: '500.00', deposit: '100.00', minimumBookingMonths: 2, capacity: 6 };
      memo.studio = ok(await send('admin', AdminCreateRoomDocument, { input: { name: 'Scenario Studio', ...room } })).createMeetingRoom.id;
      memo.closed = ok(await send('admin', AdminCreateRoomDocument, { input: { name: 'Scenario Closed', ...room, isActive: false } })).createMeetingRoom.id;
      const offered = ok(await send('member', RoomsActiveRoomsDocument, {})).meetingRooms.map((r) => r.id);
      expect(offered).toContain(memo.studio);
      expect(offered).not.toContain(memo.closed);
      expect(ok(await send('admin', AdminRoomsListDocument, {})).meetingRooms.map((r) => r.id)).toEqual(expect.arrayContaining([memo.studio, memo.closed]));
    },
  },
  {
    name: 'a request for a closed room, too short or in the past is refused in the form’s words',
    async run(send, _w, memo) {
      refused(await request(send, 'member', memo.closed!, start(), 2), 'CONFLICT', ROOM_NOT_BOOKABLE, 'roomId');
      refused(await request(send, 'member', memo.studio!, start(), 1), 'BAD_USER_INPUT', minimumMonthsMessage(2), 'durationMonths');
      refused(await request(send, 'member', memo.studio!, dayFrom(-1), 2), 'BAD_USER_INPUT', START_DATE_PAST, 'startDate');
    },
  },
  {
    name: 'a member’s request is pending review, ending as PostgreSQL adds months; the identical request again is refused',
    async run(send, _w, memo) {
      memo.mine = ok(await request(send, 'member', memo.studio!, start(), 2)).requestRoomBooking.id;
      expect(await myLabel(send, 'member', memo.mine)).toBe('Pending Review');
      const listed = ok(await send('admin', AdminBookingRequestsDocument, {})).roomBookings.find((b) => b.id === memo.mine);
      expect(listed).toMatchObject({ status: 'pending', endDate: bookingEndDate(start(), 2) });
      refused(await request(send, 'member', memo.studio!, start(), 2), 'CONFLICT', IDENTICAL_REQUEST, 'startDate');
    },
  },
  {
    name: 'once one request is accepted, an overlapping one is refused at request and at accept',
    async run(send, _w, memo) {
      // Asked before the acceptance: taken as pending (only accepted bookings block a period).
      memo.clash = ok(await request(send, 'other', memo.studio!, dayjs(start()).add(1, 'month').format('YYYY-MM-DD'), 2)).requestRoomBooking.id;
      ok(await send('admin', AdminAcceptBookingDocument, { id: memo.mine! }));
      expect(await myLabel(send, 'member', memo.mine!)).toBe('Accepted');
      refused(await send('admin', AdminAcceptBookingDocument, { id: memo.clash }), 'CONFLICT', OVERLAP);
      refused(await request(send, 'other', memo.studio!, dayjs(start()).add(1, 'day').format('YYYY-MM-DD'), 2), 'CONFLICT', OVERLAP, 'startDate');
      refused(await request(send, 'member', memo.studio!, start(), 2), 'CONFLICT', IDENTICAL_REQUEST, 'startDate');
    },
  },
  {
    name: 'a rejection needs a reason; after it the same request may be made again',
    async run(send, _w, memo) {
      refused(await send('admin', AdminRejectBookingDocument, { id: memo.clash!, reason: '   ' }), 'BAD_USER_INPUT', REJECTION_REASON_REQUIRED, 'reason');
      const rejected = ok(await send('admin', AdminRejectBookingDocument, { id: memo.clash!, reason: 'Taken by then' })).rejectRoomBooking;
      expect(rejected).toMatchObject({ status: 'rejected', rejectionReason: 'Taken by then' });
      const first = ok(await request(send, 'other', memo.studio!, later(), 2)).requestRoomBooking.id;
      ok(await send('admin', AdminRejectBookingDocument, { id: first, reason: 'Not this year' }));
      expect(ok(await request(send, 'other', memo.studio!, later(), 2)).requestRoomBooking.status).toBe('pending');
    },
  },
  {
    name: 'the payment checklist runs in order, the member’s label following each step',
    async run(send, _w, memo) {
      const id = memo.mine!;
      refused(await step(send, id, 'PAYMENT_REQUESTED', true), 'CONFLICT', `"${PAYMENT_STEPS[1].label}" must be done before "${PAYMENT_STEPS[2].label}"`);
      const labels = ['Accepted - Awaiting Deposit', 'Deposit Received - Awaiting Full Payment', 'Deposit Received - Awaiting Full Payment', 'Payment Complete'];
      for (const [i, s] of PAYMENT_STEPS.entries()) {
        expect(ok(await step(send, id, s.step, true)).setRoomBookingStep[s.field]).not.toBeNull();
        expect(await myLabel(send, 'member', id)).toBe(labels[i]);
      }
      // A double click changes nothing; steps are undone from the last one back; acceptance only once none is done.
      ok(await step(send, id, 'PAYMENT_RECEIVED', true));
      const last = PAYMENT_STEPS[3].label;
      refused(await step(send, id, 'DEPOSIT_RECEIVED', false), 'CONFLICT', `Undo "${last}" first: steps are undone from the last one back`);
      refused(await send('admin', AdminUncheckAcceptBookingDocument, { id }), 'CONFLICT', `Undo the payment steps first, starting with "${last}"`);
      expect(ok(await step(send, id, 'PAYMENT_RECEIVED', false)).setRoomBookingStep.fullPaymentReceivedAt).toBeNull();
      expect(await myLabel(send, 'member', id)).toBe('Deposit Received - Awaiting Full Payment');
      ok(await step(send, id, 'PAYMENT_RECEIVED', true));
      expect(await myLabel(send, 'member', id)).toBe('Payment Complete');
    },
  },
  {
    name: 'a member extends a booking in its last 30 days: an admin accepts it with the deposit carried over, one history',
    async run(send, _w, memo) {
      const room = { pricePerMonth: '300.00', deposit: '100.00', minimumBookingMonths: 1, capacity: 2 };
      const nookId = ok(await send('admin', AdminCreateRoomDocument, { input: { name: 'Scenario Nook', ...room } })).createMeetingRoom.id;
      // A month from today: its last day is within 30 days, so it may be extended once accepted.
      const nook = ok(await request(send, 'member', nookId, today(), 1)).requestRoomBooking.id;
      const extend = (who: Person, id: string, months: number) => send(who, RoomsExtendBookingDocument, { id, input: { months } });
      refused(await extend('member', nook, 2), 'CONFLICT', notExtendable('pending'));
      ok(await send('admin', AdminAcceptBookingDocument, { id: nook }));
      const listed = async (id: string) => ok(await send('admin', AdminBookingRequestsDocument, {})).roomBookings.find((b) => b.id === id)!;
      expect((await listed(nook)).endingSoon).toBe(true);
      refused(await extend('member', nook, 0), 'BAD_USER_INPUT', EXTENSION_MONTHS, 'months');
      refused(await extend('member', memo.mine!, 1), 'CONFLICT', EXTEND_TOO_EARLY);
      refused(await extend('other', nook, 1), 'NOT_FOUND', 'Booking request not found');

      // Someone else asks for the same months meanwhile: both wait for review; the first accepted wins.
      const from = bookingEndDate(today(), 1);
      const rival = ok(await request(send, 'other', nookId, from, 1)).requestRoomBooking.id;
      const ext = ok(await extend('member', nook, 2)).extendRoomBooking;
      expect(ext.status).toBe('pending');
      refused(await extend('member', nook, 3), 'CONFLICT', ALREADY_EXTENDING);
      const mine = async (id: string) => ok(await send('member', RoomsMyBookingRequestsDocument, {})).myRoomBookings.find((b) => b.id === id)!;
      expect(await mine(ext.id)).toMatchObject({ startDate: from, durationMonths: 2, extendsBooking: { id: nook } });
      expect((await mine(nook)).endingSoon).toBe(false);
      expect((await listed(ext.id)).history.map((b) => b.id)).toEqual([nook, ext.id]);
      expect((await listed(ext.id)).extendsBooking?.id).toBe(nook);

      ok(await send('admin', AdminAcceptBookingDocument, { id: ext.id }));
      refused(await send('admin', AdminAcceptBookingDocument, { id: rival }), 'CONFLICT', OVERLAP);
      const accepted = await mine(ext.id);
      expect(accepted).toMatchObject({ status: 'accepted', depositCarriedOver: true, invoice: { depositAmount: '0.00', monthlyAmount: '600.00', totalAmount: '600.00' } });
      expect(memberBookingLabel(accepted)).toBe('Deposit Received - Awaiting Full Payment');
      refused(await step(send, ext.id, 'DEPOSIT_RECEIVED', false), 'CONFLICT', DEPOSIT_CARRIED_OVER);
      expect(ok(await step(send, ext.id, 'PAYMENT_REQUESTED', true)).setRoomBookingStep.fullPaymentRequestedAt).not.toBeNull();
    },
  },
  {
    name: 'a room with booking requests cannot be deleted; one without can',
    async run(send, _w, memo) {
      refused(await send('admin', AdminDeleteRoomDocument, { id: memo.studio! }), 'CONFLICT', ROOM_HAS_BOOKINGS);
      expect(ok(await send('admin', AdminDeleteRoomDocument, { id: memo.closed! })).deleteMeetingRoom).toBe(memo.closed);
    },
  },
  {
    name: 'an admin cannot create an event in the past, but may edit one that already took place',
    async run(send, w) {
      refused(await send('admin', AdminCreateEventDocument, { input: { ...supper, date: dayFrom(-1) } }), 'BAD_USER_INPUT', EVENT_DATE_PAST, 'date');
      const past = ok(await send('admin', AdminEventsListDocument, {})).events.find((e) => e.title === w.pastEventTitle)!;
      expect(past.date < today()).toBe(true);
      const input = { title: past.title, type: past.type, date: past.date, startTime: past.startTime, location: past.location, description: 'Minutes added' };
      expect(ok(await send('admin', AdminUpdateEventDocument, { id: past.id, input })).updateEvent.id).toBe(past.id);
    },
  },
  {
    name: 'members see no past events, in their list or their calendar; the admin does',
    async run(send, w) {
      expect((await eventsOf(send, 'member')).map((e) => e.title)).not.toContain(w.pastEventTitle);
      expect(await calendarOf(send, 'member')).not.toContain(w.pastEventTitle);
      expect(await calendarOf(send, 'admin')).toContain(w.pastEventTitle);
    },
  },
  {
    name: 'a full event refuses another attendee, who joins its waiting list instead',
    async run(send, _w, memo) {
      memo.supper = ok(await send('admin', AdminCreateEventDocument, { input: { ...supper, date: dayFrom(1) } })).createEvent.id;
      const answer = ok(await send('member', EventsRsvpToEventDocument, { eventId: memo.supper, status: 'attending' })).rsvpToEvent;
      expect(answer).toMatchObject({ attendeeCount: 1, currentUserRsvp: { status: 'attending' } });
      refused(await send('other', EventsRsvpToEventDocument, { eventId: memo.supper, status: 'attending' }), 'CONFLICT', EVENT_FULL, 'status');
      expect(ok(await send('other', EventsRsvpToEventDocument, { eventId: memo.supper, status: 'maybe' })).rsvpToEvent.currentUserRsvp?.status).toBe('maybe');
      refused(await send('member', EventsJoinWaitlistDocument, { eventId: memo.supper }), 'CONFLICT', WAITLIST_ALREADY_ATTENDING);
      expect(ok(await send('other', EventsJoinWaitlistDocument, { eventId: memo.supper })).joinWaitlist).toMatchObject({ waitlistCount: 1, waitlistPosition: 1 });
      expect(ok(await send('admin', EventsJoinWaitlistDocument, { eventId: memo.supper })).joinWaitlist).toMatchObject({ waitlistCount: 2, waitlistPosition: 2 });
    },
  },
  {
    name: 'a freed place goes to the first waiting, in order',
    async run(send, _w, memo) {
      ok(await send('member', EventsRsvpToEventDocument, { eventId: memo.supper!, status: 'not_attending' }));
      const theirs = (await eventsOf(send, 'other')).find((e) => e.id === memo.supper);
      expect(theirs).toMatchObject({ attendeeCount: 1, currentUserRsvp: { status: 'attending' }, waitlistPosition: null, waitlistCount: 1 });
      expect((await eventsOf(send, 'admin')).find((e) => e.id === memo.supper)).toMatchObject({ waitlistPosition: 1 });
    },
  },
  {
    name: 'a team event is not offered to members it does not concern; the admin sees it',
    async run(send, _w, memo) {
      const team = ok(await send('admin', AdminEventTeamChoicesDocument, {})).teams[0]!;
      const input = { title: 'Scenario Match', type: 'match' as const, date: dayFrom(1), startTime: '10:00', location: 'Pitch', teamId: team.id };
      memo.match = ok(await send('admin', AdminCreateEventDocument, { input })).createEvent.id;
      expect((await eventsOf(send, 'member')).map((e) => e.id)).not.toContain(memo.match);
      expect(await calendarOf(send, 'member')).not.toContain('Scenario Match');
      refused(await send('member', EventsRsvpToEventDocument, { eventId: memo.match, status: 'attending' }), 'NOT_FOUND', EVENT_NOT_FOUND);
      expect(await calendarOf(send, 'admin')).toContain('Scenario Match');
    },
  },
  {
    name: 'usernames and emails are one account’s each, whatever their case',
    async run(send) {
      const user = { password: 'secret123', fullName: 'Scenario Person' };
      ok(await send('admin', AdminCreateUserDocument, { input: { ...user, username: 'scenario.dup', email: 'scenario.dup@example.org' } }));
      refused(
        await send('admin', AdminCreateUserDocument, { input: { ...user, username: 'Scenario.Dup', email: 'another.dup@example.org' } }),
        'CONFLICT',
        USERNAME_TAKEN,
        'username',
      );
      refused(
        await send('admin', AdminCreateUserDocument, { input: { ...user, username: 'scenario.dup2', email: 'SCENARIO.DUP@example.org' } }),
        'CONFLICT',
        EMAIL_TAKEN,
        'email',
      );
    },
  },
  {
    name: 'the last admin can be neither demoted nor deleted, nor delete their own account; with a second admin, one may go',
    async run(send, w) {
      const users = async () => ok(await send('admin', AdminUsersListDocument, {})).users;
      const me = (await users()).find((u) => u.email === w.emails.admin)!;
      const fields = (u: { fullName: string; email: string; isParent: boolean }, isAdmin: boolean) => ({ fullName: u.fullName, email: u.email, isParent: u.isParent, isAdmin });
      // Whatever other admins the backend started with step down, so the caller is the last one.
      for (const other of (await users()).filter((u) => u.isAdmin && u.id !== me.id)) ok(await send('admin', AdminUpdateUserDocument, { id: other.id, input: fields(other, false) }));
      refused(await send('admin', AdminUpdateUserDocument, { id: me.id, input: fields(me, false) }), 'CONFLICT', LAST_ADMIN, 'isAdmin');
      refused(await send('admin', AdminDeleteUserDocument, { id: me.id }), 'CONFLICT', LAST_ADMIN);
      refused(await send('admin', DeleteMyAccountDocument, { password: w.adminPassword }), 'CONFLICT', LAST_ADMIN_LEAVING);
      const member = (await users()).find((u) => u.email === w.emails.member)!;
      ok(await send('admin', AdminUpdateUserDocument, { id: member.id, input: fields(member, true) }));
      expect(ok(await send('admin', AdminUpdateUserDocument, { id: member.id, input: fields(member, false) })).updateUser.isAdmin).toBe(false);
    },
  },
];
