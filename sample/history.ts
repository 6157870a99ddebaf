/**
 * The demo world's past year (admin insights), extensions, membership plans and dues (seed and server-less demo alike).
 */
import type { RsvpAnswer } from '../rules/events';
import type { DemoEvent, EventType } from './events';

/** How long ago the demo club opened: rooms and accounts made by the seed are dated back this far. */
export const DEMO_HISTORY_DAYS = 400;

export interface DemoPastBooking {
  /** The natural key: unique among demo bookings. */
  purpose: string;
  room: string;
  member: string;
  /** The booking starts on the first of the month this many months before the current one, and ends by this month's first. */
  monthsAgo: number;
  durationMonths: number;
  /** How far the payment checklist got: 'paid' (all four steps), 'deposit' (deposit received, rent asked for), or rejected. */
  outcome: 'paid' | 'deposit' | 'rejected';
}

/**
 * Bookings that already ran, over the last year, so Insights shows occupancy, a pipeline and revenue
 * month by month. Each room's accepted ones are laid end to end and end before this month, so they
 * never meet the current bookings above. Requested 20 days before the start, reviewed 15 days before,
 * deposit asked 14 and received 10 days before, rent asked 7 days before and paid 5 days after the start.
 */
export const DEMO_PAST_BOOKINGS: DemoPastBooking[] = [
  { purpose: 'Annual budget review', room: 'Boardroom', member: 'amelia.tan', monthsAgo: 11, durationMonths: 3, outcome: 'paid' },
  { purpose: 'Competition entries', room: 'Boardroom', member: 'grace.wong', monthsAgo: 7, durationMonths: 4, outcome: 'paid' },
  { purpose: 'Portfolio reviews', room: 'Boardroom', member: 'ben.okafor', monthsAgo: 2, durationMonths: 2, outcome: 'deposit' },
  { purpose: 'App launch sprint', room: 'Focus Pod A', member: 'daniel.lim', monthsAgo: 10, durationMonths: 6, outcome: 'paid' },
  { purpose: 'Translation deadline', room: 'Focus Pod A', member: 'elena.rossi', monthsAgo: 3, durationMonths: 3, outcome: 'paid' },
  { purpose: 'Roastery pop-up planning', room: 'Garden Room', member: 'farid.hassan', monthsAgo: 9, durationMonths: 2, outcome: 'paid' },
  { purpose: 'Summer photo exhibition', room: 'Garden Room', member: 'hugo.silva', monthsAgo: 6, durationMonths: 5, outcome: 'paid' },
  { purpose: 'Quiz league season', room: 'Harbour View Suite', member: 'chloe.martin', monthsAgo: 8, durationMonths: 3, outcome: 'paid' },
  { purpose: 'Client workshops', room: 'Harbour View Suite', member: 'ben.okafor', monthsAgo: 4, durationMonths: 2, outcome: 'paid' },
  { purpose: 'Hackathon team room', room: 'Harbour View Suite', member: 'daniel.lim', monthsAgo: 1, durationMonths: 1, outcome: 'deposit' },
  { purpose: 'Video editing suite', room: 'Studio Loft', member: 'hugo.silva', monthsAgo: 11, durationMonths: 6, outcome: 'paid' },
  { purpose: 'Treasury office', room: 'Studio Loft', member: 'amelia.tan', monthsAgo: 5, durationMonths: 5, outcome: 'paid' },
  { purpose: 'Tasting room trial', room: 'Studio Loft', member: 'farid.hassan', monthsAgo: 5, durationMonths: 2, outcome: 'rejected' },
  { purpose: 'Language cafe', room: 'Garden Room', member: 'elena.rossi', monthsAgo: 3, durationMonths: 1, outcome: 'rejected' },
];

/**
 * Extensions (issue 36), each continuing the latest booking of the chain that starts with the demo booking `of` (its
 * purpose), in order. 'accepted': it ran from the day after, reviewed then with the deposit carried over and its full
 * payment asked for (history: SQL, as the service would have written it); 'requested': the member asks now, and it
 * waits in Booking Requests. The chains end this month, so "Ending soon" and the ending notices have something to show.
 */
export interface DemoExtension {
  of: string;
  months: number;
  state: 'accepted' | 'requested';
}

export const DEMO_EXTENSIONS: DemoExtension[] = [
  // Ends this month, not extended: "Ending soon", and Elena is told. Client calls holds the room next month, so extending it meets the overlap.
  { of: 'Translation deadline', months: 1, state: 'accepted' },
  // Extended for this month, then asked again for two more: "Extension of …" waits for an admin.
  { of: 'Portfolio reviews', months: 1, state: 'accepted' },
  { of: 'Portfolio reviews', months: 2, state: 'requested' },
];

