/**
 * The demo set of `npm run seed:demo`, as plain data. Dates are relative to "today" so the
 * set always looks current; natural keys (emails, names, titles, booking purposes) make the
 * seed idempotent, so every key here must be unique within its list.
 */
import type { RsvpAnswer } from '../../../rules/events';

export const DEMO_ADMIN = { email: 'admin@d-office.local', fullName: 'Dana Office', password: 'admin12345' };
export const DEMO_MEMBER_PASSWORD = 'member12345';

export interface DemoMember {
  key: string;
  email: string;
  fullName: string;
  phone: string;
  membershipNumber: string;
  role: string;
  bio: string;
}

const member = (key: string, fullName: string, n: number, role: string, bio: string): DemoMember => ({
  key,
  email: `${key}@d-office.local`,
  fullName,
  phone: `+65 8123 45${String(n).padStart(2, '0')}`,
  membershipNumber: `DO-${String(1000 + n)}`,
  role,
  bio,
});

export const DEMO_MEMBERS: DemoMember[] = [
  member('amelia.tan', 'Amelia Tan', 1, 'Treasurer', 'Runs a small accounting practice.'),
  member('ben.okafor', 'Ben Okafor', 2, 'Member', 'Product designer, organises the design crit nights.'),
  member('chloe.martin', 'Chloe Martin', 3, 'Events committee', 'Loves a good quiz night.'),
  member('daniel.lim', 'Daniel Lim', 4, 'Member', 'Freelance developer.'),
  member('elena.rossi', 'Elena Rossi', 5, 'Secretary', 'Translator, speaks four languages.'),
  member('farid.hassan', 'Farid Hassan', 6, 'Member', 'Runs a coffee start-up.'),
  member('grace.wong', 'Grace Wong', 7, 'Member', 'Architect.'),
  member('hugo.silva', 'Hugo Silva', 8, 'Member', 'Photographer and video editor.'),
];

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

export type EventType = 'meeting' | 'workshop' | 'social' | 'networking';


export interface DemoEvent {
  /** The natural key. */
  title: string;
  type: EventType;
  /** Days from today (negative = past). */
  inDays: number;
  startTime: string;
  endTime?: string;
  location: string;
  locationDetail?: string;
  description: string;
  maxAttendees?: number;
  status?: 'confirmed' | 'pending' | 'cancelled';
  /** member key → answer. */
  rsvps: Record<string, RsvpAnswer>;
  /** Member keys waiting for a place, in order (a full event only). */
  waitlist?: string[];
}

