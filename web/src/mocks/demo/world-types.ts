import type { PlanPeriod } from '../../../../rules/memberships';
import type { PaymentPurpose } from '../../../../rules/payments';
import type { AdminRoomsListQuery, BookingStatus, EventRelevance, EventStatus, EventType, RoomsActiveRoomsQuery, RsvpStatus } from '../../gql/graphql';

/** A room as every screen's selections ask for it. */
export type RoomView = AdminRoomsListQuery['meetingRooms'][number] & RoomsActiveRoomsQuery['meetingRooms'][number];

/**
 * The records of the demo world's payments and memberships, apart from the files that answer for them
 * (payments.ts, memberships.ts), so the world (store.ts) can hold them without importing any handler file; and the
 * events, bookings and announcements that world/ builds from the sample (sample/world.ts).
 */

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

export interface DemoRefund {
  id: string;
  amountMinor: number;
  reason: string;
  reference: string;
  requestedBy: string | null;
  createdAt: string;
}

export interface DemoPayment {
  id: string;
  /** Null once the booking was deleted, and for dues. */
  bookingId: string | null;
  /** The dues invoice a dues payment paid (demo/memberships.ts). */
  invoiceId?: string | null;
  invoiceNumber: string | null;
  memberId: string | null;
  purpose: PaymentPurpose | 'dues';
  amountMinor: number;
  currency: string;
  method: string | null;
  reference: string;
  status: 'pending' | 'succeeded' | 'failed';
  ticked: boolean;
  attention: string | null;
  resolvedAt: string | null;
  resolution: string | null;
  receivedAt: string | null;
  createdAt: string;
  /** The demo's refunds succeed at once. */
  refunds: DemoRefund[];
}

export interface DemoPlan {
  id: string;
  name: string;
  amount: string;
  period: PlanPeriod;
  isActive: boolean;
}

export interface DemoMembership {
  id: string;
  memberId: string;
  planId: string;
  anchorDate: string;
  nextPlanId: string | null;
  nextPlanFrom: string | null;
}

export interface DemoDues {
  id: string;
  memberId: string;
  planId: string;
  invoiceNumber: string;
  periodStart: string;
  periodEnd: string;
  amount: string;
  paidInFull: boolean;
  paidInFullDate: string | null;
  voidedAt: string | null;
  voidReason: string | null;
}

export interface DemoMembershipWorld {
  plans: DemoPlan[];
  memberships: DemoMembership[];
  dues: DemoDues[];
  settings: { graceDays: number; lapsedMembersMayRequestRooms: boolean };
}

export const emptyMembershipWorld = (): DemoMembershipWorld => ({ plans: [], memberships: [], dues: [], settings: { graceDays: 14, lapsedMembersMayRequestRooms: true } });

/** A booking nobody has reviewed yet: no review, no payment step, no extension (new requests and the seeds start here). */
export const UNREVIEWED = {
  rejectionReason: null,
  reviewedAt: null,
  depositRequestedAt: null,
  depositReceivedAt: null,
  fullPaymentRequestedAt: null,
  fullPaymentReceivedAt: null,
  extendsBookingId: null,
  depositCarriedOver: false,
} satisfies Partial<DemoBooking>;
