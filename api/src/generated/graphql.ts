import { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import { UserDto, PersonRef } from '../modules/users/user.mapper';
import { MeetingRoomEntity } from '../modules/rooms/room.entity';
import { RoomBookingEntity } from '../modules/bookings/booking.entity';
import { InvoiceEntity } from '../modules/bookings/invoice.entity';
import { EventEntity } from '../modules/events/event.entity';
import { EventRsvpEntity } from '../modules/rsvps/rsvp.entity';
import { InboxItem } from '../modules/notifications/inbox.repository';
import { AnnouncementEntity } from '../modules/announcements/announcement.entity';
import { TeamEntity, LeagueEntity } from '../modules/teams/team.entities';
import { ChildEntity, AvailabilityEntity } from '../modules/children/child.entities';
import { ChildEventView } from '../modules/children/children.service';
import { CalendarBookingView } from '../modules/calendar/calendar.types';
import { AuditRow } from '../modules/audit/audit.repository';
import { PaymentRow, RefundRow } from '../modules/payments/payments.repository';
import { WebhookEndpoint as WebhookEndpointRow, WebhookDelivery as WebhookDeliveryRow } from '../modules/webhooks/webhooks.repository';
import { PaymentDueView, CheckoutView } from '../modules/payments/payments.service';
import { PlanRow } from '../modules/memberships/memberships.repository';
import { MembershipView } from '../modules/memberships/memberships.service';
import { OverdueItemView } from '../modules/reminders/reminders.service';
import { GraphQLContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string | number; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A calendar day, yyyy-MM-dd. */
  Date: { input: string; output: string; }
  /** An instant, ISO-8601 with time zone (e.g. 2026-11-21T09:30:00.000Z). */
  DateTime: { input: Date | string; output: Date | string; }
  /** An amount of money as a decimal string with two places (e.g. "1500.00"). Inputs also accept numbers. */
  Money: { input: string; output: string; }
};

/** Who may call a root field. */
export type Access =
  /** Signed-in users whose isAdmin flag is true. */
  | 'ADMIN'
  /** Any signed-in user (member, parent or admin). */
  | 'MEMBER'
  /** Signed-in users whose isParent or isAdmin flag is true (the junior section). */
  | 'PARENT'
  /** Anyone, signed in or not. */
  | 'PUBLIC';

/**
 * Figures for admins over a period of whole calendar months ending with the current one: room
 * occupancy, the booking pipeline, revenue invoiced and paid, and RSVP answers per event type.
 */
export type AdminInsights = {
  __typename?: 'AdminInsights';
  /** Dues invoiced (by the month their period starts) and paid (by the month they were marked paid), one entry per month of the period, oldest first. */
  dues: Array<DuesMonth>;
  /** The period's first day (the first of its first month). */
  from: Scalars['Date']['output'];
  /** Members by status today, every status. */
  membersByStatus: Array<MembershipStatusCount>;
  /** How many calendar months the period covers (the current month included). */
  months: Scalars['Int']['output'];
  /** One entry per month of the period, oldest first. */
  occupancy: Array<OccupancyMonth>;
  /** Booking requests made in the period, counted by where they stand now; every stage, in workflow order. */
  pipeline: Array<PipelineStageCount>;
  /** One entry per month of the period, oldest first. */
  revenue: Array<RevenueMonth>;
  /** Confirmed club events (meeting, workshop, social, networking) dated in the period, grouped by type; types with no such event are left out. Team events are answered per child (availabilities), so they are not here. */
  rsvpRates: Array<RsvpRate>;
  /** The period's last day (the last of the current month). */
  to: Scalars['Date']['output'];
};

/** A news item from the admins. */
export type Announcement = {
  __typename?: 'Announcement';
  /** The admin who wrote it. */
  author?: Maybe<Person>;
  /** The text. */
  content: Scalars['String']['output'];
  /** When it was published. */
  createdAt: Scalars['DateTime']['output'];
  /** Stable identifier. */
  id: Scalars['ID']['output'];
  /** Set when the announcement is for one league; null means General. */
  league?: Maybe<League>;
  /** True when it was also sent by WhatsApp. */
  sendWhatsapp: Scalars['Boolean']['output'];
  /** Set when the announcement is for one team; null means General. */
  team?: Maybe<Team>;
  /** Headline. */
  title: Scalars['String']['output'];
};

/** An announcement as written by an admin. At most one of teamId and leagueId. */
export type AnnouncementInput = {
  /** Required. */
  content: Scalars['String']['input'];
  /** Scope it to one league; null for General. */
  leagueId?: InputMaybe<Scalars['ID']['input']>;
  /** Also send it by WhatsApp. */
  sendWhatsapp?: InputMaybe<Scalars['Boolean']['input']>;
  /** Scope it to one team; null for General. */
  teamId?: InputMaybe<Scalars['ID']['input']>;
  /** Required. */
  title: Scalars['String']['input'];
};

/** Giving a member a plan. */
export type AssignMembershipInput = {
  /** The member. */
  memberId: Scalars['ID']['input'];
  /** An active plan. */
  planId: Scalars['ID']['input'];
  /** First day of the first period: today or later. */
  startDate: Scalars['Date']['input'];
};

/** Someone who appears as an actor in the audit log. */
export type AuditActor = {
  __typename?: 'AuditActor';
  /** The user's id. */
  id: Scalars['ID']['output'];
  /** Their latest name in the log. */
  name: Scalars['String']['output'];
};

/** What an audit entry is about. */
export type AuditEntityType =
  /** An announcement, and its WhatsApp broadcast. */
  | 'announcement'
  /** A room booking request: reviews and payment steps. */
  | 'booking'
  /** An event. */
  | 'event'
  /** A league of the junior section. */
  | 'league'
  /** A member's membership, their dues invoices and the membership settings. */
  | 'membership'
  /** A membership plan. */
  | 'membership_plan'
  /** An online payment or refund, and reconciliations with the payment provider. */
  | 'payment'
  /** A meeting room. */
  | 'room'
  /** A team of the junior section. */
  | 'team'
  /** A user account: roles, edits, deletions. */
  | 'user'
  /** An outgoing webhook endpoint: registered, changed, secret rotated, enabled, disabled (by an admin or after a day of failures), deleted. */
  | 'webhook'
  /** The WhatsApp configuration, templates and test messages. */
  | 'whatsapp';

/** One admin action, written in the same transaction as the change. Entries are never edited or removed. */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  /** What was done, as entity.verb (booking.accepted, user.role_changed, room.deleted…). */
  action: Scalars['String']['output'];
  /** Who made the change; null for the system (start-up, the create-admin command). */
  actorId?: Maybe<Scalars['ID']['output']>;
  /** The actor's name as it was when the change was made. */
  actorName?: Maybe<Scalars['String']['output']>;
  /** The state after the change as JSON text; null when it no longer exists. */
  after?: Maybe<Scalars['String']['output']>;
  /** When the change was committed. */
  at: Scalars['DateTime']['output'];
  /** The state before the change as JSON text (only the fields that matter, never secrets); null when it did not exist. */
  before?: Maybe<Scalars['String']['output']>;
  /** The id of the thing changed, when it has one. */
  entityId?: Maybe<Scalars['ID']['output']>;
  /** What the change was about. */
  entityType: AuditEntityType;
  /** The entry's id (increasing). */
  id: Scalars['ID']['output'];
  /** One readable line describing the change. */
  summary: Scalars['String']['output'];
};

/** Filters of the audit log; all optional, days inclusive (server's local days). */
export type AuditLogFilter = {
  /** Only this action (entity.verb). */
  action?: InputMaybe<Scalars['String']['input']>;
  /** Only this actor. */
  actorId?: InputMaybe<Scalars['ID']['input']>;
  /** Only entries about this kind of thing. */
  entityType?: InputMaybe<AuditEntityType>;
  /** From this day on. */
  from?: InputMaybe<Scalars['Date']['input']>;
  /** Up to and including this day. */
  to?: InputMaybe<Scalars['Date']['input']>;
};

/** A page of the audit log. */
export type AuditLogPage = {
  __typename?: 'AuditLogPage';
  /** The entries of this page, newest first. */
  items: Array<AuditEntry>;
  /** Pass as auditLog's after to read the next page (keyset paging, as fast deep in the log as at its top); null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>;
  /** How many entries match the filter in all. */
  total: Scalars['Int']['output'];
};

/** A parent's yes/no for one child and one event. */
export type Availability = {
  __typename?: 'Availability';
  /** The child answered for. */
  childId: Scalars['ID']['output'];
  /** The event answered. */
  eventId: Scalars['ID']['output'];
  /** Stable identifier. */
  id: Scalars['ID']['output'];
  /** True: the child can take part. */
  isAvailable: Scalars['Boolean']['output'];
  /** When the answer was last given; a repeat answer refreshes it. */
  respondedAt: Scalars['DateTime']['output'];
};

/** Where a booking request stands. */
export type BookingStatus =
  /** Accepted; the room is held and an invoice exists. */
  | 'accepted'
  /** Waiting for an admin. */
  | 'pending'
  /** Refused, with a reason. */
  | 'rejected';

/** What the calendar shows for a range of days. */
export type Calendar = {
  __typename?: 'Calendar';
  /** Every day of every accepted booking that falls in the range. */
  bookings: Array<CalendarBooking>;
  /** Events in the range (members: confirmed only), with the caller's RSVP. */
  events: Array<Event>;
};

/** One day of an accepted room booking, as the calendar shows it. */
export type CalendarBooking = {
  __typename?: 'CalendarBooking';
  /** The day shown. */
  date: Scalars['Date']['output'];
  /** 23:59. */
  endTime: Scalars['String']['output'];
  /** The booking's id; the same for every day of one booking. */
  id: Scalars['ID']['output'];
  /** Who booked it. */
  member: Person;
  /** What the room is booked for. */
  purpose?: Maybe<Scalars['String']['output']>;
  /** The booked room. */
  room: CalendarRoom;
  /** Bookings are monthly, so each day is shown all day: 00:00. */
  startTime: Scalars['String']['output'];
  /** Always confirmed: only accepted bookings appear. */
  status: Scalars['String']['output'];
};

/**
 * A secret calendar feed address. Calendar apps fetch it without signing in, so anyone with the
 * address can read the feed: regenerating makes a new address (the old one stops working), and
 * turning it off removes it.
 */
export type CalendarFeed = {
  __typename?: 'CalendarFeed';
  /** When this address was made. */
  createdAt: Scalars['DateTime']['output'];
  /** The same feed over http(s), for apps that do not understand webcal:// and for downloading. */
  httpUrl: Scalars['String']['output'];
  /** The feed's id (a new one each time the address is regenerated). */
  id: Scalars['ID']['output'];
  /** The room of an admin's room feed (its accepted bookings); null for the caller's own feed. */
  room?: Maybe<CalendarRoomRef>;
  /** The address for calendar apps: webcal://…/api/calendar/{token}.ics */
  webcalUrl: Scalars['String']['output'];
};

/** The room of a calendar booking. */
export type CalendarRoom = {
  __typename?: 'CalendarRoom';
  /** Seats; 0 when not set. */
  capacity: Scalars['Int']['output'];
  /** Where the room is. */
  location?: Maybe<Scalars['String']['output']>;
  /** Room name. */
  name: Scalars['String']['output'];
};

/** The room a room feed follows. */
export type CalendarRoomRef = {
  __typename?: 'CalendarRoomRef';
  /** The room's id. */
  id: Scalars['ID']['output'];
  /** The room's name. */
  name: Scalars['String']['output'];
};

/** A child of the junior section. Parents see their own; admins see all. */
export type Child = {
  __typename?: 'Child';
  /** e.g. U12; optional. */
  ageGroup?: Maybe<Scalars['String']['output']>;
  /** Date of birth. */
  dateOfBirth: Scalars['Date']['output'];
  /** Stable identifier. */
  id: Scalars['ID']['output'];
  /** The child's name. */
  name: Scalars['String']['output'];
  /** The parent's user id; null while nobody has claimed the child. */
  parentId?: Maybe<Scalars['ID']['output']>;
  /** Teams the child plays in. */
  teams: Array<Team>;
};

/** An upcoming event that concerns a child, with the child's answer. */
export type ChildEvent = {
  __typename?: 'ChildEvent';
  /** Null until a parent answers. */
  availability?: Maybe<Availability>;
  /** The event. */
  event: Event;
};

/** A child added by a parent (the parent is the caller) or an admin. */
export type ChildInput = {
  /** e.g. U12. */
  ageGroup?: InputMaybe<Scalars['String']['input']>;
  /** Not in the future. */
  dateOfBirth: Scalars['Date']['input'];
  /** Not blank; with dateOfBirth it identifies the child (case and outer spaces ignored). */
  name: Scalars['String']['input'];
  /** Admins only: the parent's user id, or 0 / null for an unclaimed child. Ignored for parents. */
  parentId?: InputMaybe<Scalars['ID']['input']>;
};

/** A new user created by an admin. */
export type CreateUserInput = {
  /** A valid email address, unique. */
  email: Scalars['String']['input'];
  /** At least 2 characters. */
  fullName: Scalars['String']['input'];
  /** True makes the user an administrator. */
  isAdmin?: InputMaybe<Scalars['Boolean']['input']>;
  /** True makes the user a parent of the junior section. */
  isParent?: InputMaybe<Scalars['Boolean']['input']>;
  /** At least 6 characters. */
  password: Scalars['String']['input'];
  /** At least 3 characters. */
  username: Scalars['String']['input'];
};

/** A CSV file (UTF-8 with a byte order mark, CRLF lines; cells a spreadsheet would run as a formula start with an apostrophe). */
export type CsvExport = {
  __typename?: 'CsvExport';
  /** The CSV text. */
  content: Scalars['String']['output'];
  /** A file name for saving it. */
  filename: Scalars['String']['output'];
};

/** Dues invoiced and paid in one calendar month. */
export type DuesMonth = {
  __typename?: 'DuesMonth';
  /** Dues of the periods starting that month (voided invoices left out). */
  invoiced: Scalars['Money']['output'];
  /** The month, as yyyy-MM. */
  month: Scalars['String']['output'];
  /** Dues marked paid that month (by an admin or an online payment). */
  paid: Scalars['Money']['output'];
};

/** A club event. */
export type Event = {
  __typename?: 'Event';
  /** The age group (e.g. U12) of an age_group event. */
  ageGroupRelevance?: Maybe<Scalars['String']['output']>;
  /** How many members answered attending. */
  attendeeCount: Scalars['Int']['output'];
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The admin who created it. */
  createdBy?: Maybe<Person>;
  /** The caller's own answer, if any. */
  currentUserRsvp?: Maybe<RsvpInfo>;
  /** The day it takes place. */
  date: Scalars['Date']['output'];
  /** Free text about the event. */
  description?: Maybe<Scalars['String']['output']>;
  /** HH:mm, after startTime. */
  endTime?: Maybe<Scalars['String']['output']>;
  /** Stable identifier. */
  id: Scalars['ID']['output'];
  /** Where it takes place. */
  location: Scalars['String']['output'];
  /** More about the place, e.g. a room or floor. */
  locationDetail?: Maybe<Scalars['String']['output']>;
  /** Null means unlimited. */
  maxAttendees?: Maybe<Scalars['Int']['output']>;
  /** Whom the event concerns; null means team-based. */
  relevanceType?: Maybe<EventRelevance>;
  /** HH:mm, 24-hour. */
  startTime: Scalars['String']['output'];
  /** Whether it goes ahead. */
  status: EventStatus;
  /** The team a team event belongs to. */
  team?: Maybe<Team>;
  /** Ids of further teams taking part (e.g. a tournament). */
  teamsInvolved: Array<Scalars['ID']['output']>;
  /** Event title. */
  title: Scalars['String']['output'];
  /** Kind of event. */
  type: EventType;
  /** How many members wait for a place (a full event's waiting list). */
  waitlistCount: Scalars['Int']['output'];
  /** The caller's place on the waiting list, 1 for the first; null when not waiting. */
  waitlistPosition?: Maybe<Scalars['Int']['output']>;
};

/** Which events a list shows. Members always get confirmed events from today on. */
export type EventFilter = {
  /** Only events not over yet by the server's clock: later days, and today's whose end time (start time when it has none) has not passed. For everyone. */
  notEnded?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only events in this status (admins). */
  status?: InputMaybe<EventStatus>;
  /** Only events dated today or later (admins; members always get this). */
  upcoming?: InputMaybe<Scalars['Boolean']['input']>;
};

/** An event as created or edited by an admin. The creator is the caller. */
export type EventInput = {
  /** Required when relevanceType is age_group. */
  ageGroupRelevance?: InputMaybe<Scalars['String']['input']>;
  /** The day it takes place. */
  date: Scalars['Date']['input'];
  /** Optional free text. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** HH:mm, after startTime; optional. */
  endTime?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  location: Scalars['String']['input'];
  /** Optional detail about the place. */
  locationDetail?: InputMaybe<Scalars['String']['input']>;
  /** A positive integer, or null for unlimited. */
  maxAttendees?: InputMaybe<Scalars['Int']['input']>;
  /** Whom the event concerns; null means team-based. */
  relevanceType?: InputMaybe<EventRelevance>;
  /** HH:mm, 24-hour. */
  startTime: Scalars['String']['input'];
  /** Whether it goes ahead. */
  status?: InputMaybe<EventStatus>;
  /** The team a team event belongs to. */
  teamId?: InputMaybe<Scalars['ID']['input']>;
  /** Further teams taking part: a list of team ids. */
  teamsInvolved?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Required. */
  title: Scalars['String']['input'];
  /** Kind of event. */
  type?: InputMaybe<EventType>;
};

/** Whom a team event concerns (spec team variant). Null on an event means team-based. */
export type EventRelevance =
  /** Children of the event's ageGroupRelevance (their own or their teams' league age group). */
  | 'age_group'
  /** Every child. */
  | 'all'
  /** Children in the event's team or one of its teamsInvolved. */
  | 'team';

