import type { FeatureRoutes } from '../../core/http/routes';
import { presentEvents, eventsJson, type EventExtrasLoaders } from './event.mapper';
import type { EventsService } from './events.service';
import { Status } from '../../core/http/routes';
import { parseId } from '../../core/validation';
import { jsonAnswer } from '../../speed/http/json-answer';

/** 'true' and 'false' as booleans; anything else is passed on for the schema to refuse. */
const flag = (v: unknown) => (v === 'true' ? true : v === 'false' ? false : v);

/** ?upcoming=true&status=… (admins), ?notEnded=true (everyone). */
const filterOf = (q: Record<string, unknown>) => ({
  ...(q.upcoming !== undefined ? { upcoming: flag(q.upcoming) } : {}),
  ...(q.notEnded !== undefined ? { notEnded: flag(q.notEnded) } : {}),
  ...(q.status !== undefined ? { status: q.status } : {}),
});

/** Spec §7 event calls. Each event carries attendeeCount and currentUserRsvp, batched. */
export function eventsRoutes(r: FeatureRoutes<{ events: EventsService }, EventExtrasLoaders>): void {
  r.add(
    'get',
    '/events',
    'MEMBER',
    async ({ services, viewer, loaders, query }) => presentEvents(await services.events.list(viewer, filterOf(query), query.limit ?? 500, query.offset), loaders),
    { lean: true, json: jsonAnswer(eventsJson) },
  );
  r.add('get', '/teams/:id/events', 'PARENT', async ({ services, viewer, loaders, params }) =>
    presentEvents(await services.events.forTeam(viewer, parseId(params.id, 'Team')), loaders),
  );
  r.add('post', '/events', 'ADMIN', async ({ services, viewer, loaders, body }) => {
    const [created] = await presentEvents([await services.events.create(viewer, body)], loaders);
    return new Status(201, created);
  });
  r.add('put', '/events/:id', 'ADMIN', async ({ services, viewer, loaders, params, body }) => {
    const [updated] = await presentEvents([await services.events.update(viewer, parseId(params.id, 'Event'), body)], loaders);
    return updated;
  });
  r.add('delete', '/events/:id', 'ADMIN', async ({ services, viewer, params }) => {
    await services.events.delete(viewer, parseId(params.id, 'Event'));
    return new Status(204);
  });
}
