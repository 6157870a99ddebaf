import type { FeatureRoutes } from '../../core/http/routes';
import { presentAnnouncements, type AuthorLoaders } from './announcement.mapper';
import type { AnnouncementsService } from './announcements.service';
import { Status } from '../../core/http/routes';
import { parseId } from '../../core/validation';

/** Spec §7 announcement calls; items embed author { id, fullName } and carry teamId / leagueId. */
export function announcementsRoutes(r: FeatureRoutes<{ announcements: AnnouncementsService }, AuthorLoaders>): void {
  r.add('get', '/announcements', 'MEMBER', async ({ services, viewer, loaders, query }) =>
    presentAnnouncements(await services.announcements.list(viewer, query.limit ?? 500, query.offset), loaders),
  );
  r.add('post', '/announcements', 'ADMIN', async ({ services, viewer, loaders, body }) => {
    const [created] = await presentAnnouncements([await services.announcements.create(viewer, body)], loaders);
    return new Status(201, created);
  });
  r.add('put', '/announcements/:id', 'ADMIN', async ({ services, viewer, loaders, params, body }) => {
    const [updated] = await presentAnnouncements([await services.announcements.update(viewer, parseId(params.id, 'Announcement'), body)], loaders);
    return updated;
  });
  r.add('delete', '/announcements/:id', 'ADMIN', async ({ services, viewer, params }) => {
    await services.announcements.delete(viewer, parseId(params.id, 'Announcement'));
    return new Status(204);
  });
}