/** One member's RSVP to one event. */
export type EventRsvp = {
  __typename?: 'EventRsvp';
  /** The event answered. */
  event: Event;
  /** The event answered. */
  eventId: Scalars['ID']['output'];
  /** Stable identifier. */
  id: Scalars['ID']['output'];
  /** Optional note from the member. */
  notes?: Maybe<Scalars['String']['output']>;
  /** When it was last given. */
  respondedAt: Scalars['DateTime']['output'];
  /** The answer. */
  status: RsvpStatus;
};

/** Whether an event goes ahead. Members only see confirmed events. */
export type EventStatus =
  /** Called off; admins only. */
  | 'cancelled'
  /** Goes ahead; visible to members. */
  | 'confirmed'
  /** Not yet confirmed; admins only. */
  | 'pending';

/** Kinds of event: the club's four, then the junior section's team events. */
export type EventType =
  /** A team event: a game against another team. */
  | 'match'
  /** A meeting. */
  | 'meeting'
  /** A networking event. */
  | 'networking'
  /** A social gathering. */
  | 'social'
  /** A team event: several teams compete. */
  | 'tournament'
  /** A team event: practice. */
  | 'training'
  /** A workshop. */
  | 'workshop';

/** What an admin can export as CSV. */
export type ExportKind =
  /** Every booking request with its member, room and payment steps. */
  | 'bookings'
  /** Every invoice with its amounts and paid flags. */
  | 'invoices'
  /** Every membership with its plan, status, paid-through day and what is owed. */
  | 'memberships'
  /** Every online payment with its refunds, attention items and provider references. */
  | 'payments'
  /** Every RSVP answer with its event and member. */
  | 'rsvps'
  /** Every account that still exists. */
  | 'users';

/** One notification in the caller's inbox (behind the header's bell). */
export type InboxNotification = {
  __typename?: 'InboxNotification';
  /** The message. */
  body: Scalars['String']['output'];
  /** When it arrived. */
  createdAt: Scalars['DateTime']['output'];
  /** Stable identifier. */
  id: Scalars['ID']['output'];
  /** What it is about. */
  kind: NotificationKind;
  /** Where in the app its subject is (a path such as /events). */
  link: Scalars['String']['output'];
  /** When the caller read it; null while unread. */
  readAt?: Maybe<Scalars['DateTime']['output']>;
  /** One line, e.g. 'Booking accepted: Boardroom'. */
  title: Scalars['String']['output'];
};