export const DEMO_EVENTS: DemoEvent[] = [
  {
    title: 'New Members Welcome Breakfast',
    type: 'social',
    inDays: -12,
    startTime: '08:30',
    endTime: '10:00',
    location: 'Garden Room',
    description: 'Croissants, coffee and a tour of the building.',
    rsvps: { 'amelia.tan': 'attending', 'ben.okafor': 'attending', 'daniel.lim': 'not_attending', 'grace.wong': 'maybe' },
  },
  {
    title: 'Bookkeeping for Freelancers',
    type: 'workshop',
    inDays: -4,
    startTime: '18:00',
    endTime: '20:00',
    location: 'Boardroom',
    description: 'Amelia walks through invoices, receipts and quarterly tax.',
    maxAttendees: 12,
    rsvps: { 'daniel.lim': 'attending', 'hugo.silva': 'attending', 'farid.hassan': 'maybe' },
  },
  {
    title: 'Monthly Members Meeting',
    type: 'meeting',
    inDays: 2,
    startTime: '19:00',
    endTime: '20:30',
    location: 'Boardroom',
    locationDetail: 'Level 3',
    description: 'Budget update, new rooms, and any other business.',
    rsvps: {
      'amelia.tan': 'attending',
      'elena.rossi': 'attending',
      'ben.okafor': 'maybe',
      'hugo.silva': 'not_attending',
    },
  },
  {
    title: 'Wine and Cheese Evening',
    type: 'social',
    inDays: 5,
    startTime: '18:30',
    endTime: '21:00',
    location: 'Rooftop',
    description: 'Small tasting with a local cheesemonger. Places are limited.',
    maxAttendees: 4,
    // Full: four attending out of four places.
    rsvps: {
      'chloe.martin': 'attending',
      'farid.hassan': 'attending',
      'grace.wong': 'attending',
      'daniel.lim': 'attending',
      'ben.okafor': 'maybe',
    },
    // The sample member waits second, behind Ben.
    waitlist: ['ben.okafor', 'amelia.tan'],
  },
  {
    title: 'Founders Breakfast',
    type: 'networking',
    inDays: 8,
    startTime: '07:45',
    endTime: '09:00',
    location: 'Garden Room',
    description: 'Informal breakfast for members running their own business.',
    maxAttendees: 15,
    rsvps: { 'farid.hassan': 'attending', 'daniel.lim': 'maybe', 'amelia.tan': 'not_attending' },
  },
  {
    title: 'Intro to Public Speaking',
    type: 'workshop',
    inDays: 11,
    startTime: '14:00',
    endTime: '17:00',
    location: 'Studio Loft',
    description: 'Hands-on workshop with short talks and friendly feedback.',
    maxAttendees: 10,
    rsvps: { 'elena.rossi': 'attending', 'chloe.martin': 'maybe' },
  },
  {
    title: 'Quiz Night',
    type: 'social',
    inDays: 15,
    startTime: '19:30',
    location: 'Members Lounge',
    description: 'Teams of four, prizes for the top three.',
    rsvps: { 'chloe.martin': 'attending', 'hugo.silva': 'attending', 'grace.wong': 'not_attending' },
  },
  {
    title: 'Committee Planning Meeting',
    type: 'meeting',
    inDays: 18,
    startTime: '12:00',
    endTime: '13:00',
    location: 'Harbour View Suite',
    description: 'Plans for the autumn programme.',
    rsvps: { 'amelia.tan': 'attending', 'elena.rossi': 'maybe' },
  },
  {
    title: 'Creative Industries Mixer',
    type: 'networking',
    inDays: 22,
    startTime: '18:00',
    endTime: '21:00',
    location: 'Studio Loft',
    description: 'Meet designers, photographers and writers from neighbouring studios.',
    maxAttendees: 60,
    rsvps: { 'ben.okafor': 'attending', 'hugo.silva': 'maybe', 'grace.wong': 'attending' },
  },
  {
    title: 'Portfolio Review Clinic',
    type: 'workshop',
    inDays: 29,
    startTime: '10:00',
    endTime: '12:30',
    location: 'Harbour View Suite',
    description: 'Bring three pieces of work for a friendly critique.',
    rsvps: {},
  },
  {
    title: 'Harbour Boat Trip',
    type: 'social',
    inDays: 9,
    startTime: '16:00',
    endTime: '19:00',
    location: 'Marina Pier',
    locationDetail: 'Gate B',
    description: 'Cancelled because of the weather forecast.',
    status: 'cancelled',
    rsvps: {},
  },
  {
    title: 'Investor Pitch Practice',
    type: 'networking',
    inDays: 36,
    startTime: '17:00',
    endTime: '19:00',
    location: 'Boardroom',
    description: 'Still being arranged: shown to admins only until confirmed.',
    status: 'pending',
    rsvps: {},
  },
];

export const DEMO_LEAGUES = [
  { name: 'Premier Division', ageGroup: 'U14', description: 'The senior youth league.' },
  { name: 'Junior League', ageGroup: 'U12', description: 'Under-12 fixtures on Saturday mornings.' },
  { name: 'Mini League', ageGroup: 'U10', description: 'Small-sided games for beginners.' },
];

export const DEMO_TEAMS = [
  { name: 'Harbour Hawks', league: 'Premier Division' },
  { name: 'Garden Giants', league: 'Junior League' },
  { name: 'Library Lions', league: 'Mini League' },
];

export interface DemoAnnouncement {
  title: string;
  content: string;
  /** Days ago it was posted. */
  daysAgo: number;
  team?: string;
  league?: string;
  sendWhatsapp?: boolean;
}

