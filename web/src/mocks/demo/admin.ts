import {
  AdminAcceptBookingDocument,
  AdminAnnouncementScopesDocument,
  AdminAnnouncementsListDocument,
  AdminBookingRequestsDocument,
  AdminCreateAnnouncementDocument,
  AdminCreateEventDocument,
  AdminCreateRoomDocument,
  AdminCreateUserDocument,
  AdminDeleteAnnouncementDocument,
  AdminDeleteBookingDocument,
  AdminDeleteEventDocument,
  AdminDeleteRoomDocument,
  AdminDeleteUserDocument,
  AdminEventsListDocument,
  AdminRejectBookingDocument,
  AdminRoomsListDocument,
  AdminSetBookingStepDocument,
  AdminUncheckAcceptBookingDocument,
  AdminUpdateAnnouncementDocument,
  AdminUpdateEventDocument,
  AdminUpdateRoomDocument,
  AdminUpdateUserDocument,
  AdminUsersListDocument,
  type AnnouncementInput,
  type EventInput,
  type EventStatus,
  type EventType,
  type MeetingRoomInput,
} from '../../gql/graphql';
import { planStep } from '../../../../rules/payment-steps';
import { acceptRefusal, BOOKING_NOT_FOUND, carriedOverStepRefusal, carriesDepositOver, rejectRefusal, uncheckAcceptRefusal } from '../../../../rules/bookings';
import { deleteRoomRefusal, ROOM_NOT_FOUND } from '../../../../rules/rooms';
import { lastAdminRefusal, takenRefusal, USER_NOT_FOUND } from '../../../../rules/users';
import { eventInputSchema } from '../../../../validation/events';
import { EVENT_NOT_FOUND, eventDateRefusal } from '../../../../rules/events';
import { LEAGUE_NOT_FOUND, TEAM_NOT_FOUND } from '../../../../rules/junior';
import { announcementInputSchema } from '../../../../validation/announcements';
import { meetingRoomSchema } from '../../../../validation/rooms';
import { createUserSchema, updateUserSchema } from '../../../../validation/users';
import { DemoError, found, mutation, query, refuse, requireAdmin, validSync, type DemoContext } from './respond';
import type { DemoAnnouncement, DemoEvent, DemoStore, RoomView } from './store';
import { announcementView, byNewest, eventView, promoteWaiting } from './views';
import { bookingView } from './booking-view';

const now = () => new Date().toISOString();

/** A room input checked by the API's schema (validation/rooms.ts): its defaults (spec §9) and money as two-decimal text. */
function roomFields(input: MeetingRoomInput) {
  const d = validSync(meetingRoomSchema, input);
  return {
    name: d.name,
    capacity: d.capacity,
    description: d.description ?? null,
    location: d.location ?? null,
    amenities: d.amenities,
    pricePerMonth: d.pricePerMonth ?? null,
    deposit: d.deposit ?? null,
    minimumBookingMonths: d.minimumBookingMonths,
    isActive: d.isActive,
  };
}

/** An event input checked by the API's schema (validation/events.ts); the teams it names must exist, as on the server. */
function eventFields(s: DemoStore, input: EventInput, existing: DemoEvent | null) {
  const d = validSync(eventInputSchema, input);
  const named = [...(d.teamId != null ? [d.teamId] : []), ...d.teamsInvolved];
  if (named.some((id) => !s.teams.some((t) => t.id === String(id)))) throw new DemoError('NOT_FOUND', TEAM_NOT_FOUND);
  refuse(eventDateRefusal(d.date, s.today, existing));
  return {
    title: d.title,
    type: d.type as EventType,
    date: d.date,
    startTime: d.startTime,
    endTime: d.endTime ?? null,
    location: d.location,
    locationDetail: d.locationDetail ?? null,
    description: d.description ?? null,
    maxAttendees: d.maxAttendees ?? null,
    status: d.status as EventStatus,
    teamId: d.teamId == null ? null : String(d.teamId),
    teamsInvolved: d.teamsInvolved.map(String),
    relevanceType: d.relevanceType ?? null,
    ageGroupRelevance: d.ageGroupRelevance ?? null,
  };
}

/** An announcement input checked by the API's schema (validation/announcements.ts); its scope must exist, as on the server. */
function announcementFields(s: DemoStore, input: AnnouncementInput) {
  const d = validSync(announcementInputSchema, input);
  const teamId = d.teamId == null ? null : String(d.teamId);
  const leagueId = d.leagueId == null ? null : String(d.leagueId);
  if (teamId && !s.teams.some((t) => t.id === teamId)) throw new DemoError('NOT_FOUND', TEAM_NOT_FOUND);
  if (leagueId && !s.leagues.some((l) => l.id === leagueId)) throw new DemoError('NOT_FOUND', LEAGUE_NOT_FOUND);
  return { title: d.title, content: d.content, sendWhatsapp: d.sendWhatsapp ?? false, teamId, leagueId };
}

