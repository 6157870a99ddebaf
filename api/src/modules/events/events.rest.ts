import type { RestRoutes } from '../../core/http/routes';
import { Status } from '../../core/http/routes';
import { parseId } from '../../core/validation';

/** ?upcoming=true&status=… (admins); anything but true/false is passed on for the schema to refuse. */
const filterOf = (q: Record<string, unknown>) => ({
  ...(q.upcoming !== undefined ? { upcoming: q.upcoming === 'true' ? true : q.upcoming === 'false' ? false : q.upcoming } : {}),
  ...(q.status !== undefined ? { status: q.status } : {}),
});

/** Spec §7 event calls. Each event carries attendeeCount and currentUserRsvp, batched. */
export function eventsRoutes(r: RestRoutes): void {
  r.add('get', '/events', 'MEMBER', async ({ services, viewer, query }) =>
    services.events.describe(viewer, await services.events.list(viewer, filterOf(query), query.limit ?? 500, query.offset)),
  );
  r.add('post', '/events', 'ADMIN', async ({ services, viewer, body }) => {
    const event = await services.events.create(viewer, body);
    return new Status(201, await services.events.describeOne(viewer, event));
  });
  r.add('put', '/events/:id', 'ADMIN', async ({ services, viewer, params, body }) =>
    services.events.describeOne(viewer, await services.events.update(viewer, parseId(params.id, 'Event'), body)),
  );
  r.add('delete', '/events/:id', 'ADMIN', async ({ services, viewer, params }) => {
    await services.events.delete(viewer, parseId(params.id, 'Event'));
    return new Status(204);
  });
}
