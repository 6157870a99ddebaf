import type { FeatureRoutes } from '../../core/http/routes';
import type { RsvpsService } from './rsvps.service';
import { Status } from '../../core/http/routes';
import { parseId, validate } from '../../core/validation';
import { eventRsvpSchema, rsvpSchema } from '../../../../validation/events';
import type { EventRsvpEntity } from './rsvp.entity';
import { toRsvpDto } from './rsvp.mapper';

/** 201 for a first answer, 200 when it replaces an earlier one. */
const answered = ({ rsvp, created }: { rsvp: EventRsvpEntity; created: boolean }) => new Status(created ? 201 : 200, toRsvpDto(rsvp));

/** Spec §7: both RSVP paths the clients use, over the one RsvpsService.respond. */
export function rsvpsRoutes(r: FeatureRoutes<{ rsvps: RsvpsService }>): void {
  r.add('post', '/event-rsvps', 'MEMBER', async ({ services, viewer, body }) => {
    const { eventId, status } = await validate(eventRsvpSchema, body);
    return answered(await services.rsvps.respond(viewer, eventId, status));
  });
  r.add('post', '/events/:eventId/rsvp', 'MEMBER', async ({ services, viewer, params, body }) => {
    const { status } = await validate(rsvpSchema, body);
    return answered(await services.rsvps.respond(viewer, parseId(params.eventId, 'Event'), status));
  });
  r.add('get', '/rsvps/my', 'MEMBER', async ({ services, viewer }) => (await services.rsvps.mine(viewer)).map(toRsvpDto));
}
