/**
 * The demo world's club events and announcements (seed and server-less demo alike); natural keys are titles.
 */
import type { RsvpAnswer } from '../rules/events';

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

/** An event's fields as both backends store them (absent optional ones as null, a confirmed event by default). */
export const eventFields = (e: DemoEvent) => ({
  title: e.title,
  type: e.type,
  startTime: e.startTime,
  endTime: e.endTime ?? null,
  location: e.location,
  locationDetail: e.locationDetail ?? null,
  description: e.description,
  maxAttendees: e.maxAttendees ?? null,
  status: e.status ?? 'confirmed',
});

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