/** Club events of past months (RSVP rates in Insights); the same shape as DEMO_EVENTS, all dated before today. */
export const DEMO_PAST_EVENTS: DemoEvent[] = [
  ['Spring Networking Drinks', 'networking', -320, { 'amelia.tan': 'attending', 'ben.okafor': 'attending', 'chloe.martin': 'maybe', 'farid.hassan': 'attending' }],
  ['Pitch Deck Clinic', 'workshop', -290, { 'daniel.lim': 'attending', 'farid.hassan': 'attending', 'grace.wong': 'not_attending' }],
  ['Members Meeting: House Rules', 'meeting', -260, { 'amelia.tan': 'attending', 'elena.rossi': 'attending', 'hugo.silva': 'not_attending', 'chloe.martin': 'attending' }],
  ['Rooftop Barbecue', 'social', -230, { 'ben.okafor': 'attending', 'chloe.martin': 'attending', 'daniel.lim': 'attending', 'grace.wong': 'attending', 'hugo.silva': 'maybe' }],
  ['Photography Basics', 'workshop', -200, { 'hugo.silva': 'attending', 'elena.rossi': 'maybe', 'ben.okafor': 'attending' }],
  ['Startup Founders Coffee', 'networking', -170, { 'farid.hassan': 'attending', 'daniel.lim': 'not_attending', 'amelia.tan': 'attending' }],
  ['Members Meeting: Budget', 'meeting', -140, { 'amelia.tan': 'attending', 'elena.rossi': 'attending', 'grace.wong': 'attending' }],
  ['Board Games Evening', 'social', -110, { 'chloe.martin': 'attending', 'hugo.silva': 'attending', 'elena.rossi': 'not_attending', 'ben.okafor': 'maybe' }],
  ['Contracts for Creatives', 'workshop', -80, { 'grace.wong': 'attending', 'hugo.silva': 'attending', 'daniel.lim': 'attending', 'chloe.martin': 'maybe' }],
  ['Autumn Mixer', 'networking', -50, { 'ben.okafor': 'attending', 'farid.hassan': 'maybe', 'elena.rossi': 'attending' }],
].map(([title, type, inDays, rsvps]) => ({
  title: title as string,
  type: type as EventType,
  inDays: inDays as number,
  startTime: '18:30',
  endTime: '20:30',
  location: 'Harbour View Suite',
  description: 'A past club evening.',
  rsvps: rsvps as Record<string, RsvpAnswer>,
}));

// ---------------------------------------------------------------- membership plans and dues (issue 36)

export interface DemoPlan {
  name: string;
  amount: string;
  period: 'monthly' | 'quarterly' | 'yearly';
  isActive: boolean;
}

export const DEMO_PLANS: DemoPlan[] = [
  { name: 'Standard', amount: '40.00', period: 'monthly', isActive: true },
  { name: 'Family', amount: '100.00', period: 'quarterly', isActive: true },
  { name: 'Supporter', amount: '300.00', period: 'yearly', isActive: true },
  { name: 'Founding member', amount: '25.00', period: 'monthly', isActive: false },
];

/**
 * A member's membership, as history: its first period began `monthsAgo` months (and `daysAgo` days) before today,
 * `paid` of its periods are paid (the oldest first; 'all' for every one), `waived` of the oldest are voided. What
 * standing that makes is noted beside each; `startsLater` memberships are assigned through the service instead.
 */
export interface DemoMembership {
  member: string;
  plan: string;
  monthsAgo: number;
  daysAgo: number;
  paid: number | 'all';
  waived?: number;
  /** A change of plan waiting for the next period. */
  changeTo?: string;
  /** Starts on the first of next month (upcoming). */
  startsLater?: boolean;
}

export const DEMO_MEMBERSHIPS: DemoMembership[] = [
  // Active: paid through the current period, the first month waived on joining.
  { member: 'amelia.tan', plan: 'Standard', monthsAgo: 5, daysAgo: 0, paid: 'all', waived: 1 },
  // Active, moving to Standard when the next quarter starts.
  { member: 'ben.okafor', plan: 'Family', monthsAgo: 4, daysAgo: 0, paid: 'all', changeTo: 'Standard' },
  // Due: the current month began three days ago and is unpaid.
  { member: 'chloe.martin', plan: 'Standard', monthsAgo: 3, daysAgo: 3, paid: 3 },
  // Lapsed: nothing paid since the first month, past the grace period.
  { member: 'daniel.lim', plan: 'Standard', monthsAgo: 2, daysAgo: 20, paid: 1 },
  { member: 'elena.rossi', plan: 'Supporter', monthsAgo: 2, daysAgo: 0, paid: 'all' },
  // On a plan no longer offered: kept until an admin changes it.
  { member: 'farid.hassan', plan: 'Founding member', monthsAgo: 8, daysAgo: 0, paid: 'all' },
  // Upcoming: starts on the first of next month.
  { member: 'grace.wong', plan: 'Standard', monthsAgo: 0, daysAgo: 0, paid: 0, startsLater: true },
  // The sample parent (demo mode's account): dues due, to pay from the profile.
  { member: 'parent', plan: 'Standard', monthsAgo: 1, daysAgo: 2, paid: 1 },
];
