import type DataLoader from 'dataloader';
import { presentEvents, type EventExtrasLoaders } from '../events/event.mapper';
import type { TeamEntity } from '../teams/team.entities';
import type { AvailabilityEntity, ChildEntity } from './child.entities';
import type { ChildEventView } from './children.service';

/** REST shapes of the junior section's children (spec §3: parentId null while unclaimed). */
export function toChildJson(c: ChildEntity) {
  return { id: c.id, name: c.name, dateOfBirth: c.dateOfBirth, parentId: c.parentId, ageGroup: c.ageGroup };
}

export function toAvailabilityJson(a: AvailabilityEntity) {
  return { id: a.id, childId: a.childId, eventId: a.eventId, isAvailable: a.isAvailable, respondedAt: a.respondedAt };
}

/** Child.teams, batched. */
export interface ChildLoaders {
  teamsByChild: DataLoader<number, TeamEntity[]>;
}

/** GET /api/children/{id}/events: each event in the events' REST shape, plus the child's availability or null. */
export async function presentChildEvents(views: ChildEventView[], loaders: EventExtrasLoaders) {
  const events = await presentEvents(views.map((v) => v.event), loaders);
  return events.map((e, i) => ({ ...e, availability: views[i].availability ? toAvailabilityJson(views[i].availability!) : null }));
}
