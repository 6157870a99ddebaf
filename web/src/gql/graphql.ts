/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** An announcement as written by an admin. At most one of teamId and leagueId. */
export type AnnouncementInput = {
  /** Required. */
  content: string;
  /** Scope it to one league; null for General. */
  leagueId?: string | number | null | undefined;
  /** Also send it by WhatsApp. */
  sendWhatsapp?: boolean | null | undefined;
  /** Scope it to one team; null for General. */
  teamId?: string | number | null | undefined;
  /** Required. */
  title: string;
};

/** Giving a member a plan. */
export type AssignMembershipInput = {
  /** The member. */
  memberId: string | number;
  /** An active plan. */
  planId: string | number;
  /** First day of the first period: today or later. */
  startDate: string;
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

/** Filters of the audit log; all optional, days inclusive (server's local days). */
export type AuditLogFilter = {
  /** Only this action (entity.verb). */
  action?: string | null | undefined;
  /** Only this actor. */
  actorId?: string | number | null | undefined;
  /** Only entries about this kind of thing. */
  entityType?: AuditEntityType | null | undefined;
  /** From this day on. */
  from?: string | null | undefined;
  /** Up to and including this day. */
  to?: string | null | undefined;
};

/** Where a booking request stands. */
export type BookingStatus =
  /** Accepted; the room is held and an invoice exists. */
  | 'accepted'
  /** Waiting for an admin. */
  | 'pending'
  /** Refused, with a reason. */
  | 'rejected';

/** A child added by a parent (the parent is the caller) or an admin. */
export type ChildInput = {
  /** e.g. U12. */
  ageGroup?: string | null | undefined;
  /** Not in the future. */
  dateOfBirth: string;
  /** Not blank; with dateOfBirth it identifies the child (case and outer spaces ignored). */
  name: string;
  /** Admins only: the parent's user id, or 0 / null for an unclaimed child. Ignored for parents. */
  parentId?: string | number | null | undefined;
};

/** A new user created by an admin. */
export type CreateUserInput = {
  /** A valid email address, unique. */
  email: string;
  /** At least 2 characters. */
  fullName: string;
  /** True makes the user an administrator. */
  isAdmin?: boolean | null | undefined;
  /** True makes the user a parent of the junior section. */
  isParent?: boolean | null | undefined;
  /** At least 6 characters. */
  password: string;
  /** At least 3 characters. */
  username: string;
};

/** An event as created or edited by an admin. The creator is the caller. */
export type EventInput = {
  /** Required when relevanceType is age_group. */
  ageGroupRelevance?: string | null | undefined;
  /** The day it takes place. */
  date: string;
  /** Optional free text. */
  description?: string | null | undefined;
  /** HH:mm, after startTime; optional. */
  endTime?: string | null | undefined;
  /** Required. */
  location: string;
  /** Optional detail about the place. */
  locationDetail?: string | null | undefined;
  /** A positive integer, or null for unlimited. */
  maxAttendees?: number | null | undefined;
  /** Whom the event concerns; null means team-based. */
  relevanceType?: EventRelevance | null | undefined;
  /** HH:mm, 24-hour. */
  startTime: string;
  /** Whether it goes ahead. */
  status?: EventStatus | null | undefined;
  /** The team a team event belongs to. */
  teamId?: string | number | null | undefined;
  /** Further teams taking part: a list of team ids. */
  teamsInvolved?: Array<string | number> | null | undefined;
  /** Required. */
  title: string;
  /** Kind of event. */
  type?: EventType | null | undefined;
};

/** Whom a team event concerns (spec team variant). Null on an event means team-based. */
export type EventRelevance =
  /** Children of the event's ageGroupRelevance (their own or their teams' league age group). */
  | 'age_group'
  /** Every child. */
  | 'all'
  /** Children in the event's team or one of its teamsInvolved. */
  | 'team';

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

/** A league as written by an admin. */
export type LeagueInput = {
  /** e.g. U14, U12, U10. */
  ageGroup?: string | null | undefined;
  /** Free text. */
  description?: string | null | undefined;
  /** Not blank, at most 200 characters. */
  name: string;
};

/** A meeting room as created or edited by an admin. Omitted numbers take the defaults. */
export type MeetingRoomInput = {
  /** Amenity names; blanks are dropped. */
  amenities?: Array<string> | null | undefined;
  /** Seats, 0 or more. */
  capacity?: number | null | undefined;
  /** Refundable deposit, 0 or more; null for not set. */
  deposit?: string | null | undefined;
  /** Optional free text. */
  description?: string | null | undefined;
  /** False hides the room from members. */
  isActive?: boolean | null | undefined;
  /** Optional location. */
  location?: string | null | undefined;
  /** Shortest booking in months, at least 1. */
  minimumBookingMonths?: number | null | undefined;
  /** Required. */
  name: string;
  /** Monthly rate, 0 or more; null for not set. */
  pricePerMonth?: string | null | undefined;
};

/** Which memberships the admin list shows. */
export type MembershipFilter = {
  /** Only members in this status; null for all. */
  status?: MembershipStatus | null | undefined;
};

/** How often a plan bills its dues. */
export type MembershipPeriod =
  /** Every month, from the start day. */
  | 'monthly'
  /** Every three months. */
  | 'quarterly'
  /** Every twelve months. */
  | 'yearly';

/** A plan as an admin creates or edits it. Editing the amount or period bills the periods that start from now on; issued invoices keep theirs. */
export type MembershipPlanInput = {
  /** More than zero. */
  amount: string;
  /** False: no member can be given it any more. */
  isActive?: boolean | null | undefined;
  /** Required; unique (ignoring case). */
  name: string;
  /** monthly, quarterly or yearly. */
  period: MembershipPeriod;
};

/** Membership settings as an admin saves them. */
export type MembershipSettingsInput = {
  /** 0–365 days. */
  graceDays: number;
  /** Whether lapsed members may still request rooms. */
  lapsedMembersMayRequestRooms: boolean;
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

/** Preference fields; omitted ones take the defaults. */
export type NotificationPreferencesInput = {
  /** Whether the member receives notifications by email. */
  emailNotifications?: boolean | null | undefined;
  /** Hours before an event's start, 1–168. */
  reminderTimingHours?: number | null | undefined;
  /** Whether the member receives announcements by WhatsApp. */
  whatsappAnnouncements?: boolean | null | undefined;
  /** Whether the member receives WhatsApp reminders before events. */
  whatsappEventReminders?: boolean | null | undefined;
};

/** What a member owes: a booking's requested deposit, its requested full payment, or a dues invoice. */
export type OwedKind =
  /** The deposit of an accepted booking, requested and not received. */
  | 'DEPOSIT'
  /** A dues invoice, neither paid nor voided. */
  | 'DUES'
  /** The full payment of an accepted booking, requested and not received. */
  | 'PAYMENT';

/** Which payments the admin list shows. */
export type PaymentFilter = {
  /** Only payments needing attention (true) or only those that do not (false). */
  attention?: boolean | null | undefined;
  /** Only this booking's payments. */
  bookingId?: string | number | null | undefined;
  /** Only this purpose. */
  purpose?: PaymentPurpose | null | undefined;
  /** Only this status. */
  status?: PaymentStatus | null | undefined;
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

/** The member's own profile. WhatsApp messages need whatsappOptIn, which needs a whatsappPhone. */
export type ProfileInput = {
  /** Optional short biography. */
  bio?: string | null | undefined;
  /** At least 2 characters. */
  fullName: string;
  /** 'en', 'de', or null to follow the browser; left out, the language stays as it was. */
  language?: string | null | undefined;
  /** Optional phone number. */
  phone?: string | null | undefined;
  /** When given, the preferences are saved in the same transaction. */
  preferences?: NotificationPreferencesInput | null | undefined;
  /** Explicit consent to receive WhatsApp messages; its time is recorded. */
  whatsappOptIn?: boolean | null | undefined;
  /** Number for WhatsApp messages; needed for whatsappOptIn. */
  whatsappPhone?: string | null | undefined;
};

/** Push choices to save; every kind is given. */
export type PushPreferencesInput = {
  /** Announcements the office sends out. */
  announcements: boolean;
  /** Steps of the caller's room bookings. */
  bookingSteps: boolean;
  /** Reminders before events the caller answered. */
  eventReminders: boolean;
  /** Events waiting for the caller's answer. */
  rsvpNeeded: boolean;
  /** A place opening up on an event's waiting list. */
  waitlistPlace: boolean;
};

/** A browser's push subscription, as PushSubscription.toJSON() gives it. */
export type PushSubscriptionInput = {
  /** The browser's 16-byte auth secret (keys.auth, base64url). */
  auth: string;
  /** A name to show in the list of devices; default "This browser". */
  deviceName?: string | null | undefined;
  /** The push service's address for this browser (https). */
  endpoint: string;
  /** The browser's P-256 public key (keys.p256dh, base64url). */
  p256dh: string;
};

/** A refund an admin asks for. */
export type RefundInput = {
  /** Amount to give back: at most what the payment has left. */
  amount: string;
  /** Why (e.g. damages kept); the member sees it. */
  reason: string;
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
  bio?: string | null | undefined;
  /** A valid email address; becomes the username too. */
  email: string;
  /** At least 2 characters. */
  fullName: string;
  /** Optional membership number. */
  membershipNumber?: string | null | undefined;
  /** At least 6 characters. */
  password: string;
  /** Optional phone number. */
  phone?: string | null | undefined;
  /** Ignored: self-registered users are members. */
  role?: string | null | undefined;
  /** Optional WhatsApp number. */
  whatsappPhone?: string | null | undefined;
};

/** Reminder days as an admin saves them. */
export type ReminderSettingsInput = {
  /** 1 to 3 whole numbers from 1 to 90, each later than the one before. */
  reminderDays: Array<number>;
};

/** More months for an accepted booking, from the day after its last day. */
export type RoomBookingExtensionInput = {
  /** Whole months to add, at least 1. */
  months: number;
};

/** A booking request. The status is always pending; the member is the caller. */
export type RoomBookingRequestInput = {
  /** At least the room's minimum months. */
  durationMonths: number;
  /** Optional purpose. */
  purpose?: string | null | undefined;
  /** An active room. */
  roomId: string | number;
  /** Today or later. */
  startDate: string;
};

/** A member's answer to an event. */
export type RsvpStatus =
  /** Will attend; counts toward maxAttendees. */
  | 'attending'
  /** Might attend. */
  | 'maybe'
  /** Will not attend. */
  | 'not_attending';

/** A team as written by an admin. The roster changes through addTeamMember / removeTeamMember. */
export type TeamInput = {
  /** The league it plays in, or null. */
  leagueId?: string | number | null | undefined;
  /** Not blank, at most 200 characters. */
  name: string;
};

/** Changes to a user made by an admin. Username and password are not editable. */
export type UpdateUserInput = {
  /** A valid email address, unique. */
  email: string;
  /** At least 2 characters. */
  fullName: string;
  /** True makes the user an administrator, false takes it away (the last admin cannot lose it); left out, unchanged. */
  isAdmin?: boolean | null | undefined;
  /** True makes the user a parent of the junior section, false takes it away; left out, unchanged. */
  isParent?: boolean | null | undefined;
};

/** A webhook endpoint as the admin registers or changes it. */
export type WebhookEndpointInput = {
  /** Optional; at most 200 characters. */
  description?: string | null | undefined;
  /** At least one of the event names WebhookEndpoint.events lists. */
  events: Array<string>;
  /** Required; http:// or https://, at most 2000 characters; in production not a loopback or private address. */
  url: string;
};

/** Configuration tab fields (spec §5: all three required). */
export type WhatsappConfigInput = {
  /** The token, or the masked value shown by whatsappConfig to keep the stored one. */
  accessToken: string;
  /** False stops every WhatsApp message. */
  isActive?: boolean | null | undefined;
  /** The Cloud API's phone number id; required. */
  phoneNumberId: string;
  /** Any secret string; Meta echoes it when verifying the webhook. */
  webhookVerifyToken: string;
};

/** A test message: phone is + and 10 to 15 digits; message at most 1024 characters. */
export type WhatsappTestInput = {
  /** At most 1024 characters. */
  message: string;
  /** + and 10 to 15 digits. */
  phoneNumber: string;
};

export type DeleteMyAccountMutationVariables = Exact<{
  password: string;
}>;


export type DeleteMyAccountMutation = { __typename: 'Mutation', deleteMyAccount: boolean };

export type AdminAnnouncementsListQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminAnnouncementsListQuery = { __typename: 'Query', announcements: Array<{ __typename: 'Announcement', id: string, title: string, content: string, createdAt: string, sendWhatsapp: boolean, author: { __typename: 'Person', id: string, fullName: string } | null, team: { __typename: 'Team', id: string, name: string } | null, league: { __typename: 'League', id: string, name: string } | null }> };

export type AdminAnnouncementScopesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminAnnouncementScopesQuery = { __typename: 'Query', teams: Array<{ __typename: 'Team', id: string, name: string }>, leagues: Array<{ __typename: 'League', id: string, name: string }> };

export type AdminCreateAnnouncementMutationVariables = Exact<{
  input: AnnouncementInput;
}>;


export type AdminCreateAnnouncementMutation = { __typename: 'Mutation', createAnnouncement: { __typename: 'Announcement', id: string } };

export type AdminUpdateAnnouncementMutationVariables = Exact<{
  id: string | number;
  input: AnnouncementInput;
}>;


export type AdminUpdateAnnouncementMutation = { __typename: 'Mutation', updateAnnouncement: { __typename: 'Announcement', id: string, title: string, content: string, sendWhatsapp: boolean, team: { __typename: 'Team', id: string, name: string } | null, league: { __typename: 'League', id: string, name: string } | null } };

export type AdminDeleteAnnouncementMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminDeleteAnnouncementMutation = { __typename: 'Mutation', deleteAnnouncement: string };

export type AdminAuditLogQueryVariables = Exact<{
  filter?: AuditLogFilter | null | undefined;
  limit?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminAuditLogQuery = { __typename: 'Query', auditLog: { __typename: 'AuditLogPage', total: number, nextCursor: string | null, items: Array<{ __typename: 'AuditEntry', id: string, at: string, actorId: string | null, actorName: string | null, action: string, entityType: AuditEntityType, entityId: string | null, summary: string, before: string | null, after: string | null }> } };

export type AdminAuditFiltersQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminAuditFiltersQuery = { __typename: 'Query', auditActions: Array<string>, auditActors: Array<{ __typename: 'AuditActor', id: string, name: string }> };

export type AdminBookingRequestChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AdminBookingRequestChangedSubscription = { __typename: 'Subscription', bookingRequestChanged: { __typename: 'RoomBooking', id: string } };

export type AdminBookingFieldsFragment = { __typename: 'RoomBooking', id: string, startDate: string, endDate: string, durationMonths: number, purpose: string | null, status: BookingStatus, rejectionReason: string | null, reviewedAt: string | null, depositRequestedAt: string | null, depositReceivedAt: string | null, fullPaymentRequestedAt: string | null, fullPaymentReceivedAt: string | null, createdAt: string, depositCarriedOver: boolean, endingSoon: boolean, memberMembershipStatus: MembershipStatus | null, extendsBooking: { __typename: 'RoomBooking', id: string, startDate: string, durationMonths: number } | null, history: Array<{ __typename: 'RoomBooking', id: string, startDate: string, durationMonths: number, status: BookingStatus }>, room: { __typename: 'MeetingRoom', id: string, name: string, pricePerMonth: string | null, deposit: string | null }, member: { __typename: 'User', id: string, fullName: string, email: string }, payments: Array<{ __typename: 'Payment', id: string, bookingId: string | null, invoiceId: string | null, invoiceNumber: string | null, purpose: PaymentPurpose, amount: string, refundedAmount: string, currency: string, method: string | null, providerReference: string, status: PaymentStatus, tickedStep: boolean, attention: string | null, resolvedAt: string | null, resolution: string | null, receivedAt: string | null, createdAt: string, member: { __typename: 'Person', id: string, fullName: string } | null, refunds: Array<{ __typename: 'Refund', id: string, amount: string, reason: string, status: RefundStatus, providerReference: string | null, failure: string | null, createdAt: string }> }> };

export type AdminBookingRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminBookingRequestsQuery = { __typename: 'Query', pendingRoomBookingCount: number, roomBookings: Array<{ __typename: 'RoomBooking', id: string, startDate: string, endDate: string, durationMonths: number, purpose: string | null, status: BookingStatus, rejectionReason: string | null, reviewedAt: string | null, depositRequestedAt: string | null, depositReceivedAt: string | null, fullPaymentRequestedAt: string | null, fullPaymentReceivedAt: string | null, createdAt: string, depositCarriedOver: boolean, endingSoon: boolean, memberMembershipStatus: MembershipStatus | null, extendsBooking: { __typename: 'RoomBooking', id: string, startDate: string, durationMonths: number } | null, history: Array<{ __typename: 'RoomBooking', id: string, startDate: string, durationMonths: number, status: BookingStatus }>, room: { __typename: 'MeetingRoom', id: string, name: string, pricePerMonth: string | null, deposit: string | null }, member: { __typename: 'User', id: string, fullName: string, email: string }, payments: Array<{ __typename: 'Payment', id: string, bookingId: string | null, invoiceId: string | null, invoiceNumber: string | null, purpose: PaymentPurpose, amount: string, refundedAmount: string, currency: string, method: string | null, providerReference: string, status: PaymentStatus, tickedStep: boolean, attention: string | null, resolvedAt: string | null, resolution: string | null, receivedAt: string | null, createdAt: string, member: { __typename: 'Person', id: string, fullName: string } | null, refunds: Array<{ __typename: 'Refund', id: string, amount: string, reason: string, status: RefundStatus, providerReference: string | null, failure: string | null, createdAt: string }> }> }> };

export type AdminAcceptBookingMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminAcceptBookingMutation = { __typename: 'Mutation', acceptRoomBooking: { __typename: 'RoomBooking', id: string, startDate: string, endDate: string, durationMonths: number, purpose: string | null, status: BookingStatus, rejectionReason: string | null, reviewedAt: string | null, depositRequestedAt: string | null, depositReceivedAt: string | null, fullPaymentRequestedAt: string | null, fullPaymentReceivedAt: string | null, createdAt: string, depositCarriedOver: boolean, endingSoon: boolean, memberMembershipStatus: MembershipStatus | null, extendsBooking: { __typename: 'RoomBooking', id: string, startDate: string, durationMonths: number } | null, history: Array<{ __typename: 'RoomBooking', id: string, startDate: string, durationMonths: number, status: BookingStatus }>, room: { __typename: 'MeetingRoom', id: string, name: string, pricePerMonth: string | null, deposit: string | null }, member: { __typename: 'User', id: string, fullName: string, email: string }, payments: Array<{ __typename: 'Payment', id: string, bookingId: string | null, invoiceId: string | null, invoiceNumber: string | null, purpose: PaymentPurpose, amount: string, refundedAmount: string, currency: string, method: string | null, providerReference: string, status: PaymentStatus, tickedStep: boolean, attention: string | null, resolvedAt: string | null, resolution: string | null, receivedAt: string | null, createdAt: string, member: { __typename: 'Person', id: string, fullName: string } | null, refunds: Array<{ __typename: 'Refund', id: string, amount: string, reason: string, status: RefundStatus, providerReference: string | null, failure: string | null, createdAt: string }> }> } };

export type AdminRejectBookingMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type AdminRejectBookingMutation = { __typename: 'Mutation', rejectRoomBooking: { __typename: 'RoomBooking', id: string, startDate: string, endDate: string, durationMonths: number, purpose: string | null, status: BookingStatus, rejectionReason: string | null, reviewedAt: string | null, depositRequestedAt: string | null, depositReceivedAt: string | null, fullPaymentRequestedAt: string | null, fullPaymentReceivedAt: string | null, createdAt: string, depositCarriedOver: boolean, endingSoon: boolean, memberMembershipStatus: MembershipStatus | null, extendsBooking: { __typename: 'RoomBooking', id: string, startDate: string, durationMonths: number } | null, history: Array<{ __typename: 'RoomBooking', id: string, startDate: string, durationMonths: number, status: BookingStatus }>, room: { __typename: 'MeetingRoom', id: string, name: string, pricePerMonth: string | null, deposit: string | null }, member: { __typename: 'User', id: string, fullName: string, email: string }, payments: Array<{ __typename: 'Payment', id: string, bookingId: string | null, invoiceId: string | null, invoiceNumber: string | null, purpose: PaymentPurpose, amount: string, refundedAmount: string, currency: string, method: string | null, providerReference: string, status: PaymentStatus, tickedStep: boolean, attention: string | null, resolvedAt: string | null, resolution: string | null, receivedAt: string | null, createdAt: string, member: { __typename: 'Person', id: string, fullName: string } | null, refunds: Array<{ __typename: 'Refund', id: string, amount: string, reason: string, status: RefundStatus, providerReference: string | null, failure: string | null, createdAt: string }> }> } };

export type AdminUncheckAcceptBookingMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminUncheckAcceptBookingMutation = { __typename: 'Mutation', uncheckAcceptRoomBooking: { __typename: 'RoomBooking', id: string, startDate: string, endDate: string, durationMonths: number, purpose: string | null, status: BookingStatus, rejectionReason: string | null, reviewedAt: string | null, depositRequestedAt: string | null, depositReceivedAt: string | null, fullPaymentRequestedAt: string | null, fullPaymentReceivedAt: string | null, createdAt: string, depositCarriedOver: boolean, endingSoon: boolean, memberMembershipStatus: MembershipStatus | null, extendsBooking: { __typename: 'RoomBooking', id: string, startDate: string, durationMonths: number } | null, history: Array<{ __typename: 'RoomBooking', id: string, startDate: string, durationMonths: number, status: BookingStatus }>, room: { __typename: 'MeetingRoom', id: string, name: string, pricePerMonth: string | null, deposit: string | null }, member: { __typename: 'User', id: string, fullName: string, email: string }, payments: Array<{ __typename: 'Payment', id: string, bookingId: string | null, invoiceId: string | null, invoiceNumber: string | null, purpose: PaymentPurpose, amount: string, refundedAmount: string, currency: string, method: string | null, providerReference: string, status: PaymentStatus, tickedStep: boolean, attention: string | null, resolvedAt: string | null, resolution: string | null, receivedAt: string | null, createdAt: string, member: { __typename: 'Person', id: string, fullName: string } | null, refunds: Array<{ __typename: 'Refund', id: string, amount: string, reason: string, status: RefundStatus, providerReference: string | null, failure: string | null, createdAt: string }> }> } };

export type AdminSetBookingStepMutationVariables = Exact<{
  id: string | number;
  step: PaymentStep;
  done: boolean;
}>;


export type AdminSetBookingStepMutation = { __typename: 'Mutation', setRoomBookingStep: { __typename: 'RoomBooking', id: string, startDate: string, endDate: string, durationMonths: number, purpose: string | null, status: BookingStatus, rejectionReason: string | null, reviewedAt: string | null, depositRequestedAt: string | null, depositReceivedAt: string | null, fullPaymentRequestedAt: string | null, fullPaymentReceivedAt: string | null, createdAt: string, depositCarriedOver: boolean, endingSoon: boolean, memberMembershipStatus: MembershipStatus | null, extendsBooking: { __typename: 'RoomBooking', id: string, startDate: string, durationMonths: number } | null, history: Array<{ __typename: 'RoomBooking', id: string, startDate: string, durationMonths: number, status: BookingStatus }>, room: { __typename: 'MeetingRoom', id: string, name: string, pricePerMonth: string | null, deposit: string | null }, member: { __typename: 'User', id: string, fullName: string, email: string }, payments: Array<{ __typename: 'Payment', id: string, bookingId: string | null, invoiceId: string | null, invoiceNumber: string | null, purpose: PaymentPurpose, amount: string, refundedAmount: string, currency: string, method: string | null, providerReference: string, status: PaymentStatus, tickedStep: boolean, attention: string | null, resolvedAt: string | null, resolution: string | null, receivedAt: string | null, createdAt: string, member: { __typename: 'Person', id: string, fullName: string } | null, refunds: Array<{ __typename: 'Refund', id: string, amount: string, reason: string, status: RefundStatus, providerReference: string | null, failure: string | null, createdAt: string }> }> } };

export type AdminDeleteBookingMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminDeleteBookingMutation = { __typename: 'Mutation', deleteRoomBooking: string };

export type AdminEventFieldsFragment = { __typename: 'Event', id: string, title: string, type: EventType, date: string, startTime: string, endTime: string | null, location: string, locationDetail: string | null, description: string | null, maxAttendees: number | null, status: EventStatus, attendeeCount: number, waitlistCount: number, teamsInvolved: Array<string>, relevanceType: EventRelevance | null, ageGroupRelevance: string | null, team: { __typename: 'Team', id: string, name: string } | null };

export type AdminEventTeamChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminEventTeamChoicesQuery = { __typename: 'Query', teams: Array<{ __typename: 'Team', id: string, name: string }>, leagues: Array<{ __typename: 'League', id: string, ageGroup: string | null }> };

export type AdminEventsListQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminEventsListQuery = { __typename: 'Query', events: Array<{ __typename: 'Event', id: string, title: string, type: EventType, date: string, startTime: string, endTime: string | null, location: string, locationDetail: string | null, description: string | null, maxAttendees: number | null, status: EventStatus, attendeeCount: number, waitlistCount: number, teamsInvolved: Array<string>, relevanceType: EventRelevance | null, ageGroupRelevance: string | null, team: { __typename: 'Team', id: string, name: string } | null }> };

export type AdminCreateEventMutationVariables = Exact<{
  input: EventInput;
}>;


export type AdminCreateEventMutation = { __typename: 'Mutation', createEvent: { __typename: 'Event', id: string } };

export type AdminUpdateEventMutationVariables = Exact<{
  id: string | number;
  input: EventInput;
}>;


export type AdminUpdateEventMutation = { __typename: 'Mutation', updateEvent: { __typename: 'Event', id: string, title: string, type: EventType, date: string, startTime: string, endTime: string | null, location: string, locationDetail: string | null, description: string | null, maxAttendees: number | null, status: EventStatus, attendeeCount: number, waitlistCount: number, teamsInvolved: Array<string>, relevanceType: EventRelevance | null, ageGroupRelevance: string | null, team: { __typename: 'Team', id: string, name: string } | null } };

export type AdminDeleteEventMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminDeleteEventMutation = { __typename: 'Mutation', deleteEvent: string };

export type AdminInsightsQueryVariables = Exact<{
  months: number;
}>;


export type AdminInsightsQuery = { __typename: 'Query', adminInsights: { __typename: 'AdminInsights', months: number, from: string, to: string, occupancy: Array<{ __typename: 'OccupancyMonth', month: string, bookedRoomMonths: number, availableRoomMonths: number, rate: number }>, pipeline: Array<{ __typename: 'PipelineStageCount', stage: PipelineStage, count: number }>, revenue: Array<{ __typename: 'RevenueMonth', month: string, invoiced: string, paid: string }>, dues: Array<{ __typename: 'DuesMonth', month: string, invoiced: string, paid: string }>, membersByStatus: Array<{ __typename: 'MembershipStatusCount', status: MembershipStatus, count: number }>, rsvpRates: Array<{ __typename: 'RsvpRate', eventType: EventType, events: number, attending: number, notAttending: number, maybe: number, noAnswer: number }> } };

export type MembershipPlanFieldsFragment = { __typename: 'MembershipPlan', id: string, name: string, amount: string, period: MembershipPeriod, isActive: boolean, memberCount: number, inUse: boolean };

export type AdminMembershipFieldsFragment = { __typename: 'Membership', id: string, startDate: string, nextPlanFrom: string | null, status: MembershipStatus, paidThrough: string | null, owedSince: string | null, lapsesOn: string | null, currentPeriodStart: string | null, currentPeriodEnd: string | null, member: { __typename: 'User', id: string, fullName: string, email: string }, plan: { __typename: 'MembershipPlan', id: string, name: string, amount: string, period: MembershipPeriod }, nextPlan: { __typename: 'MembershipPlan', id: string, name: string } | null, invoices: Array<{ __typename: 'Invoice', id: string, invoiceNumber: string, periodStart: string | null, periodEnd: string | null, totalAmount: string, paidInFull: boolean, paidInFullDate: string | null, voidedAt: string | null, voidReason: string | null, pdfUrl: string | null, plan: { __typename: 'MembershipPlan', id: string, name: string } | null }> };

export type AdminMembershipPlansQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminMembershipPlansQuery = { __typename: 'Query', membershipPlans: Array<{ __typename: 'MembershipPlan', id: string, name: string, amount: string, period: MembershipPeriod, isActive: boolean, memberCount: number, inUse: boolean }> };

export type AdminMembershipsQueryVariables = Exact<{
  filter?: MembershipFilter | null | undefined;
}>;


export type AdminMembershipsQuery = { __typename: 'Query', memberships: Array<{ __typename: 'Membership', id: string, startDate: string, nextPlanFrom: string | null, status: MembershipStatus, paidThrough: string | null, owedSince: string | null, lapsesOn: string | null, currentPeriodStart: string | null, currentPeriodEnd: string | null, member: { __typename: 'User', id: string, fullName: string, email: string }, plan: { __typename: 'MembershipPlan', id: string, name: string, amount: string, period: MembershipPeriod }, nextPlan: { __typename: 'MembershipPlan', id: string, name: string } | null, invoices: Array<{ __typename: 'Invoice', id: string, invoiceNumber: string, periodStart: string | null, periodEnd: string | null, totalAmount: string, paidInFull: boolean, paidInFullDate: string | null, voidedAt: string | null, voidReason: string | null, pdfUrl: string | null, plan: { __typename: 'MembershipPlan', id: string, name: string } | null }> }> };

export type AdminMembershipSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminMembershipSettingsQuery = { __typename: 'Query', membershipSettings: { __typename: 'MembershipSettings', graceDays: number, lapsedMembersMayRequestRooms: boolean } };

export type AdminMembershipCandidatesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminMembershipCandidatesQuery = { __typename: 'Query', users: Array<{ __typename: 'User', id: string, fullName: string, email: string }> };

export type AdminCreateMembershipPlanMutationVariables = Exact<{
  input: MembershipPlanInput;
}>;


export type AdminCreateMembershipPlanMutation = { __typename: 'Mutation', createMembershipPlan: { __typename: 'MembershipPlan', id: string, name: string, amount: string, period: MembershipPeriod, isActive: boolean, memberCount: number, inUse: boolean } };

export type AdminUpdateMembershipPlanMutationVariables = Exact<{
  id: string | number;
  input: MembershipPlanInput;
}>;


export type AdminUpdateMembershipPlanMutation = { __typename: 'Mutation', updateMembershipPlan: { __typename: 'MembershipPlan', id: string, name: string, amount: string, period: MembershipPeriod, isActive: boolean, memberCount: number, inUse: boolean } };

export type AdminDeleteMembershipPlanMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminDeleteMembershipPlanMutation = { __typename: 'Mutation', deleteMembershipPlan: string };

export type AdminAssignMembershipMutationVariables = Exact<{
  input: AssignMembershipInput;
}>;


export type AdminAssignMembershipMutation = { __typename: 'Mutation', assignMembership: { __typename: 'Membership', id: string, startDate: string, nextPlanFrom: string | null, status: MembershipStatus, paidThrough: string | null, owedSince: string | null, lapsesOn: string | null, currentPeriodStart: string | null, currentPeriodEnd: string | null, member: { __typename: 'User', id: string, fullName: string, email: string }, plan: { __typename: 'MembershipPlan', id: string, name: string, amount: string, period: MembershipPeriod }, nextPlan: { __typename: 'MembershipPlan', id: string, name: string } | null, invoices: Array<{ __typename: 'Invoice', id: string, invoiceNumber: string, periodStart: string | null, periodEnd: string | null, totalAmount: string, paidInFull: boolean, paidInFullDate: string | null, voidedAt: string | null, voidReason: string | null, pdfUrl: string | null, plan: { __typename: 'MembershipPlan', id: string, name: string } | null }> } };

export type AdminChangeMembershipPlanMutationVariables = Exact<{
  memberId: string | number;
  planId: string | number;
}>;


export type AdminChangeMembershipPlanMutation = { __typename: 'Mutation', changeMembershipPlan: { __typename: 'Membership', id: string, startDate: string, nextPlanFrom: string | null, status: MembershipStatus, paidThrough: string | null, owedSince: string | null, lapsesOn: string | null, currentPeriodStart: string | null, currentPeriodEnd: string | null, member: { __typename: 'User', id: string, fullName: string, email: string }, plan: { __typename: 'MembershipPlan', id: string, name: string, amount: string, period: MembershipPeriod }, nextPlan: { __typename: 'MembershipPlan', id: string, name: string } | null, invoices: Array<{ __typename: 'Invoice', id: string, invoiceNumber: string, periodStart: string | null, periodEnd: string | null, totalAmount: string, paidInFull: boolean, paidInFullDate: string | null, voidedAt: string | null, voidReason: string | null, pdfUrl: string | null, plan: { __typename: 'MembershipPlan', id: string, name: string } | null }> } };

export type AdminMarkDuesPaidMutationVariables = Exact<{
  invoiceId: string | number;
}>;


export type AdminMarkDuesPaidMutation = { __typename: 'Mutation', markDuesPaid: { __typename: 'Invoice', id: string, invoiceNumber: string, periodStart: string | null, periodEnd: string | null, totalAmount: string, paidInFull: boolean, paidInFullDate: string | null, voidedAt: string | null, voidReason: string | null, pdfUrl: string | null, plan: { __typename: 'MembershipPlan', id: string, name: string } | null } };

export type AdminMarkDuesUnpaidMutationVariables = Exact<{
  invoiceId: string | number;
}>;


export type AdminMarkDuesUnpaidMutation = { __typename: 'Mutation', markDuesUnpaid: { __typename: 'Invoice', id: string, invoiceNumber: string, periodStart: string | null, periodEnd: string | null, totalAmount: string, paidInFull: boolean, paidInFullDate: string | null, voidedAt: string | null, voidReason: string | null, pdfUrl: string | null, plan: { __typename: 'MembershipPlan', id: string, name: string } | null } };

export type AdminVoidDuesMutationVariables = Exact<{
  invoiceId: string | number;
  reason: string;
}>;


export type AdminVoidDuesMutation = { __typename: 'Mutation', voidDuesInvoice: { __typename: 'Invoice', id: string, invoiceNumber: string, periodStart: string | null, periodEnd: string | null, totalAmount: string, paidInFull: boolean, paidInFullDate: string | null, voidedAt: string | null, voidReason: string | null, pdfUrl: string | null, plan: { __typename: 'MembershipPlan', id: string, name: string } | null } };

export type AdminUpdateMembershipSettingsMutationVariables = Exact<{
  input: MembershipSettingsInput;
}>;


export type AdminUpdateMembershipSettingsMutation = { __typename: 'Mutation', updateMembershipSettings: { __typename: 'MembershipSettings', graceDays: number, lapsedMembersMayRequestRooms: boolean } };

export type AdminPaymentFieldsFragment = { __typename: 'Payment', id: string, bookingId: string | null, invoiceId: string | null, invoiceNumber: string | null, purpose: PaymentPurpose, amount: string, refundedAmount: string, currency: string, method: string | null, providerReference: string, status: PaymentStatus, tickedStep: boolean, attention: string | null, resolvedAt: string | null, resolution: string | null, receivedAt: string | null, createdAt: string, member: { __typename: 'Person', id: string, fullName: string } | null, refunds: Array<{ __typename: 'Refund', id: string, amount: string, reason: string, status: RefundStatus, providerReference: string | null, failure: string | null, createdAt: string }> };

export type AdminPaymentsQueryVariables = Exact<{
  filter?: PaymentFilter | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type AdminPaymentsQuery = { __typename: 'Query', payments: Array<{ __typename: 'Payment', id: string, bookingId: string | null, invoiceId: string | null, invoiceNumber: string | null, purpose: PaymentPurpose, amount: string, refundedAmount: string, currency: string, method: string | null, providerReference: string, status: PaymentStatus, tickedStep: boolean, attention: string | null, resolvedAt: string | null, resolution: string | null, receivedAt: string | null, createdAt: string, member: { __typename: 'Person', id: string, fullName: string } | null, refunds: Array<{ __typename: 'Refund', id: string, amount: string, reason: string, status: RefundStatus, providerReference: string | null, failure: string | null, createdAt: string }> }> };

export type AdminRefundPaymentMutationVariables = Exact<{
  paymentId: string | number;
  input: RefundInput;
}>;


export type AdminRefundPaymentMutation = { __typename: 'Mutation', refundPayment: { __typename: 'Payment', id: string, bookingId: string | null, invoiceId: string | null, invoiceNumber: string | null, purpose: PaymentPurpose, amount: string, refundedAmount: string, currency: string, method: string | null, providerReference: string, status: PaymentStatus, tickedStep: boolean, attention: string | null, resolvedAt: string | null, resolution: string | null, receivedAt: string | null, createdAt: string, member: { __typename: 'Person', id: string, fullName: string } | null, refunds: Array<{ __typename: 'Refund', id: string, amount: string, reason: string, status: RefundStatus, providerReference: string | null, failure: string | null, createdAt: string }> } };

export type AdminResolvePaymentMutationVariables = Exact<{
  paymentId: string | number;
  note: string;
}>;


export type AdminResolvePaymentMutation = { __typename: 'Mutation', resolvePayment: { __typename: 'Payment', id: string, bookingId: string | null, invoiceId: string | null, invoiceNumber: string | null, purpose: PaymentPurpose, amount: string, refundedAmount: string, currency: string, method: string | null, providerReference: string, status: PaymentStatus, tickedStep: boolean, attention: string | null, resolvedAt: string | null, resolution: string | null, receivedAt: string | null, createdAt: string, member: { __typename: 'Person', id: string, fullName: string } | null, refunds: Array<{ __typename: 'Refund', id: string, amount: string, reason: string, status: RefundStatus, providerReference: string | null, failure: string | null, createdAt: string }> } };

export type AdminReconcilePaymentsMutationVariables = Exact<{ [key: string]: never; }>;


export type AdminReconcilePaymentsMutation = { __typename: 'Mutation', reconcilePayments: { __typename: 'ReconciliationReport', sessionsChecked: number, paymentsRecorded: number, linksExpired: number, refundsUpdated: number } };

export type AdminOverdueItemsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminOverdueItemsQuery = { __typename: 'Query', overdueItems: Array<{ __typename: 'OverdueItem', id: string, kind: OwedKind, what: string, bookingId: string | null, invoiceId: string | null, amount: string, since: string, overdueSince: string, member: { __typename: 'Person', id: string, fullName: string } }> };

export type AdminReminderSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminReminderSettingsQuery = { __typename: 'Query', reminderSettings: { __typename: 'ReminderSettings', reminderDays: Array<number> } };

export type AdminUpdateReminderSettingsMutationVariables = Exact<{
  input: ReminderSettingsInput;
}>;


export type AdminUpdateReminderSettingsMutation = { __typename: 'Mutation', updateReminderSettings: { __typename: 'ReminderSettings', reminderDays: Array<number> } };

export type AdminRoomsListQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminRoomsListQuery = { __typename: 'Query', meetingRooms: Array<{ __typename: 'MeetingRoom', id: string, name: string, description: string | null, capacity: number, location: string | null, amenities: Array<string>, pricePerMonth: string | null, deposit: string | null, minimumBookingMonths: number, isActive: boolean }> };

export type AdminCreateRoomMutationVariables = Exact<{
  input: MeetingRoomInput;
}>;


export type AdminCreateRoomMutation = { __typename: 'Mutation', createMeetingRoom: { __typename: 'MeetingRoom', id: string } };

export type AdminUpdateRoomMutationVariables = Exact<{
  id: string | number;
  input: MeetingRoomInput;
}>;


export type AdminUpdateRoomMutation = { __typename: 'Mutation', updateMeetingRoom: { __typename: 'MeetingRoom', id: string, name: string, description: string | null, capacity: number, location: string | null, amenities: Array<string>, pricePerMonth: string | null, deposit: string | null, minimumBookingMonths: number, isActive: boolean } };

export type AdminDeleteRoomMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminDeleteRoomMutation = { __typename: 'Mutation', deleteMeetingRoom: string };

export type AdminLeaguesTeamsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminLeaguesTeamsQuery = { __typename: 'Query', leagues: Array<{ __typename: 'League', id: string, name: string, ageGroup: string | null, description: string | null }>, teams: Array<{ __typename: 'Team', id: string, name: string, league: { __typename: 'League', id: string, name: string } | null, members: Array<{ __typename: 'RosterChild', id: string, name: string }> }>, children: Array<{ __typename: 'Child', id: string, name: string }> };

export type AdminCreateLeagueMutationVariables = Exact<{
  input: LeagueInput;
}>;


export type AdminCreateLeagueMutation = { __typename: 'Mutation', createLeague: { __typename: 'League', id: string } };

export type AdminUpdateLeagueMutationVariables = Exact<{
  id: string | number;
  input: LeagueInput;
}>;


export type AdminUpdateLeagueMutation = { __typename: 'Mutation', updateLeague: { __typename: 'League', id: string, name: string, ageGroup: string | null, description: string | null } };

export type AdminDeleteLeagueMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminDeleteLeagueMutation = { __typename: 'Mutation', deleteLeague: string };

export type AdminCreateTeamMutationVariables = Exact<{
  input: TeamInput;
}>;


export type AdminCreateTeamMutation = { __typename: 'Mutation', createTeam: { __typename: 'Team', id: string } };

export type AdminUpdateTeamMutationVariables = Exact<{
  id: string | number;
  input: TeamInput;
}>;


export type AdminUpdateTeamMutation = { __typename: 'Mutation', updateTeam: { __typename: 'Team', id: string, name: string, league: { __typename: 'League', id: string, name: string } | null } };

export type AdminDeleteTeamMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminDeleteTeamMutation = { __typename: 'Mutation', deleteTeam: string };

export type AdminAddTeamMemberMutationVariables = Exact<{
  teamId: string | number;
  childId: string | number;
}>;


export type AdminAddTeamMemberMutation = { __typename: 'Mutation', addTeamMember: { __typename: 'Team', id: string, members: Array<{ __typename: 'RosterChild', id: string, name: string }> } };

export type AdminRemoveTeamMemberMutationVariables = Exact<{
  teamId: string | number;
  childId: string | number;
}>;


export type AdminRemoveTeamMemberMutation = { __typename: 'Mutation', removeTeamMember: { __typename: 'Team', id: string, members: Array<{ __typename: 'RosterChild', id: string, name: string }> } };

export type AdminUsersListQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminUsersListQuery = { __typename: 'Query', users: Array<{ __typename: 'User', id: string, username: string, email: string, fullName: string, isAdmin: boolean, isParent: boolean }> };

export type AdminCreateUserMutationVariables = Exact<{
  input: CreateUserInput;
}>;


export type AdminCreateUserMutation = { __typename: 'Mutation', createUser: { __typename: 'User', id: string, username: string, email: string, fullName: string, isAdmin: boolean, isParent: boolean } };

export type AdminUpdateUserMutationVariables = Exact<{
  id: string | number;
  input: UpdateUserInput;
}>;


export type AdminUpdateUserMutation = { __typename: 'Mutation', updateUser: { __typename: 'User', id: string, username: string, email: string, fullName: string, isAdmin: boolean, isParent: boolean } };

export type AdminDeleteUserMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminDeleteUserMutation = { __typename: 'Mutation', deleteUser: string };

export type AdminWebhookEndpointsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminWebhookEndpointsQuery = { __typename: 'Query', webhookEndpoints: Array<{ __typename: 'WebhookEndpoint', id: string, url: string, description: string, events: Array<string>, enabled: boolean, disabledReason: string | null, createdAt: string }> };

export type AdminWebhookDeliveriesQueryVariables = Exact<{
  endpointId: string | number;
}>;


export type AdminWebhookDeliveriesQuery = { __typename: 'Query', webhookDeliveries: Array<{ __typename: 'WebhookDelivery', id: string, eventType: string, status: string, attempts: number, responseStatus: number | null, responseExcerpt: string | null, error: string | null, nextAttemptAt: string | null, lastAttemptAt: string | null, createdAt: string }> };

export type AdminCreateWebhookMutationVariables = Exact<{
  input: WebhookEndpointInput;
}>;


export type AdminCreateWebhookMutation = { __typename: 'Mutation', createWebhookEndpoint: { __typename: 'WebhookEndpointWithSecret', secret: string, endpoint: { __typename: 'WebhookEndpoint', id: string } } };

export type AdminUpdateWebhookMutationVariables = Exact<{
  id: string | number;
  input: WebhookEndpointInput;
}>;


export type AdminUpdateWebhookMutation = { __typename: 'Mutation', updateWebhookEndpoint: { __typename: 'WebhookEndpoint', id: string, url: string, description: string, events: Array<string> } };

export type AdminRotateWebhookSecretMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminRotateWebhookSecretMutation = { __typename: 'Mutation', rotateWebhookSecret: { __typename: 'WebhookEndpointWithSecret', secret: string, endpoint: { __typename: 'WebhookEndpoint', id: string } } };

export type AdminSetWebhookEnabledMutationVariables = Exact<{
  id: string | number;
  enabled: boolean;
}>;


export type AdminSetWebhookEnabledMutation = { __typename: 'Mutation', setWebhookEndpointEnabled: { __typename: 'WebhookEndpoint', id: string, enabled: boolean, disabledReason: string | null } };

export type AdminDeleteWebhookMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminDeleteWebhookMutation = { __typename: 'Mutation', deleteWebhookEndpoint: string };

export type AdminRetryWebhookDeliveryMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminRetryWebhookDeliveryMutation = { __typename: 'Mutation', retryWebhookDelivery: { __typename: 'WebhookDelivery', id: string, status: string, nextAttemptAt: string | null } };

export type WhatsappConfigFieldsFragment = { __typename: 'WhatsappConfig', phoneNumberId: string, accessToken: string, webhookVerifyToken: string, isActive: boolean, updatedAt: string, webhookUrl: string };

export type AdminWhatsappConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminWhatsappConfigQuery = { __typename: 'Query', whatsappConfig: { __typename: 'WhatsappConfig', phoneNumberId: string, accessToken: string, webhookVerifyToken: string, isActive: boolean, updatedAt: string, webhookUrl: string } | null };

export type AdminSaveWhatsappConfigMutationVariables = Exact<{
  input: WhatsappConfigInput;
}>;


export type AdminSaveWhatsappConfigMutation = { __typename: 'Mutation', saveWhatsappConfig: { __typename: 'WhatsappConfig', phoneNumberId: string, accessToken: string, webhookVerifyToken: string, isActive: boolean, updatedAt: string, webhookUrl: string } };

export type AdminSendWhatsappTestMutationVariables = Exact<{
  input: WhatsappTestInput;
}>;


export type AdminSendWhatsappTestMutation = { __typename: 'Mutation', sendWhatsappTestMessage: { __typename: 'WhatsappTestResult', success: boolean, error: string | null, notification: { __typename: 'WhatsappNotification', id: string } | null } };

export type AdminWhatsappLogsQueryVariables = Exact<{
  status?: MessageStatus | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type AdminWhatsappLogsQuery = { __typename: 'Query', whatsappNotifications: { __typename: 'WhatsappNotificationPage', total: number, items: Array<{ __typename: 'WhatsappNotification', id: string, phoneNumber: string, messageContent: string | null, templateName: string | null, status: MessageStatus, relatedType: string | null, sentAt: string | null, deliveredAt: string | null, readAt: string | null, errorMessage: string | null, createdAt: string }> } };

export type AuthLoginMutationVariables = Exact<{
  username: string;
  password: string;
}>;


export type AuthLoginMutation = { __typename: 'Mutation', login: { __typename: 'User', id: string, username: string, email: string, fullName: string, isAdmin: boolean, isParent: boolean, language: string | null } };

export type AuthRegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type AuthRegisterMutation = { __typename: 'Mutation', register: { __typename: 'User', id: string, username: string, email: string, fullName: string, isAdmin: boolean, isParent: boolean, language: string | null } };

export type AuthForgotPasswordMutationVariables = Exact<{
  email: string;
}>;


export type AuthForgotPasswordMutation = { __typename: 'Mutation', forgotPassword: { __typename: 'MessagePayload', message: string } };

export type AuthResetPasswordMutationVariables = Exact<{
  token: string;
  newPassword: string;
}>;


export type AuthResetPasswordMutation = { __typename: 'Mutation', resetPassword: { __typename: 'MessagePayload', message: string } };

export type CalendarFeedFieldsFragment = { __typename: 'CalendarFeed', id: string, webcalUrl: string, httpUrl: string, createdAt: string, room: { __typename: 'CalendarRoomRef', id: string, name: string } | null };

export type MyCalendarFeedsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCalendarFeedsQuery = { __typename: 'Query', myCalendarFeeds: Array<{ __typename: 'CalendarFeed', id: string, webcalUrl: string, httpUrl: string, createdAt: string, room: { __typename: 'CalendarRoomRef', id: string, name: string } | null }> };

export type RegenerateCalendarFeedMutationVariables = Exact<{
  roomId?: string | number | null | undefined;
}>;


export type RegenerateCalendarFeedMutation = { __typename: 'Mutation', regenerateCalendarFeed: { __typename: 'CalendarFeed', id: string, webcalUrl: string, httpUrl: string, createdAt: string, room: { __typename: 'CalendarRoomRef', id: string, name: string } | null } };

export type RevokeCalendarFeedMutationVariables = Exact<{
  roomId?: string | number | null | undefined;
}>;


export type RevokeCalendarFeedMutation = { __typename: 'Mutation', revokeCalendarFeed: boolean };

export type CalendarRangeQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type CalendarRangeQuery = { __typename: 'Query', calendar: { __typename: 'Calendar', events: Array<{ __typename: 'Event', description: string | null, id: string, title: string, type: EventType, date: string, status: EventStatus, startTime: string, endTime: string | null, location: string, locationDetail: string | null, maxAttendees: number | null, attendeeCount: number, waitlistCount: number, waitlistPosition: number | null, currentUserRsvp: { __typename: 'RsvpInfo', status: RsvpStatus, respondedAt: string } | null }>, bookings: Array<{ __typename: 'CalendarBooking', id: string, date: string, startTime: string, endTime: string, status: string, purpose: string | null, room: { __typename: 'CalendarRoom', name: string, location: string | null, capacity: number }, member: { __typename: 'Person', id: string, fullName: string } }> } };

export type EventDetailsQueryVariables = Exact<{
  id: string | number;
}>;


export type EventDetailsQuery = { __typename: 'Query', event: { __typename: 'Event', id: string, description: string | null } | null };

export type MyChildrenQueryVariables = Exact<{ [key: string]: never; }>;


export type MyChildrenQuery = { __typename: 'Query', children: Array<{ __typename: 'Child', id: string, name: string, dateOfBirth: string, ageGroup: string | null, parentId: string | null, teams: Array<{ __typename: 'Team', id: string, name: string }> }> };

export type ChildUpcomingEventsQueryVariables = Exact<{
  childId: string | number;
}>;


export type ChildUpcomingEventsQuery = { __typename: 'Query', childEvents: Array<{ __typename: 'ChildEvent', event: { __typename: 'Event', id: string, title: string, type: EventType, date: string, startTime: string, endTime: string | null, location: string, team: { __typename: 'Team', id: string, name: string } | null }, availability: { __typename: 'Availability', id: string, isAvailable: boolean, respondedAt: string } | null }> };

export type AddChildMutationVariables = Exact<{
  input: ChildInput;
}>;


export type AddChildMutation = { __typename: 'Mutation', addChild: { __typename: 'Child', id: string, name: string } };

export type ClaimChildMutationVariables = Exact<{
  id: string | number;
}>;


export type ClaimChildMutation = { __typename: 'Mutation', claimChild: { __typename: 'Child', id: string, name: string } };

export type SetAvailabilityMutationVariables = Exact<{
  eventId: string | number;
  childId: string | number;
  isAvailable: boolean;
}>;


export type SetAvailabilityMutation = { __typename: 'Mutation', setAvailability: { __typename: 'Availability', id: string, isAvailable: boolean, respondedAt: string } };

export type DashboardUpcomingEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardUpcomingEventsQuery = { __typename: 'Query', events: Array<{ __typename: 'Event', id: string, title: string, type: EventType, date: string, status: EventStatus, startTime: string, endTime: string | null, location: string, locationDetail: string | null, maxAttendees: number | null, attendeeCount: number, waitlistCount: number, waitlistPosition: number | null, currentUserRsvp: { __typename: 'RsvpInfo', status: RsvpStatus, respondedAt: string } | null }> };

export type DashboardAnnouncementsQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardAnnouncementsQuery = { __typename: 'Query', announcements: Array<{ __typename: 'Announcement', id: string, title: string, content: string, createdAt: string, author: { __typename: 'Person', id: string, fullName: string } | null, team: { __typename: 'Team', id: string, name: string } | null, league: { __typename: 'League', id: string, name: string } | null }> };

export type EventCardFieldsFragment = { __typename: 'Event', id: string, title: string, type: EventType, date: string, status: EventStatus, startTime: string, endTime: string | null, location: string, locationDetail: string | null, maxAttendees: number | null, attendeeCount: number, waitlistCount: number, waitlistPosition: number | null, currentUserRsvp: { __typename: 'RsvpInfo', status: RsvpStatus, respondedAt: string } | null };

export type EventSeatsChangedSubscriptionVariables = Exact<{
  eventId: string | number;
}>;


export type EventSeatsChangedSubscription = { __typename: 'Subscription', eventSeatsChanged: { __typename: 'Event', id: string, attendeeCount: number, waitlistCount: number } };

export type EventsRsvpToEventMutationVariables = Exact<{
  eventId: string | number;
  status: RsvpStatus;
}>;


export type EventsRsvpToEventMutation = { __typename: 'Mutation', rsvpToEvent: { __typename: 'Event', id: string, attendeeCount: number, waitlistCount: number, waitlistPosition: number | null, currentUserRsvp: { __typename: 'RsvpInfo', status: RsvpStatus, respondedAt: string } | null } };

export type EventsJoinWaitlistMutationVariables = Exact<{
  eventId: string | number;
}>;


export type EventsJoinWaitlistMutation = { __typename: 'Mutation', joinWaitlist: { __typename: 'Event', id: string, attendeeCount: number, waitlistCount: number, waitlistPosition: number | null } };

export type EventsLeaveWaitlistMutationVariables = Exact<{
  eventId: string | number;
}>;


export type EventsLeaveWaitlistMutation = { __typename: 'Mutation', leaveWaitlist: { __typename: 'Event', id: string, attendeeCount: number, waitlistCount: number, waitlistPosition: number | null } };

export type EventsPageListQueryVariables = Exact<{ [key: string]: never; }>;


export type EventsPageListQuery = { __typename: 'Query', events: Array<{ __typename: 'Event', description: string | null, id: string, title: string, type: EventType, date: string, status: EventStatus, startTime: string, endTime: string | null, location: string, locationDetail: string | null, maxAttendees: number | null, attendeeCount: number, waitlistCount: number, waitlistPosition: number | null, currentUserRsvp: { __typename: 'RsvpInfo', status: RsvpStatus, respondedAt: string } | null }> };

export type InboxUnreadCountQueryVariables = Exact<{ [key: string]: never; }>;


export type InboxUnreadCountQuery = { __typename: 'Query', unreadNotificationCount: number };

export type InboxNotificationAddedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type InboxNotificationAddedSubscription = { __typename: 'Subscription', myNotificationAdded: { __typename: 'InboxNotification', id: string } };

export type InboxNotificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type InboxNotificationsQuery = { __typename: 'Query', unreadNotificationCount: number, myNotifications: Array<{ __typename: 'InboxNotification', id: string, kind: NotificationKind, title: string, body: string, link: string, createdAt: string, readAt: string | null }> };

export type InboxMarkReadMutationVariables = Exact<{
  id: string | number;
}>;


export type InboxMarkReadMutation = { __typename: 'Mutation', markNotificationRead: { __typename: 'InboxNotification', id: string, readAt: string | null } };

export type InboxMarkAllReadMutationVariables = Exact<{ [key: string]: never; }>;


export type InboxMarkAllReadMutation = { __typename: 'Mutation', markAllNotificationsRead: number };

export type DuesInvoiceFieldsFragment = { __typename: 'Invoice', id: string, invoiceNumber: string, periodStart: string | null, periodEnd: string | null, totalAmount: string, paidInFull: boolean, paidInFullDate: string | null, voidedAt: string | null, voidReason: string | null, pdfUrl: string | null, plan: { __typename: 'MembershipPlan', id: string, name: string } | null };

export type ProfileMyMembershipQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileMyMembershipQuery = { __typename: 'Query', myMembership: { __typename: 'Membership', id: string, startDate: string, nextPlanFrom: string | null, status: MembershipStatus, paidThrough: string | null, owedSince: string | null, lapsesOn: string | null, currentPeriodStart: string | null, currentPeriodEnd: string | null, plan: { __typename: 'MembershipPlan', id: string, name: string, amount: string, period: MembershipPeriod }, nextPlan: { __typename: 'MembershipPlan', id: string, name: string } | null, invoices: Array<{ __typename: 'Invoice', id: string, invoiceNumber: string, periodStart: string | null, periodEnd: string | null, totalAmount: string, paidInFull: boolean, paidInFullDate: string | null, voidedAt: string | null, voidReason: string | null, pdfUrl: string | null, paymentDue: { __typename: 'PaymentDue', purpose: PaymentPurpose, amount: string, currency: string, preparing: boolean, settling: boolean } | null, plan: { __typename: 'MembershipPlan', id: string, name: string } | null }> } | null };

export type ProfileStartDuesPaymentMutationVariables = Exact<{
  invoiceId: string | number;
}>;


export type ProfileStartDuesPaymentMutation = { __typename: 'Mutation', startDuesPayment: { __typename: 'PaymentCheckout', purpose: PaymentPurpose, url: string | null, amount: string, currency: string } };

export type MyPasskeysQueryVariables = Exact<{ [key: string]: never; }>;


export type MyPasskeysQuery = { __typename: 'Query', myPasskeys: Array<{ __typename: 'Passkey', id: string, name: string, createdAt: string, lastUsedAt: string | null }> };

export type PasskeyStartRegistrationMutationVariables = Exact<{ [key: string]: never; }>;


export type PasskeyStartRegistrationMutation = { __typename: 'Mutation', startPasskeyRegistration: { __typename: 'PasskeyOptions', optionsJSON: string } };

export type PasskeyFinishRegistrationMutationVariables = Exact<{
  name: string;
  response: string;
}>;


export type PasskeyFinishRegistrationMutation = { __typename: 'Mutation', finishPasskeyRegistration: { __typename: 'Passkey', id: string, name: string, createdAt: string, lastUsedAt: string | null } };

export type PasskeyDeleteMutationVariables = Exact<{
  id: string | number;
}>;


export type PasskeyDeleteMutation = { __typename: 'Mutation', deletePasskey: string };

export type PasskeyStartSignInMutationVariables = Exact<{ [key: string]: never; }>;


export type PasskeyStartSignInMutation = { __typename: 'Mutation', startPasskeySignIn: { __typename: 'PasskeyOptions', optionsJSON: string } };

export type PasskeySignInMutationVariables = Exact<{
  response: string;
}>;


export type PasskeySignInMutation = { __typename: 'Mutation', signInWithPasskey: { __typename: 'User', id: string, username: string, email: string, fullName: string, isAdmin: boolean, isParent: boolean, language: string | null } };

export type BookingPaymentFieldsFragment = { __typename: 'Payment', id: string, purpose: PaymentPurpose, amount: string, refundedAmount: string, currency: string, method: string | null, providerReference: string, status: PaymentStatus, tickedStep: boolean, receivedAt: string | null, createdAt: string, refunds: Array<{ __typename: 'Refund', id: string, amount: string, reason: string, status: RefundStatus, createdAt: string }> };

export type ProfileFieldsFragment = { __typename: 'MyProfile', whatsappOptInAt: string | null, language: string | null, user: { __typename: 'User', id: string, fullName: string, email: string, username: string, phone: string | null, whatsappPhone: string | null, bio: string | null, language: string | null }, preferences: { __typename: 'NotificationPreferences', emailNotifications: boolean, whatsappEventReminders: boolean, whatsappAnnouncements: boolean, reminderTimingHours: number } };

export type ProfileMineQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileMineQuery = { __typename: 'Query', myProfile: { __typename: 'MyProfile', whatsappOptInAt: string | null, language: string | null, user: { __typename: 'User', id: string, fullName: string, email: string, username: string, phone: string | null, whatsappPhone: string | null, bio: string | null, language: string | null }, preferences: { __typename: 'NotificationPreferences', emailNotifications: boolean, whatsappEventReminders: boolean, whatsappAnnouncements: boolean, reminderTimingHours: number } } };

export type ProfileUpdateMutationVariables = Exact<{
  input: ProfileInput;
}>;


export type ProfileUpdateMutation = { __typename: 'Mutation', updateProfile: { __typename: 'MyProfile', whatsappOptInAt: string | null, language: string | null, user: { __typename: 'User', id: string, fullName: string, email: string, username: string, phone: string | null, whatsappPhone: string | null, bio: string | null, language: string | null }, preferences: { __typename: 'NotificationPreferences', emailNotifications: boolean, whatsappEventReminders: boolean, whatsappAnnouncements: boolean, reminderTimingHours: number } } };

export type MyPushSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyPushSettingsQuery = { __typename: 'Query', myPushSettings: { __typename: 'PushSettings', publicKey: string | null, devices: Array<{ __typename: 'PushDevice', id: string, name: string, createdAt: string, lastSentAt: string | null }>, preferences: { __typename: 'PushPreferences', eventReminders: boolean, rsvpNeeded: boolean, waitlistPlace: boolean, bookingSteps: boolean, announcements: boolean } } };

export type PushAddDeviceMutationVariables = Exact<{
  input: PushSubscriptionInput;
}>;


export type PushAddDeviceMutation = { __typename: 'Mutation', addPushDevice: { __typename: 'PushDevice', id: string, name: string, createdAt: string, lastSentAt: string | null } };

export type PushRemoveDeviceMutationVariables = Exact<{
  id: string | number;
}>;


export type PushRemoveDeviceMutation = { __typename: 'Mutation', removePushDevice: string };

export type PushSavePreferencesMutationVariables = Exact<{
  input: PushPreferencesInput;
}>;


export type PushSavePreferencesMutation = { __typename: 'Mutation', savePushPreferences: { __typename: 'PushPreferences', eventReminders: boolean, rsvpNeeded: boolean, waitlistPlace: boolean, bookingSteps: boolean, announcements: boolean } };

export type MeetingRoomFieldsFragment = { __typename: 'MeetingRoom', id: string, name: string, description: string | null, capacity: number, location: string | null, amenities: Array<string>, pricePerMonth: string | null, deposit: string | null, minimumBookingMonths: number, isActive: boolean };

export type RoomsMyBookingChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type RoomsMyBookingChangedSubscription = { __typename: 'Subscription', myBookingChanged: { __typename: 'RoomBooking', id: string } };

export type RoomsActiveRoomsQueryVariables = Exact<{ [key: string]: never; }>;


export type RoomsActiveRoomsQuery = { __typename: 'Query', meetingRooms: Array<{ __typename: 'MeetingRoom', id: string, name: string, description: string | null, capacity: number, location: string | null, amenities: Array<string>, pricePerMonth: string | null, deposit: string | null, minimumBookingMonths: number, isActive: boolean }> };

export type RoomsMyBookingRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type RoomsMyBookingRequestsQuery = { __typename: 'Query', myRoomBookings: Array<{ __typename: 'RoomBooking', id: string, startDate: string, endDate: string, durationMonths: number, status: BookingStatus, depositCarriedOver: boolean, endingSoon: boolean, depositRequestedAt: string | null, depositReceivedAt: string | null, fullPaymentRequestedAt: string | null, fullPaymentReceivedAt: string | null, createdAt: string, reviewedAt: string | null, extendsBooking: { __typename: 'RoomBooking', id: string } | null, room: { __typename: 'MeetingRoom', id: string, name: string, pricePerMonth: string | null }, invoice: { __typename: 'Invoice', id: string, invoiceNumber: string, pdfUrl: string | null, totalAmount: string, depositAmount: string, monthlyAmount: string, depositPaid: boolean, paidInFull: boolean } | null, paymentDue: { __typename: 'PaymentDue', purpose: PaymentPurpose, amount: string, currency: string, preparing: boolean, settling: boolean } | null, payments: Array<{ __typename: 'Payment', id: string, purpose: PaymentPurpose, amount: string, refundedAmount: string, currency: string, method: string | null, providerReference: string, status: PaymentStatus, tickedStep: boolean, receivedAt: string | null, createdAt: string, refunds: Array<{ __typename: 'Refund', id: string, amount: string, reason: string, status: RefundStatus, createdAt: string }> }> }> };

export type RoomsStartPaymentMutationVariables = Exact<{
  bookingId: string | number;
}>;


export type RoomsStartPaymentMutation = { __typename: 'Mutation', startPayment: { __typename: 'PaymentCheckout', purpose: PaymentPurpose, url: string | null, amount: string, currency: string, expiresAt: string | null } };

export type RoomsRequestBookingMutationVariables = Exact<{
  input: RoomBookingRequestInput;
}>;


export type RoomsRequestBookingMutation = { __typename: 'Mutation', requestRoomBooking: { __typename: 'RoomBooking', id: string, status: BookingStatus } };

export type RoomsExtendBookingMutationVariables = Exact<{
  id: string | number;
  input: RoomBookingExtensionInput;
}>;


export type RoomsExtendBookingMutation = { __typename: 'Mutation', extendRoomBooking: { __typename: 'RoomBooking', id: string, status: BookingStatus } };

export type SsoProvidersQueryVariables = Exact<{ [key: string]: never; }>;


export type SsoProvidersQuery = { __typename: 'Query', ssoProviders: Array<{ __typename: 'SsoProvider', id: string, name: string }> };

export type SsoStartMutationVariables = Exact<{
  provider: string | number;
}>;


export type SsoStartMutation = { __typename: 'Mutation', startSsoSignIn: { __typename: 'SsoStart', url: string } };

export type SsoFinishMutationVariables = Exact<{
  provider: string | number;
  callbackQuery: string;
}>;


export type SsoFinishMutation = { __typename: 'Mutation', finishSsoSignIn: { __typename: 'User', id: string, username: string, email: string, fullName: string, isAdmin: boolean, isParent: boolean, language: string | null } };

export type TwoFactorStartMutationVariables = Exact<{ [key: string]: never; }>;


export type TwoFactorStartMutation = { __typename: 'Mutation', startTwoFactorEnrolment: { __typename: 'TwoFactorEnrolment', secret: string, otpauthUrl: string, qrCodeDataUrl: string } };

export type TwoFactorConfirmMutationVariables = Exact<{
  code: string;
}>;


export type TwoFactorConfirmMutation = { __typename: 'Mutation', confirmTwoFactorEnrolment: { __typename: 'TwoFactorRecoveryCodes', codes: Array<string> } };

export type TwoFactorDisableMutationVariables = Exact<{
  code: string;
}>;


export type TwoFactorDisableMutation = { __typename: 'Mutation', disableTwoFactor: { __typename: 'TwoFactorStatus', enabled: boolean, required: boolean, recoveryCodesLeft: number } };

export type TwoFactorLoginMutationVariables = Exact<{
  challenge: string;
  code: string;
}>;


export type TwoFactorLoginMutation = { __typename: 'Mutation', loginWithTwoFactor: { __typename: 'User', id: string, username: string, email: string, fullName: string, isAdmin: boolean, isParent: boolean, language: string | null } };

export type AdminOfficeSecurityQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminOfficeSecurityQuery = { __typename: 'Query', officeSecurity: { __typename: 'OfficeSecurity', adminsRequireTwoFactor: boolean, ssoCreatesAccounts: boolean } };

export type AdminSetOfficeSecurityMutationVariables = Exact<{
  required: boolean;
}>;


export type AdminSetOfficeSecurityMutation = { __typename: 'Mutation', setAdminsRequireTwoFactor: { __typename: 'OfficeSecurity', adminsRequireTwoFactor: boolean, ssoCreatesAccounts: boolean } };

export type AdminSetSsoCreatesAccountsMutationVariables = Exact<{
  allowed: boolean;
}>;


export type AdminSetSsoCreatesAccountsMutation = { __typename: 'Mutation', setSsoCreatesAccounts: { __typename: 'OfficeSecurity', adminsRequireTwoFactor: boolean, ssoCreatesAccounts: boolean } };

export type TwoFactorStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type TwoFactorStatusQuery = { __typename: 'Query', twoFactorStatus: { __typename: 'TwoFactorStatus', enabled: boolean, required: boolean, recoveryCodesLeft: number } };

export type OfficeSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type OfficeSettingsQuery = { __typename: 'Query', officeSettings: { __typename: 'OfficeSettings', currency: string, onlinePayments: boolean } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { __typename: 'Query', me: { __typename: 'User', id: string, username: string, email: string, fullName: string, isAdmin: boolean, isParent: boolean, language: string | null } | null };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { __typename: 'Mutation', logout: boolean };

export const AdminPaymentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"providerReference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tickedStep"}},{"kind":"Field","name":{"kind":"Name","value":"attention"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolution"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"providerReference"}},{"kind":"Field","name":{"kind":"Name","value":"failure"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<AdminPaymentFieldsFragment, unknown>;
export const AdminBookingFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBookingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoomBooking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"durationMonths"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"depositRequestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"depositReceivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"fullPaymentRequestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"fullPaymentReceivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"depositCarriedOver"}},{"kind":"Field","name":{"kind":"Name","value":"endingSoon"}},{"kind":"Field","name":{"kind":"Name","value":"extendsBooking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"durationMonths"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"durationMonths"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"room"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerMonth"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"memberMembershipStatus"}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPaymentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"providerReference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tickedStep"}},{"kind":"Field","name":{"kind":"Name","value":"attention"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolution"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"providerReference"}},{"kind":"Field","name":{"kind":"Name","value":"failure"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<AdminBookingFieldsFragment, unknown>;
export const AdminEventFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"locationDetail"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttendees"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attendeeCount"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistCount"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teamsInvolved"}},{"kind":"Field","name":{"kind":"Name","value":"relevanceType"}},{"kind":"Field","name":{"kind":"Name","value":"ageGroupRelevance"}}]}}]} as unknown as DocumentNode<AdminEventFieldsFragment, unknown>;
export const MembershipPlanFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MembershipPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MembershipPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"inUse"}}]}}]} as unknown as DocumentNode<MembershipPlanFieldsFragment, unknown>;
export const DuesInvoiceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DuesInvoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paidInFull"}},{"kind":"Field","name":{"kind":"Name","value":"paidInFullDate"}},{"kind":"Field","name":{"kind":"Name","value":"voidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"voidReason"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<DuesInvoiceFieldsFragment, unknown>;
export const AdminMembershipFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMembershipFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Membership"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"period"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"nextPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextPlanFrom"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paidThrough"}},{"kind":"Field","name":{"kind":"Name","value":"owedSince"}},{"kind":"Field","name":{"kind":"Name","value":"lapsesOn"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodStart"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DuesInvoiceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DuesInvoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paidInFull"}},{"kind":"Field","name":{"kind":"Name","value":"paidInFullDate"}},{"kind":"Field","name":{"kind":"Name","value":"voidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"voidReason"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminMembershipFieldsFragment, unknown>;
export const WhatsappConfigFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WhatsappConfigFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WhatsappConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phoneNumberId"}},{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"webhookVerifyToken"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"webhookUrl"}}]}}]} as unknown as DocumentNode<WhatsappConfigFieldsFragment, unknown>;
export const CalendarFeedFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalendarFeedFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CalendarFeed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"webcalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"httpUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"room"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CalendarFeedFieldsFragment, unknown>;
export const EventCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"locationDetail"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttendees"}},{"kind":"Field","name":{"kind":"Name","value":"attendeeCount"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserRsvp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"waitlistCount"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistPosition"}}]}}]} as unknown as DocumentNode<EventCardFieldsFragment, unknown>;
export const BookingPaymentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingPaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"providerReference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tickedStep"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<BookingPaymentFieldsFragment, unknown>;
export const ProfileFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappPhone"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}},{"kind":"Field","name":{"kind":"Name","value":"whatsappOptInAt"}},{"kind":"Field","name":{"kind":"Name","value":"preferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappEventReminders"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappAnnouncements"}},{"kind":"Field","name":{"kind":"Name","value":"reminderTimingHours"}}]}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]} as unknown as DocumentNode<ProfileFieldsFragment, unknown>;
export const MeetingRoomFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeetingRoomFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MeetingRoom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"amenities"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerMonth"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"}},{"kind":"Field","name":{"kind":"Name","value":"minimumBookingMonths"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<MeetingRoomFieldsFragment, unknown>;
export const DeleteMyAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMyAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMyAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}]}]}}]} as unknown as DocumentNode<DeleteMyAccountMutation, DeleteMyAccountMutationVariables>;
export const AdminAnnouncementsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAnnouncementsList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"announcements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sendWhatsapp"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"league"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AdminAnnouncementsListQuery, AdminAnnouncementsListQueryVariables>;
export const AdminAnnouncementScopesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAnnouncementScopes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"leagues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminAnnouncementScopesQuery, AdminAnnouncementScopesQueryVariables>;
export const AdminCreateAnnouncementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateAnnouncement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnnouncementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAnnouncement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminCreateAnnouncementMutation, AdminCreateAnnouncementMutationVariables>;
export const AdminUpdateAnnouncementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateAnnouncement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnnouncementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAnnouncement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"sendWhatsapp"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"league"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AdminUpdateAnnouncementMutation, AdminUpdateAnnouncementMutationVariables>;
export const AdminDeleteAnnouncementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteAnnouncement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAnnouncement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AdminDeleteAnnouncementMutation, AdminDeleteAnnouncementMutationVariables>;
export const AdminAuditLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAuditLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditLogFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]}}]} as unknown as DocumentNode<AdminAuditLogQuery, AdminAuditLogQueryVariables>;
export const AdminAuditFiltersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAuditFilters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditActors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"auditActions"}}]}}]} as unknown as DocumentNode<AdminAuditFiltersQuery, AdminAuditFiltersQueryVariables>;
export const AdminBookingRequestChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AdminBookingRequestChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingRequestChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminBookingRequestChangedSubscription, AdminBookingRequestChangedSubscriptionVariables>;
export const AdminBookingRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminBookingRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roomBookings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminBookingFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingRoomBookingCount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"providerReference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tickedStep"}},{"kind":"Field","name":{"kind":"Name","value":"attention"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolution"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"providerReference"}},{"kind":"Field","name":{"kind":"Name","value":"failure"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBookingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoomBooking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"durationMonths"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"depositRequestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"depositReceivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"fullPaymentRequestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"fullPaymentReceivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"depositCarriedOver"}},{"kind":"Field","name":{"kind":"Name","value":"endingSoon"}},{"kind":"Field","name":{"kind":"Name","value":"extendsBooking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"durationMonths"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"durationMonths"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"room"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerMonth"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"memberMembershipStatus"}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPaymentFields"}}]}}]}}]} as unknown as DocumentNode<AdminBookingRequestsQuery, AdminBookingRequestsQueryVariables>;
export const AdminAcceptBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminAcceptBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptRoomBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminBookingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"providerReference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tickedStep"}},{"kind":"Field","name":{"kind":"Name","value":"attention"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolution"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"providerReference"}},{"kind":"Field","name":{"kind":"Name","value":"failure"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBookingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoomBooking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"durationMonths"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"depositRequestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"depositReceivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"fullPaymentRequestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"fullPaymentReceivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"depositCarriedOver"}},{"kind":"Field","name":{"kind":"Name","value":"endingSoon"}},{"kind":"Field","name":{"kind":"Name","value":"extendsBooking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"durationMonths"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"durationMonths"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"room"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerMonth"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"memberMembershipStatus"}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPaymentFields"}}]}}]}}]} as unknown as DocumentNode<AdminAcceptBookingMutation, AdminAcceptBookingMutationVariables>;
export const AdminRejectBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRejectBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectRoomBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminBookingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"providerReference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tickedStep"}},{"kind":"Field","name":{"kind":"Name","value":"attention"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolution"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"providerReference"}},{"kind":"Field","name":{"kind":"Name","value":"failure"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBookingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoomBooking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"durationMonths"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"depositRequestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"depositReceivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"fullPaymentRequestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"fullPaymentReceivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"depositCarriedOver"}},{"kind":"Field","name":{"kind":"Name","value":"endingSoon"}},{"kind":"Field","name":{"kind":"Name","value":"extendsBooking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"durationMonths"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"durationMonths"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"room"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerMonth"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"memberMembershipStatus"}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPaymentFields"}}]}}]}}]} as unknown as DocumentNode<AdminRejectBookingMutation, AdminRejectBookingMutationVariables>;
export const AdminUncheckAcceptBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUncheckAcceptBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uncheckAcceptRoomBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminBookingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"providerReference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tickedStep"}},{"kind":"Field","name":{"kind":"Name","value":"attention"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolution"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"providerReference"}},{"kind":"Field","name":{"kind":"Name","value":"failure"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBookingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoomBooking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"durationMonths"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"depositRequestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"depositReceivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"fullPaymentRequestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"fullPaymentReceivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"depositCarriedOver"}},{"kind":"Field","name":{"kind":"Name","value":"endingSoon"}},{"kind":"Field","name":{"kind":"Name","value":"extendsBooking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"durationMonths"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"durationMonths"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"room"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerMonth"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"memberMembershipStatus"}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPaymentFields"}}]}}]}}]} as unknown as DocumentNode<AdminUncheckAcceptBookingMutation, AdminUncheckAcceptBookingMutationVariables>;
export const AdminSetBookingStepDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetBookingStep"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"step"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentStep"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"done"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setRoomBookingStep"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"step"},"value":{"kind":"Variable","name":{"kind":"Name","value":"step"}}},{"kind":"Argument","name":{"kind":"Name","value":"done"},"value":{"kind":"Variable","name":{"kind":"Name","value":"done"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminBookingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"providerReference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tickedStep"}},{"kind":"Field","name":{"kind":"Name","value":"attention"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolution"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"providerReference"}},{"kind":"Field","name":{"kind":"Name","value":"failure"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBookingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoomBooking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"durationMonths"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"depositRequestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"depositReceivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"fullPaymentRequestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"fullPaymentReceivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"depositCarriedOver"}},{"kind":"Field","name":{"kind":"Name","value":"endingSoon"}},{"kind":"Field","name":{"kind":"Name","value":"extendsBooking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"durationMonths"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"durationMonths"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"room"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerMonth"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"memberMembershipStatus"}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPaymentFields"}}]}}]}}]} as unknown as DocumentNode<AdminSetBookingStepMutation, AdminSetBookingStepMutationVariables>;
export const AdminDeleteBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRoomBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AdminDeleteBookingMutation, AdminDeleteBookingMutationVariables>;
export const AdminEventTeamChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminEventTeamChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"leagues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ageGroup"}}]}}]}}]} as unknown as DocumentNode<AdminEventTeamChoicesQuery, AdminEventTeamChoicesQueryVariables>;
export const AdminEventsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminEventsList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminEventFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"locationDetail"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttendees"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attendeeCount"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistCount"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teamsInvolved"}},{"kind":"Field","name":{"kind":"Name","value":"relevanceType"}},{"kind":"Field","name":{"kind":"Name","value":"ageGroupRelevance"}}]}}]} as unknown as DocumentNode<AdminEventsListQuery, AdminEventsListQueryVariables>;
export const AdminCreateEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminCreateEventMutation, AdminCreateEventMutationVariables>;
export const AdminUpdateEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminEventFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"locationDetail"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttendees"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attendeeCount"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistCount"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teamsInvolved"}},{"kind":"Field","name":{"kind":"Name","value":"relevanceType"}},{"kind":"Field","name":{"kind":"Name","value":"ageGroupRelevance"}}]}}]} as unknown as DocumentNode<AdminUpdateEventMutation, AdminUpdateEventMutationVariables>;
export const AdminDeleteEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AdminDeleteEventMutation, AdminDeleteEventMutationVariables>;
export const AdminInsightsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminInsights"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"months"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminInsights"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"months"},"value":{"kind":"Variable","name":{"kind":"Name","value":"months"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"occupancy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"bookedRoomMonths"}},{"kind":"Field","name":{"kind":"Name","value":"availableRoomMonths"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pipeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"revenue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"invoiced"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"invoiced"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}}]}},{"kind":"Field","name":{"kind":"Name","value":"membersByStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rsvpRates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"attending"}},{"kind":"Field","name":{"kind":"Name","value":"notAttending"}},{"kind":"Field","name":{"kind":"Name","value":"maybe"}},{"kind":"Field","name":{"kind":"Name","value":"noAnswer"}}]}}]}}]}}]} as unknown as DocumentNode<AdminInsightsQuery, AdminInsightsQueryVariables>;
export const AdminMembershipPlansDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMembershipPlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"membershipPlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MembershipPlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MembershipPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MembershipPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"inUse"}}]}}]} as unknown as DocumentNode<AdminMembershipPlansQuery, AdminMembershipPlansQueryVariables>;
export const AdminMembershipsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMemberships"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MembershipFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberships"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMembershipFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DuesInvoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paidInFull"}},{"kind":"Field","name":{"kind":"Name","value":"paidInFullDate"}},{"kind":"Field","name":{"kind":"Name","value":"voidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"voidReason"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMembershipFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Membership"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"period"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"nextPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextPlanFrom"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paidThrough"}},{"kind":"Field","name":{"kind":"Name","value":"owedSince"}},{"kind":"Field","name":{"kind":"Name","value":"lapsesOn"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodStart"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DuesInvoiceFields"}}]}}]}}]} as unknown as DocumentNode<AdminMembershipsQuery, AdminMembershipsQueryVariables>;
export const AdminMembershipSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMembershipSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"membershipSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"graceDays"}},{"kind":"Field","name":{"kind":"Name","value":"lapsedMembersMayRequestRooms"}}]}}]}}]} as unknown as DocumentNode<AdminMembershipSettingsQuery, AdminMembershipSettingsQueryVariables>;
export const AdminMembershipCandidatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMembershipCandidates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<AdminMembershipCandidatesQuery, AdminMembershipCandidatesQueryVariables>;
export const AdminCreateMembershipPlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateMembershipPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MembershipPlanInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMembershipPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MembershipPlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MembershipPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MembershipPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"inUse"}}]}}]} as unknown as DocumentNode<AdminCreateMembershipPlanMutation, AdminCreateMembershipPlanMutationVariables>;
export const AdminUpdateMembershipPlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateMembershipPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MembershipPlanInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMembershipPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MembershipPlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MembershipPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MembershipPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"inUse"}}]}}]} as unknown as DocumentNode<AdminUpdateMembershipPlanMutation, AdminUpdateMembershipPlanMutationVariables>;
export const AdminDeleteMembershipPlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteMembershipPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMembershipPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AdminDeleteMembershipPlanMutation, AdminDeleteMembershipPlanMutationVariables>;
export const AdminAssignMembershipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminAssignMembership"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AssignMembershipInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignMembership"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMembershipFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DuesInvoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paidInFull"}},{"kind":"Field","name":{"kind":"Name","value":"paidInFullDate"}},{"kind":"Field","name":{"kind":"Name","value":"voidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"voidReason"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMembershipFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Membership"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"period"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"nextPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextPlanFrom"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paidThrough"}},{"kind":"Field","name":{"kind":"Name","value":"owedSince"}},{"kind":"Field","name":{"kind":"Name","value":"lapsesOn"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodStart"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DuesInvoiceFields"}}]}}]}}]} as unknown as DocumentNode<AdminAssignMembershipMutation, AdminAssignMembershipMutationVariables>;
export const AdminChangeMembershipPlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminChangeMembershipPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"planId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeMembershipPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}},{"kind":"Argument","name":{"kind":"Name","value":"planId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"planId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMembershipFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DuesInvoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paidInFull"}},{"kind":"Field","name":{"kind":"Name","value":"paidInFullDate"}},{"kind":"Field","name":{"kind":"Name","value":"voidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"voidReason"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMembershipFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Membership"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"period"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"nextPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextPlanFrom"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paidThrough"}},{"kind":"Field","name":{"kind":"Name","value":"owedSince"}},{"kind":"Field","name":{"kind":"Name","value":"lapsesOn"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodStart"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DuesInvoiceFields"}}]}}]}}]} as unknown as DocumentNode<AdminChangeMembershipPlanMutation, AdminChangeMembershipPlanMutationVariables>;
export const AdminMarkDuesPaidDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminMarkDuesPaid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markDuesPaid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"invoiceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DuesInvoiceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DuesInvoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paidInFull"}},{"kind":"Field","name":{"kind":"Name","value":"paidInFullDate"}},{"kind":"Field","name":{"kind":"Name","value":"voidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"voidReason"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminMarkDuesPaidMutation, AdminMarkDuesPaidMutationVariables>;
export const AdminMarkDuesUnpaidDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminMarkDuesUnpaid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markDuesUnpaid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"invoiceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DuesInvoiceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DuesInvoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paidInFull"}},{"kind":"Field","name":{"kind":"Name","value":"paidInFullDate"}},{"kind":"Field","name":{"kind":"Name","value":"voidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"voidReason"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminMarkDuesUnpaidMutation, AdminMarkDuesUnpaidMutationVariables>;
export const AdminVoidDuesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminVoidDues"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"voidDuesInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"invoiceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DuesInvoiceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DuesInvoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paidInFull"}},{"kind":"Field","name":{"kind":"Name","value":"paidInFullDate"}},{"kind":"Field","name":{"kind":"Name","value":"voidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"voidReason"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminVoidDuesMutation, AdminVoidDuesMutationVariables>;
export const AdminUpdateMembershipSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateMembershipSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MembershipSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMembershipSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"graceDays"}},{"kind":"Field","name":{"kind":"Name","value":"lapsedMembersMayRequestRooms"}}]}}]}}]} as unknown as DocumentNode<AdminUpdateMembershipSettingsMutation, AdminUpdateMembershipSettingsMutationVariables>;
export const AdminPaymentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPayments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPaymentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"providerReference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tickedStep"}},{"kind":"Field","name":{"kind":"Name","value":"attention"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolution"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"providerReference"}},{"kind":"Field","name":{"kind":"Name","value":"failure"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<AdminPaymentsQuery, AdminPaymentsQueryVariables>;
export const AdminRefundPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRefundPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RefundInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refundPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paymentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPaymentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"providerReference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tickedStep"}},{"kind":"Field","name":{"kind":"Name","value":"attention"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolution"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"providerReference"}},{"kind":"Field","name":{"kind":"Name","value":"failure"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<AdminRefundPaymentMutation, AdminRefundPaymentMutationVariables>;
export const AdminResolvePaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminResolvePayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resolvePayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paymentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPaymentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"providerReference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tickedStep"}},{"kind":"Field","name":{"kind":"Name","value":"attention"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolution"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"providerReference"}},{"kind":"Field","name":{"kind":"Name","value":"failure"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<AdminResolvePaymentMutation, AdminResolvePaymentMutationVariables>;
export const AdminReconcilePaymentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminReconcilePayments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reconcilePayments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionsChecked"}},{"kind":"Field","name":{"kind":"Name","value":"paymentsRecorded"}},{"kind":"Field","name":{"kind":"Name","value":"linksExpired"}},{"kind":"Field","name":{"kind":"Name","value":"refundsUpdated"}}]}}]}}]} as unknown as DocumentNode<AdminReconcilePaymentsMutation, AdminReconcilePaymentsMutationVariables>;
export const AdminOverdueItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOverdueItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"overdueItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"what"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"since"}},{"kind":"Field","name":{"kind":"Name","value":"overdueSince"}}]}}]}}]} as unknown as DocumentNode<AdminOverdueItemsQuery, AdminOverdueItemsQueryVariables>;
export const AdminReminderSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminReminderSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reminderSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reminderDays"}}]}}]}}]} as unknown as DocumentNode<AdminReminderSettingsQuery, AdminReminderSettingsQueryVariables>;
export const AdminUpdateReminderSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateReminderSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReminderSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateReminderSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reminderDays"}}]}}]}}]} as unknown as DocumentNode<AdminUpdateReminderSettingsMutation, AdminUpdateReminderSettingsMutationVariables>;
export const AdminRoomsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRoomsList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meetingRooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MeetingRoomFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeetingRoomFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MeetingRoom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"amenities"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerMonth"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"}},{"kind":"Field","name":{"kind":"Name","value":"minimumBookingMonths"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<AdminRoomsListQuery, AdminRoomsListQueryVariables>;
export const AdminCreateRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MeetingRoomInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMeetingRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminCreateRoomMutation, AdminCreateRoomMutationVariables>;
export const AdminUpdateRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MeetingRoomInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMeetingRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MeetingRoomFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeetingRoomFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MeetingRoom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"amenities"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerMonth"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"}},{"kind":"Field","name":{"kind":"Name","value":"minimumBookingMonths"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<AdminUpdateRoomMutation, AdminUpdateRoomMutationVariables>;
export const AdminDeleteRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMeetingRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AdminDeleteRoomMutation, AdminDeleteRoomMutationVariables>;
export const AdminLeaguesTeamsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminLeaguesTeams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leagues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ageGroup"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"league"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminLeaguesTeamsQuery, AdminLeaguesTeamsQueryVariables>;
export const AdminCreateLeagueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateLeague"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeagueInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLeague"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminCreateLeagueMutation, AdminCreateLeagueMutationVariables>;
export const AdminUpdateLeagueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateLeague"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeagueInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLeague"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ageGroup"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<AdminUpdateLeagueMutation, AdminUpdateLeagueMutationVariables>;
export const AdminDeleteLeagueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteLeague"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteLeague"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AdminDeleteLeagueMutation, AdminDeleteLeagueMutationVariables>;
export const AdminCreateTeamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateTeam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TeamInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTeam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminCreateTeamMutation, AdminCreateTeamMutationVariables>;
export const AdminUpdateTeamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateTeam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TeamInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTeam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"league"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AdminUpdateTeamMutation, AdminUpdateTeamMutationVariables>;
export const AdminDeleteTeamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteTeam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTeam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AdminDeleteTeamMutation, AdminDeleteTeamMutationVariables>;
export const AdminAddTeamMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminAddTeamMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"teamId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"childId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addTeamMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"teamId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"teamId"}}},{"kind":"Argument","name":{"kind":"Name","value":"childId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"childId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AdminAddTeamMemberMutation, AdminAddTeamMemberMutationVariables>;
export const AdminRemoveTeamMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRemoveTeamMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"teamId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"childId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeTeamMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"teamId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"teamId"}}},{"kind":"Argument","name":{"kind":"Name","value":"childId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"childId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AdminRemoveTeamMemberMutation, AdminRemoveTeamMemberMutationVariables>;
export const AdminUsersListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUsersList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isParent"}}]}}]}}]} as unknown as DocumentNode<AdminUsersListQuery, AdminUsersListQueryVariables>;
export const AdminCreateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isParent"}}]}}]}}]} as unknown as DocumentNode<AdminCreateUserMutation, AdminCreateUserMutationVariables>;
export const AdminUpdateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isParent"}}]}}]}}]} as unknown as DocumentNode<AdminUpdateUserMutation, AdminUpdateUserMutationVariables>;
export const AdminDeleteUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AdminDeleteUserMutation, AdminDeleteUserMutationVariables>;
export const AdminWebhookEndpointsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminWebhookEndpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookEndpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<AdminWebhookEndpointsQuery, AdminWebhookEndpointsQueryVariables>;
export const AdminWebhookDeliveriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminWebhookDeliveries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"endpointId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"responseStatus"}},{"kind":"Field","name":{"kind":"Name","value":"responseExcerpt"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<AdminWebhookDeliveriesQuery, AdminWebhookDeliveriesQueryVariables>;
export const AdminCreateWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secret"}}]}}]}}]} as unknown as DocumentNode<AdminCreateWebhookMutation, AdminCreateWebhookMutationVariables>;
export const AdminUpdateWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"events"}}]}}]}}]} as unknown as DocumentNode<AdminUpdateWebhookMutation, AdminUpdateWebhookMutationVariables>;
export const AdminRotateWebhookSecretDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRotateWebhookSecret"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rotateWebhookSecret"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secret"}}]}}]}}]} as unknown as DocumentNode<AdminRotateWebhookSecretMutation, AdminRotateWebhookSecretMutationVariables>;
export const AdminSetWebhookEnabledDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetWebhookEnabled"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setWebhookEndpointEnabled"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"enabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}}]}}]}}]} as unknown as DocumentNode<AdminSetWebhookEnabledMutation, AdminSetWebhookEnabledMutationVariables>;
export const AdminDeleteWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AdminDeleteWebhookMutation, AdminDeleteWebhookMutationVariables>;
export const AdminRetryWebhookDeliveryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRetryWebhookDelivery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryWebhookDelivery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}}]}}]}}]} as unknown as DocumentNode<AdminRetryWebhookDeliveryMutation, AdminRetryWebhookDeliveryMutationVariables>;
export const AdminWhatsappConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminWhatsappConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"whatsappConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WhatsappConfigFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WhatsappConfigFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WhatsappConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phoneNumberId"}},{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"webhookVerifyToken"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"webhookUrl"}}]}}]} as unknown as DocumentNode<AdminWhatsappConfigQuery, AdminWhatsappConfigQueryVariables>;
export const AdminSaveWhatsappConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSaveWhatsappConfig"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WhatsappConfigInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveWhatsappConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WhatsappConfigFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WhatsappConfigFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WhatsappConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phoneNumberId"}},{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"webhookVerifyToken"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"webhookUrl"}}]}}]} as unknown as DocumentNode<AdminSaveWhatsappConfigMutation, AdminSaveWhatsappConfigMutationVariables>;
export const AdminSendWhatsappTestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSendWhatsappTest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WhatsappTestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendWhatsappTestMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"notification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AdminSendWhatsappTestMutation, AdminSendWhatsappTestMutationVariables>;
export const AdminWhatsappLogsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminWhatsappLogs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MessageStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"whatsappNotifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"messageContent"}},{"kind":"Field","name":{"kind":"Name","value":"templateName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"relatedType"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<AdminWhatsappLogsQuery, AdminWhatsappLogsQueryVariables>;
export const AuthLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isParent"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]}}]} as unknown as DocumentNode<AuthLoginMutation, AuthLoginMutationVariables>;
export const AuthRegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthRegister"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isParent"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]}}]} as unknown as DocumentNode<AuthRegisterMutation, AuthRegisterMutationVariables>;
export const AuthForgotPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthForgotPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forgotPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AuthForgotPasswordMutation, AuthForgotPasswordMutationVariables>;
export const AuthResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AuthResetPasswordMutation, AuthResetPasswordMutationVariables>;
export const MyCalendarFeedsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyCalendarFeeds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCalendarFeeds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalendarFeedFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalendarFeedFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CalendarFeed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"webcalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"httpUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"room"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<MyCalendarFeedsQuery, MyCalendarFeedsQueryVariables>;
export const RegenerateCalendarFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegenerateCalendarFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roomId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regenerateCalendarFeed"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"roomId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roomId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalendarFeedFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalendarFeedFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CalendarFeed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"webcalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"httpUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"room"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<RegenerateCalendarFeedMutation, RegenerateCalendarFeedMutationVariables>;
export const RevokeCalendarFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeCalendarFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roomId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeCalendarFeed"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"roomId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roomId"}}}]}]}}]} as unknown as DocumentNode<RevokeCalendarFeedMutation, RevokeCalendarFeedMutationVariables>;
export const CalendarRangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalendarRange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calendar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bookings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"room"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"locationDetail"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttendees"}},{"kind":"Field","name":{"kind":"Name","value":"attendeeCount"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserRsvp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"waitlistCount"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistPosition"}}]}}]} as unknown as DocumentNode<CalendarRangeQuery, CalendarRangeQueryVariables>;
export const EventDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<EventDetailsQuery, EventDetailsQueryVariables>;
export const MyChildrenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyChildren"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"ageGroup"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"teams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<MyChildrenQuery, MyChildrenQueryVariables>;
export const ChildUpcomingEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChildUpcomingEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"childId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"childEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"childId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"childId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"availability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}}]}}]}}]}}]} as unknown as DocumentNode<ChildUpcomingEventsQuery, ChildUpcomingEventsQueryVariables>;
export const AddChildDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddChild"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChildInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addChild"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AddChildMutation, AddChildMutationVariables>;
export const ClaimChildDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClaimChild"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimChild"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ClaimChildMutation, ClaimChildMutationVariables>;
export const SetAvailabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetAvailability"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"childId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isAvailable"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAvailability"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"childId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"childId"}}},{"kind":"Argument","name":{"kind":"Name","value":"isAvailable"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isAvailable"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}}]}}]}}]} as unknown as DocumentNode<SetAvailabilityMutation, SetAvailabilityMutationVariables>;
export const DashboardUpcomingEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardUpcomingEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"upcoming"},"value":{"kind":"BooleanValue","value":true}},{"kind":"ObjectField","name":{"kind":"Name","value":"notEnded"},"value":{"kind":"BooleanValue","value":true}}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"locationDetail"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttendees"}},{"kind":"Field","name":{"kind":"Name","value":"attendeeCount"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserRsvp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"waitlistCount"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistPosition"}}]}}]} as unknown as DocumentNode<DashboardUpcomingEventsQuery, DashboardUpcomingEventsQueryVariables>;
export const DashboardAnnouncementsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardAnnouncements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"announcements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"league"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardAnnouncementsQuery, DashboardAnnouncementsQueryVariables>;
export const EventSeatsChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"EventSeatsChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventSeatsChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"attendeeCount"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistCount"}}]}}]}}]} as unknown as DocumentNode<EventSeatsChangedSubscription, EventSeatsChangedSubscriptionVariables>;
export const EventsRsvpToEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EventsRsvpToEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RsvpStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rsvpToEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"attendeeCount"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserRsvp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"waitlistCount"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistPosition"}}]}}]}}]} as unknown as DocumentNode<EventsRsvpToEventMutation, EventsRsvpToEventMutationVariables>;
export const EventsJoinWaitlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EventsJoinWaitlist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinWaitlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"attendeeCount"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistCount"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistPosition"}}]}}]}}]} as unknown as DocumentNode<EventsJoinWaitlistMutation, EventsJoinWaitlistMutationVariables>;
export const EventsLeaveWaitlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EventsLeaveWaitlist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveWaitlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"attendeeCount"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistCount"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistPosition"}}]}}]}}]} as unknown as DocumentNode<EventsLeaveWaitlistMutation, EventsLeaveWaitlistMutationVariables>;
export const EventsPageListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventsPageList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"upcoming"},"value":{"kind":"BooleanValue","value":true}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"locationDetail"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttendees"}},{"kind":"Field","name":{"kind":"Name","value":"attendeeCount"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserRsvp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"waitlistCount"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistPosition"}}]}}]} as unknown as DocumentNode<EventsPageListQuery, EventsPageListQueryVariables>;
export const InboxUnreadCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InboxUnreadCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadNotificationCount"}}]}}]} as unknown as DocumentNode<InboxUnreadCountQuery, InboxUnreadCountQueryVariables>;
export const InboxNotificationAddedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"InboxNotificationAdded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myNotificationAdded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<InboxNotificationAddedSubscription, InboxNotificationAddedSubscriptionVariables>;
export const InboxNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InboxNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myNotifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unreadNotificationCount"}}]}}]} as unknown as DocumentNode<InboxNotificationsQuery, InboxNotificationsQueryVariables>;
export const InboxMarkReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InboxMarkRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markNotificationRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}}]}}]}}]} as unknown as DocumentNode<InboxMarkReadMutation, InboxMarkReadMutationVariables>;
export const InboxMarkAllReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InboxMarkAllRead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markAllNotificationsRead"}}]}}]} as unknown as DocumentNode<InboxMarkAllReadMutation, InboxMarkAllReadMutationVariables>;
export const ProfileMyMembershipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfileMyMembership"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myMembership"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"period"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"nextPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextPlanFrom"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paidThrough"}},{"kind":"Field","name":{"kind":"Name","value":"owedSince"}},{"kind":"Field","name":{"kind":"Name","value":"lapsesOn"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodStart"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DuesInvoiceFields"}},{"kind":"Field","name":{"kind":"Name","value":"paymentDue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"preparing"}},{"kind":"Field","name":{"kind":"Name","value":"settling"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DuesInvoiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paidInFull"}},{"kind":"Field","name":{"kind":"Name","value":"paidInFullDate"}},{"kind":"Field","name":{"kind":"Name","value":"voidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"voidReason"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ProfileMyMembershipQuery, ProfileMyMembershipQueryVariables>;
export const ProfileStartDuesPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProfileStartDuesPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startDuesPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"invoiceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode<ProfileStartDuesPaymentMutation, ProfileStartDuesPaymentMutationVariables>;
export const MyPasskeysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyPasskeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPasskeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]}}]} as unknown as DocumentNode<MyPasskeysQuery, MyPasskeysQueryVariables>;
export const PasskeyStartRegistrationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PasskeyStartRegistration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startPasskeyRegistration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"optionsJSON"}}]}}]}}]} as unknown as DocumentNode<PasskeyStartRegistrationMutation, PasskeyStartRegistrationMutationVariables>;
export const PasskeyFinishRegistrationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PasskeyFinishRegistration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"response"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finishPasskeyRegistration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"response"},"value":{"kind":"Variable","name":{"kind":"Name","value":"response"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]}}]} as unknown as DocumentNode<PasskeyFinishRegistrationMutation, PasskeyFinishRegistrationMutationVariables>;
export const PasskeyDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PasskeyDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePasskey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<PasskeyDeleteMutation, PasskeyDeleteMutationVariables>;
export const PasskeyStartSignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PasskeyStartSignIn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startPasskeySignIn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"optionsJSON"}}]}}]}}]} as unknown as DocumentNode<PasskeyStartSignInMutation, PasskeyStartSignInMutationVariables>;
export const PasskeySignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PasskeySignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"response"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signInWithPasskey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"response"},"value":{"kind":"Variable","name":{"kind":"Name","value":"response"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isParent"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]}}]} as unknown as DocumentNode<PasskeySignInMutation, PasskeySignInMutationVariables>;
export const ProfileMineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfileMine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappPhone"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}},{"kind":"Field","name":{"kind":"Name","value":"whatsappOptInAt"}},{"kind":"Field","name":{"kind":"Name","value":"preferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappEventReminders"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappAnnouncements"}},{"kind":"Field","name":{"kind":"Name","value":"reminderTimingHours"}}]}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]} as unknown as DocumentNode<ProfileMineQuery, ProfileMineQueryVariables>;
export const ProfileUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProfileUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappPhone"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}},{"kind":"Field","name":{"kind":"Name","value":"whatsappOptInAt"}},{"kind":"Field","name":{"kind":"Name","value":"preferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappEventReminders"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappAnnouncements"}},{"kind":"Field","name":{"kind":"Name","value":"reminderTimingHours"}}]}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]} as unknown as DocumentNode<ProfileUpdateMutation, ProfileUpdateMutationVariables>;
export const MyPushSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyPushSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPushSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicKey"}},{"kind":"Field","name":{"kind":"Name","value":"devices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSentAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"preferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventReminders"}},{"kind":"Field","name":{"kind":"Name","value":"rsvpNeeded"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistPlace"}},{"kind":"Field","name":{"kind":"Name","value":"bookingSteps"}},{"kind":"Field","name":{"kind":"Name","value":"announcements"}}]}}]}}]}}]} as unknown as DocumentNode<MyPushSettingsQuery, MyPushSettingsQueryVariables>;
export const PushAddDeviceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PushAddDevice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PushSubscriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addPushDevice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSentAt"}}]}}]}}]} as unknown as DocumentNode<PushAddDeviceMutation, PushAddDeviceMutationVariables>;
export const PushRemoveDeviceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PushRemoveDevice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removePushDevice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<PushRemoveDeviceMutation, PushRemoveDeviceMutationVariables>;
export const PushSavePreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PushSavePreferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PushPreferencesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savePushPreferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventReminders"}},{"kind":"Field","name":{"kind":"Name","value":"rsvpNeeded"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistPlace"}},{"kind":"Field","name":{"kind":"Name","value":"bookingSteps"}},{"kind":"Field","name":{"kind":"Name","value":"announcements"}}]}}]}}]} as unknown as DocumentNode<PushSavePreferencesMutation, PushSavePreferencesMutationVariables>;
export const RoomsMyBookingChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"RoomsMyBookingChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myBookingChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RoomsMyBookingChangedSubscription, RoomsMyBookingChangedSubscriptionVariables>;
export const RoomsActiveRoomsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RoomsActiveRooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meetingRooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MeetingRoomFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeetingRoomFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MeetingRoom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"amenities"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerMonth"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"}},{"kind":"Field","name":{"kind":"Name","value":"minimumBookingMonths"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<RoomsActiveRoomsQuery, RoomsActiveRoomsQueryVariables>;
export const RoomsMyBookingRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RoomsMyBookingRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myRoomBookings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"durationMonths"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"depositCarriedOver"}},{"kind":"Field","name":{"kind":"Name","value":"endingSoon"}},{"kind":"Field","name":{"kind":"Name","value":"extendsBooking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"depositRequestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"depositReceivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"fullPaymentRequestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"fullPaymentReceivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"room"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerMonth"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"depositAmount"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"depositPaid"}},{"kind":"Field","name":{"kind":"Name","value":"paidInFull"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentDue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"preparing"}},{"kind":"Field","name":{"kind":"Name","value":"settling"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingPaymentFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingPaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"providerReference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tickedStep"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<RoomsMyBookingRequestsQuery, RoomsMyBookingRequestsQueryVariables>;
export const RoomsStartPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RoomsStartPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<RoomsStartPaymentMutation, RoomsStartPaymentMutationVariables>;
export const RoomsRequestBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RoomsRequestBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RoomBookingRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestRoomBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<RoomsRequestBookingMutation, RoomsRequestBookingMutationVariables>;
export const RoomsExtendBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RoomsExtendBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RoomBookingExtensionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"extendRoomBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<RoomsExtendBookingMutation, RoomsExtendBookingMutationVariables>;
export const SsoProvidersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SsoProviders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ssoProviders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SsoProvidersQuery, SsoProvidersQueryVariables>;
export const SsoStartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SsoStart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"provider"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startSsoSignIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"provider"},"value":{"kind":"Variable","name":{"kind":"Name","value":"provider"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<SsoStartMutation, SsoStartMutationVariables>;
export const SsoFinishDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SsoFinish"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"provider"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"callbackQuery"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finishSsoSignIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"provider"},"value":{"kind":"Variable","name":{"kind":"Name","value":"provider"}}},{"kind":"Argument","name":{"kind":"Name","value":"callbackQuery"},"value":{"kind":"Variable","name":{"kind":"Name","value":"callbackQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isParent"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]}}]} as unknown as DocumentNode<SsoFinishMutation, SsoFinishMutationVariables>;
export const TwoFactorStartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TwoFactorStart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startTwoFactorEnrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"otpauthUrl"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeDataUrl"}}]}}]}}]} as unknown as DocumentNode<TwoFactorStartMutation, TwoFactorStartMutationVariables>;
export const TwoFactorConfirmDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TwoFactorConfirm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmTwoFactorEnrolment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codes"}}]}}]}}]} as unknown as DocumentNode<TwoFactorConfirmMutation, TwoFactorConfirmMutationVariables>;
export const TwoFactorDisableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TwoFactorDisable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disableTwoFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesLeft"}}]}}]}}]} as unknown as DocumentNode<TwoFactorDisableMutation, TwoFactorDisableMutationVariables>;
export const TwoFactorLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TwoFactorLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"challenge"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginWithTwoFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"challenge"},"value":{"kind":"Variable","name":{"kind":"Name","value":"challenge"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isParent"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]}}]} as unknown as DocumentNode<TwoFactorLoginMutation, TwoFactorLoginMutationVariables>;
export const AdminOfficeSecurityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOfficeSecurity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"officeSecurity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminsRequireTwoFactor"}},{"kind":"Field","name":{"kind":"Name","value":"ssoCreatesAccounts"}}]}}]}}]} as unknown as DocumentNode<AdminOfficeSecurityQuery, AdminOfficeSecurityQueryVariables>;
export const AdminSetOfficeSecurityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetOfficeSecurity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"required"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAdminsRequireTwoFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"required"},"value":{"kind":"Variable","name":{"kind":"Name","value":"required"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminsRequireTwoFactor"}},{"kind":"Field","name":{"kind":"Name","value":"ssoCreatesAccounts"}}]}}]}}]} as unknown as DocumentNode<AdminSetOfficeSecurityMutation, AdminSetOfficeSecurityMutationVariables>;
export const AdminSetSsoCreatesAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetSsoCreatesAccounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"allowed"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSsoCreatesAccounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"allowed"},"value":{"kind":"Variable","name":{"kind":"Name","value":"allowed"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminsRequireTwoFactor"}},{"kind":"Field","name":{"kind":"Name","value":"ssoCreatesAccounts"}}]}}]}}]} as unknown as DocumentNode<AdminSetSsoCreatesAccountsMutation, AdminSetSsoCreatesAccountsMutationVariables>;
export const TwoFactorStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TwoFactorStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"twoFactorStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesLeft"}}]}}]}}]} as unknown as DocumentNode<TwoFactorStatusQuery, TwoFactorStatusQueryVariables>;
export const OfficeSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OfficeSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"officeSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"onlinePayments"}}]}}]}}]} as unknown as DocumentNode<OfficeSettingsQuery, OfficeSettingsQueryVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isParent"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;