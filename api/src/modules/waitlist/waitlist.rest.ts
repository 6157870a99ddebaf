import type { FeatureRoutes } from '../../core/http/routes';
import { Status } from '../../core/http/routes';
import { parseId } from '../../core/validation';
import { presentEvents, type EventExtrasLoaders } from '../events/event.mapper';
import type { WaitlistService } from './waitlist.service';

/** Join (201 first time, 200 when already waiting) and leave; both answer the event as GET /events does. */
export function waitlistRoutes(r: FeatureRoutes<{ waitlist: WaitlistService }, EventExtrasLoaders>): void {
  r.add('post', '/events/:eventId/waitlist', 'MEMBER', async ({ services, viewer, loaders, params }) => {
    const { event, created } = await services.waitlist.join(viewer, parseId(params.eventId, 'Event'));
    const [dto] = await presentEvents([event], loaders);
    return new Status(created ? 201 : 200, dto);
  });
  r.add('delete', '/events/:eventId/waitlist', 'MEMBER', async ({ services, viewer, loaders, params }) => {
    const [dto] = await presentEvents([await services.waitlist.leave(viewer, parseId(params.eventId, 'Event'))], loaders);
    return dto;
  });
}
