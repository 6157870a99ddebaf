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
import { paymentLoaders } from './modules/payments/payments.loaders';
import { membershipLoaders } from './modules/memberships/memberships.loaders';

/** Each module's per-request loaders (a module's loaders are made together: they may share a repository). */
const GROUPS = [userLoaders, createRoomLoaders, createBookingLoaders, eventLoaders, rsvpLoaders, waitlistLoaders, teamLoaders, childLoaders, paymentLoaders, membershipLoaders] as const;

type Group = (typeof GROUPS)[number];
type Intersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
export type Loaders = Intersection<ReturnType<Group>>;

/** The request's loaders: a module's are made when one of them is first used (most requests use one module or none). */
class RequestLoaders {
  readonly made: Record<string, unknown>[] = [];
  constructor(
    readonly ds: DataSource,
    readonly viewer: Viewer | null,
  ) {}
}

let lazy: ((ds: DataSource, viewer: Viewer | null) => Loaders) | undefined;

/**
 * Per-request DataLoaders: nested fields that touch the database batch through these, so a
 * list costs the same number of statements whether it has 10 rows or 500. Each loader is a
 * property of the result, made on first use for this request (never shared between requests).
 */
export function createLoaders(ds: DataSource, viewer: Viewer | null): Loaders {
  if (!lazy) {
    // The loaders' names, from one set made once; then a getter per name on the class.
    GROUPS.forEach((group, n) => {
      for (const name of Object.keys(group(ds, viewer))) {
        Object.defineProperty(RequestLoaders.prototype, name, {
          get(this: RequestLoaders) {
            const made = (this.made[n] ??= group(this.ds, this.viewer) as Record<string, unknown>);
            return made[name];
          },
          enumerable: true,
        });
      }
    });
    lazy = (d, v) => new RequestLoaders(d, v) as unknown as Loaders;
  }
  return lazy(ds, viewer);
}
