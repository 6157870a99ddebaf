/**
 * The demo world's rooms, bookings and online payments (seed and server-less demo alike). Dates are relative to
 * "today" so the set always looks current; natural keys (names, purposes) make the seed idempotent, so every key here
 * must be unique within its list.
 */

export interface DemoRoom {
  name: string;
  capacity: number;
  description: string;
  location: string;
  amenities: string[];
  pricePerMonth: string;
  deposit: string;
  minimumBookingMonths: number;
  isActive: boolean;
}

export const DEMO_ROOMS: DemoRoom[] = [
  {
    name: 'Boardroom',
    capacity: 12,
    description: 'Long oak table for board meetings and client pitches.',
    location: 'Level 3, east wing',
    amenities: ['Projector', 'Whiteboard', 'Video conferencing', 'Coffee machine'],
    pricePerMonth: '1500.00',
    deposit: '1500.00',
    minimumBookingMonths: 3,
    isActive: true,
  },
  {
    name: 'Harbour View Suite',
    capacity: 8,
    description: 'Bright corner room overlooking the harbour.',
    location: 'Level 5',
    amenities: ['Sea view', 'TV screen', 'Whiteboard'],
    pricePerMonth: '1200.00',
    deposit: '1000.00',
    minimumBookingMonths: 1,
    isActive: true,
  },
  {
    name: 'Focus Pod A',
    capacity: 2,
    description: 'Quiet pod for calls and deep work.',
    location: 'Level 2',
    amenities: ['Standing desk', 'Soundproofing'],
    pricePerMonth: '350.00',
    deposit: '200.00',
    minimumBookingMonths: 1,
    isActive: true,
  },
  {
    name: 'Studio Loft',
    capacity: 20,
    description: 'Open loft for workshops, rehearsals and photo shoots.',
    location: 'Rooftop',
    amenities: ['PA system', 'Stage lighting', 'Projector'],
    pricePerMonth: '2200.50',
    deposit: '2000.00',
    minimumBookingMonths: 6,
    isActive: true,
  },
  {
    name: 'Garden Room',
    capacity: 6,
    description: 'Ground-floor room opening onto the garden.',
    location: 'Ground floor',
    amenities: ['Garden access', 'Natural light'],
    pricePerMonth: '800.00',
    deposit: '500.00',
    minimumBookingMonths: 1,
    isActive: true,
  },
  {
    name: 'Old Library',
    capacity: 10,
    description: 'Closed for renovation until further notice.',
    location: 'Level 1',
    amenities: ['Bookshelves', 'Fireplace'],
    pricePerMonth: '900.00',
    deposit: '600.00',
    minimumBookingMonths: 2,
    isActive: false,
  },
];

/** Where a demo booking ends up; each label is one state of the spec §4 workflow. */
export type DemoBookingState =
  | 'pending'
  | 'rejected'
  | 'accepted'
  | 'deposit requested'
  | 'deposit received'
  | 'payment requested'
  | 'payment complete';

export const BOOKING_STATES: readonly DemoBookingState[] = [
  'pending',
  'rejected',
  'accepted',
  'deposit requested',
  'deposit received',
  'payment requested',
  'payment complete',
];

/** How many of the four payment steps (rules/payment-steps.ts, in order) a booking in each state has ticked. */
export const STEPS_TICKED: Record<DemoBookingState, number> = {
  pending: 0,
  rejected: 0,
  accepted: 0,
  'deposit requested': 1,
  'deposit received': 2,
  'payment requested': 3,
  'payment complete': 4,
};

export interface DemoBooking {
  /** The natural key: unique among demo bookings. */
  purpose: string;
  room: string;
  member: string;
  /** Months from the first of next month (0 = next month); 'today' starts today. */
  start: number | 'today';
  durationMonths: number;
  state: DemoBookingState;
  rejectionReason?: string;
  /**
   * Issue 36's reminders: the last money step was asked for this many days ago (still unpaid), so its member has had
   * the reminders of those days and, from the last reminder day on (14 by default), admins see it as overdue.
   */
  askedDaysAgo?: number;
}