/** The admin screens: users, rooms, booking workflow, events, announcements. */
export function adminHandlers(ctx: DemoContext) {
  const s = ctx.store;
  const admin = () => requireAdmin(ctx);
  const userOf = (id: string | number) => found(s.users.find((u) => u.id === String(id)), USER_NOT_FOUND);
  const roomOf = (id: string | number) => found(s.rooms.find((r) => r.id === String(id)), ROOM_NOT_FOUND);
  const bookingOf = (id: string | number) => found(s.bookings.find((b) => b.id === String(id)), BOOKING_NOT_FOUND);
  const eventOf = (id: string | number) => found(s.events.find((e) => e.id === String(id)), EVENT_NOT_FOUND);
  const announcementOf = (id: string | number) => found(s.announcements.find((a) => a.id === String(id)), 'Announcement not found');
  const others = (exceptId?: string) => s.users.filter((u) => u.id !== exceptId);
  const admins = () => s.users.filter((u) => u.isAdmin).length;
  const remove = <T extends { id: string }>(list: T[], item: T) => list.splice(list.indexOf(item), 1);

  return [
    // ------------------------------------------------------------------ users
    query(AdminUsersListDocument)(() => {
      admin();
      return { __typename: 'Query', users: [...s.users] };
    }),

    mutation(AdminCreateUserDocument)(({ input }) => {
      admin();
      const data = validSync(createUserSchema, input);
      refuse(takenRefusal(data, others()));
      const user = {
        __typename: 'User' as const,
        id: s.nextId(),
        username: data.username,
        email: data.email.toLowerCase(),
        fullName: data.fullName,
        isAdmin: data.isAdmin ?? false,
        isParent: data.isParent ?? false,
        language: null,
      };
      s.users.push(user);
      return { __typename: 'Mutation', createUser: user };
    }),

    mutation(AdminUpdateUserDocument)(({ id, input }) => {
      admin();
      const user = userOf(id);
      const data = validSync(updateUserSchema, input);
      refuse(takenRefusal({ email: data.email }, others(user.id)));
      const isAdmin = data.isAdmin ?? user.isAdmin;
      if (!isAdmin) refuse(lastAdminRefusal(user, 'demote', admins()));
      Object.assign(user, { fullName: data.fullName, email: data.email.toLowerCase(), isAdmin, isParent: data.isParent ?? user.isParent });
      return { __typename: 'Mutation', updateUser: user };
    }),

    // The user's bookings and answers go with them, as the database's cascades do.
    mutation(AdminDeleteUserDocument)(({ id }) => {
      admin();
      const user = userOf(id);
      refuse(lastAdminRefusal(user, 'delete', admins()));
      remove(s.users, user);
      s.bookings = s.bookings.filter((b) => b.memberId !== user.id);
      for (const answers of s.rsvps.values()) answers.delete(user.id);
      for (const event of s.events) {
        event.waiting = event.waiting.filter((w) => w !== user.id);
        promoteWaiting(s, event);
      }
      return { __typename: 'Mutation', deleteUser: user.id };
    }),

    // ------------------------------------------------------------------ rooms
    query(AdminRoomsListDocument)(() => {
      admin();
      return { __typename: 'Query', meetingRooms: [...s.rooms].sort((a, b) => a.name.localeCompare(b.name)) };
    }),

    mutation(AdminCreateRoomDocument)(({ input }) => {
      admin();
      const room: RoomView = { __typename: 'MeetingRoom', id: s.nextId(), ...roomFields(input) };
      s.rooms.push(room);
      return { __typename: 'Mutation', createMeetingRoom: room };
    }),

    mutation(AdminUpdateRoomDocument)(({ id, input }) => {
      admin();
      const room = Object.assign(roomOf(id), roomFields(input));
      return { __typename: 'Mutation', updateMeetingRoom: room };
    }),

    mutation(AdminDeleteRoomDocument)(({ id }) => {
      admin();
      const room = roomOf(id);
      refuse(deleteRoomRefusal(s.bookings.filter((b) => b.roomId === room.id).length));
      remove(s.rooms, room);
      return { __typename: 'Mutation', deleteMeetingRoom: room.id };
    }),

    // ------------------------------------------------------------------ booking requests
    query(AdminBookingRequestsDocument)(() => {
      admin();
      return {
        __typename: 'Query',
        roomBookings: byNewest(s.bookings).map((b) => bookingView(s, b)),
        pendingRoomBookingCount: s.bookings.filter((b) => b.status === 'pending').length,
      };
    }),

    mutation(AdminAcceptBookingDocument)(({ id }) => {
      admin();
      const b = bookingOf(id);
      const extended = b.extendsBookingId ? s.bookings.find((x) => x.id === b.extendsBookingId) : null;
      refuse(acceptRefusal(b, roomOf(b.roomId), s.bookings, extended));
      const at = now();
      // An extension carries the deposit over: both deposit steps done now, nothing asked of the member (issue 36).
      const carried = carriesDepositOver(b) ? { depositCarriedOver: true, depositRequestedAt: at, depositReceivedAt: at } : {};
      Object.assign(b, { status: 'accepted', reviewedAt: at, ...carried });
      return { __typename: 'Mutation', acceptRoomBooking: bookingView(s, b) };
    }),

    mutation(AdminRejectBookingDocument)(({ id, reason }) => {
      admin();
      const b = bookingOf(id);
      refuse(rejectRefusal(b, reason));
      Object.assign(b, { status: 'rejected', rejectionReason: reason.trim(), reviewedAt: now() });
      return { __typename: 'Mutation', rejectRoomBooking: bookingView(s, b) };
    }),

    mutation(AdminUncheckAcceptBookingDocument)(({ id }) => {
      admin();
      const b = bookingOf(id);
      refuse(uncheckAcceptRefusal(b));
      const carried = b.depositCarriedOver ? { depositCarriedOver: false, depositRequestedAt: null, depositReceivedAt: null } : {};
      Object.assign(b, { status: 'pending', reviewedAt: null, ...carried });
      return { __typename: 'Mutation', uncheckAcceptRoomBooking: bookingView(s, b) };
    }),

    // The API's step rules (rules/payment-steps.ts): ticked in order, undone from the last one back.
    mutation(AdminSetBookingStepDocument)(({ id, step, done }) => {
      admin();
      const b = bookingOf(id);
      refuse(carriedOverStepRefusal(b, step, done));
      const plan = planStep(b, step, done);
      refuse(plan.refused);
      if (plan.change) b[plan.change.field] = done ? now() : null;
      return { __typename: 'Mutation', setRoomBookingStep: bookingView(s, b) };
    }),

    mutation(AdminDeleteBookingDocument)(({ id }) => {
      admin();
      const b = bookingOf(id);
      remove(s.bookings, b);
      // As the foreign key does (ON DELETE SET NULL): its extensions stay, as bookings of their own.
      for (const x of s.bookings) if (x.extendsBookingId === b.id) x.extendsBookingId = null;
      return { __typename: 'Mutation', deleteRoomBooking: b.id };
    }),

    // ------------------------------------------------------------------ events
    query(AdminEventsListDocument)(() => {
      const user = admin();
      const events = [...s.events].sort((a, b) => (a.date + a.startTime).localeCompare(b.date + b.startTime));
      return { __typename: 'Query', events: events.map((e) => eventView(s, e, user)) };
    }),

    mutation(AdminCreateEventDocument)(({ input }) => {
      const user = admin();
      const event: DemoEvent = { id: s.nextId(), ...eventFields(s, input, null), othersAttending: 0, waiting: [] };
      s.events.push(event);
      return { __typename: 'Mutation', createEvent: eventView(s, event, user) };
    }),

    mutation(AdminUpdateEventDocument)(({ id, input }) => {
      const user = admin();
      const existing = eventOf(id);
      const event = Object.assign(existing, eventFields(s, input, existing));
      promoteWaiting(s, event);
      return { __typename: 'Mutation', updateEvent: eventView(s, event, user) };
    }),

    mutation(AdminDeleteEventDocument)(({ id }) => {
      admin();
      const event = eventOf(id);
      remove(s.events, event);
      s.rsvps.delete(event.id);
      return { __typename: 'Mutation', deleteEvent: event.id };
    }),

    // ------------------------------------------------------------------ announcements
    query(AdminAnnouncementsListDocument)(() => {
      admin();
      return { __typename: 'Query', announcements: byNewest(s.announcements).map((a) => announcementView(s, a)) };
    }),

    query(AdminAnnouncementScopesDocument)(() => {
      admin();
      return { __typename: 'Query', teams: s.teams, leagues: s.leagues };
    }),

    mutation(AdminCreateAnnouncementDocument)(({ input }) => {
      const author = admin();
      const a: DemoAnnouncement = { id: s.nextId(), ...announcementFields(s, input), createdAt: now(), authorId: author.id };
      s.announcements.push(a);
      return { __typename: 'Mutation', createAnnouncement: announcementView(s, a) };
    }),

    mutation(AdminUpdateAnnouncementDocument)(({ id, input }) => {
      admin();
      const a = Object.assign(announcementOf(id), announcementFields(s, input));
      return { __typename: 'Mutation', updateAnnouncement: announcementView(s, a) };
    }),

    mutation(AdminDeleteAnnouncementDocument)(({ id }) => {
      admin();
      const a = announcementOf(id);
      remove(s.announcements, a);
      return { __typename: 'Mutation', deleteAnnouncement: a.id };
    }),
  ];
}