export const DEMO_ANNOUNCEMENTS: DemoAnnouncement[] = [
  {
    title: 'Welcome to D.Office',
    content: 'Book meeting rooms by the month, RSVP to club events and keep up with news here.',
    daysAgo: 30,
  },
  {
    title: 'Old Library closed for renovation',
    content: 'The Old Library is closed while the fireplace is restored. Existing bookings have been moved.',
    daysAgo: 9,
  },
  {
    title: 'New coffee machine on Level 3',
    content: 'Thanks to Farid, the Boardroom coffee machine now does flat whites.',
    daysAgo: 3,
    sendWhatsapp: true,
  },
  {
    title: 'Hawks training moves to Thursdays',
    content: 'From next week the Harbour Hawks train on Thursdays at 17:00.',
    daysAgo: 2,
    team: 'Harbour Hawks',
  },
  {
    title: 'Junior League fixtures published',
    content: 'The Junior League fixtures for the season are on the notice board.',
    daysAgo: 1,
    league: 'Junior League',
  },
];

// ---------------------------------------------------------------- junior section (team variant)

/** The sample parent of the junior section (spec §9: demo mode has sample admin and parent accounts). */
export const DEMO_PARENT = { email: 'parent@d-office.local', fullName: 'Priya Parent', password: 'parent12345' };

export interface DemoChild {
  name: string;
  dateOfBirth: string;
  /** Null: added by the admin, not yet claimed by a parent. */
  parent: 'parent' | null;
  ageGroup?: string;
  teams: string[];
}

export const DEMO_CHILDREN: DemoChild[] = [
  { name: 'Maya Parent', dateOfBirth: '2014-04-12', parent: 'parent', ageGroup: 'U12', teams: ['Garden Giants'] },
  { name: 'Leo Parent', dateOfBirth: '2016-09-03', parent: 'parent', ageGroup: 'U10', teams: ['Library Lions'] },
  { name: 'Noah Reyes', dateOfBirth: '2012-01-20', parent: null, ageGroup: 'U14', teams: ['Harbour Hawks'] },
  { name: 'Ivy Chen', dateOfBirth: '2014-06-30', parent: null, ageGroup: 'U12', teams: ['Garden Giants'] },
];

export interface DemoTeamEvent {
  title: string;
  type: 'match' | 'training' | 'tournament';
  inDays: number;
  startTime: string;
  endTime?: string;
  location: string;
  description: string;
  team?: string;
  teamsInvolved?: string[];
  relevanceType?: 'all' | 'age_group' | 'team';
  ageGroupRelevance?: string;
}

export const DEMO_TEAM_EVENTS: DemoTeamEvent[] = [
  {
    title: 'Giants vs Lions',
    type: 'match',
    inDays: 4,
    startTime: '09:30',
    endTime: '11:00',
    location: 'Riverside Pitch',
    description: 'Friendly between the Junior and Mini League sides.',
    team: 'Garden Giants',
    teamsInvolved: ['Library Lions'],
    relevanceType: 'team',
  },
  {
    title: 'U12 Skills Training',
    type: 'training',
    inDays: 2,
    startTime: '17:00',
    endTime: '18:30',
    location: 'Sports Hall',
    description: 'Passing and first touch for every U12 player.',
    relevanceType: 'age_group',
    ageGroupRelevance: 'U12',
  },
  {
    title: 'Spring Junior Tournament',
    type: 'tournament',
    inDays: 18,
    startTime: '09:00',
    endTime: '16:00',
    location: 'City Sports Park',
    description: 'All junior teams; bring a packed lunch.',
    relevanceType: 'all',
  },
  {
    title: 'Hawks Training',
    type: 'training',
    inDays: 6,
    startTime: '18:00',
    endTime: '19:30',
    location: 'Sports Hall',
    description: 'Premier Division squad session.',
    team: 'Harbour Hawks',
    relevanceType: 'team',
  },
];

// ---------------------------------------------------------------- a year of history (admin insights)

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