// Accepted bookings of one room never overlap (the database refuses it), so each room's
// accepted periods are laid end to end.
export const DEMO_BOOKINGS: DemoBooking[] = [
  { purpose: 'Quarterly planning sessions', room: 'Boardroom', member: 'amelia.tan', start: 1, durationMonths: 3, state: 'pending' },
  { purpose: 'Weekly language exchange', room: 'Focus Pod A', member: 'elena.rossi', start: 4, durationMonths: 1, state: 'pending' },
  {
    purpose: 'Photography portfolio shoots',
    room: 'Studio Loft',
    member: 'hugo.silva',
    start: 0,
    durationMonths: 6,
    state: 'rejected',
    rejectionReason: 'The Studio Loft is taken for the whole period by an accepted booking.',
  },
  { purpose: 'Design crit nights', room: 'Harbour View Suite', member: 'ben.okafor', start: 0, durationMonths: 3, state: 'accepted' },
  // The sample member's own accepted booking with its deposit asked for: two items in her inbox.
  { purpose: 'Budget review mornings', room: 'Harbour View Suite', member: 'amelia.tan', start: 3, durationMonths: 2, state: 'deposit requested', askedDaysAgo: 4 },
  { purpose: 'Client calls', room: 'Focus Pod A', member: 'daniel.lim', start: 0, durationMonths: 2, state: 'deposit requested', askedDaysAgo: 16 },
  { purpose: 'Coffee tasting panel', room: 'Garden Room', member: 'farid.hassan', start: 0, durationMonths: 6, state: 'deposit received' },
  { purpose: 'Architecture studio', room: 'Boardroom', member: 'grace.wong', start: 5, durationMonths: 3, state: 'payment requested' },
  { purpose: 'Events committee HQ', room: 'Studio Loft', member: 'chloe.martin', start: 'today', durationMonths: 6, state: 'payment complete' },
];

/**
 * Money paid online for demo bookings, as the provider would have reported it: one of each state an admin meets
 * on the Payments screen. `key` names its fake provider references (cs_demo_<key>, pi_demo_<key>), so a second seed
 * finds it. A `ticked` payment ticked its booking's "received" step as "Online payment" (the seed ticks that step so).
 */
export interface DemoPayment {
  key: string;
  /** The demo booking it paid (its purpose). */
  booking: string;
  purpose: 'deposit' | 'balance';
  method: 'card' | 'sepa_debit' | 'ideal' | 'bancontact';
  status: 'succeeded' | 'pending';
  ticked: boolean;
  /** Why an admin must look at it (left unsettled). */
  attention?: string;
  refund?: { amount: string; reason: string };
}

export const DEMO_PAYMENTS: DemoPayment[] = [
  { key: 'coffee-deposit', booking: 'Coffee tasting panel', purpose: 'deposit', method: 'card', status: 'succeeded', ticked: true },
  // A SEPA Direct Debit on its way: the deposit is not received yet, and nothing more is asked of the member.
  { key: 'client-calls-deposit', booking: 'Client calls', purpose: 'deposit', method: 'sepa_debit', status: 'pending', ticked: false },
  {
    key: 'events-hq-deposit',
    booking: 'Events committee HQ',
    purpose: 'deposit',
    method: 'card',
    status: 'succeeded',
    ticked: true,
    refund: { amount: '50.00', reason: 'Deposit returned less the whiteboard repair' },
  },
  { key: 'events-hq-balance', booking: 'Events committee HQ', purpose: 'balance', method: 'ideal', status: 'succeeded', ticked: true },
  // Paid online after the admin had ticked the bank transfer by hand: waits for a refund on the Payments screen.
  {
    key: 'architecture-deposit-twice',
    booking: 'Architecture studio',
    purpose: 'deposit',
    method: 'card',
    status: 'succeeded',
    ticked: false,
    attention: 'Paid online after "Deposit received" was already ticked',
  },
];
