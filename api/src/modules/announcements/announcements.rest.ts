import type { RestRoutes } from '../../core/http/routes';
import { Status } from '../../core/http/routes';
import { parseId } from '../../core/validation';

/** Spec §7 announcement calls; items embed author { id, fullName } and carry teamId / leagueId. */
export function announcementsRoutes(r: RestRoutes): void {
  r.add('get', '/announcements', 'MEMBER', async ({ services, viewer, query }) =>
    services.announcements.describe(viewer, await services.announcements.list(viewer, query.limit ?? 500, query.offset)),
  );
  r.add('post', '/announcements', 'ADMIN', async ({ services, viewer, body }) => {
    const created = await services.announcements.create(viewer, body);
    return new Status(201, await services.announcements.describeOne(viewer, created));
  });
  r.add('put', '/announcements/:id', 'ADMIN', async ({ services, viewer, params, body }) =>
    services.announcements.describeOne(viewer, await services.announcements.update(viewer, parseId(params.id, 'Announcement'), body)),
  );
  r.add('delete', '/announcements/:id', 'ADMIN', async ({ services, viewer, params }) => {
    await services.announcements.delete(viewer, parseId(params.id, 'Announcement'));
    return new Status(204);
  });
}
