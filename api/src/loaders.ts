import type { DataSource } from 'typeorm';
import type { Viewer } from './core/auth/viewer';
import { eventLoaders } from './modules/events/events.loaders';
import { rsvpLoaders } from './modules/rsvps/rsvps.loaders';
import { waitlistLoaders } from './modules/waitlist/waitlist.loaders';
import { teamLoaders } from './modules/teams/teams.loaders';
import { childLoaders } from './modules/children/children.loaders';
import { createRoomLoaders } from './modules/rooms/rooms.loaders';
import { createBookingLoaders } from './modules/bookings/bookings.loaders';
import { userLoaders } from './modules/users/users.loaders';

/**
 * Per-request DataLoaders: nested fields that touch the database batch through these, so a
 * list costs the same number of statements whether it has 10 rows or 500.
 */
export function createLoaders(ds: DataSource, viewer: Viewer | null) {
  return {
    ...userLoaders(ds),
    ...createRoomLoaders(ds),
    ...createBookingLoaders(ds),
    ...eventLoaders(ds),
    ...rsvpLoaders(ds, viewer),
    ...waitlistLoaders(ds, viewer),
    ...teamLoaders(ds),
    ...childLoaders(ds),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