/** The invoice of an accepted booking. */
export type Invoice = {
  __typename?: 'Invoice';
  /** The booking it bills; null once that booking was deleted (the invoice stays, voided). */
  bookingId?: Maybe<Scalars['ID']['output']>;
  /** When the invoice was issued. */
  createdAt: Scalars['DateTime']['output'];
  /** The room's deposit at acceptance. */
  depositAmount: Scalars['Money']['output'];
  /** True once the deposit arrived. */
  depositPaid: Scalars['Boolean']['output'];
  /** When the deposit arrived. */
  depositPaidDate?: Maybe<Scalars['DateTime']['output']>;
  /** When the deposit was asked for. */
  depositRequestSentAt?: Maybe<Scalars['DateTime']['output']>;
  /** What it bills in a line (room and period), written when issued. */
  description?: Maybe<Scalars['String']['output']>;
  /** When the full payment was asked for. */
  fullPaymentRequestSentAt?: Maybe<Scalars['DateTime']['output']>;
  /** Stable identifier. */
  id: Scalars['ID']['output'];
  /** Human-readable, unique, e.g. INV-2026-000042. */
  invoiceNumber: Scalars['String']['output'];
  /** booking, or dues (one membership period). */
  kind: InvoiceKind;
  /** pricePerMonth × durationMonths. */
  monthlyAmount: Scalars['Money']['output'];
  /** True once the full payment arrived. */
  paidInFull: Scalars['Boolean']['output'];
  /** When the full payment arrived. */
  paidInFullDate?: Maybe<Scalars['DateTime']['output']>;
  /** What the member can pay online now on a dues invoice (null: online payment off, paid, void, or a booking invoice, whose payments are on its booking). */
  paymentDue?: Maybe<PaymentDue>;
  /** The invoice as a PDF (/api/invoices/{id}.pdf, for the member it belongs to and admins), rendered with the current payment state. */
  pdfUrl?: Maybe<Scalars['String']['output']>;
  /** Last day of the period a dues invoice bills. */
  periodEnd?: Maybe<Scalars['Date']['output']>;
  /** First day of the period a dues invoice bills. */
  periodStart?: Maybe<Scalars['Date']['output']>;
  /** A dues invoice's plan, as it is now (the amount billed is the invoice's own). */
  plan?: Maybe<MembershipPlan>;
  /** monthlyAmount + depositAmount. */
  totalAmount: Scalars['Money']['output'];
  /** Why it was voided. */
  voidReason?: Maybe<Scalars['String']['output']>;
  /** When it was voided (acceptance undone, booking deleted); voided invoices keep their number and are never deleted. */
  voidedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** What an invoice bills. */
export type InvoiceKind =
  /** A room booking: rent and deposit. */
  | 'booking'
  /** One period of membership dues. */
  | 'dues';

/** A league of the junior section (e.g. the U12 league); also scopes announcements. */
export type League = {
  __typename?: 'League';
  /** Age group, e.g. U12. */
  ageGroup?: Maybe<Scalars['String']['output']>;
  /** Free text about the league. */
  description?: Maybe<Scalars['String']['output']>;
  /** Stable identifier. */
  id: Scalars['ID']['output'];
  /** League name. */
  name: Scalars['String']['output'];
};

/** A league as written by an admin. */
export type LeagueInput = {
  /** e.g. U14, U12, U10. */
  ageGroup?: InputMaybe<Scalars['String']['input']>;
  /** Free text. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Not blank, at most 200 characters. */
  name: Scalars['String']['input'];
};

/** A meeting room that members book by the month. */
export type MeetingRoom = {
  __typename?: 'MeetingRoom';
  /** Trimmed, non-empty amenity names. */
  amenities: Array<Scalars['String']['output']>;
  /** Seats; 0 when not set. */
  capacity: Scalars['Int']['output'];
  /** When the room was created. */
  createdAt: Scalars['DateTime']['output'];
  /** One-off refundable deposit; null when not set. */
  deposit?: Maybe<Scalars['Money']['output']>;
  /** Free text about the room. */
  description?: Maybe<Scalars['String']['output']>;
  /** Stable identifier. */
  id: Scalars['ID']['output'];
  /** Inactive rooms are hidden from members and cannot be requested. */
  isActive: Scalars['Boolean']['output'];
  /** Where the room is, e.g. a floor. */
  location?: Maybe<Scalars['String']['output']>;
  /** Shortest booking in months (at least 1). */
  minimumBookingMonths: Scalars['Int']['output'];
  /** Room name. */
  name: Scalars['String']['output'];
  /** Monthly rate; null when not set ('Pricing not set'). */
  pricePerMonth?: Maybe<Scalars['Money']['output']>;
};

/** A meeting room as created or edited by an admin. Omitted numbers take the defaults. */
export type MeetingRoomInput = {
  /** Amenity names; blanks are dropped. */
  amenities?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Seats, 0 or more. */
  capacity?: InputMaybe<Scalars['Int']['input']>;
  /** Refundable deposit, 0 or more; null for not set. */
  deposit?: InputMaybe<Scalars['Money']['input']>;
  /** Optional free text. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** False hides the room from members. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** Optional location. */
  location?: InputMaybe<Scalars['String']['input']>;
  /** Shortest booking in months, at least 1. */
  minimumBookingMonths?: InputMaybe<Scalars['Int']['input']>;
  /** Required. */
  name: Scalars['String']['input'];
  /** Monthly rate, 0 or more; null for not set. */
  pricePerMonth?: InputMaybe<Scalars['Money']['input']>;
};

/** A member's membership: their plan, a change of plan waiting for the next period, and their standing today. Admins and the member. */
export type Membership = {
  __typename?: 'Membership';
  /** Last day of the period holding today. */
  currentPeriodEnd?: Maybe<Scalars['Date']['output']>;
  /** First day of the period holding today; null before the membership starts. */
  currentPeriodStart?: Maybe<Scalars['Date']['output']>;
  /** Stable identifier. */
  id: Scalars['ID']['output'];
  /** The member's dues invoices, newest period first. */
  invoices: Array<Invoice>;
  /** The day the member lapses if nothing is paid meanwhile; null when nothing is owed. */
  lapsesOn?: Maybe<Scalars['Date']['output']>;
  /** The member. */
  member: User;
  /** The plan the member moves to when the next period starts; null when no change is waiting. */
  nextPlan?: Maybe<MembershipPlan>;
  /** The day nextPlan takes effect (the next period's first day). */
  nextPlanFrom?: Maybe<Scalars['Date']['output']>;
  /** First day of the oldest unpaid period; null when nothing is owed. */
  owedSince?: Maybe<Scalars['Date']['output']>;
  /** The last day paid for (a waived period counts as settled); null while nothing is paid. */
  paidThrough?: Maybe<Scalars['Date']['output']>;
  /** The plan billing the current period. */
  plan: MembershipPlan;
  /** First day of the first period under the current plan (the membership's start until the plan changes). */
  startDate: Scalars['Date']['output'];
  /** Where the member stands today. */
  status: MembershipStatus;
};

/** Which memberships the admin list shows. */
export type MembershipFilter = {
  /** Only members in this status; null for all. */
  status?: InputMaybe<MembershipStatus>;
};

/** How often a plan bills its dues. */
export type MembershipPeriod =
  /** Every month, from the start day. */
  | 'monthly'
  /** Every three months. */
  | 'quarterly'
  /** Every twelve months. */
  | 'yearly';

/** A membership plan: what members on it pay, and how often. */
export type MembershipPlan = {
  __typename?: 'MembershipPlan';
  /** What each period costs; more than zero. */
  amount: Scalars['Money']['output'];
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Stable identifier. */
  id: Scalars['ID']['output'];
  /** True while memberships or invoices name it: it can then be deactivated but not deleted. */
  inUse: Scalars['Boolean']['output'];
  /** Inactive plans cannot be given to members; members already on one keep it until an admin changes their plan. */
  isActive: Scalars['Boolean']['output'];
  /** Memberships on the plan, or changing to it at their next period. */
  memberCount: Scalars['Int']['output'];
  /** Unique name (ignoring case). */
  name: Scalars['String']['output'];
  /** How often it bills. */
  period: MembershipPeriod;
};

/** A plan as an admin creates or edits it. Editing the amount or period bills the periods that start from now on; issued invoices keep theirs. */
export type MembershipPlanInput = {
  /** More than zero. */
  amount: Scalars['Money']['input'];
  /** False: no member can be given it any more. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** Required; unique (ignoring case). */
  name: Scalars['String']['input'];
  /** monthly, quarterly or yearly. */
  period: MembershipPeriod;
};

/** The office's membership settings (office_settings). */
export type MembershipSettings = {
  __typename?: 'MembershipSettings';
  /** Days after a period starts that its dues may stay unpaid before the member lapses (0–365, default 14). */
  graceDays: Scalars['Int']['output'];
  /** Whether lapsed members may still request rooms (default true; admins then see 'Membership lapsed' on their requests). False: their requests are refused. */
  lapsedMembersMayRequestRooms: Scalars['Boolean']['output'];
};

/** Membership settings as an admin saves them. */
export type MembershipSettingsInput = {
  /** 0–365 days. */
  graceDays: Scalars['Int']['input'];
  /** Whether lapsed members may still request rooms. */
  lapsedMembersMayRequestRooms: Scalars['Boolean']['input'];
};

/** Where a member stands with their dues today. Derived from the dues invoices, never set by hand. */
export type MembershipStatus =
  /** Paid through today or later: nothing owed. */
  | 'active'
  /** A period has started and is unpaid, within the grace period (office setting, 14 days unless changed). */
  | 'due'
  /** A period has stayed unpaid past the grace period. */
  | 'lapsed'
  /** The membership starts on a later day: nothing billed yet. */
  | 'upcoming';

/** How many members stand in one status today. */
export type MembershipStatusCount = {
  __typename?: 'MembershipStatusCount';
  /** Members in it. */
  count: Scalars['Int']['output'];
  /** The status. */
  status: MembershipStatus;
};

/** A confirmation text. */
export type MessagePayload = {
  __typename?: 'MessagePayload';
  /** The text to show, as the specification words it. */
  message: Scalars['String']['output'];
};

/** Status of a WhatsApp message, moving forward only: pending → sent → delivered → read, or failed. */
export type MessageStatus =
  /** Delivered to the member's phone. */
  | 'delivered'
  /** Not delivered; errorMessage says why. */
  | 'failed'
  /** Queued, not yet accepted by the Cloud API. */
  | 'pending'
  /** Read by the member. */
  | 'read'
  /** Accepted by the Cloud API. */
  | 'sent';

/** Write operations. Each declares who may call it with @auth. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Accept a pending request; creates its invoice. Fails if it overlaps an accepted booking of the room. */
  acceptRoomBooking: RoomBooking;
  /**
   * Add a child. The same name (ignoring case and outer spaces) and date of birth is one child:
   * CONFLICT with extensions action view-existing ('You have already added this child') or
   * claim-existing ('Child already exists in the system'), and duplicateChildId.
   */
  addChild: Child;
  /** Turns push on for a browser (its subscription); the same endpoint again updates it. Returns the device. */
  addPushDevice: PushDevice;
  /** Put a child on a team's roster. CONFLICT when it is already there. */
  addTeamMember: Team;
  /** Give a member a plan from a start day (today or later); a membership starting today has its first dues invoice at once. A member whose membership has not started yet gets the new plan and start instead. */
  assignMembership: Membership;
  /** Change a member's plan: it takes effect when the next period starts (at once if nothing was billed yet); issued invoices never change. The current plan again drops a waiting change. */
  changeMembershipPlan: Membership;
  /** Become the parent of an unclaimed child. FORBIDDEN when it already has another parent. */
  claimChild: Child;
  /** Confirms the new authenticator with a code from it; turns two-factor on and answers ten new recovery codes (shown this once). */
  confirmTwoFactorEnrolment: TwoFactorRecoveryCodes;
  /** Publish an announcement; the caller is its author. */
  createAnnouncement: Announcement;
  /** Create an event; the caller is its creator. */
  createEvent: Event;
  /** Create a league. */
  createLeague: League;
  /** Add a meeting room. */
  createMeetingRoom: MeetingRoom;
  /** Create a plan. Field messages: blank name, duplicate name, non-positive amount, unknown period. */
  createMembershipPlan: MembershipPlan;
  /** Create a team. */
  createTeam: Team;
  /** Create a user (member or admin) with a password the admin chooses. */
  createUser: User;
  /** Register an endpoint; the answer carries its secret, shown this once. */
  createWebhookEndpoint: WebhookEndpointWithSecret;
  /** Add a message template. */
  createWhatsappTemplate: WhatsappTemplate;
  /** Returns the deleted id. */
  deleteAnnouncement: Scalars['ID']['output'];
  /** Returns the deleted id; its RSVPs go with it. */
  deleteEvent: Scalars['ID']['output'];
  /** Returns the deleted id; its teams stay, without a league. */
  deleteLeague: Scalars['ID']['output'];
  /** Returns the deleted id. A room with bookings cannot be deleted (deactivate it instead). */
  deleteMeetingRoom: Scalars['ID']['output'];
  /** Delete a plan nothing names; a plan in use answers CONFLICT (deactivate it instead). Returns the deleted id. */
  deleteMembershipPlan: Scalars['ID']['output'];
  /** Deletes the caller's account after they confirm their password: their own data goes, bookings and invoices stay anonymised, every session ends and the account can no longer sign in. Clears the session cookie. */
  deleteMyAccount: Scalars['Boolean']['output'];
  /** Removes one of the caller's passkeys. Returns the removed id. */
  deletePasskey: Scalars['ID']['output'];
  /** Returns the deleted id. */
  deleteRoomBooking: Scalars['ID']['output'];
  /** Returns the deleted id; its roster goes with it and its events lose the team. */
  deleteTeam: Scalars['ID']['output'];
  /** Returns the deleted id. The last admin cannot be deleted. */
  deleteUser: Scalars['ID']['output'];
  /** Delete an endpoint and its deliveries. Returns the deleted id. */
  deleteWebhookEndpoint: Scalars['ID']['output'];
  /** Returns the deleted id. */
  deleteWhatsappTemplate: Scalars['ID']['output'];
  /** Turns the caller's two-factor off, given a current code (or a recovery code). Refused for an admin while the office requires it. */
  disableTwoFactor: TwoFactorStatus;
  /** The member asks for more months of their accepted booking, from 30 days before its last day until it ends: a pending request for the same room from the day after, which an admin accepts (the deposit carries over) or rejects. */
  extendRoomBooking: RoomBooking;
  /** Finishes the registration: the name to show, and the browser's answer (RegistrationResponseJSON as JSON text). User verification is required. */
  finishPasskeyRegistration: Passkey;
  /** Finishes it with the query string the provider sent the browser back with. Sets the session cookie; with two-factor on, answers TWO_FACTOR_REQUIRED and a challenge as login does. Accounts are linked by a verified email only, and created only when the office allows it. */
  finishSsoSignIn: User;
  /** Email a reset link. Answers the same whether or not the email is known. */
  forgotPassword: MessagePayload;
  /** Join a full event's waiting list; the first waiting member gets the next free place automatically. Joining again changes nothing. Fails when the event has places left or the caller already attends. */
  joinWaitlist: Event;
  /** Leave an event's waiting list (nothing changes when the caller is not on it). */
  leaveWaitlist: Event;
  /** Sign in with username (or email) and password (sets the session cookie). */
  login: User;
  /** The second step of sign-in when login answered TWO_FACTOR_REQUIRED: its challenge (valid 5 minutes) and a code from the app or a recovery code. Sets the session cookie. Wrong codes are slowed like wrong passwords. */
  loginWithTwoFactor: User;
  /** Sign out: the session is revoked on the server and the cookie cleared. */
  logout: Scalars['Boolean']['output'];
  /** Mark all of the caller's notifications read; answers how many were unread. */
  markAllNotificationsRead: Scalars['Int']['output'];
  /** Mark a dues invoice paid (by hand); marking it again changes nothing. */
  markDuesPaid: Invoice;
  /** Undo 'Mark paid': the period is owed again. */
  markDuesUnpaid: Invoice;
  /** Mark one of the caller's notifications read (reading again keeps the first time); someone else's is not found. */
  markNotificationRead: InboxNotification;
  /** Compare the last days with the provider now and repair what a lost webhook missed (admin; also runs nightly). */
  reconcilePayments: ReconciliationReport;
  /** Give back part or all of an online payment through the provider (admin). */
  refundPayment: Payment;
  /** Makes a new secret address for the caller's own feed, or for a room's feed (admins, roomId); any old address stops working. */
  regenerateCalendarFeed: CalendarFeed;
  /** Create a member account and sign in (sets the session cookie). */
  register: User;
  /** Reject a pending request with a non-blank reason. */
  rejectRoomBooking: RoomBooking;
  /** Removes one of the caller's push devices. Returns the removed id. */
  removePushDevice: Scalars['ID']['output'];
  /** Take a child off a team's roster. */
  removeTeamMember: Team;
  /** Ask to book a room. The request is pending until an admin reviews it. */
  requestRoomBooking: RoomBooking;
  /** Set a new password with a reset token; signs out every session of that user. */
  resetPassword: MessagePayload;
  /** Settle a payment's attention item without a refund (kept on purpose), with a note (admin). */
  resolvePayment: Payment;
  /** Try a failed delivery again now (a new day of retries). */
  retryWebhookDelivery: WebhookDelivery;
  /** Turns a feed off: its address stops working. True when there was one. */
  revokeCalendarFeed: Scalars['Boolean']['output'];
  /** A new secret, shown this once; the old one stops signing at once. */
  rotateWebhookSecret: WebhookEndpointWithSecret;
  /** Answer an event; a second answer replaces the first. Fails when attending would exceed maxAttendees. */
  rsvpToEvent: Event;
  /** Saves which kinds go by push. */
  savePushPreferences: PushPreferences;
  /** Save the WhatsApp configuration; the masked token keeps the stored one. */
  saveWhatsappConfig: WhatsappConfig;
  /** Send a free-text test message through the Cloud API; recorded in the log. */
  sendWhatsappTestMessage: WhatsappTestResult;
  /** Whether admins must use two-factor. Turning it on needs the caller's own two-factor on. */
  setAdminsRequireTwoFactor: OfficeSecurity;
  /** Answer for one's own child: a first answer creates, a repeat updates and refreshes respondedAt. */
  setAvailability: Availability;
  /** Tick (done = true) or clear (done = false) one payment step; steps go in order. */
  setRoomBookingStep: RoomBooking;
  /** Whether a first single sign-on without an account creates one (a member; admin only through the provider's configured admin group). */
  setSsoCreatesAccounts: OfficeSecurity;
  /** Disable (nothing is sent; deliveries wait) or enable (they resume in order) an endpoint. */
  setWebhookEndpointEnabled: WebhookEndpoint;
  /** Signs in with a passkey: the browser's answer (AuthenticationResponseJSON as JSON text). Sets the session cookie. No password and no two-factor code are asked: the passkey is the device and its PIN or biometric. Failures are slowed per address, apart from passwords. */
  signInWithPasskey: User;
  /** Pay one of the caller's unpaid dues invoices online: where to send them (the provider's checkout page). */
  startDuesPayment: PaymentCheckout;
  /** Starts registering a passkey for the caller: creation options (a new challenge; one open registration per member, the newest wins). At most 20 passkeys each. */
  startPasskeyRegistration: PasskeyOptions;
  /** Starts a passkey sign-in: request options with a new challenge and no username (the browser offers the passkeys it holds for this site). */
  startPasskeySignIn: PasskeyOptions;
  /** The member pays their booking's requested deposit or full payment online: where to go (a fresh page when the last one expired). */
  startPayment: PaymentCheckout;
  /** Starts signing in with an OpenID provider: answers its address and sets the flow cookie. 404 when no such provider. */
  startSsoSignIn: SsoStart;
  /** Starts setting up (or replacing) the caller's authenticator: a new secret, to confirm with confirmTwoFactorEnrolment. */
  startTwoFactorEnrolment: TwoFactorEnrolment;
  /** Return an accepted request (with no payment step done) to pending; voids its invoice (accepting again reissues it, same number). */
  uncheckAcceptRoomBooking: RoomBooking;
  /** Change an announcement. */
  updateAnnouncement: Announcement;
  /** Change an existing answer for one's own child. */
  updateAvailability: Availability;
  /** Change every field of an event. */
  updateEvent: Event;
  /** Change a league. */
  updateLeague: League;
  /** Change every field of a meeting room. */
  updateMeetingRoom: MeetingRoom;
  /** Edit a plan (deactivate it with isActive false). */
  updateMembershipPlan: MembershipPlan;
  /** Save the membership settings. */
  updateMembershipSettings: MembershipSettings;
  /** Save the caller's own profile (and preferences when given). */
  updateProfile: MyProfile;
  /** Save the reminder days. Field message: 1 to 3 increasing days from 1 to 90. */
  updateReminderSettings: ReminderSettings;
  /** Change a team's name or league. */
  updateTeam: Team;
  /** Change a user's name, email or admin flag. */
  updateUser: User;
  /** Change an endpoint's URL, description and events. */
  updateWebhookEndpoint: WebhookEndpoint;
  /** Change a message template. */
  updateWhatsappTemplate: WhatsappTemplate;
  /** Void (waive) an unpaid dues invoice with a reason: it keeps its number and the period counts as settled. */
  voidDuesInvoice: Invoice;
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationAcceptRoomBookingArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationAddChildArgs = {
  input: ChildInput;
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationAddPushDeviceArgs = {
  input: PushSubscriptionInput;
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationAddTeamMemberArgs = {
  childId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationAssignMembershipArgs = {
  input: AssignMembershipInput;
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationChangeMembershipPlanArgs = {
  memberId: Scalars['ID']['input'];
  planId: Scalars['ID']['input'];
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationClaimChildArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationConfirmTwoFactorEnrolmentArgs = {
  code: Scalars['String']['input'];
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationCreateAnnouncementArgs = {
  input: AnnouncementInput;
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationCreateEventArgs = {
  input: EventInput;
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationCreateLeagueArgs = {
  input: LeagueInput;
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationCreateMeetingRoomArgs = {
  input: MeetingRoomInput;
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationCreateMembershipPlanArgs = {
  input: MembershipPlanInput;
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationCreateTeamArgs = {
  input: TeamInput;
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationCreateUserArgs = {
  input: CreateUserInput;
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationCreateWebhookEndpointArgs = {
  input: WebhookEndpointInput;
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationCreateWhatsappTemplateArgs = {
  input: WhatsappTemplateInput;
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationDeleteAnnouncementArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationDeleteEventArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationDeleteLeagueArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationDeleteMeetingRoomArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationDeleteMembershipPlanArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationDeleteMyAccountArgs = {
  password: Scalars['String']['input'];
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationDeletePasskeyArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationDeleteRoomBookingArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationDeleteTeamArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationDeleteUserArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationDeleteWebhookEndpointArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationDeleteWhatsappTemplateArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationDisableTwoFactorArgs = {
  code: Scalars['String']['input'];
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationExtendRoomBookingArgs = {
  id: Scalars['ID']['input'];
  input: RoomBookingExtensionInput;
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationFinishPasskeyRegistrationArgs = {
  name: Scalars['String']['input'];
  response: Scalars['String']['input'];
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationFinishSsoSignInArgs = {
  callbackQuery: Scalars['String']['input'];
  provider: Scalars['ID']['input'];
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationForgotPasswordArgs = {
  email: Scalars['String']['input'];
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationJoinWaitlistArgs = {
  eventId: Scalars['ID']['input'];
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationLeaveWaitlistArgs = {
  eventId: Scalars['ID']['input'];
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationLoginArgs = {
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationLoginWithTwoFactorArgs = {
  challenge: Scalars['String']['input'];
  code: Scalars['String']['input'];
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationMarkDuesPaidArgs = {
  invoiceId: Scalars['ID']['input'];
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationMarkDuesUnpaidArgs = {
  invoiceId: Scalars['ID']['input'];
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationMarkNotificationReadArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationRefundPaymentArgs = {
  input: RefundInput;
  paymentId: Scalars['ID']['input'];
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationRegenerateCalendarFeedArgs = {
  roomId?: InputMaybe<Scalars['ID']['input']>;
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationRegisterArgs = {
  input: RegisterInput;
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationRejectRoomBookingArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationRemovePushDeviceArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationRemoveTeamMemberArgs = {
  childId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationRequestRoomBookingArgs = {
  input: RoomBookingRequestInput;
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationResetPasswordArgs = {
  newPassword: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationResolvePaymentArgs = {
  note: Scalars['String']['input'];
  paymentId: Scalars['ID']['input'];
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationRetryWebhookDeliveryArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationRevokeCalendarFeedArgs = {
  roomId?: InputMaybe<Scalars['ID']['input']>;
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationRotateWebhookSecretArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationRsvpToEventArgs = {
  eventId: Scalars['ID']['input'];
  status: RsvpStatus;
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationSavePushPreferencesArgs = {
  input: PushPreferencesInput;
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationSaveWhatsappConfigArgs = {
  input: WhatsappConfigInput;
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationSendWhatsappTestMessageArgs = {
  input: WhatsappTestInput;
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationSetAdminsRequireTwoFactorArgs = {
  required: Scalars['Boolean']['input'];
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationSetAvailabilityArgs = {
  childId: Scalars['ID']['input'];
  eventId: Scalars['ID']['input'];
  isAvailable: Scalars['Boolean']['input'];
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationSetRoomBookingStepArgs = {
  done: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
  step: PaymentStep;
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationSetSsoCreatesAccountsArgs = {
  allowed: Scalars['Boolean']['input'];
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationSetWebhookEndpointEnabledArgs = {
  enabled: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationSignInWithPasskeyArgs = {
  response: Scalars['String']['input'];
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationStartDuesPaymentArgs = {
  invoiceId: Scalars['ID']['input'];
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationStartPaymentArgs = {
  bookingId: Scalars['ID']['input'];
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationStartSsoSignInArgs = {
  provider: Scalars['ID']['input'];
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationUncheckAcceptRoomBookingArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationUpdateAnnouncementArgs = {
  id: Scalars['ID']['input'];
  input: AnnouncementInput;
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationUpdateAvailabilityArgs = {
  id: Scalars['ID']['input'];
  isAvailable: Scalars['Boolean']['input'];
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationUpdateEventArgs = {
  id: Scalars['ID']['input'];
  input: EventInput;
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationUpdateLeagueArgs = {
  id: Scalars['ID']['input'];
  input: LeagueInput;
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationUpdateMeetingRoomArgs = {
  id: Scalars['ID']['input'];
  input: MeetingRoomInput;
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationUpdateMembershipPlanArgs = {
  id: Scalars['ID']['input'];
  input: MembershipPlanInput;
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationUpdateMembershipSettingsArgs = {
  input: MembershipSettingsInput;
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationUpdateProfileArgs = {
  input: ProfileInput;
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationUpdateReminderSettingsArgs = {
  input: ReminderSettingsInput;
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationUpdateTeamArgs = {
  id: Scalars['ID']['input'];
  input: TeamInput;
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationUpdateUserArgs = {
  id: Scalars['ID']['input'];
  input: UpdateUserInput;
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationUpdateWebhookEndpointArgs = {
  id: Scalars['ID']['input'];
  input: WebhookEndpointInput;
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationUpdateWhatsappTemplateArgs = {
  id: Scalars['ID']['input'];
  input: WhatsappTemplateInput;
};


/** Write operations. Each declares who may call it with @auth. */
export type MutationVoidDuesInvoiceArgs = {
  invoiceId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};

/** The caller's profile and preferences. */
export type MyProfile = {
  __typename?: 'MyProfile';
  /** The caller's language: 'en', 'de', or null to follow the browser. */
  language?: Maybe<Scalars['String']['output']>;
  /** The caller's notification preferences. */
  preferences: NotificationPreferences;
  /** The caller's account. */
  user: User;
  /** When the caller agreed to WhatsApp messages; null means no consent. */
  whatsappOptInAt?: Maybe<Scalars['DateTime']['output']>;
};

/** What an inbox notification is about. */
export type NotificationKind =
  /** A new announcement. */
  | 'announcement'
  /** The member's booking request was accepted. */
  | 'booking_accepted'
  /** The member's booking ends within a week (and is not extended). */
  | 'booking_ending_7'
  /** The member's booking ends within 30 days (and is not extended). */
  | 'booking_ending_30'
  /** The member's booking request was not accepted. */
  | 'booking_rejected'
  /** First reminder: the deposit the member was asked for is not paid yet (3 days after the request by default). */
  | 'deposit_reminder_1'
  /** Second reminder of an unpaid deposit (7 days by default). */
  | 'deposit_reminder_2'
  /** Third and last reminder of an unpaid deposit (14 days by default); it is then overdue. */
  | 'deposit_reminder_3'
  /** The deposit for the member's booking was requested. */
  | 'deposit_requested'
  /** First reminder: a dues invoice of the member's is not paid yet. */
  | 'dues_reminder_1'
  /** Second reminder of an unpaid dues invoice. */
  | 'dues_reminder_2'
  /** Third and last reminder of an unpaid dues invoice; it is then overdue. */
  | 'dues_reminder_3'
  /** An event the member attends or may attend starts soon. */
  | 'event_reminder'
  /** A receipt: money the member paid online arrived. */
  | 'payment_receipt'
  /** First reminder: the full payment the member was asked for is not paid yet. */
  | 'payment_reminder_1'
  /** Second reminder of an unpaid full payment. */
  | 'payment_reminder_2'
  /** Third and last reminder of an unpaid full payment; it is then overdue. */
  | 'payment_reminder_3'
  /** The full payment for the member's booking was requested. */
  | 'payment_requested'
  /** A receipt: money was refunded to the member. */
  | 'refund_receipt'
  /** An event soon that the member has not answered. */
  | 'rsvp_needed'
  /** A place freed up at a full event and the member, first on its waiting list, now attends. */
  | 'waitlist_promoted'
  /** The admins' weekly digest (email only; never in the inbox). */
  | 'weekly_digest';

/** How a member wants to be told about things. */
export type NotificationPreferences = {
  __typename?: 'NotificationPreferences';
  /** Whether the member receives notifications by email. */
  emailNotifications: Scalars['Boolean']['output'];
  /** Hours before an event's start that reminders go out (1–168, default 24). */
  reminderTimingHours: Scalars['Int']['output'];
  /** Whether the member receives announcements by WhatsApp. */
  whatsappAnnouncements: Scalars['Boolean']['output'];
  /** Whether the member receives WhatsApp reminders before events. */
  whatsappEventReminders: Scalars['Boolean']['output'];
};

/** Preference fields; omitted ones take the defaults. */
export type NotificationPreferencesInput = {
  /** Whether the member receives notifications by email. */
  emailNotifications?: InputMaybe<Scalars['Boolean']['input']>;
  /** Hours before an event's start, 1–168. */
  reminderTimingHours?: InputMaybe<Scalars['Int']['input']>;
  /** Whether the member receives announcements by WhatsApp. */
  whatsappAnnouncements?: InputMaybe<Scalars['Boolean']['input']>;
  /** Whether the member receives WhatsApp reminders before events. */
  whatsappEventReminders?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Room occupancy in one calendar month. */
export type OccupancyMonth = {
  __typename?: 'OccupancyMonth';
  /** Rooms that could be booked that month: added by the month's end and active now, or booked that month. */
  availableRoomMonths: Scalars['Int']['output'];
  /** Room-months taken by accepted bookings: each room counts the share of the month's days it is booked (two decimals). */
  bookedRoomMonths: Scalars['Float']['output'];
  /** The month, as yyyy-MM. */
  month: Scalars['String']['output'];
  /** bookedRoomMonths / availableRoomMonths, from 0 to 1 (four decimals); 0 when no room was available. */
  rate: Scalars['Float']['output'];
};

/** The office's security settings. */
export type OfficeSecurity = {
  __typename?: 'OfficeSecurity';
  /** Whether every admin must sign in with two-factor; an admin without it reaches no admin feature until they set it up. */
  adminsRequireTwoFactor: Scalars['Boolean']['output'];
  /** Whether a first single sign-on with a verified email no account holds creates a member account (off: an admin creates the account first). */
  ssoCreatesAccounts: Scalars['Boolean']['output'];
};

/** The office's money settings, the same for the UI, the invoices and online payment. */
export type OfficeSettings = {
  __typename?: 'OfficeSettings';
  /** ISO 4217 code of the office's currency (CURRENCY, default USD). */
  currency: Scalars['String']['output'];
  /** True when members can pay requested deposits and payments online (the server has a payment provider). */
  onlinePayments: Scalars['Boolean']['output'];
};

/** Money a member was asked for and has not paid, past its last reminder (issue 36): listed for admins as overdue. */
export type OverdueItem = {
  __typename?: 'OverdueItem';
  /** How much: the deposit, the months booked, or the dues invoice's total. */
  amount: Scalars['Money']['output'];
  /** The booking (DEPOSIT, PAYMENT); null for dues. */
  bookingId?: Maybe<Scalars['ID']['output']>;
  /** Stable identifier: the kind and its subject, e.g. 'deposit:12'. */
  id: Scalars['ID']['output'];
  /** The dues invoice (DUES); null for bookings. */
  invoiceId?: Maybe<Scalars['ID']['output']>;
  /** What is owed. */
  kind: OwedKind;
  /** Who owes it. */
  member: Person;
  /** The day it became overdue: its last reminder's day. */
  overdueSince: Scalars['Date']['output'];
  /** The day it was asked for (a dues invoice: the day it was issued). */
  since: Scalars['Date']['output'];
  /** What it is, in a line: 'Deposit for Boardroom', 'Membership dues: Standard, Mar 1, 2031 – Mar 31, 2031'. */
  what: Scalars['String']['output'];
};

/** What a member owes: a booking's requested deposit, its requested full payment, or a dues invoice. */
export type OwedKind =
  /** The deposit of an accepted booking, requested and not received. */
  | 'DEPOSIT'
  /** A dues invoice, neither paid nor voided. */
  | 'DUES'
  /** The full payment of an accepted booking, requested and not received. */
  | 'PAYMENT';

/** One of the caller's passkeys (WebAuthn): a key on a phone, a computer or a security key that signs in without a password. */
export type Passkey = {
  __typename?: 'Passkey';
  /** Whether the authenticator says it is backed up (synced to the member's other devices). */
  backedUp: Scalars['Boolean']['output'];
  /** When it was registered. */
  createdAt: Scalars['DateTime']['output'];
  /** The passkey's id. */
  id: Scalars['ID']['output'];
  /** When it last signed in (null: never yet). */
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The name the member gave it ("Work laptop"). */
  name: Scalars['String']['output'];
};

/** A WebAuthn ceremony's options, to hand to the browser (navigator.credentials, e.g. through @simplewebauthn/browser). */
export type PasskeyOptions = {
  __typename?: 'PasskeyOptions';
  /** PublicKeyCredentialCreationOptionsJSON (registration) or PublicKeyCredentialRequestOptionsJSON (sign-in), as JSON text. Its challenge is stored on the server and works once, for 5 minutes. */
  optionsJSON: Scalars['String']['output'];
};

/** Money paid online. */
export type Payment = {
  __typename?: 'Payment';
  /** Amount paid. */
  amount: Scalars['Money']['output'];
  /** Why an admin must look at it (paid after a manual tick, for a rejected or deleted booking, an amount that differs…); null when all is well. */
  attention?: Maybe<Scalars['String']['output']>;
  /** The booking it paid; null when the booking was deleted since. */
  bookingId?: Maybe<Scalars['ID']['output']>;
  /** When the payment was started. */
  createdAt: Scalars['DateTime']['output'];
  /** The currency paid in. */
  currency: Scalars['String']['output'];
  /** Stable identifier. */
  id: Scalars['ID']['output'];
  /** The dues invoice it paid (purpose DUES); null for booking payments. */
  invoiceId?: Maybe<Scalars['ID']['output']>;
  /** The booking's invoice number at payment time. */
  invoiceNumber?: Maybe<Scalars['String']['output']>;
  /** The member who paid (null when the account was deleted). */
  member?: Maybe<Person>;
  /** How it was paid: card, sepa_debit, ideal, bancontact (null until the provider says). */
  method?: Maybe<Scalars['String']['output']>;
  /** The provider's reference of the payment (payment intent), or of its checkout session until then. */
  providerReference: Scalars['String']['output'];
  /** Which step it pays. */
  purpose: PaymentPurpose;
  /** When the money arrived. */
  receivedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Amount refunded or being refunded. */
  refundedAmount: Scalars['Money']['output'];
  /** Refunds of this payment, oldest first. */
  refunds: Array<Refund>;
  /** What the admin wrote when settling it. */
  resolution?: Maybe<Scalars['String']['output']>;
  /** When an admin settled the attention item (a refund, or kept on purpose). */
  resolvedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Where it stands. */
  status: PaymentStatus;
  /** True when this payment ticked the booking's 'received' step (as 'Online payment'). */
  tickedStep: Scalars['Boolean']['output'];
};

/** Where to send the member to pay: the provider's hosted checkout page. */
export type PaymentCheckout = {
  __typename?: 'PaymentCheckout';
  /** Amount to pay. */
  amount: Scalars['Money']['output'];
  /** The office's currency. */
  currency: Scalars['String']['output'];
  /** When the page stops taking payment (a new one is made on demand). */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** What it pays. */
  purpose: PaymentPurpose;
  /** The hosted checkout page; null while the link is being prepared. */
  url?: Maybe<Scalars['String']['output']>;
};

/** A requested step the member can pay online. */
export type PaymentDue = {
  __typename?: 'PaymentDue';
  /** Amount due, from the invoice. */
  amount: Scalars['Money']['output'];
  /** The office's currency. */
  currency: Scalars['String']['output'];
  /** True while the payment link is being prepared (the provider was not reached yet): 'Payment link on its way'. */
  preparing: Scalars['Boolean']['output'];
  /** What it pays. */
  purpose: PaymentPurpose;
  /** True when a payment was started and is settling (e.g. SEPA): nothing to pay now. */
  settling: Scalars['Boolean']['output'];
};

/** Which payments the admin list shows. */
export type PaymentFilter = {
  /** Only payments needing attention (true) or only those that do not (false). */
  attention?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only this booking's payments. */
  bookingId?: InputMaybe<Scalars['ID']['input']>;
  /** Only this purpose. */
  purpose?: InputMaybe<PaymentPurpose>;
  /** Only this status. */
  status?: InputMaybe<PaymentStatus>;
};

/** Which requested step a payment pays. */
export type PaymentPurpose =
  /** The full payment: the months booked, the invoice less its deposit (step 3 → 4). */
  | 'BALANCE'
  /** The deposit (checklist step 1 → 2). */
  | 'DEPOSIT'
  /** Membership dues: one dues invoice. */
  | 'DUES';

/** Where a payment stands at the provider. */
export type PaymentStatus =
  /** The payment failed (e.g. a debit was refused); nothing was received. */
  | 'FAILED'
  /** Started and not settled yet (a SEPA Direct Debit takes days). */
  | 'PENDING'
  /** The money arrived. */
  | 'SUCCEEDED';

/** The four steps of the payment checklist after acceptance, in order. */
export type PaymentStep =
  /** The deposit arrived. */
  | 'DEPOSIT_RECEIVED'
  /** The deposit was asked for. */
  | 'DEPOSIT_REQUESTED'
  /** The full payment arrived. */
  | 'PAYMENT_RECEIVED'
  /** The full payment was asked for. */
  | 'PAYMENT_REQUESTED';

/** The public face of a user: what other members may see. */
export type Person = {
  __typename?: 'Person';
  /** Name shown across the app. */
  fullName: Scalars['String']['output'];
  /** The user's identifier. */
  id: Scalars['ID']['output'];
};

/** Where a booking request stands in the spec §4 workflow. */
export type PipelineStage =
  /** Accepted; no payment step done yet. */
  | 'ACCEPTED'
  /** The deposit arrived. */
  | 'DEPOSIT_RECEIVED'
  /** Accepted; the deposit has been asked for. */
  | 'DEPOSIT_REQUESTED'
  /** Paid in full. */
  | 'PAYMENT_RECEIVED'
  /** The full payment has been asked for. */
  | 'PAYMENT_REQUESTED'
  /** Waiting for an admin's review. */
  | 'PENDING'
  /** Rejected by an admin. */
  | 'REJECTED';

/** How many booking requests stand at one stage. */
export type PipelineStageCount = {
  __typename?: 'PipelineStageCount';
  /** How many booking requests of the period stand there now. */
  count: Scalars['Int']['output'];
  /** The stage. */
  stage: PipelineStage;
};

/** The member's own profile. WhatsApp messages need whatsappOptIn, which needs a whatsappPhone. */
export type ProfileInput = {
  /** Optional short biography. */
  bio?: InputMaybe<Scalars['String']['input']>;
  /** At least 2 characters. */
  fullName: Scalars['String']['input'];
  /** 'en', 'de', or null to follow the browser; left out, the language stays as it was. */
  language?: InputMaybe<Scalars['String']['input']>;
  /** Optional phone number. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** When given, the preferences are saved in the same transaction. */
  preferences?: InputMaybe<NotificationPreferencesInput>;
  /** Explicit consent to receive WhatsApp messages; its time is recorded. */
  whatsappOptIn?: InputMaybe<Scalars['Boolean']['input']>;
  /** Number for WhatsApp messages; needed for whatsappOptIn. */
  whatsappPhone?: InputMaybe<Scalars['String']['input']>;
};

/** A browser the caller turned push notifications on for. */
export type PushDevice = {
  __typename?: 'PushDevice';
  /** When push was turned on for it. */
  createdAt: Scalars['DateTime']['output'];
  /** The device's id. */
  id: Scalars['ID']['output'];
  /** When a push last went to it (null: none yet). */
  lastSentAt?: Maybe<Scalars['DateTime']['output']>;
  /** The name the browser gave itself when push was turned on ("Chrome on Android"). */
  name: Scalars['String']['output'];
};

/** Which notifications the caller receives by push, on every device they turned push on for. */
export type PushPreferences = {
  __typename?: 'PushPreferences';
  /** Announcements the office sends out. */
  announcements: Scalars['Boolean']['output'];
  /** Steps of the caller's room bookings (accepted, declined, deposit or payment requested, ending soon). */
  bookingSteps: Scalars['Boolean']['output'];
  /** Reminders before events the caller answered. */
  eventReminders: Scalars['Boolean']['output'];
  /** Events waiting for the caller's answer. */
  rsvpNeeded: Scalars['Boolean']['output'];
  /** A place opening up for the caller on an event's waiting list. */
  waitlistPlace: Scalars['Boolean']['output'];
};

/** Push choices to save; every kind is given. */
export type PushPreferencesInput = {
  /** Announcements the office sends out. */
  announcements: Scalars['Boolean']['input'];
  /** Steps of the caller's room bookings. */
  bookingSteps: Scalars['Boolean']['input'];
  /** Reminders before events the caller answered. */
  eventReminders: Scalars['Boolean']['input'];
  /** Events waiting for the caller's answer. */
  rsvpNeeded: Scalars['Boolean']['input'];
  /** A place opening up on an event's waiting list. */
  waitlistPlace: Scalars['Boolean']['input'];
};

/** The caller's push set-up. */
export type PushSettings = {
  __typename?: 'PushSettings';
  /** The caller's devices with push on, oldest first. */
  devices: Array<PushDevice>;
  /** Which kinds go by push. */
  preferences: PushPreferences;
  /** The server's VAPID public key (base64url) to subscribe with (PushManager.subscribe's applicationServerKey); null when push is not set up on this server. */
  publicKey?: Maybe<Scalars['String']['output']>;
};

/** A browser's push subscription, as PushSubscription.toJSON() gives it. */
export type PushSubscriptionInput = {
  /** The browser's 16-byte auth secret (keys.auth, base64url). */
  auth: Scalars['String']['input'];
  /** A name to show in the list of devices; default "This browser". */
  deviceName?: InputMaybe<Scalars['String']['input']>;
  /** The push service's address for this browser (https). */
  endpoint: Scalars['String']['input'];
  /** The browser's P-256 public key (keys.p256dh, base64url). */
  p256dh: Scalars['String']['input'];
};

/** Read operations. Each declares who may call it with @auth. */
export type Query = {
  __typename?: 'Query';
  /** One of the office's records as CSV (also GET /api/exports/{kind}.csv). */
  adminExport: CsvExport;
  /** Admin insights over the last `months` calendar months, the current one included (1 to 24; 12 when omitted). */
  adminInsights: AdminInsights;
  /** Announcements, newest first. */
  announcements: Array<Announcement>;
  /** The actions recorded so far (the action filter). */
  auditActions: Array<Scalars['String']['output']>;
  /** Everyone who appears in the audit log as an actor, by name (the actor filter). */
  auditActors: Array<AuditActor>;
  /**
   * The audit log of admin actions, newest first, filtered and paged (limit at most 200): after a page's nextCursor
   * (after), or at an offset (kept for older clients; slower deep in the log). Not both.
   */
  auditLog: AuditLogPage;
  /** Events and accepted room bookings between two days inclusive (at most 100 days). */
  calendar: Calendar;
  /** One child, or null when it does not exist or is not the caller's. */
  child?: Maybe<Child>;
  /** Upcoming events that concern a child, each with the child's availability. NOT_FOUND for another parent's child. */
  childEvents: Array<ChildEvent>;
  /** Parents: their own children. Admins: every child (roster building). Ordered by name. */
  children: Array<Child>;
  /** One event, or null when it does not exist or is not visible to the caller. */
  event?: Maybe<Event>;
  /** Events ordered by date and start time. Members get confirmed events from today on. */
  events: Array<Event>;
  /** Invoices: members get their own, admins all. Newest first. */
  invoices: Array<Invoice>;
  /** Leagues ordered by name. */
  leagues: Array<League>;
  /** The signed-in user, or null. */
  me?: Maybe<User>;
  /** Meeting rooms: members get active rooms only, admins all. Ordered by name. */
  meetingRooms: Array<MeetingRoom>;
  /** Every membership plan, active ones first, by name. */
  membershipPlans: Array<MembershipPlan>;
  /** The office's membership settings. */
  membershipSettings: MembershipSettings;
  /** Every membership with its status today, by member name; filtered by status, paged. */
  memberships: Array<Membership>;
  /** The caller's calendar feeds: their own (events they attend or may attend, their accepted bookings) and, for admins, room feeds. */
  myCalendarFeeds: Array<CalendarFeed>;
  /** Everything the office holds about the caller, as JSON text (also GET /api/profile/export.json). */
  myDataExport: Scalars['String']['output'];
  /** The caller's own membership (plan, status, paid through, dues invoices); null without one. */
  myMembership?: Maybe<Membership>;
  /** The caller's inbox, newest first (20 unless told; at most 500). Every notification lands here, whatever the WhatsApp and email preferences. */
  myNotifications: Array<InboxNotification>;
  /** The caller's passkeys, oldest first (also GET /api/profile/passkeys). */
  myPasskeys: Array<Passkey>;
  /** The caller's own online payments, newest first. */
  myPayments: Array<Payment>;
  /** The caller's profile, WhatsApp consent and notification preferences. */
  myProfile: MyProfile;
  /** The caller's push devices, choices and the key to subscribe with. */
  myPushSettings: PushSettings;
  /** The caller's own booking requests, newest first. */
  myRoomBookings: Array<RoomBooking>;
  /** The caller's own RSVPs. */
  myRsvps: Array<EventRsvp>;
  /** The office's security settings (also GET /api/office/security). */
  officeSecurity: OfficeSecurity;
  /** The office's currency and whether online payment is on. */
  officeSettings: OfficeSettings;
  /** What members owe past their last reminder (deposits, full payments, dues), oldest request first. */
  overdueItems: Array<OverdueItem>;
  /** Every online payment (admin), newest first, with refunds and attention items. */
  payments: Array<Payment>;
  /** How many booking requests wait for review (admin). */
  pendingRoomBookingCount: Scalars['Int']['output'];
  /** The office's reminder days. */
  reminderSettings: ReminderSettings;
  /** All booking requests (admin), newest first. */
  roomBookings: Array<RoomBooking>;
  /** The office's OpenID providers, in order (also GET /api/auth/sso/providers); empty when none is configured. */
  ssoProviders: Array<SsoProvider>;
  /** One team with its roster, or null when it does not exist. */
  team?: Maybe<Team>;
  /** Events of a team (its own and those it is involved in), as the caller may see them. */
  teamEvents: Array<Event>;
  /** Teams ordered by name (announcement scope picker, Teams management). */
  teams: Array<Team>;
  /** The caller's two-factor sign-in (also GET /api/profile/two-factor). */
  twoFactorStatus: TwoFactorStatus;
  /** How many of the caller's inbox notifications are unread. */
  unreadNotificationCount: Scalars['Int']['output'];
  /** All users (admin). */
  users: Array<User>;
  /** One endpoint's deliveries, newest first (also GET /api/webhooks/{id}/deliveries). */
  webhookDeliveries: Array<WebhookDelivery>;
  /** Every registered webhook endpoint (also GET /api/webhooks). */
  webhookEndpoints: Array<WebhookEndpoint>;
  /** The WhatsApp configuration (token masked), or null before the first save. */
  whatsappConfig?: Maybe<WhatsappConfig>;
  /** The message log, newest first, optionally one status only. */
  whatsappNotifications: WhatsappNotificationPage;
  /** Message templates by name. */
  whatsappTemplates: Array<WhatsappTemplate>;
};


/** Read operations. Each declares who may call it with @auth. */
export type QueryAdminExportArgs = {
  kind: ExportKind;
};


/** Read operations. Each declares who may call it with @auth. */
export type QueryAdminInsightsArgs = {
  months?: InputMaybe<Scalars['Int']['input']>;
};


/** Read operations. Each declares who may call it with @auth. */
export type QueryAnnouncementsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** Read operations. Each declares who may call it with @auth. */
export type QueryAuditLogArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AuditLogFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** Read operations. Each declares who may call it with @auth. */
export type QueryCalendarArgs = {
  from: Scalars['Date']['input'];
  to: Scalars['Date']['input'];
};


/** Read operations. Each declares who may call it with @auth. */
export type QueryChildArgs = {
  id: Scalars['ID']['input'];
};


/** Read operations. Each declares who may call it with @auth. */
export type QueryChildEventsArgs = {
  childId: Scalars['ID']['input'];
};


/** Read operations. Each declares who may call it with @auth. */
export type QueryEventArgs = {
  id: Scalars['ID']['input'];
};


/** Read operations. Each declares who may call it with @auth. */
export type QueryEventsArgs = {
  filter?: InputMaybe<EventFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** Read operations. Each declares who may call it with @auth. */
export type QueryInvoicesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** Read operations. Each declares who may call it with @auth. */
export type QueryMeetingRoomsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** Read operations. Each declares who may call it with @auth. */
export type QueryMembershipsArgs = {
  filter?: InputMaybe<MembershipFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** Read operations. Each declares who may call it with @auth. */
export type QueryMyNotificationsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** Read operations. Each declares who may call it with @auth. */
export type QueryMyPaymentsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** Read operations. Each declares who may call it with @auth. */
export type QueryMyRoomBookingsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** Read operations. Each declares who may call it with @auth. */
export type QueryPaymentsArgs = {
  filter?: InputMaybe<PaymentFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** Read operations. Each declares who may call it with @auth. */
export type QueryRoomBookingsArgs = {
  filter?: InputMaybe<RoomBookingFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** Read operations. Each declares who may call it with @auth. */
export type QueryTeamArgs = {
  id: Scalars['ID']['input'];
};


/** Read operations. Each declares who may call it with @auth. */
export type QueryTeamEventsArgs = {
  teamId: Scalars['ID']['input'];
};


/** Read operations. Each declares who may call it with @auth. */
export type QueryUsersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** Read operations. Each declares who may call it with @auth. */
export type QueryWebhookDeliveriesArgs = {
  endpointId: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** Read operations. Each declares who may call it with @auth. */
export type QueryWhatsappNotificationsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<MessageStatus>;
};

/** What a reconciliation with the provider repaired. */
export type ReconciliationReport = {
  __typename?: 'ReconciliationReport';
  /** Payment links found expired at the provider. */
  linksExpired: Scalars['Int']['output'];
  /** Payments recorded that no webhook had brought. */
  paymentsRecorded: Scalars['Int']['output'];
  /** Refunds whose outcome was brought up to date. */
  refundsUpdated: Scalars['Int']['output'];
  /** Provider sessions looked at. */
  sessionsChecked: Scalars['Int']['output'];
};

/** Money given back. */
export type Refund = {
  __typename?: 'Refund';
  /** Amount refunded. */
  amount: Scalars['Money']['output'];
  /** When it was asked for. */
  createdAt: Scalars['DateTime']['output'];
  /** Why the provider could not refund. */
  failure?: Maybe<Scalars['String']['output']>;
  /** Stable identifier. */
  id: Scalars['ID']['output'];
  /** The payment refunded. */
  paymentId: Scalars['ID']['output'];
  /** The provider's reference, once it has one. */
  providerReference?: Maybe<Scalars['String']['output']>;
  /** Why (shown to the member). */
  reason: Scalars['String']['output'];
  /** The admin who asked for it. */
  requestedBy?: Maybe<Person>;
  /** Where it stands. */
  status: RefundStatus;
};

/** A refund an admin asks for. */
export type RefundInput = {
  /** Amount to give back: at most what the payment has left. */
  amount: Scalars['Money']['input'];
  /** Why (e.g. damages kept); the member sees it. */
  reason: Scalars['String']['input'];
};

/** Where a refund stands. */
export type RefundStatus =
  /** Cancelled at the provider. */
  | 'CANCELED'
  /** The provider could not refund; the amount is refundable again. */
  | 'FAILED'
  /** The provider accepted it; the money is on its way back. */
  | 'PENDING'
  /** Recorded here; the provider has not been reached yet (it is retried). */
  | 'REQUESTED'
  /** The money went back. */
  | 'SUCCEEDED';

/** Fields of the registration form. Username is set to the email; any role or admin flag is ignored. */
export type RegisterInput = {
  /** Optional short biography. */
  bio?: InputMaybe<Scalars['String']['input']>;
  /** A valid email address; becomes the username too. */
  email: Scalars['String']['input'];
  /** At least 2 characters. */
  fullName: Scalars['String']['input'];
  /** Optional membership number. */
  membershipNumber?: InputMaybe<Scalars['String']['input']>;
  /** At least 6 characters. */
  password: Scalars['String']['input'];
  /** Optional phone number. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Ignored: self-registered users are members. */
  role?: InputMaybe<Scalars['String']['input']>;
  /** Optional WhatsApp number. */
  whatsappPhone?: InputMaybe<Scalars['String']['input']>;
};

/** When members are reminded of money they owe. */
export type ReminderSettings = {
  __typename?: 'ReminderSettings';
  /** Days after the request (a dues invoice: after it is issued) at which the member is reminded, each once; after the last one the item is overdue. Default 3, 7, 14. */
  reminderDays: Array<Scalars['Int']['output']>;
};

/** Reminder days as an admin saves them. */
export type ReminderSettingsInput = {
  /** 1 to 3 whole numbers from 1 to 90, each later than the one before. */
  reminderDays: Array<Scalars['Int']['input']>;
};

/** Money invoiced and money received in one calendar month. */
export type RevenueMonth = {
  __typename?: 'RevenueMonth';
  /** Totals (rent and deposit) of the invoices issued that month; an invoice is issued when its booking is accepted. */
  invoiced: Scalars['Money']['output'];
  /** The month, as yyyy-MM. */
  month: Scalars['String']['output'];
  /** Deposits received that month plus rents paid in full that month. */
  paid: Scalars['Money']['output'];
};

/** A member's request to book a room for whole months from a start day. */
export type RoomBooking = {
  __typename?: 'RoomBooking';
  /** When the request was made. */
  createdAt: Scalars['DateTime']['output'];
  /** True on an extension accepted with the deposit carried over from the booking it extends: both deposit steps were ticked at acceptance and its invoice bills no deposit. */
  depositCarriedOver: Scalars['Boolean']['output'];
  /** Payment step 2: when the deposit arrived. */
  depositReceivedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Payment step 1: when the deposit was asked for. */
  depositRequestedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Whole months booked. */
  durationMonths: Scalars['Int']['output'];
  /** First day after the booked period (startDate + durationMonths). */
  endDate: Scalars['Date']['output'];
  /** Accepted, not extended, and its last day within 30 days of the office's today (today included): the member may extend it now; admins see 'Ending soon'. */
  endingSoon: Scalars['Boolean']['output'];
  /** The extension of this booking waiting for review or accepted, or null: a booking has at most one at a time (a rejected one leaves the way open). */
  extendedBy?: Maybe<RoomBooking>;
  /** The booking this one extends (it starts the day after that one's last day, same room and member), or null for a first booking. */
  extendsBooking?: Maybe<RoomBooking>;
  /** Payment step 4: when the full payment arrived. */
  fullPaymentReceivedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Payment step 3: when the full payment was asked for. */
  fullPaymentRequestedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The booking's whole history, first booking first: the bookings it extends, itself, and every extension asked for after it (rejected ones too), in order. */
  history: Array<RoomBooking>;
  /** Stable identifier. */
  id: Scalars['ID']['output'];
  /** Created when the booking is accepted. */
  invoice?: Maybe<Invoice>;
  /** The member who asked. Visible to admins and to that member. */
  member: User;
  /** The member's membership status today; null without a membership. Admins see 'Membership lapsed' on a lapsed member's requests. */
  memberMembershipStatus?: Maybe<MembershipStatus>;
  /** The step the member can pay online now (a requested deposit or full payment not yet received), or null: online payment off, nothing requested, or already paid. */
  paymentDue?: Maybe<PaymentDue>;
  /** Money paid online for this booking (deposit and full payment), oldest first, with their refunds. Admins and the booking's member. */
  payments: Array<Payment>;
  /** What the member wants the room for. */
  purpose?: Maybe<Scalars['String']['output']>;
  /** Why it was rejected. */
  rejectionReason?: Maybe<Scalars['String']['output']>;
  /** When it was accepted or rejected. */
  reviewedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The admin who accepted or rejected it. */
  reviewedBy?: Maybe<Person>;
  /** The room asked for. */
  room: MeetingRoom;
  /** First booked day. */
  startDate: Scalars['Date']['output'];
  /** Where the request stands. */
  status: BookingStatus;
};

/** More months for an accepted booking, from the day after its last day. */
export type RoomBookingExtensionInput = {
  /** Whole months to add, at least 1. */
  months: Scalars['Int']['input'];
};

/** Which bookings the admin list shows. */
export type RoomBookingFilter = {
  /** Only bookings ending soon (see RoomBooking.endingSoon); null or false for all. */
  endingSoon?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only requests in this status; null for all. */
  status?: InputMaybe<BookingStatus>;
};

/** A booking request. The status is always pending; the member is the caller. */
export type RoomBookingRequestInput = {
  /** At least the room's minimum months. */
  durationMonths: Scalars['Int']['input'];
  /** Optional purpose. */
  purpose?: InputMaybe<Scalars['String']['input']>;
  /** An active room. */
  roomId: Scalars['ID']['input'];
  /** Today or later. */
  startDate: Scalars['Date']['input'];
};

/** A child on a team's roster. */
export type RosterChild = {
  __typename?: 'RosterChild';
  /** The child's id. */
  id: Scalars['ID']['output'];
  /** The child's name. */
  name: Scalars['String']['output'];
};

/** A caller's answer to one event. */
export type RsvpInfo = {
  __typename?: 'RsvpInfo';
  /** When it was last given. */
  respondedAt: Scalars['DateTime']['output'];
  /** The answer. */
  status: RsvpStatus;
};

/** RSVP answers to the confirmed events of one type in the period. */
export type RsvpRate = {
  __typename?: 'RsvpRate';
  /** Answers 'attending', over those events. */
  attending: Scalars['Int']['output'];
  /** The event type. */
  eventType: EventType;
  /** How many confirmed events of this type are dated in the period. */
  events: Scalars['Int']['output'];
  /** Answers 'maybe'. */
  maybe: Scalars['Int']['output'];
  /** Members who had joined by an event's day and gave no answer to it, over those events. */
  noAnswer: Scalars['Int']['output'];
  /** Answers 'not attending'. */
  notAttending: Scalars['Int']['output'];
};

/** A member's answer to an event. */
export type RsvpStatus =
  /** Will attend; counts toward maxAttendees. */
  | 'attending'
  /** Might attend. */
  | 'maybe'
  /** Will not attend. */
  | 'not_attending';

/** An OpenID provider the office signs in with (configured by the server's environment). */
export type SsoProvider = {
  __typename?: 'SsoProvider';
  /** The provider's id, as in the callback address /auth/sso/<id>. */
  id: Scalars['ID']['output'];
  /** What the sign-in button says after 'Sign in with'. */
  name: Scalars['String']['output'];
};

/** A started single sign-on: where to send the browser. The answer also sets the flow cookie the finish needs (10 minutes). */
export type SsoStart = {
  __typename?: 'SsoStart';
  /** The provider's authorization address (code flow with PKCE, state and nonce). */
  url: Scalars['String']['output'];
};

/**
 * Live changes, over a WebSocket at /graphql (the graphql-ws protocol; not over HTTP POST). Sign in first: the session
 * cookie or a Bearer token is checked when the socket opens, and the socket closes (4410) when that session ends. Every
 * change is re-read for each subscriber, who gets only what they may see. Close codes are listed in the README.
 */
export type Subscription = {
  __typename?: 'Subscription';
  /** A room booking was requested or changed (accepted, rejected, a payment step, an extension): the admins' Booking Requests. */
  bookingRequestChanged: RoomBooking;
  /** The event's attendee or waiting-list count may have changed (an RSVP, a waitlist move, an edit): the event as the caller may see it. */
  eventSeatsChanged: Event;
  /** One of the caller's own room bookings was requested or changed (its status, its payment steps). */
  myBookingChanged: RoomBooking;
  /** A notification arrived in the caller's inbox (the header's bell). */
  myNotificationAdded: InboxNotification;
};


/**
 * Live changes, over a WebSocket at /graphql (the graphql-ws protocol; not over HTTP POST). Sign in first: the session
 * cookie or a Bearer token is checked when the socket opens, and the socket closes (4410) when that session ends. Every
 * change is re-read for each subscriber, who gets only what they may see. Close codes are listed in the README.
 */
export type SubscriptionEventSeatsChangedArgs = {
  eventId: Scalars['ID']['input'];
};

/** A team of the junior section; also scopes announcements. */
export type Team = {
  __typename?: 'Team';
  /** Stable identifier. */
  id: Scalars['ID']['output'];
  /** The league the team plays in. */
  league?: Maybe<League>;
  /** The roster. Only parents and admins may read it (children's names); others get FORBIDDEN. */
  members: Array<RosterChild>;
  /** Team name. */
  name: Scalars['String']['output'];
};

/** A team as written by an admin. The roster changes through addTeamMember / removeTeamMember. */
export type TeamInput = {
  /** The league it plays in, or null. */
  leagueId?: InputMaybe<Scalars['ID']['input']>;
  /** Not blank, at most 200 characters. */
  name: Scalars['String']['input'];
};

/** A new authenticator to confirm with its first code: scan the QR code, or type the secret into the app. */
export type TwoFactorEnrolment = {
  __typename?: 'TwoFactorEnrolment';
  /** The otpauth:// address the QR code holds. */
  otpauthUrl: Scalars['String']['output'];
  /** The QR code as a data: URL (PNG). */
  qrCodeDataUrl: Scalars['String']['output'];
  /** The shared secret (base32), for typing into the app. */
  secret: Scalars['String']['output'];
};

/** Recovery codes, shown once: each signs in once in place of an authenticator's code. */
export type TwoFactorRecoveryCodes = {
  __typename?: 'TwoFactorRecoveryCodes';
  /** Ten codes of the form xxxx-xxxx. */
  codes: Array<Scalars['String']['output']>;
};

/** The caller's two-factor sign-in: a six-digit code from an authenticator app (TOTP) after the password. */
export type TwoFactorStatus = {
  __typename?: 'TwoFactorStatus';
  /** Whether sign-in asks the caller for a code after the password. */
  enabled: Scalars['Boolean']['output'];
  /** Recovery codes not used yet (0 when two-factor is off). */
  recoveryCodesLeft: Scalars['Int']['output'];
  /** Whether the office requires it of the caller (an admin, with the office's setting on). Required and not enabled: no admin feature answers until it is set up. */
  required: Scalars['Boolean']['output'];
};

/** Changes to a user made by an admin. Username and password are not editable. */
export type UpdateUserInput = {
  /** A valid email address, unique. */
  email: Scalars['String']['input'];
  /** At least 2 characters. */
  fullName: Scalars['String']['input'];
  /** True makes the user an administrator, false takes it away (the last admin cannot lose it); left out, unchanged. */
  isAdmin?: InputMaybe<Scalars['Boolean']['input']>;
  /** True makes the user a parent of the junior section, false takes it away; left out, unchanged. */
  isParent?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A person with an account. */
export type User = {
  __typename?: 'User';
  /** A few words about the person. */
  bio?: Maybe<Scalars['String']['output']>;
  /** Email address; unique, used for sign-in and password resets. */
  email: Scalars['String']['output'];
  /** Name shown across the app. */
  fullName: Scalars['String']['output'];
  /** Stable identifier. */
  id: Scalars['ID']['output'];
  /** True for administrators (shown as Admin), false for members (shown as Member). */
  isAdmin: Scalars['Boolean']['output'];
  /** True for parents of the junior section: they add their children and answer availability. Set by an admin. */
  isParent: Scalars['Boolean']['output'];
  /** When the account was created. */
  joinedAt: Scalars['DateTime']['output'];
  /** The language of the app and of what D.Office writes to this user: 'en' or 'de', or null to follow the browser (the office's default for emails). Only the caller's own; null for anyone else. */
  language?: Maybe<Scalars['String']['output']>;
  /** The organisation's membership number, if any. */
  membershipNumber?: Maybe<Scalars['String']['output']>;
  /** Phone number, free text. */
  phone?: Maybe<Scalars['String']['output']>;
  /** Free-text role label, e.g. a committee position. */
  role?: Maybe<Scalars['String']['output']>;
  /** Sign-in name; set to the email on self-registration. */
  username: Scalars['String']['output'];
  /** Number for WhatsApp announcements, free text. */
  whatsappPhone?: Maybe<Scalars['String']['output']>;
};

/** One event sent (or to be sent) to one endpoint: exactly one per event and endpoint. */
export type WebhookDelivery = {
  __typename?: 'WebhookDelivery';
  /** Attempts made so far. */
  attempts: Scalars['Int']['output'];
  /** When the event happened and the delivery was planned. */
  createdAt: Scalars['DateTime']['output'];
  /** When the receiver took it (a 2xx answer). */
  deliveredAt?: Maybe<Scalars['DateTime']['output']>;
  /** The endpoint it goes to. */
  endpointId: Scalars['ID']['output'];
  /** Why the last attempt failed (timeout, refused connection, HTTP status, redirect not followed). */
  error?: Maybe<Scalars['String']['output']>;
  /** The event's type, e.g. booking.accepted. */
  eventType: Scalars['String']['output'];
  /** The delivery's id (for Retry). */
  id: Scalars['ID']['output'];
  /** When the last attempt was made. */
  lastAttemptAt?: Maybe<Scalars['DateTime']['output']>;
  /** The webhook-id header, the same on every attempt (receivers drop repeats by it). */
  messageId: Scalars['String']['output'];
  /** When the next attempt is due (pending deliveries only). */
  nextAttemptAt?: Maybe<Scalars['DateTime']['output']>;
  /** The start of the last answer's body (at most 1 KB). */
  responseExcerpt?: Maybe<Scalars['String']['output']>;
  /** The HTTP status of the last answer, if there was one. */
  responseStatus?: Maybe<Scalars['Int']['output']>;
  /** pending (waiting its turn or its retry time), sending, delivered (a 2xx answer), failed (given up after a day; can be retried by hand). */
  status: Scalars['String']['output'];
};

/** An integrator's endpoint that is sent the office's events, signed per Standard Webhooks (headers webhook-id, webhook-timestamp, webhook-signature). Payloads are described in the OpenAPI document's webhooks section. */
export type WebhookEndpoint = {
  __typename?: 'WebhookEndpoint';
  /** When it was registered. */
  createdAt: Scalars['DateTime']['output'];
  /** What it is for, in the admin's words (may be empty). */
  description: Scalars['String']['output'];
  /** Why it is disabled (by an admin, or after a day of failed deliveries); null when enabled. */
  disabledReason?: Maybe<Scalars['String']['output']>;
  /** Disabled endpoints are sent nothing; their waiting deliveries go when enabled again, in order. */
  enabled: Scalars['Boolean']['output'];
  /** The events it is sent: booking.requested, booking.accepted, booking.rejected, booking.payment_step, rsvp.changed, event.created, event.updated, event.cancelled, member.registered, announcement.published. */
  events: Array<Scalars['String']['output']>;
  /** The endpoint's id. */
  id: Scalars['ID']['output'];
  /** Where the events are POSTed (http or https). */
  url: Scalars['String']['output'];
};

/** A webhook endpoint as the admin registers or changes it. */
export type WebhookEndpointInput = {
  /** Optional; at most 200 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** At least one of the event names WebhookEndpoint.events lists. */
  events: Array<Scalars['String']['input']>;
  /** Required; http:// or https://, at most 2000 characters; in production not a loopback or private address. */
  url: Scalars['String']['input'];
};

/** An endpoint with its secret, shown only when made or rotated. */
export type WebhookEndpointWithSecret = {
  __typename?: 'WebhookEndpointWithSecret';
  /** The endpoint. */
  endpoint: WebhookEndpoint;
  /** The Standard Webhooks signing secret (whsec_…, base64): copy it now, it is not shown again. */
  secret: Scalars['String']['output'];
};

/** The WhatsApp Business (Cloud API) connection. The access token is stored encrypted and only ever shown masked. */
export type WhatsappConfig = {
  __typename?: 'WhatsappConfig';
  /** Masked: dots and the last 4 characters. Saving this masked value keeps the stored token. */
  accessToken: Scalars['String']['output'];
  /** False stops every WhatsApp message. */
  isActive: Scalars['Boolean']['output'];
  /** The Cloud API's phone number id. */
  phoneNumberId: Scalars['String']['output'];
  /** When it was last saved. */
  updatedAt: Scalars['DateTime']['output'];
  /** Where to point the Cloud API's webhook: this server's /api/whatsapp/webhook. */
  webhookUrl: Scalars['String']['output'];
  /** The token Meta echoes in the webhook verification handshake. */
  webhookVerifyToken: Scalars['String']['output'];
};

/** Configuration tab fields (spec §5: all three required). */
export type WhatsappConfigInput = {
  /** The token, or the masked value shown by whatsappConfig to keep the stored one. */
  accessToken: Scalars['String']['input'];
  /** False stops every WhatsApp message. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** The Cloud API's phone number id; required. */
  phoneNumberId: Scalars['String']['input'];
  /** Any secret string; Meta echoes it when verifying the webhook. */
  webhookVerifyToken: Scalars['String']['input'];
};

/** One WhatsApp message in the log. */
export type WhatsappNotification = {
  __typename?: 'WhatsappNotification';
  /** When it was queued. */
  createdAt: Scalars['DateTime']['output'];
  /** When it reached the phone. */
  deliveredAt?: Maybe<Scalars['DateTime']['output']>;
  /** Why it failed. */
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** Stable identifier. */
  id: Scalars['ID']['output'];
  /** The text sent, for free-text messages. */
  messageContent?: Maybe<Scalars['String']['output']>;
  /** The recipient. */
  phoneNumber: Scalars['String']['output'];
  /** When it was read. */
  readAt?: Maybe<Scalars['DateTime']['output']>;
  /** The event or announcement it is about, if any. */
  relatedId?: Maybe<Scalars['ID']['output']>;
  /** Which kind of message: test, event_reminder, rsvp_needed or announcement. */
  relatedType?: Maybe<Scalars['String']['output']>;
  /** When the Cloud API accepted it. */
  sentAt?: Maybe<Scalars['DateTime']['output']>;
  /** Where the message stands. */
  status: MessageStatus;
  /** The template used, for template messages. */
  templateName?: Maybe<Scalars['String']['output']>;
};

/** A page of the message log, newest first. */
export type WhatsappNotificationPage = {
  __typename?: 'WhatsappNotificationPage';
  /** The entries of this page. */
  items: Array<WhatsappNotification>;
  /** How many entries match the filter in all. */
  total: Scalars['Int']['output'];
};

/** A message template. Content uses numbered placeholders {{1}}, {{2}}…; the name matches the template approved at Meta. */
export type WhatsappTemplate = {
  __typename?: 'WhatsappTemplate';
  /** Text with numbered placeholders {{1}}, {{2}}… */
  content: Scalars['String']['output'];
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Stable identifier. */
  id: Scalars['ID']['output'];
  /** False keeps it from being used. */
  isActive: Scalars['Boolean']['output'];
  /** The template name approved at Meta. */
  name: Scalars['String']['output'];
  /** event_reminder, rsvp_needed, announcement or general. */
  type: Scalars['String']['output'];
  /** When it was last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/** Fields of a template. */
export type WhatsappTemplateInput = {
  /** Required; numbered placeholders {{1}}, {{2}}… */
  content: Scalars['String']['input'];
  /** False keeps it from being used. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** Required. */
  name: Scalars['String']['input'];
  /** event_reminder, rsvp_needed, announcement or general. */
  type?: InputMaybe<Scalars['String']['input']>;
};

/** A test message: phone is + and 10 to 15 digits; message at most 1024 characters. */
export type WhatsappTestInput = {
  /** At most 1024 characters. */
  message: Scalars['String']['input'];
  /** + and 10 to 15 digits. */
  phoneNumber: Scalars['String']['input'];
};

/** Outcome of a test message; the attempt is recorded in the message log either way. */
export type WhatsappTestResult = {
  __typename?: 'WhatsappTestResult';
  /** Why the Cloud API refused, when success is false. */
  error?: Maybe<Scalars['String']['output']>;
  /** The log entry of this attempt. */
  notification?: Maybe<WhatsappNotification>;
  /** True when the Cloud API accepted the message. */
  success: Scalars['Boolean']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Access: Access;
  AdminInsights: ResolverTypeWrapper<AdminInsights>;
  Announcement: ResolverTypeWrapper<AnnouncementEntity>;
  AnnouncementInput: AnnouncementInput;
  AssignMembershipInput: AssignMembershipInput;
  AuditActor: ResolverTypeWrapper<AuditActor>;
  AuditEntityType: AuditEntityType;
  AuditEntry: ResolverTypeWrapper<AuditRow>;
  AuditLogFilter: AuditLogFilter;
  AuditLogPage: ResolverTypeWrapper<Omit<AuditLogPage, 'items'> & { items: Array<ResolversTypes['AuditEntry']> }>;
  Availability: ResolverTypeWrapper<AvailabilityEntity>;
  BookingStatus: BookingStatus;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Calendar: ResolverTypeWrapper<Omit<Calendar, 'bookings' | 'events'> & { bookings: Array<ResolversTypes['CalendarBooking']>, events: Array<ResolversTypes['Event']> }>;
  CalendarBooking: ResolverTypeWrapper<CalendarBookingView>;
  CalendarFeed: ResolverTypeWrapper<CalendarFeed>;
  CalendarRoom: ResolverTypeWrapper<CalendarRoom>;
  CalendarRoomRef: ResolverTypeWrapper<CalendarRoomRef>;
  Child: ResolverTypeWrapper<ChildEntity>;
  ChildEvent: ResolverTypeWrapper<ChildEventView>;
  ChildInput: ChildInput;
  CreateUserInput: CreateUserInput;
  CsvExport: ResolverTypeWrapper<CsvExport>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DuesMonth: ResolverTypeWrapper<DuesMonth>;
  Event: ResolverTypeWrapper<EventEntity>;
  EventFilter: EventFilter;
  EventInput: EventInput;
  EventRelevance: EventRelevance;
  EventRsvp: ResolverTypeWrapper<EventRsvpEntity>;
  EventStatus: EventStatus;
  EventType: EventType;
  ExportKind: ExportKind;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  InboxNotification: ResolverTypeWrapper<InboxItem>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Invoice: ResolverTypeWrapper<InvoiceEntity>;
  InvoiceKind: InvoiceKind;
  League: ResolverTypeWrapper<LeagueEntity>;
  LeagueInput: LeagueInput;
  MeetingRoom: ResolverTypeWrapper<MeetingRoomEntity>;
  MeetingRoomInput: MeetingRoomInput;
  Membership: ResolverTypeWrapper<MembershipView>;
  MembershipFilter: MembershipFilter;
  MembershipPeriod: MembershipPeriod;
  MembershipPlan: ResolverTypeWrapper<PlanRow>;
  MembershipPlanInput: MembershipPlanInput;
  MembershipSettings: ResolverTypeWrapper<MembershipSettings>;
  MembershipSettingsInput: MembershipSettingsInput;
  MembershipStatus: MembershipStatus;
  MembershipStatusCount: ResolverTypeWrapper<MembershipStatusCount>;
  MessagePayload: ResolverTypeWrapper<MessagePayload>;
  MessageStatus: MessageStatus;
  Money: ResolverTypeWrapper<Scalars['Money']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MyProfile: ResolverTypeWrapper<Omit<MyProfile, 'user'> & { user: ResolversTypes['User'] }>;
  NotificationKind: NotificationKind;
  NotificationPreferences: ResolverTypeWrapper<NotificationPreferences>;
  NotificationPreferencesInput: NotificationPreferencesInput;
  OccupancyMonth: ResolverTypeWrapper<OccupancyMonth>;
  OfficeSecurity: ResolverTypeWrapper<OfficeSecurity>;
  OfficeSettings: ResolverTypeWrapper<OfficeSettings>;
  OverdueItem: ResolverTypeWrapper<OverdueItemView>;
  OwedKind: OwedKind;
  Passkey: ResolverTypeWrapper<Passkey>;
  PasskeyOptions: ResolverTypeWrapper<PasskeyOptions>;
  Payment: ResolverTypeWrapper<PaymentRow>;
  PaymentCheckout: ResolverTypeWrapper<CheckoutView>;
  PaymentDue: ResolverTypeWrapper<PaymentDueView>;
  PaymentFilter: PaymentFilter;
  PaymentPurpose: PaymentPurpose;
  PaymentStatus: PaymentStatus;
  PaymentStep: PaymentStep;
  Person: ResolverTypeWrapper<PersonRef>;
  PipelineStage: PipelineStage;
  PipelineStageCount: ResolverTypeWrapper<PipelineStageCount>;
  ProfileInput: ProfileInput;
  PushDevice: ResolverTypeWrapper<PushDevice>;
  PushPreferences: ResolverTypeWrapper<PushPreferences>;
  PushPreferencesInput: PushPreferencesInput;
  PushSettings: ResolverTypeWrapper<PushSettings>;
  PushSubscriptionInput: PushSubscriptionInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ReconciliationReport: ResolverTypeWrapper<ReconciliationReport>;
  Refund: ResolverTypeWrapper<RefundRow>;
  RefundInput: RefundInput;
  RefundStatus: RefundStatus;
  RegisterInput: RegisterInput;
  ReminderSettings: ResolverTypeWrapper<ReminderSettings>;
  ReminderSettingsInput: ReminderSettingsInput;
  RevenueMonth: ResolverTypeWrapper<RevenueMonth>;
  RoomBooking: ResolverTypeWrapper<RoomBookingEntity>;
  RoomBookingExtensionInput: RoomBookingExtensionInput;
  RoomBookingFilter: RoomBookingFilter;
  RoomBookingRequestInput: RoomBookingRequestInput;
  RosterChild: ResolverTypeWrapper<RosterChild>;
  RsvpInfo: ResolverTypeWrapper<RsvpInfo>;
  RsvpRate: ResolverTypeWrapper<RsvpRate>;
  RsvpStatus: RsvpStatus;
  SsoProvider: ResolverTypeWrapper<SsoProvider>;
  SsoStart: ResolverTypeWrapper<SsoStart>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Team: ResolverTypeWrapper<TeamEntity>;
  TeamInput: TeamInput;
  TwoFactorEnrolment: ResolverTypeWrapper<TwoFactorEnrolment>;
  TwoFactorRecoveryCodes: ResolverTypeWrapper<TwoFactorRecoveryCodes>;
  TwoFactorStatus: ResolverTypeWrapper<TwoFactorStatus>;
  UpdateUserInput: UpdateUserInput;
  User: ResolverTypeWrapper<UserDto>;
  WebhookDelivery: ResolverTypeWrapper<WebhookDeliveryRow>;
  WebhookEndpoint: ResolverTypeWrapper<WebhookEndpointRow>;
  WebhookEndpointInput: WebhookEndpointInput;
  WebhookEndpointWithSecret: ResolverTypeWrapper<Omit<WebhookEndpointWithSecret, 'endpoint'> & { endpoint: ResolversTypes['WebhookEndpoint'] }>;
  WhatsappConfig: ResolverTypeWrapper<WhatsappConfig>;
  WhatsappConfigInput: WhatsappConfigInput;
  WhatsappNotification: ResolverTypeWrapper<WhatsappNotification>;
  WhatsappNotificationPage: ResolverTypeWrapper<WhatsappNotificationPage>;
  WhatsappTemplate: ResolverTypeWrapper<WhatsappTemplate>;
  WhatsappTemplateInput: WhatsappTemplateInput;
  WhatsappTestInput: WhatsappTestInput;
  WhatsappTestResult: ResolverTypeWrapper<WhatsappTestResult>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AdminInsights: AdminInsights;
  Announcement: AnnouncementEntity;
  AnnouncementInput: AnnouncementInput;
  AssignMembershipInput: AssignMembershipInput;
  AuditActor: AuditActor;
  AuditEntry: AuditRow;
  AuditLogFilter: AuditLogFilter;
  AuditLogPage: Omit<AuditLogPage, 'items'> & { items: Array<ResolversParentTypes['AuditEntry']> };
  Availability: AvailabilityEntity;
  Boolean: Scalars['Boolean']['output'];
  Calendar: Omit<Calendar, 'bookings' | 'events'> & { bookings: Array<ResolversParentTypes['CalendarBooking']>, events: Array<ResolversParentTypes['Event']> };
  CalendarBooking: CalendarBookingView;
  CalendarFeed: CalendarFeed;
  CalendarRoom: CalendarRoom;
  CalendarRoomRef: CalendarRoomRef;
  Child: ChildEntity;
  ChildEvent: ChildEventView;
  ChildInput: ChildInput;
  CreateUserInput: CreateUserInput;
  CsvExport: CsvExport;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  DuesMonth: DuesMonth;
  Event: EventEntity;
  EventFilter: EventFilter;
  EventInput: EventInput;
  EventRsvp: EventRsvpEntity;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  InboxNotification: InboxItem;
  Int: Scalars['Int']['output'];
  Invoice: InvoiceEntity;
  League: LeagueEntity;
  LeagueInput: LeagueInput;
  MeetingRoom: MeetingRoomEntity;
  MeetingRoomInput: MeetingRoomInput;
  Membership: MembershipView;
  MembershipFilter: MembershipFilter;
  MembershipPlan: PlanRow;
  MembershipPlanInput: MembershipPlanInput;
  MembershipSettings: MembershipSettings;
  MembershipSettingsInput: MembershipSettingsInput;
  MembershipStatusCount: MembershipStatusCount;
  MessagePayload: MessagePayload;
  Money: Scalars['Money']['output'];
  Mutation: Record<PropertyKey, never>;
  MyProfile: Omit<MyProfile, 'user'> & { user: ResolversParentTypes['User'] };
  NotificationPreferences: NotificationPreferences;
  NotificationPreferencesInput: NotificationPreferencesInput;
  OccupancyMonth: OccupancyMonth;
  OfficeSecurity: OfficeSecurity;
  OfficeSettings: OfficeSettings;
  OverdueItem: OverdueItemView;
  Passkey: Passkey;
  PasskeyOptions: PasskeyOptions;
  Payment: PaymentRow;
  PaymentCheckout: CheckoutView;
  PaymentDue: PaymentDueView;
  PaymentFilter: PaymentFilter;
  Person: PersonRef;
  PipelineStageCount: PipelineStageCount;
  ProfileInput: ProfileInput;
  PushDevice: PushDevice;
  PushPreferences: PushPreferences;
  PushPreferencesInput: PushPreferencesInput;
  PushSettings: PushSettings;
  PushSubscriptionInput: PushSubscriptionInput;
  Query: Record<PropertyKey, never>;
  ReconciliationReport: ReconciliationReport;
  Refund: RefundRow;
  RefundInput: RefundInput;
  RegisterInput: RegisterInput;
  ReminderSettings: ReminderSettings;
  ReminderSettingsInput: ReminderSettingsInput;
  RevenueMonth: RevenueMonth;
  RoomBooking: RoomBookingEntity;
  RoomBookingExtensionInput: RoomBookingExtensionInput;
  RoomBookingFilter: RoomBookingFilter;
  RoomBookingRequestInput: RoomBookingRequestInput;
  RosterChild: RosterChild;
  RsvpInfo: RsvpInfo;
  RsvpRate: RsvpRate;
  SsoProvider: SsoProvider;
  SsoStart: SsoStart;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  Team: TeamEntity;
  TeamInput: TeamInput;
  TwoFactorEnrolment: TwoFactorEnrolment;
  TwoFactorRecoveryCodes: TwoFactorRecoveryCodes;
  TwoFactorStatus: TwoFactorStatus;
  UpdateUserInput: UpdateUserInput;
  User: UserDto;
  WebhookDelivery: WebhookDeliveryRow;
  WebhookEndpoint: WebhookEndpointRow;
  WebhookEndpointInput: WebhookEndpointInput;
  WebhookEndpointWithSecret: Omit<WebhookEndpointWithSecret, 'endpoint'> & { endpoint: ResolversParentTypes['WebhookEndpoint'] };
  WhatsappConfig: WhatsappConfig;
  WhatsappConfigInput: WhatsappConfigInput;
  WhatsappNotification: WhatsappNotification;
  WhatsappNotificationPage: WhatsappNotificationPage;
  WhatsappTemplate: WhatsappTemplate;
  WhatsappTemplateInput: WhatsappTemplateInput;
  WhatsappTestInput: WhatsappTestInput;
  WhatsappTestResult: WhatsappTestResult;
}>;

export type AuthDirectiveArgs = {
  requires: Access;
};

export type AuthDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = AuthDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AdminInsightsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminInsights'] = ResolversParentTypes['AdminInsights']> = ResolversObject<{
  dues?: Resolver<Array<ResolversTypes['DuesMonth']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  membersByStatus?: Resolver<Array<ResolversTypes['MembershipStatusCount']>, ParentType, ContextType>;
  months?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  occupancy?: Resolver<Array<ResolversTypes['OccupancyMonth']>, ParentType, ContextType>;
  pipeline?: Resolver<Array<ResolversTypes['PipelineStageCount']>, ParentType, ContextType>;
  revenue?: Resolver<Array<ResolversTypes['RevenueMonth']>, ParentType, ContextType>;
  rsvpRates?: Resolver<Array<ResolversTypes['RsvpRate']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
}>;

export type AnnouncementResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Announcement'] = ResolversParentTypes['Announcement']> = ResolversObject<{
  author?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  league?: Resolver<Maybe<ResolversTypes['League']>, ParentType, ContextType>;
  sendWhatsapp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  team?: Resolver<Maybe<ResolversTypes['Team']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AuditActorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditActor'] = ResolversParentTypes['AuditActor']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AuditEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = ResolversObject<{
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  actorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entityId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  entityType?: Resolver<ResolversTypes['AuditEntityType'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AuditLogPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditLogPage'] = ResolversParentTypes['AuditLogPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AvailabilityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Availability'] = ResolversParentTypes['Availability']> = ResolversObject<{
  childId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  respondedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type CalendarResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Calendar'] = ResolversParentTypes['Calendar']> = ResolversObject<{
  bookings?: Resolver<Array<ResolversTypes['CalendarBooking']>, ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['Event']>, ParentType, ContextType>;
}>;

export type CalendarBookingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CalendarBooking'] = ResolversParentTypes['CalendarBooking']> = ResolversObject<{
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  endTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  member?: Resolver<ResolversTypes['Person'], ParentType, ContextType>;
  purpose?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  room?: Resolver<ResolversTypes['CalendarRoom'], ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CalendarFeedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CalendarFeed'] = ResolversParentTypes['CalendarFeed']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  httpUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  room?: Resolver<Maybe<ResolversTypes['CalendarRoomRef']>, ParentType, ContextType>;
  webcalUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CalendarRoomResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CalendarRoom'] = ResolversParentTypes['CalendarRoom']> = ResolversObject<{
  capacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CalendarRoomRefResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CalendarRoomRef'] = ResolversParentTypes['CalendarRoomRef']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ChildResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Child'] = ResolversParentTypes['Child']> = ResolversObject<{
  ageGroup?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dateOfBirth?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  teams?: Resolver<Array<ResolversTypes['Team']>, ParentType, ContextType>;
}>;

export type ChildEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChildEvent'] = ResolversParentTypes['ChildEvent']> = ResolversObject<{
  availability?: Resolver<Maybe<ResolversTypes['Availability']>, ParentType, ContextType>;
  event?: Resolver<ResolversTypes['Event'], ParentType, ContextType>;
}>;

export type CsvExportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CsvExport'] = ResolversParentTypes['CsvExport']> = ResolversObject<{
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  filename?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DuesMonthResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DuesMonth'] = ResolversParentTypes['DuesMonth']> = ResolversObject<{
  invoiced?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type EventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Event'] = ResolversParentTypes['Event']> = ResolversObject<{
  ageGroupRelevance?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  attendeeCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType>;
  currentUserRsvp?: Resolver<Maybe<ResolversTypes['RsvpInfo']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locationDetail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maxAttendees?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  relevanceType?: Resolver<Maybe<ResolversTypes['EventRelevance']>, ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EventStatus'], ParentType, ContextType>;
  team?: Resolver<Maybe<ResolversTypes['Team']>, ParentType, ContextType>;
  teamsInvolved?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['EventType'], ParentType, ContextType>;
  waitlistCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  waitlistPosition?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type EventRsvpResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EventRsvp'] = ResolversParentTypes['EventRsvp']> = ResolversObject<{
  event?: Resolver<ResolversTypes['Event'], ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  respondedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RsvpStatus'], ParentType, ContextType>;
}>;

export type InboxNotificationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InboxNotification'] = ResolversParentTypes['InboxNotification']> = ResolversObject<{
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['NotificationKind'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  readAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type InvoiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice']> = ResolversObject<{
  bookingId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  depositAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  depositPaid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  depositPaidDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  depositRequestSentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fullPaymentRequestSentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['InvoiceKind'], ParentType, ContextType>;
  monthlyAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  paidInFull?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paidInFullDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  paymentDue?: Resolver<Maybe<ResolversTypes['PaymentDue']>, ParentType, ContextType>;
  pdfUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  periodEnd?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  periodStart?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  plan?: Resolver<Maybe<ResolversTypes['MembershipPlan']>, ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  voidReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  voidedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type LeagueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['League'] = ResolversParentTypes['League']> = ResolversObject<{
  ageGroup?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MeetingRoomResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MeetingRoom'] = ResolversParentTypes['MeetingRoom']> = ResolversObject<{
  amenities?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  capacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deposit?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  minimumBookingMonths?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pricePerMonth?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
}>;

export type MembershipResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Membership'] = ResolversParentTypes['Membership']> = ResolversObject<{
  currentPeriodEnd?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  currentPeriodStart?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoices?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
  lapsesOn?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  member?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  nextPlan?: Resolver<Maybe<ResolversTypes['MembershipPlan']>, ParentType, ContextType>;
  nextPlanFrom?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  owedSince?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  paidThrough?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['MembershipPlan'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MembershipStatus'], ParentType, ContextType>;
}>;

export type MembershipPlanResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MembershipPlan'] = ResolversParentTypes['MembershipPlan']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inUse?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  memberCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['MembershipPeriod'], ParentType, ContextType>;
}>;

export type MembershipSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MembershipSettings'] = ResolversParentTypes['MembershipSettings']> = ResolversObject<{
  graceDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lapsedMembersMayRequestRooms?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type MembershipStatusCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MembershipStatusCount'] = ResolversParentTypes['MembershipStatusCount']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MembershipStatus'], ParentType, ContextType>;
}>;

export type MessagePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MessagePayload'] = ResolversParentTypes['MessagePayload']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface MoneyScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Money'], any> {
  name: 'Money';
}

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  acceptRoomBooking?: Resolver<ResolversTypes['RoomBooking'], ParentType, ContextType, RequireFields<MutationAcceptRoomBookingArgs, 'id'>>;
  addChild?: Resolver<ResolversTypes['Child'], ParentType, ContextType, RequireFields<MutationAddChildArgs, 'input'>>;
  addPushDevice?: Resolver<ResolversTypes['PushDevice'], ParentType, ContextType, RequireFields<MutationAddPushDeviceArgs, 'input'>>;
  addTeamMember?: Resolver<ResolversTypes['Team'], ParentType, ContextType, RequireFields<MutationAddTeamMemberArgs, 'childId' | 'teamId'>>;
  assignMembership?: Resolver<ResolversTypes['Membership'], ParentType, ContextType, RequireFields<MutationAssignMembershipArgs, 'input'>>;
  changeMembershipPlan?: Resolver<ResolversTypes['Membership'], ParentType, ContextType, RequireFields<MutationChangeMembershipPlanArgs, 'memberId' | 'planId'>>;
  claimChild?: Resolver<ResolversTypes['Child'], ParentType, ContextType, RequireFields<MutationClaimChildArgs, 'id'>>;
  confirmTwoFactorEnrolment?: Resolver<ResolversTypes['TwoFactorRecoveryCodes'], ParentType, ContextType, RequireFields<MutationConfirmTwoFactorEnrolmentArgs, 'code'>>;
  createAnnouncement?: Resolver<ResolversTypes['Announcement'], ParentType, ContextType, RequireFields<MutationCreateAnnouncementArgs, 'input'>>;
  createEvent?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationCreateEventArgs, 'input'>>;
  createLeague?: Resolver<ResolversTypes['League'], ParentType, ContextType, RequireFields<MutationCreateLeagueArgs, 'input'>>;
  createMeetingRoom?: Resolver<ResolversTypes['MeetingRoom'], ParentType, ContextType, RequireFields<MutationCreateMeetingRoomArgs, 'input'>>;
  createMembershipPlan?: Resolver<ResolversTypes['MembershipPlan'], ParentType, ContextType, RequireFields<MutationCreateMembershipPlanArgs, 'input'>>;
  createTeam?: Resolver<ResolversTypes['Team'], ParentType, ContextType, RequireFields<MutationCreateTeamArgs, 'input'>>;
  createUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationCreateUserArgs, 'input'>>;
  createWebhookEndpoint?: Resolver<ResolversTypes['WebhookEndpointWithSecret'], ParentType, ContextType, RequireFields<MutationCreateWebhookEndpointArgs, 'input'>>;
  createWhatsappTemplate?: Resolver<ResolversTypes['WhatsappTemplate'], ParentType, ContextType, RequireFields<MutationCreateWhatsappTemplateArgs, 'input'>>;
  deleteAnnouncement?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteAnnouncementArgs, 'id'>>;
  deleteEvent?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteEventArgs, 'id'>>;
  deleteLeague?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteLeagueArgs, 'id'>>;
  deleteMeetingRoom?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteMeetingRoomArgs, 'id'>>;
  deleteMembershipPlan?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteMembershipPlanArgs, 'id'>>;
  deleteMyAccount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteMyAccountArgs, 'password'>>;
  deletePasskey?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeletePasskeyArgs, 'id'>>;
  deleteRoomBooking?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteRoomBookingArgs, 'id'>>;
  deleteTeam?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteTeamArgs, 'id'>>;
  deleteUser?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteUserArgs, 'id'>>;
  deleteWebhookEndpoint?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteWebhookEndpointArgs, 'id'>>;
  deleteWhatsappTemplate?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteWhatsappTemplateArgs, 'id'>>;
  disableTwoFactor?: Resolver<ResolversTypes['TwoFactorStatus'], ParentType, ContextType, RequireFields<MutationDisableTwoFactorArgs, 'code'>>;
  extendRoomBooking?: Resolver<ResolversTypes['RoomBooking'], ParentType, ContextType, RequireFields<MutationExtendRoomBookingArgs, 'id' | 'input'>>;
  finishPasskeyRegistration?: Resolver<ResolversTypes['Passkey'], ParentType, ContextType, RequireFields<MutationFinishPasskeyRegistrationArgs, 'name' | 'response'>>;
  finishSsoSignIn?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationFinishSsoSignInArgs, 'callbackQuery' | 'provider'>>;
  forgotPassword?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationForgotPasswordArgs, 'email'>>;
  joinWaitlist?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationJoinWaitlistArgs, 'eventId'>>;
  leaveWaitlist?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationLeaveWaitlistArgs, 'eventId'>>;
  login?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'password' | 'username'>>;
  loginWithTwoFactor?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationLoginWithTwoFactorArgs, 'challenge' | 'code'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  markAllNotificationsRead?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  markDuesPaid?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType, RequireFields<MutationMarkDuesPaidArgs, 'invoiceId'>>;
  markDuesUnpaid?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType, RequireFields<MutationMarkDuesUnpaidArgs, 'invoiceId'>>;
  markNotificationRead?: Resolver<ResolversTypes['InboxNotification'], ParentType, ContextType, RequireFields<MutationMarkNotificationReadArgs, 'id'>>;
  reconcilePayments?: Resolver<ResolversTypes['ReconciliationReport'], ParentType, ContextType>;
  refundPayment?: Resolver<ResolversTypes['Payment'], ParentType, ContextType, RequireFields<MutationRefundPaymentArgs, 'input' | 'paymentId'>>;
  regenerateCalendarFeed?: Resolver<ResolversTypes['CalendarFeed'], ParentType, ContextType, Partial<MutationRegenerateCalendarFeedArgs>>;
  register?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  rejectRoomBooking?: Resolver<ResolversTypes['RoomBooking'], ParentType, ContextType, RequireFields<MutationRejectRoomBookingArgs, 'id' | 'reason'>>;
  removePushDevice?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationRemovePushDeviceArgs, 'id'>>;
  removeTeamMember?: Resolver<ResolversTypes['Team'], ParentType, ContextType, RequireFields<MutationRemoveTeamMemberArgs, 'childId' | 'teamId'>>;
  requestRoomBooking?: Resolver<ResolversTypes['RoomBooking'], ParentType, ContextType, RequireFields<MutationRequestRoomBookingArgs, 'input'>>;
  resetPassword?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'newPassword' | 'token'>>;
  resolvePayment?: Resolver<ResolversTypes['Payment'], ParentType, ContextType, RequireFields<MutationResolvePaymentArgs, 'note' | 'paymentId'>>;
  retryWebhookDelivery?: Resolver<ResolversTypes['WebhookDelivery'], ParentType, ContextType, RequireFields<MutationRetryWebhookDeliveryArgs, 'id'>>;
  revokeCalendarFeed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, Partial<MutationRevokeCalendarFeedArgs>>;
  rotateWebhookSecret?: Resolver<ResolversTypes['WebhookEndpointWithSecret'], ParentType, ContextType, RequireFields<MutationRotateWebhookSecretArgs, 'id'>>;
  rsvpToEvent?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationRsvpToEventArgs, 'eventId' | 'status'>>;
  savePushPreferences?: Resolver<ResolversTypes['PushPreferences'], ParentType, ContextType, RequireFields<MutationSavePushPreferencesArgs, 'input'>>;
  saveWhatsappConfig?: Resolver<ResolversTypes['WhatsappConfig'], ParentType, ContextType, RequireFields<MutationSaveWhatsappConfigArgs, 'input'>>;
  sendWhatsappTestMessage?: Resolver<ResolversTypes['WhatsappTestResult'], ParentType, ContextType, RequireFields<MutationSendWhatsappTestMessageArgs, 'input'>>;
  setAdminsRequireTwoFactor?: Resolver<ResolversTypes['OfficeSecurity'], ParentType, ContextType, RequireFields<MutationSetAdminsRequireTwoFactorArgs, 'required'>>;
  setAvailability?: Resolver<ResolversTypes['Availability'], ParentType, ContextType, RequireFields<MutationSetAvailabilityArgs, 'childId' | 'eventId' | 'isAvailable'>>;
  setRoomBookingStep?: Resolver<ResolversTypes['RoomBooking'], ParentType, ContextType, RequireFields<MutationSetRoomBookingStepArgs, 'done' | 'id' | 'step'>>;
  setSsoCreatesAccounts?: Resolver<ResolversTypes['OfficeSecurity'], ParentType, ContextType, RequireFields<MutationSetSsoCreatesAccountsArgs, 'allowed'>>;
  setWebhookEndpointEnabled?: Resolver<ResolversTypes['WebhookEndpoint'], ParentType, ContextType, RequireFields<MutationSetWebhookEndpointEnabledArgs, 'enabled' | 'id'>>;
  signInWithPasskey?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSignInWithPasskeyArgs, 'response'>>;
  startDuesPayment?: Resolver<ResolversTypes['PaymentCheckout'], ParentType, ContextType, RequireFields<MutationStartDuesPaymentArgs, 'invoiceId'>>;
  startPasskeyRegistration?: Resolver<ResolversTypes['PasskeyOptions'], ParentType, ContextType>;
  startPasskeySignIn?: Resolver<ResolversTypes['PasskeyOptions'], ParentType, ContextType>;
  startPayment?: Resolver<ResolversTypes['PaymentCheckout'], ParentType, ContextType, RequireFields<MutationStartPaymentArgs, 'bookingId'>>;
  startSsoSignIn?: Resolver<ResolversTypes['SsoStart'], ParentType, ContextType, RequireFields<MutationStartSsoSignInArgs, 'provider'>>;
  startTwoFactorEnrolment?: Resolver<ResolversTypes['TwoFactorEnrolment'], ParentType, ContextType>;
  uncheckAcceptRoomBooking?: Resolver<ResolversTypes['RoomBooking'], ParentType, ContextType, RequireFields<MutationUncheckAcceptRoomBookingArgs, 'id'>>;
  updateAnnouncement?: Resolver<ResolversTypes['Announcement'], ParentType, ContextType, RequireFields<MutationUpdateAnnouncementArgs, 'id' | 'input'>>;
  updateAvailability?: Resolver<ResolversTypes['Availability'], ParentType, ContextType, RequireFields<MutationUpdateAvailabilityArgs, 'id' | 'isAvailable'>>;
  updateEvent?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationUpdateEventArgs, 'id' | 'input'>>;
  updateLeague?: Resolver<ResolversTypes['League'], ParentType, ContextType, RequireFields<MutationUpdateLeagueArgs, 'id' | 'input'>>;
  updateMeetingRoom?: Resolver<ResolversTypes['MeetingRoom'], ParentType, ContextType, RequireFields<MutationUpdateMeetingRoomArgs, 'id' | 'input'>>;
  updateMembershipPlan?: Resolver<ResolversTypes['MembershipPlan'], ParentType, ContextType, RequireFields<MutationUpdateMembershipPlanArgs, 'id' | 'input'>>;
  updateMembershipSettings?: Resolver<ResolversTypes['MembershipSettings'], ParentType, ContextType, RequireFields<MutationUpdateMembershipSettingsArgs, 'input'>>;
  updateProfile?: Resolver<ResolversTypes['MyProfile'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  updateReminderSettings?: Resolver<ResolversTypes['ReminderSettings'], ParentType, ContextType, RequireFields<MutationUpdateReminderSettingsArgs, 'input'>>;
  updateTeam?: Resolver<ResolversTypes['Team'], ParentType, ContextType, RequireFields<MutationUpdateTeamArgs, 'id' | 'input'>>;
  updateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'id' | 'input'>>;
  updateWebhookEndpoint?: Resolver<ResolversTypes['WebhookEndpoint'], ParentType, ContextType, RequireFields<MutationUpdateWebhookEndpointArgs, 'id' | 'input'>>;
  updateWhatsappTemplate?: Resolver<ResolversTypes['WhatsappTemplate'], ParentType, ContextType, RequireFields<MutationUpdateWhatsappTemplateArgs, 'id' | 'input'>>;
  voidDuesInvoice?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType, RequireFields<MutationVoidDuesInvoiceArgs, 'invoiceId' | 'reason'>>;
}>;

export type MyProfileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MyProfile'] = ResolversParentTypes['MyProfile']> = ResolversObject<{
  language?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  preferences?: Resolver<ResolversTypes['NotificationPreferences'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  whatsappOptInAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type NotificationPreferencesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationPreferences'] = ResolversParentTypes['NotificationPreferences']> = ResolversObject<{
  emailNotifications?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reminderTimingHours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  whatsappAnnouncements?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  whatsappEventReminders?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type OccupancyMonthResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OccupancyMonth'] = ResolversParentTypes['OccupancyMonth']> = ResolversObject<{
  availableRoomMonths?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bookedRoomMonths?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type OfficeSecurityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OfficeSecurity'] = ResolversParentTypes['OfficeSecurity']> = ResolversObject<{
  adminsRequireTwoFactor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ssoCreatesAccounts?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type OfficeSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OfficeSettings'] = ResolversParentTypes['OfficeSettings']> = ResolversObject<{
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  onlinePayments?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type OverdueItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OverdueItem'] = ResolversParentTypes['OverdueItem']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  bookingId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['OwedKind'], ParentType, ContextType>;
  member?: Resolver<ResolversTypes['Person'], ParentType, ContextType>;
  overdueSince?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  since?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  what?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PasskeyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Passkey'] = ResolversParentTypes['Passkey']> = ResolversObject<{
  backedUp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PasskeyOptionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PasskeyOptions'] = ResolversParentTypes['PasskeyOptions']> = ResolversObject<{
  optionsJSON?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PaymentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Payment'] = ResolversParentTypes['Payment']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  attention?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bookingId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  invoiceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  member?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType>;
  method?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  providerReference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  purpose?: Resolver<ResolversTypes['PaymentPurpose'], ParentType, ContextType>;
  receivedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  refundedAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  refunds?: Resolver<Array<ResolversTypes['Refund']>, ParentType, ContextType>;
  resolution?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resolvedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PaymentStatus'], ParentType, ContextType>;
  tickedStep?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type PaymentCheckoutResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentCheckout'] = ResolversParentTypes['PaymentCheckout']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  purpose?: Resolver<ResolversTypes['PaymentPurpose'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PaymentDueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentDue'] = ResolversParentTypes['PaymentDue']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  preparing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  purpose?: Resolver<ResolversTypes['PaymentPurpose'], ParentType, ContextType>;
  settling?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type PersonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Person'] = ResolversParentTypes['Person']> = ResolversObject<{
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type PipelineStageCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PipelineStageCount'] = ResolversParentTypes['PipelineStageCount']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['PipelineStage'], ParentType, ContextType>;
}>;

export type PushDeviceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PushDevice'] = ResolversParentTypes['PushDevice']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastSentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PushPreferencesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PushPreferences'] = ResolversParentTypes['PushPreferences']> = ResolversObject<{
  announcements?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  bookingSteps?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  eventReminders?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rsvpNeeded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  waitlistPlace?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type PushSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PushSettings'] = ResolversParentTypes['PushSettings']> = ResolversObject<{
  devices?: Resolver<Array<ResolversTypes['PushDevice']>, ParentType, ContextType>;
  preferences?: Resolver<ResolversTypes['PushPreferences'], ParentType, ContextType>;
  publicKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  adminExport?: Resolver<ResolversTypes['CsvExport'], ParentType, ContextType, RequireFields<QueryAdminExportArgs, 'kind'>>;
  adminInsights?: Resolver<ResolversTypes['AdminInsights'], ParentType, ContextType, RequireFields<QueryAdminInsightsArgs, 'months'>>;
  announcements?: Resolver<Array<ResolversTypes['Announcement']>, ParentType, ContextType, RequireFields<QueryAnnouncementsArgs, 'limit' | 'offset'>>;
  auditActions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  auditActors?: Resolver<Array<ResolversTypes['AuditActor']>, ParentType, ContextType>;
  auditLog?: Resolver<ResolversTypes['AuditLogPage'], ParentType, ContextType, RequireFields<QueryAuditLogArgs, 'limit' | 'offset'>>;
  calendar?: Resolver<ResolversTypes['Calendar'], ParentType, ContextType, RequireFields<QueryCalendarArgs, 'from' | 'to'>>;
  child?: Resolver<Maybe<ResolversTypes['Child']>, ParentType, ContextType, RequireFields<QueryChildArgs, 'id'>>;
  childEvents?: Resolver<Array<ResolversTypes['ChildEvent']>, ParentType, ContextType, RequireFields<QueryChildEventsArgs, 'childId'>>;
  children?: Resolver<Array<ResolversTypes['Child']>, ParentType, ContextType>;
  event?: Resolver<Maybe<ResolversTypes['Event']>, ParentType, ContextType, RequireFields<QueryEventArgs, 'id'>>;
  events?: Resolver<Array<ResolversTypes['Event']>, ParentType, ContextType, RequireFields<QueryEventsArgs, 'limit' | 'offset'>>;
  invoices?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType, RequireFields<QueryInvoicesArgs, 'limit' | 'offset'>>;
  leagues?: Resolver<Array<ResolversTypes['League']>, ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  meetingRooms?: Resolver<Array<ResolversTypes['MeetingRoom']>, ParentType, ContextType, RequireFields<QueryMeetingRoomsArgs, 'limit' | 'offset'>>;
  membershipPlans?: Resolver<Array<ResolversTypes['MembershipPlan']>, ParentType, ContextType>;
  membershipSettings?: Resolver<ResolversTypes['MembershipSettings'], ParentType, ContextType>;
  memberships?: Resolver<Array<ResolversTypes['Membership']>, ParentType, ContextType, RequireFields<QueryMembershipsArgs, 'limit' | 'offset'>>;
  myCalendarFeeds?: Resolver<Array<ResolversTypes['CalendarFeed']>, ParentType, ContextType>;
  myDataExport?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  myMembership?: Resolver<Maybe<ResolversTypes['Membership']>, ParentType, ContextType>;
  myNotifications?: Resolver<Array<ResolversTypes['InboxNotification']>, ParentType, ContextType, Partial<QueryMyNotificationsArgs>>;
  myPasskeys?: Resolver<Array<ResolversTypes['Passkey']>, ParentType, ContextType>;
  myPayments?: Resolver<Array<ResolversTypes['Payment']>, ParentType, ContextType, RequireFields<QueryMyPaymentsArgs, 'limit' | 'offset'>>;
  myProfile?: Resolver<ResolversTypes['MyProfile'], ParentType, ContextType>;
  myPushSettings?: Resolver<ResolversTypes['PushSettings'], ParentType, ContextType>;
  myRoomBookings?: Resolver<Array<ResolversTypes['RoomBooking']>, ParentType, ContextType, RequireFields<QueryMyRoomBookingsArgs, 'limit' | 'offset'>>;
  myRsvps?: Resolver<Array<ResolversTypes['EventRsvp']>, ParentType, ContextType>;
  officeSecurity?: Resolver<ResolversTypes['OfficeSecurity'], ParentType, ContextType>;
  officeSettings?: Resolver<ResolversTypes['OfficeSettings'], ParentType, ContextType>;
  overdueItems?: Resolver<Array<ResolversTypes['OverdueItem']>, ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['Payment']>, ParentType, ContextType, RequireFields<QueryPaymentsArgs, 'limit' | 'offset'>>;
  pendingRoomBookingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reminderSettings?: Resolver<ResolversTypes['ReminderSettings'], ParentType, ContextType>;
  roomBookings?: Resolver<Array<ResolversTypes['RoomBooking']>, ParentType, ContextType, RequireFields<QueryRoomBookingsArgs, 'limit' | 'offset'>>;
  ssoProviders?: Resolver<Array<ResolversTypes['SsoProvider']>, ParentType, ContextType>;
  team?: Resolver<Maybe<ResolversTypes['Team']>, ParentType, ContextType, RequireFields<QueryTeamArgs, 'id'>>;
  teamEvents?: Resolver<Array<ResolversTypes['Event']>, ParentType, ContextType, RequireFields<QueryTeamEventsArgs, 'teamId'>>;
  teams?: Resolver<Array<ResolversTypes['Team']>, ParentType, ContextType>;
  twoFactorStatus?: Resolver<ResolversTypes['TwoFactorStatus'], ParentType, ContextType>;
  unreadNotificationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  users?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUsersArgs, 'limit' | 'offset'>>;
  webhookDeliveries?: Resolver<Array<ResolversTypes['WebhookDelivery']>, ParentType, ContextType, RequireFields<QueryWebhookDeliveriesArgs, 'endpointId'>>;
  webhookEndpoints?: Resolver<Array<ResolversTypes['WebhookEndpoint']>, ParentType, ContextType>;
  whatsappConfig?: Resolver<Maybe<ResolversTypes['WhatsappConfig']>, ParentType, ContextType>;
  whatsappNotifications?: Resolver<ResolversTypes['WhatsappNotificationPage'], ParentType, ContextType, RequireFields<QueryWhatsappNotificationsArgs, 'limit' | 'offset'>>;
  whatsappTemplates?: Resolver<Array<ResolversTypes['WhatsappTemplate']>, ParentType, ContextType>;
}>;

export type ReconciliationReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReconciliationReport'] = ResolversParentTypes['ReconciliationReport']> = ResolversObject<{
  linksExpired?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paymentsRecorded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refundsUpdated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sessionsChecked?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RefundResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Refund'] = ResolversParentTypes['Refund']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  failure?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paymentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  providerReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requestedBy?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RefundStatus'], ParentType, ContextType>;
}>;

export type ReminderSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReminderSettings'] = ResolversParentTypes['ReminderSettings']> = ResolversObject<{
  reminderDays?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type RevenueMonthResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RevenueMonth'] = ResolversParentTypes['RevenueMonth']> = ResolversObject<{
  invoiced?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type RoomBookingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RoomBooking'] = ResolversParentTypes['RoomBooking']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  depositCarriedOver?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  depositReceivedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  depositRequestedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  durationMonths?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  endingSoon?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  extendedBy?: Resolver<Maybe<ResolversTypes['RoomBooking']>, ParentType, ContextType>;
  extendsBooking?: Resolver<Maybe<ResolversTypes['RoomBooking']>, ParentType, ContextType>;
  fullPaymentReceivedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  fullPaymentRequestedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['RoomBooking']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoice?: Resolver<Maybe<ResolversTypes['Invoice']>, ParentType, ContextType>;
  member?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  memberMembershipStatus?: Resolver<Maybe<ResolversTypes['MembershipStatus']>, ParentType, ContextType>;
  paymentDue?: Resolver<Maybe<ResolversTypes['PaymentDue']>, ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['Payment']>, ParentType, ContextType>;
  purpose?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rejectionReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reviewedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  reviewedBy?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType>;
  room?: Resolver<ResolversTypes['MeetingRoom'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BookingStatus'], ParentType, ContextType>;
}>;

export type RosterChildResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RosterChild'] = ResolversParentTypes['RosterChild']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RsvpInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RsvpInfo'] = ResolversParentTypes['RsvpInfo']> = ResolversObject<{
  respondedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RsvpStatus'], ParentType, ContextType>;
}>;

export type RsvpRateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RsvpRate'] = ResolversParentTypes['RsvpRate']> = ResolversObject<{
  attending?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  eventType?: Resolver<ResolversTypes['EventType'], ParentType, ContextType>;
  events?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maybe?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  noAnswer?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  notAttending?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SsoProviderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SsoProvider'] = ResolversParentTypes['SsoProvider']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SsoStartResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SsoStart'] = ResolversParentTypes['SsoStart']> = ResolversObject<{
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = ResolversObject<{
  bookingRequestChanged?: SubscriptionResolver<ResolversTypes['RoomBooking'], "bookingRequestChanged", ParentType, ContextType>;
  eventSeatsChanged?: SubscriptionResolver<ResolversTypes['Event'], "eventSeatsChanged", ParentType, ContextType, RequireFields<SubscriptionEventSeatsChangedArgs, 'eventId'>>;
  myBookingChanged?: SubscriptionResolver<ResolversTypes['RoomBooking'], "myBookingChanged", ParentType, ContextType>;
  myNotificationAdded?: SubscriptionResolver<ResolversTypes['InboxNotification'], "myNotificationAdded", ParentType, ContextType>;
}>;

export type TeamResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Team'] = ResolversParentTypes['Team']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  league?: Resolver<Maybe<ResolversTypes['League']>, ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['RosterChild']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TwoFactorEnrolmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TwoFactorEnrolment'] = ResolversParentTypes['TwoFactorEnrolment']> = ResolversObject<{
  otpauthUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  qrCodeDataUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TwoFactorRecoveryCodesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TwoFactorRecoveryCodes'] = ResolversParentTypes['TwoFactorRecoveryCodes']> = ResolversObject<{
  codes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type TwoFactorStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TwoFactorStatus'] = ResolversParentTypes['TwoFactorStatus']> = ResolversObject<{
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  recoveryCodesLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  bio?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isParent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  joinedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  language?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  membershipNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  whatsappPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type WebhookDeliveryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebhookDelivery'] = ResolversParentTypes['WebhookDelivery']> = ResolversObject<{
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deliveredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  endpointId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  eventType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastAttemptAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  messageId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextAttemptAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  responseExcerpt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  responseStatus?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WebhookEndpointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebhookEndpoint'] = ResolversParentTypes['WebhookEndpoint']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  disabledReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WebhookEndpointWithSecretResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebhookEndpointWithSecret'] = ResolversParentTypes['WebhookEndpointWithSecret']> = ResolversObject<{
  endpoint?: Resolver<ResolversTypes['WebhookEndpoint'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WhatsappConfigResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WhatsappConfig'] = ResolversParentTypes['WhatsappConfig']> = ResolversObject<{
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  phoneNumberId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  webhookUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  webhookVerifyToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WhatsappNotificationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WhatsappNotification'] = ResolversParentTypes['WhatsappNotification']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deliveredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  messageContent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  readAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  relatedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  relatedType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MessageStatus'], ParentType, ContextType>;
  templateName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type WhatsappNotificationPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WhatsappNotificationPage'] = ResolversParentTypes['WhatsappNotificationPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['WhatsappNotification']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type WhatsappTemplateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WhatsappTemplate'] = ResolversParentTypes['WhatsappTemplate']> = ResolversObject<{
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type WhatsappTestResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WhatsappTestResult'] = ResolversParentTypes['WhatsappTestResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notification?: Resolver<Maybe<ResolversTypes['WhatsappNotification']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GraphQLContext> = ResolversObject<{
  AdminInsights?: AdminInsightsResolvers<ContextType>;
  Announcement?: AnnouncementResolvers<ContextType>;
  AuditActor?: AuditActorResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuditLogPage?: AuditLogPageResolvers<ContextType>;
  Availability?: AvailabilityResolvers<ContextType>;
  Calendar?: CalendarResolvers<ContextType>;
  CalendarBooking?: CalendarBookingResolvers<ContextType>;
  CalendarFeed?: CalendarFeedResolvers<ContextType>;
  CalendarRoom?: CalendarRoomResolvers<ContextType>;
  CalendarRoomRef?: CalendarRoomRefResolvers<ContextType>;
  Child?: ChildResolvers<ContextType>;
  ChildEvent?: ChildEventResolvers<ContextType>;
  CsvExport?: CsvExportResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  DuesMonth?: DuesMonthResolvers<ContextType>;
  Event?: EventResolvers<ContextType>;
  EventRsvp?: EventRsvpResolvers<ContextType>;
  InboxNotification?: InboxNotificationResolvers<ContextType>;
  Invoice?: InvoiceResolvers<ContextType>;
  League?: LeagueResolvers<ContextType>;
  MeetingRoom?: MeetingRoomResolvers<ContextType>;
  Membership?: MembershipResolvers<ContextType>;
  MembershipPlan?: MembershipPlanResolvers<ContextType>;
  MembershipSettings?: MembershipSettingsResolvers<ContextType>;
  MembershipStatusCount?: MembershipStatusCountResolvers<ContextType>;
  MessagePayload?: MessagePayloadResolvers<ContextType>;
  Money?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  MyProfile?: MyProfileResolvers<ContextType>;
  NotificationPreferences?: NotificationPreferencesResolvers<ContextType>;
  OccupancyMonth?: OccupancyMonthResolvers<ContextType>;
  OfficeSecurity?: OfficeSecurityResolvers<ContextType>;
  OfficeSettings?: OfficeSettingsResolvers<ContextType>;
  OverdueItem?: OverdueItemResolvers<ContextType>;
  Passkey?: PasskeyResolvers<ContextType>;
  PasskeyOptions?: PasskeyOptionsResolvers<ContextType>;
  Payment?: PaymentResolvers<ContextType>;
  PaymentCheckout?: PaymentCheckoutResolvers<ContextType>;
  PaymentDue?: PaymentDueResolvers<ContextType>;
  Person?: PersonResolvers<ContextType>;
  PipelineStageCount?: PipelineStageCountResolvers<ContextType>;
  PushDevice?: PushDeviceResolvers<ContextType>;
  PushPreferences?: PushPreferencesResolvers<ContextType>;
  PushSettings?: PushSettingsResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ReconciliationReport?: ReconciliationReportResolvers<ContextType>;
  Refund?: RefundResolvers<ContextType>;
  ReminderSettings?: ReminderSettingsResolvers<ContextType>;
  RevenueMonth?: RevenueMonthResolvers<ContextType>;
  RoomBooking?: RoomBookingResolvers<ContextType>;
  RosterChild?: RosterChildResolvers<ContextType>;
  RsvpInfo?: RsvpInfoResolvers<ContextType>;
  RsvpRate?: RsvpRateResolvers<ContextType>;
  SsoProvider?: SsoProviderResolvers<ContextType>;
  SsoStart?: SsoStartResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  Team?: TeamResolvers<ContextType>;
  TwoFactorEnrolment?: TwoFactorEnrolmentResolvers<ContextType>;
  TwoFactorRecoveryCodes?: TwoFactorRecoveryCodesResolvers<ContextType>;
  TwoFactorStatus?: TwoFactorStatusResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  WebhookDelivery?: WebhookDeliveryResolvers<ContextType>;
  WebhookEndpoint?: WebhookEndpointResolvers<ContextType>;
  WebhookEndpointWithSecret?: WebhookEndpointWithSecretResolvers<ContextType>;
  WhatsappConfig?: WhatsappConfigResolvers<ContextType>;
  WhatsappNotification?: WhatsappNotificationResolvers<ContextType>;
  WhatsappNotificationPage?: WhatsappNotificationPageResolvers<ContextType>;
  WhatsappTemplate?: WhatsappTemplateResolvers<ContextType>;
  WhatsappTestResult?: WhatsappTestResultResolvers<ContextType>;
}>;

export type DirectiveResolvers<ContextType = GraphQLContext> = ResolversObject<{
  auth?: AuthDirectiveResolver<any, any, ContextType>;
}>;
