import type { EventType } from '../../gql/graphql';
import type { CalendarBookingDay, CalendarEvent } from './operations';

export const EVENT_TYPES: { type: EventType; label: string }[] = [
  { type: 'meeting', label: 'Meetings' },
  { type: 'workshop', label: 'Workshops' },
  { type: 'social', label: 'Social' },
  { type: 'networking', label: 'Networking' },
  // The junior section's team events.
  { type: 'match', label: 'Matches' },
  { type: 'training', label: 'Training' },
  { type: 'tournament', label: 'Tournaments' },
];

export interface CalendarFilters {
  types: EventType[];
  showBookings: boolean;
}

/** Everything on (spec §2); 'Reset All' returns here. */
export const DEFAULT_FILTERS: CalendarFilters = { types: EVENT_TYPES.map((t) => t.type), showBookings: true };

/** Spec §2: 1 when not every type is selected, plus 1 when room bookings are hidden. */
export const filterBadgeCount = (f: CalendarFilters) =>
  (f.types.length < EVENT_TYPES.length ? 1 : 0) + (f.showBookings ? 0 : 1);

export interface DayItems {
  events: CalendarEvent[];
  bookings: CalendarBookingDay[];
}

/** The filtered items of each day, events by start time and bookings by room name. */
export function itemsByDay(
  data: { events: CalendarEvent[]; bookings: CalendarBookingDay[] } | undefined,
  filters: CalendarFilters,
): Map<string, DayItems> {
  const byDay = new Map<string, DayItems>();
  const at = (date: string) => {
    let items = byDay.get(date);
    if (!items) byDay.set(date, (items = { events: [], bookings: [] }));
    return items;
  };
  for (const e of data?.events ?? []) if (filters.types.includes(e.type)) at(e.date).events.push(e);
  // The API only sends accepted bookings ('confirmed'); the check keeps the spec's rule local too.
  if (filters.showBookings) for (const b of data?.bookings ?? []) if (b.status === 'confirmed') at(b.date).bookings.push(b);
  for (const items of byDay.values()) {
    items.events.sort((a, b) => a.startTime.localeCompare(b.startTime) || a.title.localeCompare(b.title));
    items.bookings.sort((a, b) => a.room.name.localeCompare(b.room.name));
  }
  return byDay;
}

export const EMPTY_DAY: DayItems = { events: [], bookings: [] };
